#!/bin/sh
# RACplan configuration bundle: LMS scheduling priority.
# Plan "IBM x366 2-node RAC 10gR1, DSS, InfiniBand (IPoIB) interconnect, RAID-0 test LUNs" (plan 1), version 1; rule catalogue golden; generator golden.
# Values come from the plan and from these study sections:
#   001_32f7773a87080a35.txt, "Additional Oracle performance-tuning tasks"
# Catalogue rules that check these values: none at this catalogue version.

# Raises the scheduling priority of the LMS (global cache service) processes of instance x366rac1 on
# x366n1 to nice -20; study 001 gained about 32 % throughput at -20.
# Run as root after every start of the instance: the processes only exist while it runs.
set -e
pids=$(pgrep -f '^ora_lms[0-9]+_x366rac1$' || true)
if [ -z "$pids" ]; then
    echo "No LMS processes of x366rac1 are running." >&2
    exit 1
fi
renice -20 -p $pids
