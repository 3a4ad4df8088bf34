#!/bin/sh
# RACplan configuration bundle: asynchronous I/O relink.
# Plan "x86 3-node RAC 10gR1, ASM on QLA4010 iSCSI HBAs (33,586 OETs)" (plan 1), version 1; rule catalogue golden; generator golden.
# Values come from the plan and from these study sections:
#   001_32f7773a87080a35.txt, "Appendix B: How to enable asynchronous I/O in Oracle"
#   002_8d457e80c2d4fbcc.txt, "TESTING"
# Catalogue rules that check these values: none at this catalogue version.

# Relinks Oracle 10.1.0.4 with asynchronous I/O (from 10gR2 on it is compiled in). Needs the libaio
# and libaio-devel packages. Run as oracle on every node with the instances shut down; the init.ora
# sets disk_asynch_io and filesystemio_options.
set -e
cd "$ORACLE_HOME/rdbms/lib"
make PL_ORALIBS=-laio -f ins_rdbms.mk async_on
make -f ins_rdbms.mk ioracle
