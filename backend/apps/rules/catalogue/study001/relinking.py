"""Study 001's rules: installation: relinking the oracle executable (Appendix A and B)."""

from __future__ import annotations

from collections.abc import Iterator

from apps.rules.engine import Hit, rule
from apps.studies import sections as S
from apps.studies import values as V
from apps.topology.schema import Topology

from ._common import BLOCK_PROTOCOLS, SEC_TEST1, TAGS, _x86


@rule(
    id="IN030", slug="x86-sga-attach-address-relink",
    title="Lowered SGA attach address on 32-bit x86: relink oracle on every node",
    severity="info", category="installation",
    rationale="""
A lowered SGA attach address is not an init.ora parameter: the oracle executable has to be rebuilt with it. For Oracle
10g R1 the study regenerated ksms.s with genksms -s 0x15000000, rebuilt ksms.o and the oracle executable, and raised
kernel.shmmax to at least 3000000000 - as the oracle user, with the instances shut down, on every node unless the
Oracle home is shared. Only then could the SGA grow from 1152 MB to 2512 MB. (Whether an SGA needs the lowered address
at all is checked by DB050.)
""",
    evidence="""
3-node Dell PowerEdge 2650 RAC (32-bit, 4 GB), RHEL 3 U4, Oracle 10.1.0.4: the relink (Metalink note 262004.1)
allowed the 2512 MB SGA of tuning iteration 1, worth about +24 % throughput.
""",
    sources=[S.SGA_ATTACH, S.SGA_SIZE_001],
    policy="context",
    fields=["/platform/architecture", "/cluster/oracle_release", "/database/sga_attach_address"],
    description="""
Fires on 32-bit x86 when a lowered `sga_attach_address` is planned, as a reminder of the relink it implies. The
steps below are the study's procedure for Oracle 10g R1; check Oracle's notes for other releases.

1. `cd $ORACLE_HOME/rdbms/lib` and keep a copy: `cp ksms.s ksms.s_orig`
2. `genksms -s 0x15000000 > ksms.s`
3. `make -f ins_rdbms.mk ksms.o` and then `make -f ins_rdbms.mk ioracle`
4. raise `kernel.shmmax` to at least 3000000000 (checked by KN030)

Plan that implies the relink:

```json
{"platform": {"architecture": "x86"}, "database": {"sga_target_mb": 2512, "sga_attach_address": "0x15000000"}}
```

Plan that does not (SGA within the default address space):

```json
{"platform": {"architecture": "x86"}, "database": {"sga_target_mb": 1152, "sga_attach_address": null}}
```
""",
    tags=TAGS,
    platforms=("x86",),
)
def _in030(t: Topology) -> Iterator[Hit]:
    address = t.database.sga_attach_address
    if t.platform.architecture == "x86" and address:
        release = t.cluster.oracle_release
        note = "" if t.cluster.release_tuple[:2] == (10, 1) else " (the study's steps are for 10g R1)"
        yield Hit(
            paths=["/database/sga_attach_address"],
            message=f"SGA attach address {address}: relink oracle {release} with genksms -s {address}, rebuild "
                    f"ksms.o and ioracle on every node with the instances down, and raise kernel.shmmax to at least "
                    f"{V.SGA_ATTACH_SHMMAX.value}{note}.",
        )


@rule(
    id="IN031", slug="oracle10gr1-relink-async-on",
    title="Oracle 10g R1 on x86: relink oracle with async_on to get asynchronous I/O",
    severity="info", category="installation",
    rationale="""
Oracle 10g R1 on Linux ships with asynchronous I/O disabled in the executable. The study installed libaio and
libaio-devel, relinked with `make PL_ORALIBS=-laio -f ins_rdbms.mk async_on` on every node (instances down), and then
set disk_asynch_io=true and filesystemio_options=asynch. Setting the parameters alone is not enough. Study 002 did the
same on 10.1.0.4 and notes that 10g Release 2 has asynchronous I/O compiled in by default, so 10.2 needs no relink.
""",
    evidence="""
3-node x86 RAC, RHEL 3 U4, Oracle 10.1.0.4: the oracle executable was relinked for AIO (Metalink note 225751.1)
before the software iSCSI tests, in which AIO performed consistently better.
""",
    sources=[S.ASYNC_IO, SEC_TEST1, S.TESTING_002],
    policy="context",
    fields=["/cluster/oracle_release", "/platform/architecture", "/storage/protocol", "/database/disk_asynch_io"],
    description="""
Fires for Oracle 10.1 on x86 with iSCSI or Fibre Channel block storage when asynchronous I/O is not switched off.
It is a reminder of an installation step that the plan cannot record.

Plan that needs the relink:

```json
{"cluster": {"oracle_release": "10.1.0.4"}, "storage": {"protocol": "fc_hba"}, "database": {"disk_asynch_io": true}}
```

Steps: install `libaio` and `libaio-devel`; in `$ORACLE_HOME/rdbms/lib` run
`make PL_ORALIBS=-laio -f ins_rdbms.mk async_on`; then set `disk_asynch_io=true` and `filesystemio_options=asynch`.
""",
    tags=TAGS,
)
def _in031(t: Topology) -> Iterator[Hit]:
    if _x86(t) and t.cluster.release_tuple[:2] == (10, 1) and t.storage.protocol in BLOCK_PROTOCOLS \
            and t.database.disk_asynch_io is not False:
        yield Hit(
            paths=["/database/disk_asynch_io"],
            message=f"Oracle {t.cluster.oracle_release} on {t.platform.architecture}: asynchronous I/O works only "
                    "after relinking oracle with async_on (libaio and libaio-devel installed) on every node.",
        )
