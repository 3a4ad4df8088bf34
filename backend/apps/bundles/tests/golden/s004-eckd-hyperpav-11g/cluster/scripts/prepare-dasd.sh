#!/bin/sh
# RACplan configuration bundle: DASD preparation.
# Plan "z196 single instance, Oracle 11gR2, ECKD mod27 with HyperPAV (20 aliases)" (plan 1), version 1; rule catalogue golden; generator golden.
# Values come from the plan and from these study sections:
#   004_b78c188c063b2127.txt, "Configuring DASD for ASM"
#   000_f661c8a8ade0fc72.txt, "The Oracle Cluster Registry and the Voting Disk"
# Catalogue rules that check these values: none at this catalogue version.

# Preparing the shared DASDs. Steps, in order:
#   sh prepare-dasd.sh online   on every node: set the DASDs online
#   sh prepare-dasd.sh format   on ONE node: low-level format (4 KB blocks) and one partition per disk
#   sh prepare-dasd.sh clear    on ONE node: clear old data from the OCR and voting partitions
set -e
case "${1:-}" in
online)
    # data01 is named /dev/dasdd by the plan; set its device online by bus id (see lsdasd).
    # data02 is named /dev/dasde by the plan; set its device online by bus id (see lsdasd).
    # data03 is named /dev/dasdf by the plan; set its device online by bus id (see lsdasd).
    # data04 is named /dev/dasdg by the plan; set its device online by bus id (see lsdasd).
    # data05 is named /dev/dasdh by the plan; set its device online by bus id (see lsdasd).
    # data06 is named /dev/dasdi by the plan; set its device online by bus id (see lsdasd).
    # data07 is named /dev/dasdj by the plan; set its device online by bus id (see lsdasd).
    # data08 is named /dev/dasdk by the plan; set its device online by bus id (see lsdasd).
    # data09 is named /dev/dasdl by the plan; set its device online by bus id (see lsdasd).
    # data10 is named /dev/dasdm by the plan; set its device online by bus id (see lsdasd).
    # redo01 is named /dev/dasdn by the plan; set its device online by bus id (see lsdasd).
    # redo02 is named /dev/dasdo by the plan; set its device online by bus id (see lsdasd).
    lsdasd
    ;;
format)
    dasdfmt -f /dev/dasdd -b 4096 -p
    fdasd -a /dev/dasdd
    dasdfmt -f /dev/dasde -b 4096 -p
    fdasd -a /dev/dasde
    dasdfmt -f /dev/dasdf -b 4096 -p
    fdasd -a /dev/dasdf
    dasdfmt -f /dev/dasdg -b 4096 -p
    fdasd -a /dev/dasdg
    dasdfmt -f /dev/dasdh -b 4096 -p
    fdasd -a /dev/dasdh
    dasdfmt -f /dev/dasdi -b 4096 -p
    fdasd -a /dev/dasdi
    dasdfmt -f /dev/dasdj -b 4096 -p
    fdasd -a /dev/dasdj
    dasdfmt -f /dev/dasdk -b 4096 -p
    fdasd -a /dev/dasdk
    dasdfmt -f /dev/dasdl -b 4096 -p
    fdasd -a /dev/dasdl
    dasdfmt -f /dev/dasdm -b 4096 -p
    fdasd -a /dev/dasdm
    dasdfmt -f /dev/dasdn -b 4096 -p
    fdasd -a /dev/dasdn
    dasdfmt -f /dev/dasdo -b 4096 -p
    fdasd -a /dev/dasdo
    ;;
clear)
    true
    ;;
*)
    echo "usage: $0 online|format|clear" >&2
    exit 2
    ;;
esac
