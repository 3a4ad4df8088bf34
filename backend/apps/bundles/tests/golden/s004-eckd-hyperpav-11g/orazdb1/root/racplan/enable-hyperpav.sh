#!/bin/sh
# RACplan configuration bundle: HyperPAV enablement.
# Plan "z196 single instance, Oracle 11gR2, ECKD mod27 with HyperPAV (20 aliases)" (plan 1), version 1; rule catalogue golden; generator golden.
# Values come from the plan and from these study sections:
#   004_b78c188c063b2127.txt, "HyperPAV"
# Catalogue rules that check these values: none at this catalogue version.

# HyperPAV on orazdb1: the aliases only need to be enabled in Linux; the kernel then spreads the I/O of
# every base device of an LCU over the alias pool. The study gained over 40 % with 20 aliases (10 to 20 per LCU).
# The plan asks for 10 aliases per LCU.
# Alias device numbers are placeholders (the top of each LCU the plan's base devices use); replace them with
# the aliases defined in the IOCDS and on the storage server.
set -e
# The plan gives no DASD bus ids, so the LCUs are unknown: pass the alias bus ids as arguments.
ALIASES="$*"
if [ -z "$ALIASES" ]; then
    echo "usage: $0 <alias bus id>... (for example 0.0.c062)" >&2
    exit 2
fi
for alias in $ALIASES; do
    # dasd_configure sets the device online and writes the udev rule that keeps it online.
    dasd_configure "$alias" 1
done
lsdasd
