#!/bin/sh
# RACplan configuration bundle: cluster verification.
# Plan "z10 2 LPARs, HiperSockets, ASM, shared server processes" (plan 1), version 1; rule catalogue golden; generator golden.
# Values come from the plan and from these study sections:
#   000_f661c8a8ade0fc72.txt, "Running the Cluster Verification Utility"
# Catalogue rules that check these values: none at this catalogue version.

# Cluster Verification Utility before installing Oracle Clusterware. Run it on every node, once as root and once
# as oracle; install only after it passes (it checks user equivalence and the OCR/voting storage).
# After the installation, run "cluvfy stage -post crsinst -n db-node1,db-node2" from $CRS_HOME/bin.
CRS_HOME=${CRS_HOME:-/product/crs}
"$CRS_HOME/bin/runcluvfy.sh" stage -pre crsinst -n db-node1,db-node2 -verbose
