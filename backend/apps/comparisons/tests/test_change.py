"""Comparisons say what changed: the version diff and the estimate for it beside the deltas, run-to-run when the
configuration is the same, nothing guessed when a run is linked to no plan version, and a saved report keeps what it
said (apps.comparisons.change)."""

from __future__ import annotations

import copy
import json

import pytest

from apps.comparisons import change as CH
from apps.comparisons import services
from apps.comparisons.models import Report
from apps.plans.selectors import reference_plan_get
from apps.plans.services import plan_create, plan_version_create

pytestmark = pytest.mark.django_db

SLUG = "s000-z10-hipersockets-asm-4k-dedicated"


def _osa(doc):
    doc = copy.deepcopy(doc)
    doc["interconnect"]["type"] = "osa_10gbe"
    doc["interconnect"]["interface"] = "eth1"
    doc["database"]["db_block_size"] = 8192
    return doc


def _key(f):
    return (f["rule"], json.dumps(f["paths"]))


@pytest.fixture
def versions(project, architect):
    """A plan at the study configuration (v1) and a version on 10 GbE OSA with 8 KB blocks (v2)."""
    plan = plan_create(project=project, user=architect, name="Cluster", reference=SLUG)
    v2 = plan_version_create(plan=plan, user=architect, document=_osa(reference_plan_get(SLUG)["document"]))
    return plan.versions.get(number=1), v2


@pytest.fixture
def linked(make_run):
    def make(version, tps, label):
        run = make_run(label=label, users=40, tps=tps)
        run.plan_version = version
        run.workload = "OLTP"
        run.save()
        return run

    return make


def _compare(client, runs, **request):
    r = client.post("/api/comparisons/", {"runs": [r.id for r in runs], **request}, format="json")
    assert r.status_code == 200, r.json()
    return r.json()


def test_two_plan_versions_show_the_diff_and_the_estimate_beside_the_deltas(viewer_client, versions, linked):
    v1, v2 = versions
    base, osa = linked(v1, 100.0, "hipersockets"), linked(v2, 93.0, "osa")
    body = _compare(viewer_client, [base, osa])
    [entry] = body["change"]
    assert (entry["status"], entry["label"], entry["baseline"]) == ("changed", "osa", "hipersockets")
    assert (entry["plan"], entry["baseline_plan"]) == ("Cluster v2", "Cluster v1")
    changed = {f["path"]: (f["before"], f["after"]) for f in entry["fields"]}
    assert changed["/interconnect/type"] == (v1.document["interconnect"]["type"], "osa_10gbe")
    assert changed["/database/db_block_size"] == (v1.document["database"]["db_block_size"], 8192)
    # The findings each version's own validation holds, one side and not the other.
    old = {_key(f) for f in v1.validation["findings"]}
    new = {_key(f) for f in v2.validation["findings"]}
    added = sorted(f["rule"] for f in v2.validation["findings"] if _key(f) in new - old)
    removed = sorted(f["rule"] for f in v1.validation["findings"] if _key(f) in old - new)
    assert added or removed, "the OSA version should raise or clear some finding"
    assert sorted(f["rule"] for f in entry["findings_added"]) == added
    assert sorted(f["rule"] for f in entry["findings_removed"]) == removed
    assert set(entry["findings_added"][0] if added else entry["findings_removed"][0]) == set(CH.FINDING_KEYS)
    assert entry["score"] == {"from": v1.validation["score"], "to": v2.validation["score"]}
    assert entry["sentence"].startswith("From Cluster v1 to Cluster v2: ")
    assert f"{len(entry['fields'])} fields changed" in entry["sentence"]
    # The estimate for that change against what was measured is the comparison's own check of that group.
    [check] = body["predicted"]
    assert entry["check"] == check and check["comparable"] is True
    assert check["metrics"][0]["measured_pct"] == -7.0
    # ... beside the deltas the table shows for the same group.
    row = next(r for r in body["table"]["rows"] if r["key"] == "tps")
    cell = next(c for c, g in zip(row["cells"], body["table"]["columns"], strict=True) if g == "osa")
    assert cell["pct_change"] == -7.0


def test_runs_of_one_plan_version_say_the_difference_is_run_to_run(viewer_client, versions, linked):
    v1, _ = versions
    a, b, c = linked(v1, 100.0, "first"), linked(v1, 97.0, "second"), linked(v1, 103.0, "third")
    entries = _compare(viewer_client, [a, b, c])["change"]
    assert [e["status"] for e in entries] == ["same", "same"]
    assert entries[0]["sentence"] == CH.SAME_VERSION.format(label="Cluster v1")
    assert "the difference is run-to-run" in entries[0]["sentence"]
    assert all(e["fields"] == [] and e["check"] is None for e in entries)


