#!/bin/sh
# RACplan configuration bundle: LMS scheduling priority.
# Plan "z10 2 LPARs, HiperSockets, OCFS2 1.4, 8 KB blocks, 60 users" (plan 1), version 1; rule catalogue golden; generator golden.
# Values come from the plan and from these study sections:
#   001_32f7773a87080a35.txt, "Additional Oracle performance-tuning tasks"
# Catalogue rules that check these values: none at this catalogue version.

# Raises the scheduling priority of the LMS (global cache service) processes of instance oltp1 on
# db-node1 to nice -20; study 001 gained about 32 % throughput at -20.
# Run as root after every start of the instance: the processes only exist while it runs.
set -e
pids=$(pgrep -f '^ora_lms[0-9]+_oltp1$' || true)
if [ -z "$pids" ]; then
    echo "No LMS processes of oltp1 are running." >&2
    exit 1
fi
renice -20 -p $pids
