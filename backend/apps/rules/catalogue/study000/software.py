"""Study 000's rules: installation and software levels."""

from __future__ import annotations

from collections.abc import Iterator

from apps.rules.engine import Hit, rule
from apps.studies import S000, Cite
from apps.studies import sections as S
from apps.topology.schema import Topology

from ._common import _is_10_2, _on_z, _uncertified_on_z


@rule(
    id="IN001", slug="s000-10202-not-certified-on-z", title="Oracle 10.2.0.2 is not certified on Linux on System z",
    severity="error", category="installation",
    rationale="""
Oracle RAC 10.2.0.2 for Linux on System z is only the base installation; it is not an Oracle certified release.
The certified levels are 10.2.0.3 and 10.2.0.4, reached by patching the 10.2.0.2 base.
""",
    evidence="""
Study 000, "Versions of Oracle RAC" and "History of Oracle RAC": 10.2.0.2 (introduced in 2008 for zSeries) is not
certified; 10.2.0.3 and 10.2.0.4 are. The study ran 10.2.0.4, installed as 10.2.0.2 plus patch set p6810189.
""",
    sources=[S.VERSIONS, Cite(S000, "History of Oracle RAC")],
    policy="fails",
    fields=["/cluster/oracle_release", "/cluster/grid_release", "/platform/architecture"],
    fix="Run 10.2.0.4 (install 10.2.0.2, then apply patch set 6810189).",
    description="""
Fires when a System z plan runs Oracle 10.2.0.2, as the database release or as the clusterware (Grid/CRS) release,
or a release before it: RAC for Linux on System z was introduced with 10.2.0.2, and before that existed only as
early development versions for 31-bit Linux. Install 10.2.0.2 only as the base and apply the 10.2.0.3 or 10.2.0.4
patch set before production use. Plans on x86 are not affected: the statement is about Linux on System z.

Problematic:
```json
{"cluster": {"oracle_release": "10.2.0.2"}, "platform": {"architecture": "z10"}}
```
Correct:
```json
{"cluster": {"oracle_release": "10.2.0.4"}, "platform": {"architecture": "z10"}}
```
""",
    platforms=("s390x",),
)
def _in001(t: Topology) -> Iterator[Hit]:
    if not _on_z(t):
        return
    for key, release in (("oracle_release", t.cluster.oracle_release), ("grid_release", t.cluster.grid_release)):
        why = _uncertified_on_z(release) if release else None
        if why:
            what = "Oracle" if key == "oracle_release" else "Clusterware"
            yield Hit(
                paths=[f"/cluster/{key}"],
                message=f"{what} {release} {why}; use 10.2.0.3 or 10.2.0.4.",
                patch=[{"op": "replace", "path": f"/cluster/{key}", "value": "10.2.0.4"}],
            )


@rule(
    id="IN002", slug="s000-base-then-patch-set-order", title="Install 10.2.0.2 first, CRS then RDBMS then ASM",
    severity="info", category="installation",
    rationale="""
On System z, Oracle RAC 10gR2 can only be installed from the 10.2.0.2 base (10202_zlinux_clusterware.zip and
10202_zlinux_database.zip) and then upgraded with the patch set (p6810189 for 10.2.0.4). For a new installation and
for every patch, the order is clusterware on all nodes, then the database software on all nodes, then ASM.
""",
    evidence="""
Study 000, "Versions of Oracle RAC", "Installation sequence" and "Upgrading to Oracle clusterware 10.2.0.4": the
study installed the 10.2.0.2 base of CRS, RDBMS and ASM and applied patch set p6810189 to reach 10.2.0.4; CRS must
be at the same or a later level than RDBMS and ASM. Quarterly CPUs are applied with OPatch
(OPATCH_PLATFORM_ID=211 in the oracle user's profile).
""",
    sources=[S.VERSIONS, S.INSTALL_SEQUENCE, S.CRS_UPGRADE,
             Cite(S000, "Software used in the Oracle Real Application Clusters study")],
    policy="context",
    fields=["/cluster/oracle_release", "/platform/architecture"],
    description="""
Informational: fires for any Oracle 10.2 plan on System z other than a plain 10.2.0.2 (which IN001 reports).
Prepare Linux completely first, run `cluvfy` as root and as oracle on all nodes, then install in this order:
clusterware 10.2.0.2 → patch set to the target level → RDBMS → ASM, each on all nodes. Keep the CRS home at the
same or a later release than the database and ASM homes.

Example that triggers it:
```json
{"cluster": {"oracle_release": "10.2.0.4"}, "platform": {"architecture": "z10"}}
```
There is nothing to change in the plan; the note describes the installation path.
""",
    platforms=("s390x",),
)
def _in002(t: Topology) -> Iterator[Hit]:
    if _on_z(t) and _is_10_2(t) and t.cluster.release_tuple[:4] != (10, 2, 0, 2):
        yield Hit(
            paths=["/cluster/oracle_release"],
            message=f"Oracle {t.cluster.oracle_release} on System z is installed as 10.2.0.2 and then patched; "
                    "install clusterware, then RDBMS, then ASM, on all nodes each time.",
        )


@rule(
    id="IN003", slug="s000-10202-install-workarounds", title="10.2.0.2 installation needs manual fixes on System z",
    severity="info", category="installation",
    rationale="""
The 10.2.0.2 installer stops on System z with a makefile error about client.shared.lib; the libclient10.a and
libclient32.a libraries from patch 6007358 must be copied into lib and lib32 before pressing Retry (for CRS and
again for RDBMS). After the upgrade, vipca and srvctl need `unset LD_ASSUME_KERNEL` after the line that exports it,
and vipca may have to be run by hand when root.sh does not pick the public interface.
""",
    evidence="""
Study 000, "Installing Oracle clusterware 10.2.0.2" and "CRS installation manual steps: changing the `srvctl` and
`vipca` files": both workarounds were needed on the z10 installation of RAC 10gR2 under SLES 10 SP2, and srvctl
has to be edited again after each patch.
""",
    sources=[S.CRS_BASE, S.CRS_SRVCTL, S.CRS_VIPCA],
    policy="context",
    fields=["/cluster/oracle_release", "/platform/architecture"],
    description="""
Informational: fires for every Oracle 10.2 plan on System z, because every such installation starts from the
10.2.0.2 base. Have patch 6007358 at hand, plan the `LD_ASSUME_KERNEL` edit of `$CRS_HOME/bin/vipca`,
`$CRS_HOME/bin/srvctl` and `$RDBMS_HOME/bin/srvctl` on every node, and keep the OUI session open while vipca runs.

Example that triggers it:
```json
{"cluster": {"oracle_release": "10.2.0.4"}, "platform": {"architecture": "z196"}}
```
Not triggered by a System z plan on a later release line such as `"11.2.0.3"`.
""",
    platforms=("s390x",),
)
def _in003(t: Topology) -> Iterator[Hit]:
    if _on_z(t) and _is_10_2(t):
        yield Hit(
            paths=["/cluster/oracle_release"],
            message="The 10.2.0.2 base installation on System z needs libclient10.a/libclient32.a from patch "
                    "6007358 and 'unset LD_ASSUME_KERNEL' in vipca and srvctl.",
        )
