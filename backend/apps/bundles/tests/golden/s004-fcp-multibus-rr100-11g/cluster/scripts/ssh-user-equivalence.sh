#!/bin/sh
# RACplan configuration bundle: ssh user equivalence.
# Plan "z196 single instance, Oracle 11gR2, FCP multipath multibus rr_min_io 100" (plan 1), version 1; rule catalogue golden; generator golden.
# Values come from the plan and from these study sections:
#   000_f661c8a8ade0fc72.txt, "Setting up ssh user equivalence"
# Catalogue rules that check these values: none at this catalogue version.

# ssh user equivalence: oracle and root must reach every node under every name without a password.
# As each of oracle and root, on every node, in this order:
#   sh ssh-user-equivalence.sh keys        creates a key pair without passphrase (press enter, no passphrase)
#   sh ssh-user-equivalence.sh distribute  appends this node's public key to authorized_keys on all nodes
#   sh ssh-user-equivalence.sh check       connects once to each name; answer the host key questions now,
#                                          because the Oracle installer cannot handle them
#   sh ssh-user-equivalence.sh check-vip   the same for the virtual IP names, once they are up
set -e
NODES="orazdb1"
NAMES="orazdb1"
VIP_NAMES="orazdb1vip"
case "${1:-}" in
keys)
    [ -f "$HOME/.ssh/id_rsa" ] || ssh-keygen -t rsa -N "" -f "$HOME/.ssh/id_rsa"
    ;;
distribute)
    for n in $NODES; do
        ssh "$n" 'mkdir -p ~/.ssh && chmod 700 ~/.ssh && cat >> ~/.ssh/authorized_keys && chmod 600 ~/.ssh/authorized_keys' < "$HOME/.ssh/id_rsa.pub"
    done
    ;;
check)
    for n in $NAMES; do ssh "$n" hostname; done
    ;;
check-vip)
    for n in $VIP_NAMES; do ssh "$n" hostname; done
    ;;
*)
    echo "usage: $0 keys|distribute|check|check-vip" >&2
    exit 2
    ;;
esac
