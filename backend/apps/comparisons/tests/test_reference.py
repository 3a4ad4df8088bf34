"""The studies' published results, loaded as runs, reproduced by the comparison engine over HTTP."""

import pytest

from apps.comparisons.reference import load_reference_runs, reference_claims, reference_results
from apps.rules.sources import section_exists
from apps.runs.models import Run

CLAIMS = reference_claims()
TOLERANCE_PP = 0.5


@pytest.fixture
def loaded(project, contributor):
    load_reference_runs(project=project, user=contributor)
    return {r.reference: r for r in Run.objects.filter(project=project)}


def test_every_cited_section_is_a_heading_of_its_study():
    for doc in reference_results():
        cited = {i.get("section") for r in doc["runs"] for i in r["metrics"].values()}
        cited |= {c["section"] for c in doc.get("claims", [])}
        for section in cited:
            assert section_exists(doc["study"], section), (doc["id"], section)


def test_loader_is_idempotent_and_keeps_provenance(project, contributor, loaded):
    total = sum(len(d["runs"]) for d in reference_results())
    assert len(loaded) == total
    load_reference_runs(project=project, user=contributor)
    assert Run.objects.filter(project=project).count() == total
    nfs = loaded["s001-storage-nfs"]
    assert nfs.tags["storage"] == "nfs"
    assert nfs.metrics["basis"] == "reference_absolute"
    assert nfs.metrics["oet_per_min"]["value"] == 32922
    assert nfs.metrics["oet_per_min"]["sources"][0] == {
        "file": None, "name": "001_32f7773a87080a35.txt",
        "section": "Test 3: OracleRAC10g with NFS as a standalone file system"}
    assert nfs.metrics["tps"]["value"] == pytest.approx(32922 / 60)
    assert nfs.metrics["cpu_seconds_per_1000_txn"]["value"] == pytest.approx(0.94 * 6 / (32922 / 60) * 1000)
    z196 = loaded["s000-z196"]
    assert z196.metrics["basis"] == "reference_normalized" and z196.metrics["txn_per_cpu"]["indexed"] is True


@pytest.mark.parametrize("claim", CLAIMS, ids=[c["text"] for c in CLAIMS])
def test_stated_relative_differences_are_reproduced(claim, loaded, viewer_client):
    base, other = loaded[claim["baseline"]], loaded[claim["run"]]
    response = viewer_client.post("/api/comparisons/", {"runs": [base.id, other.id], "baseline": {"run": base.id}},
                                  format="json")
    assert response.status_code == 200, response.json()
    group = next(g for g in response.json()["groups"] if not g["is_baseline"])
    computed = group["vs_baseline"][claim["metric"]]["pct_change"]
    tolerance = claim.get("tolerance_pp", TOLERANCE_PP)
    if claim.get("reproducible", True):
        assert computed == pytest.approx(claim["stated_pct_change"], abs=tolerance), claim["text"]
    else:
        # Documented inconsistencies of a study: the published absolutes do not give the stated figure.
        assert abs(computed - claim["stated_pct_change"]) > tolerance


def test_headline_numbers(loaded, viewer_client):
    """The figures the issue names, spelled out."""
    def change(run, baseline, metric="tps"):
        body = viewer_client.post("/api/comparisons/", {"runs": [loaded[baseline].id, loaded[run].id],
                                                        "baseline": {"run": loaded[baseline].id}}, format="json").json()
        return next(g for g in body["groups"] if not g["is_baseline"])["vs_baseline"][metric]["pct_change"]

    assert change("s001-storage-nfs", "s001-storage-fcp-ocfs") == pytest.approx(-12.4, abs=0.5)
    assert change("s001-storage-nfs", "s001-storage-fcp-asm") == pytest.approx(-4.4, abs=0.5)
    assert change("s001-storage-nfs", "s001-storage-iscsi-hba-asm") == pytest.approx(-2.0, abs=0.5)
    assert change("s001-tuning-tuned", "s001-tuning-default") == pytest.approx(78.0, abs=0.5)
    assert change("s000-server-dedicated", "s000-server-shared") == pytest.approx(125.0, abs=0.5)
    assert change("s000-ic-hipersockets-40", "s000-ic-osa1-40") == pytest.approx(11.0, abs=0.5)
    assert change("s000-z196", "s000-z10", "txn_per_cpu") == pytest.approx(45.0, abs=0.5)
    assert change("s004-mp-failover", "s004-mp-multibus-rr100", "disk_mb_s") == pytest.approx(-21.0, abs=0.5)
    assert change("s004-fcp-multibus-6cpu", "s004-eckd-hyperpav-4cpu", "cpu_seconds_per_1000_txn") == \
        pytest.approx(14.0, abs=0.5)


def test_six_storage_configurations_grouped_by_tag(loaded, viewer_client):
    ids = [r.id for ref, r in loaded.items() if ref.startswith("s001-storage-")]
    body = viewer_client.post("/api/comparisons/", {"runs": ids, "group_by": "tag:storage",
                                                    "baseline": {"group": "nfs"}}, format="json").json()
    names = {g["name"] for g in body["groups"]}
    assert names == {"nfs", "fcp", "iscsi-hba", "iscsi-software"}
    nfs = next(g for g in body["groups"] if g["name"] == "nfs")
    assert nfs["n"] == 2 and nfs["stats"]["tps"]["ci95"] is not None