def test_a_version_that_changes_no_field_is_the_same_configuration(viewer_client, versions, linked, architect):
    v1, _ = versions
    again = plan_version_create(plan=v1.plan, user=architect, document=copy.deepcopy(v1.document),
                                comment="saved again")
    entries = _compare(viewer_client, [linked(v1, 100.0, "a"), linked(again, 99.0, "b")])["change"]
    assert entries[0]["status"] == "same"
    assert entries[0]["sentence"] == CH.SAME_DOCUMENT.format(a="Cluster v1", b=f"Cluster v{again.number}")


def test_runs_linked_to_no_plan_version_say_nothing_is_known(viewer_client, versions, linked, make_run):
    v1, _ = versions
    base, loose = linked(v1, 100.0, "planned"), make_run(label="loose", users=40, tps=90.0)
    [entry] = _compare(viewer_client, [base, loose])["change"]
    assert entry["status"] == "unknown" and entry["unlinked"] == ["loose"]
    assert entry["sentence"] == CH.UNKNOWN_CONFIGURATION.format(runs="'loose'", are="it is")
    assert (entry["plan"], entry["baseline_plan"], entry["fields"], entry["check"]) == (None, None, [], None)
    # The other way round (an unlinked baseline) is no more known.
    [entry] = _compare(viewer_client, [loose, base])["change"]
    assert entry["status"] == "unknown" and entry["unlinked"] == ["loose"]


def test_a_group_of_several_versions_has_no_one_change(viewer_client, versions, linked):
    v1, v2 = versions
    a, b, c = linked(v1, 100.0, "a"), linked(v1, 95.0, "b"), linked(v2, 93.0, "c")
    for run, tag in ((a, "old"), (b, "mixed"), (c, "mixed")):
        run.tags = {"set": tag}
        run.save()
    [entry] = _compare(viewer_client, [a, b, c], group_by="tag:set")["change"]
    assert entry["status"] == "several" and entry["fields"] == []
    assert entry["sentence"] == CH.SEVERAL_VERSIONS.format(side="The group 'mixed'", n=2,
                                                           labels="Cluster v1, Cluster v2")


def test_a_saved_report_keeps_the_change_when_the_runs_move_later(contributor_client, viewer_client, project,
                                                                  versions, linked, architect):
    v1, v2 = versions
    base, osa = linked(v1, 100.0, "hipersockets"), linked(v2, 93.0, "osa")
    r = contributor_client.post("/api/reports/", {"project": project.id, "title": "OSA", "request": {
        "runs": [base.id, osa.id], "baseline": {"run": base.id}}}, format="json")
    assert r.status_code == 201, r.json()
    uuid = r.json()["uuid"]
    saved = r.json()["change"]
    assert r.json()["change_saved"] is True and saved[0]["status"] == "changed"
    assert Report.objects.get(uuid=uuid).change == saved
    # Later the OSA run is relinked to a third version: a live comparison now says something else.
    v3 = plan_version_create(plan=v1.plan, user=architect, document=copy.deepcopy(v1.document))
    relink = contributor_client.patch(f"/api/runs/{osa.id}/", {"plan_version": v3.id}, format="json")
    assert relink.status_code == 200, relink.json()
    assert _compare(viewer_client, [base, osa])["change"][0]["status"] == "same"
    body = viewer_client.get(f"/api/reports/{uuid}/").json()
    assert body["change"] == saved and body["change_saved"] is True
    # An edit that keeps the request keeps the change with the new revision; one that changes it takes it anew.
    edit = contributor_client.patch(f"/api/reports/{uuid}/", {"title": "OSA, renamed"}, format="json").json()
    assert (edit["revision"], edit["change"]) == (2, saved)
    again = contributor_client.patch(f"/api/reports/{uuid}/", {"request": {"runs": [osa.id, base.id]}},
                                     format="json").json()
    assert again["revision"] == 3 and again["change"][0]["status"] == "same"
    # Revision 1 still reads as it was saved.
    assert viewer_client.get(f"/api/reports/{uuid}/", {"revision": 1}).json()["change"] == saved


def test_the_print_page_data_holds_the_saved_change(api_client, contributor, project, versions, linked):
    v1, v2 = versions
    base, osa = linked(v1, 100.0, "hipersockets"), linked(v2, 93.0, "osa")
    report = services.report_create(project=project, user=contributor, title="OSA",
                                    request={"runs": [base.id, osa.id]})
    token = services.print_token_make(report=report)
    body = api_client.get(f"/api/reports/{report.uuid}/print-data/", {"token": token}).json()
    [entry] = body["change"]
    assert entry == report.change[0] and entry["status"] == "changed"
    assert any(f["path"] == "/interconnect/type" for f in entry["fields"])


def test_a_report_saved_before_changes_were_kept_reads_it_afresh(viewer_client, contributor, project, versions,
                                                                 linked):
    v1, _ = versions
    a, b = linked(v1, 100.0, "a"), linked(v1, 98.0, "b")
    report = services.report_create(project=project, user=contributor, title="Old", request={"runs": [a.id, b.id]})
    Report.objects.filter(pk=report.pk).update(change=None)
    body = viewer_client.get(f"/api/reports/{report.uuid}/").json()
    assert body["change_saved"] is False and body["change"][0]["status"] == "same"
