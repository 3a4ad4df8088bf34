#!/bin/sh
# RACplan configuration bundle: DASD preparation.
# Plan "z10 2 LPARs, HiperSockets, ASM, 4 KB blocks, dedicated servers" (plan 1), version 1; rule catalogue golden; generator golden.
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
    # ocr1 is named /dev/dasdf by the plan; set its device online by bus id (see lsdasd).
    # ocr2 is named /dev/dasdp by the plan; set its device online by bus id (see lsdasd).
    # vote1 is named /dev/dasdg by the plan; set its device online by bus id (see lsdasd).
    # vote2 is named /dev/dasdq by the plan; set its device online by bus id (see lsdasd).
    # data1 is named /dev/dasdh by the plan; set its device online by bus id (see lsdasd).
    # data2 is named /dev/dasdi by the plan; set its device online by bus id (see lsdasd).
    # data3 is named /dev/dasdj by the plan; set its device online by bus id (see lsdasd).
    # data4 is named /dev/dasdk by the plan; set its device online by bus id (see lsdasd).
    # redo1 is named /dev/dasdm by the plan; set its device online by bus id (see lsdasd).
    # redo2 is named /dev/dasdn by the plan; set its device online by bus id (see lsdasd).
    lsdasd
    ;;
format)
    dasdfmt -f /dev/dasdf -b 4096 -p
    fdasd -a /dev/dasdf
    dasdfmt -f /dev/dasdp -b 4096 -p
    fdasd -a /dev/dasdp
    dasdfmt -f /dev/dasdg -b 4096 -p
    fdasd -a /dev/dasdg
    dasdfmt -f /dev/dasdq -b 4096 -p
    fdasd -a /dev/dasdq
    dasdfmt -f /dev/dasdh -b 4096 -p
    fdasd -a /dev/dasdh
    dasdfmt -f /dev/dasdi -b 4096 -p
    fdasd -a /dev/dasdi
    dasdfmt -f /dev/dasdj -b 4096 -p
    fdasd -a /dev/dasdj
    dasdfmt -f /dev/dasdk -b 4096 -p
    fdasd -a /dev/dasdk
    dasdfmt -f /dev/dasdm -b 4096 -p
    fdasd -a /dev/dasdm
    dasdfmt -f /dev/dasdn -b 4096 -p
    fdasd -a /dev/dasdn
    ;;
clear)
    dd if=/dev/zero of=/dev/dasdf1 bs=1M count=100
    dd if=/dev/zero of=/dev/dasdp1 bs=1M count=100
    dd if=/dev/zero of=/dev/dasdg1 bs=1M count=100
    dd if=/dev/zero of=/dev/dasdq1 bs=1M count=100
    true
    ;;
*)
    echo "usage: $0 online|format|clear" >&2
    exit 2
    ;;
esac
