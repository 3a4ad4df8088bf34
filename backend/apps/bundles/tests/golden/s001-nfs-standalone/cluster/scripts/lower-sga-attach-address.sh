#!/bin/sh
# RACplan configuration bundle: lower SGA attach address.
# Plan "x86 3-node RAC 10gR1, NFS as the file system (32,922 OETs)" (plan 1), version 1; rule catalogue golden; generator golden.
# Values come from the plan and from these study sections:
#   001_32f7773a87080a35.txt, "Appendix A: Lowering the sga attach address"
# Catalogue rules that check these values: none at this catalogue version.

# Lowers the SGA attach address to 0x15000000 (plan) by relinking oracle, so a larger SGA fits
# into the 32-bit address space. Run as oracle on every node (unless the Oracle home is shared),
# with the instances shut down. kernel.shmmax in sysctl.conf is already raised for this.
set -e
cd "$ORACLE_HOME/rdbms/lib"
cp ksms.s ksms.s_orig
genksms -s 0x15000000 > ksms.s
make -f ins_rdbms.mk ksms.o
make -f ins_rdbms.mk ioracle
