#!/bin/sh
# RACplan configuration bundle: qeth inbound buffer count.
# Plan "z10 2 LPARs, HiperSockets, OCFS2 1.4, 8 KB blocks, 60 users" (plan 1), version 1; rule catalogue golden; generator golden.
# Values come from the plan and from these study sections:
#   000_f661c8a8ade0fc72.txt, "Network Setup - buffer counts"
# Catalogue rules that check these values: none at this catalogue version.

# Sets the qeth inbound buffer count of the interconnect device on db-node2 to 16 (plan).
# The study measured the default of 16 best: 64 buffers cost 10 % throughput and 128 another 12 %.
# The device must be offline while the value changes. 0.0.07c3 is a placeholder device number.
set -e
dev=/sys/bus/ccwgroup/drivers/qeth/0.0.07c3
echo 0 > "$dev/online"
echo 16 > "$dev/buffer_count"
echo 1 > "$dev/online"
cat "$dev/buffer_count"
