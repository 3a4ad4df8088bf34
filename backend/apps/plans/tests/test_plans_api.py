"""Plans and versions through the API: roles, numbering, conflicts, diffs, restore, import/export, reports."""

from __future__ import annotations

import copy

import pytest
import yaml

from apps.plans import constants as C
from apps.plans.models import PlanVersion
from apps.plans.selectors import reference_plan_list
from apps.topology.tests.documents import MINIMAL as DOC

pytestmark = pytest.mark.django_db


@pytest.fixture
def plan(architect_client, project):
    r = architect_client.post("/api/plans/", {"project": project.id, "name": "Prod", "document": DOC}, format="json")
    assert r.status_code == 201, r.json()
    return r.json()


def save(client, plan_id, doc, comment="", base=None):
    body = {"document": doc, "comment": comment}
    if base is not None:
        body["base_version"] = base
    return client.post(f"/api/plans/{plan_id}/versions/", body, format="json")


@pytest.mark.parametrize(
    ("role", "status"),
    [("architect", 201), ("contributor", 403), ("viewer", 403), ("outsider", 400), ("staff", 201),
     ("anonymous", 403)],
)
def test_create_plan_by_role(role_client, project, architect, contributor, viewer, role, status):
    r = role_client(role).post("/api/plans/", {"project": project.id, "name": f"P-{role}", "document": DOC},
                               format="json")
    assert r.status_code == status, r.content
    if status == 403:
        assert "detail" in r.json()


@pytest.mark.parametrize(
    ("role", "read", "write"),
    [("architect", 200, 201), ("contributor", 200, 403), ("viewer", 200, 403), ("outsider", 404, 404),
     ("staff", 200, 201)],
)
def test_plan_object_permissions(role_client, plan, contributor, viewer, role, read, write):
    client = role_client(role)
    pid = plan["id"]
    assert client.get(f"/api/plans/{pid}/").status_code == read
    assert client.get(f"/api/plans/{pid}/versions/1/").status_code == read
    assert client.get(f"/api/plans/{pid}/versions/1/export/?as=yaml").status_code == read
    assert client.get(f"/api/plans/{pid}/versions/1/report/?as=md").status_code == read
    # No draft yet: members hear "nothing" (204), outsiders still cannot tell the plan exists (404).
    assert client.get(f"/api/plans/{pid}/draft/").status_code == (204 if read == 200 else read)
    assert save(client, pid, DOC).status_code == write
    draft = client.put(f"/api/plans/{pid}/draft/", {"document": {"x": 1}}, format="json")
    assert draft.status_code == (200 if write == 201 else write)
    rename = client.patch(f"/api/plans/{pid}/", {"name": f"renamed-{role}"}, format="json")
    assert rename.status_code == (200 if write == 201 else write)


def test_list_shows_only_member_projects(architect_client, outsider_client, plan, project):
    assert [p["id"] for p in architect_client.get(f"/api/plans/?project={project.id}").json()["results"]] == [
        plan["id"]]
    assert outsider_client.get("/api/plans/").json()["results"] == []


def test_versions_are_numbered_immutable_and_validated(architect_client, plan):
    pid = plan["id"]
    doc = copy.deepcopy(DOC)
    doc["interconnect"] = {"type": "osa_1gbe"}
    r = save(architect_client, pid, doc, comment="1 GbE", base=1)
    assert r.status_code == 201
    body = r.json()
    assert body["number"] == 2 and body["comment"] == "1 GbE"
    assert body["document"]["interconnect"]["mtu"] == 8192  # normalised with defaults
    assert body["validation"]["score"] <= 100
    versions = architect_client.get(f"/api/plans/{pid}/versions/").json()
    assert [v["number"] for v in versions] == [2, 1]
    assert architect_client.put(f"/api/plans/{pid}/versions/1/", {}, format="json").status_code == 405
    assert architect_client.delete(f"/api/plans/{pid}/versions/1/").status_code == 405
    assert PlanVersion.objects.get(plan_id=pid, number=1).document["interconnect"]["type"] == "hipersockets"


def test_invalid_document_gets_field_keyed_errors_and_no_version(architect_client, plan):
    doc = copy.deepcopy(DOC)
    doc["nodes"][0]["cpus"] = -1
    doc["interconnect"] = {"mtu": 70000}
    r = save(architect_client, plan["id"], doc)
    assert r.status_code == 400
    assert {"document/nodes/0/cpus", "document/interconnect/mtu"} <= set(r.json())
    assert PlanVersion.objects.filter(plan_id=plan["id"]).count() == 1


def test_conflicting_save_returns_the_difference(architect_client, client_for, project, plan):
    from apps.accounts.choices import Role
    from apps.accounts.tests.factories import MembershipFactory, UserFactory

    other = UserFactory(username="other-architect")
    MembershipFactory(project=project, user=other, role=Role.ARCHITECT)
    doc = copy.deepcopy(DOC)
    doc["workload"] = {"users": 500}
    assert save(client_for(other), plan["id"], doc, base=1).status_code == 201
    r = save(architect_client, plan["id"], DOC, base=1)
    assert r.status_code == 409
    body = r.json()
    assert body["latest"] == 2 and body["base"] == 1
    assert C.VERSION_CONFLICT.format(latest=2, author="other-architect", base=1) == body["detail"]
    assert any(c["path"] == "/workload/users" for c in body["diff"]["fields"])


def test_diff_restore_and_findings(architect_client, plan):
    pid = plan["id"]
    doc = copy.deepcopy(DOC)
    doc["nodes"][1]["machine"] = "z10b"  # HiperSockets across machines
    assert save(architect_client, pid, doc).status_code == 201
    d = architect_client.get(f"/api/plans/{pid}/diff/?from=1&to=2").json()
    assert [c["path"] for c in d["fields"]] == ["/nodes/1/machine"]
    assert d["findings_removed"] == [] or all(f["rule"] for f in d["findings_removed"])
    assert d["from"] == 1 and d["to"] == 2
    r = architect_client.post(f"/api/plans/{pid}/versions/1/restore/", {}, format="json")
    assert r.status_code == 201
    assert r.json()["number"] == 3 and r.json()["comment"] == "Restored version 1"
    assert architect_client.get(f"/api/plans/{pid}/diff/?from=1&to=3").json()["fields"] == []
    assert architect_client.get(f"/api/plans/{pid}/diff/?from=1").status_code == 400
    assert architect_client.get(f"/api/plans/{pid}/diff/?from=1&to=99").status_code == 404


@pytest.mark.parametrize("fmt", ["json", "yaml"])
def test_export_then_import_round_trip(architect_client, plan, project, fmt):
    pid = plan["id"]
    exported = architect_client.get(f"/api/plans/{pid}/versions/1/export/?as={fmt}")
    assert exported.status_code == 200
    assert exported["Content-Disposition"].startswith("attachment;")
    text = exported.content.decode()
    r = architect_client.post("/api/plans/import/", {"project": project.id, "name": f"imported-{fmt}",
                                                     "format": fmt, "content": text}, format="json")
    assert r.status_code == 201, r.json()
    original = architect_client.get(f"/api/plans/{pid}/versions/1/").json()["document"]
    imported = architect_client.get(f"/api/plans/{r.json()['id']}/versions/1/").json()["document"]
    assert imported == original


def test_import_bad_yaml_is_a_field_error(architect_client, project):
    r = architect_client.post("/api/plans/import/", {"project": project.id, "name": "x", "format": "yaml",
                                                     "content": "cluster: [unclosed"}, format="json")
    assert r.status_code == 400 and "content" in r.json()
    r = architect_client.post("/api/plans/import/", {"project": project.id, "name": "y", "format": "yaml",
                                                     "content": yaml.safe_dump({"cluster": {"name": "a"}})},
                              format="json")
    assert r.status_code == 400 and "document/nodes" in r.json()


def test_html_report_escapes_plan_content(architect_client, project):
    r = architect_client.post("/api/plans/", {"project": project.id, "name": "<script>alert(1)</script>",
                                              "document": DOC}, format="json")
    pid = r.json()["id"]
    html = architect_client.get(f"/api/plans/{pid}/versions/1/report/?as=html")
    assert html.status_code == 200
    assert "<script>" not in html.content.decode()
    assert "&lt;script&gt;" in html.content.decode()
    assert "default-src 'none'" in html["Content-Security-Policy"]


def test_duplicate_name_and_clone(architect_client, plan, project):
    r = architect_client.post("/api/plans/", {"project": project.id, "name": "Prod"}, format="json")
    assert r.status_code == 400 and r.json()["name"] == [C.NAME_TAKEN]
    c = architect_client.post(f"/api/plans/{plan['id']}/clone/", {"name": "Prod copy"}, format="json")
    assert c.status_code == 201 and c.json()["latest_version"]["number"] == 1


def test_draft_keeps_invalid_input_until_saved(architect_client, plan):
    pid = plan["id"]
    broken = {"cluster": {"name": ""}, "nodes": "typing..."}
    assert architect_client.put(f"/api/plans/{pid}/draft/", {"document": broken, "base_version": 1},
                                format="json").status_code == 200
    got = architect_client.get(f"/api/plans/{pid}/draft/").json()
    assert got["document"] == broken and got["base_version"] == 1
    assert save(architect_client, pid, DOC).status_code == 201
    gone = architect_client.get(f"/api/plans/{pid}/draft/")
    assert gone.status_code == 204 and gone.content == b""


def test_archive_blocks_saving(architect_client, plan):
    pid = plan["id"]
    assert architect_client.patch(f"/api/plans/{pid}/", {"archived": True}, format="json").json()["archived"]
    assert save(architect_client, pid, DOC).status_code == 400
    assert architect_client.get("/api/plans/").json()["results"] == []
    assert len(architect_client.get("/api/plans/?archived=all").json()["results"]) == 1


def test_reference_plans_can_start_a_plan(architect_client, project):
    refs = architect_client.get("/api/reference-plans/").json()
    assert refs == reference_plan_list() and refs
    slug = refs[0]["slug"]
    r = architect_client.post("/api/plans/", {"project": project.id, "name": "From ref", "reference": slug},
                              format="json")
    assert r.status_code == 201 and r.json()["reference"] == slug
    bad = architect_client.post("/api/plans/", {"project": project.id, "name": "x", "reference": "nope"},
                                format="json")
    assert bad.status_code == 400 and "reference" in bad.json()


def test_blank_plan_starts_at_the_studies_defaults_without_an_error(architect_client, project):
    """A plan created with no document or reference validates without an error; what it is told is listed here."""
    r = architect_client.post("/api/plans/", {"project": project.id, "name": "Blank"}, format="json")
    assert r.status_code == 201, r.content
    version = architect_client.get(f"/api/plans/{r.json()['id']}/versions/1/").json()
    doc, validation = version["document"], version["validation"]
    assert validation["counts"]["error"] == 0
    # Study 000's SLES 10 SP2 has no HyperPAV, so the ECKD default is static PAV with aliases (study 004).
    assert (doc["cluster"]["distribution"], doc["cluster"]["distribution_update"]) == ("sles", 2)
    assert doc["storage"]["eckd"]["pav"] == "pav" and doc["storage"]["eckd"]["aliases_per_lcu"] == 10
    told = sorted({(f["rule"], f["severity"]) for f in validation["findings"]})
    # PL001: study 000 itself warns against all nodes on one machine (its measured layout); PL002: its z196 result;
    # IN002/IN003: the installation steps of 10.2.0.4 on System z; IN088: study 004's 11gR2 gain, measured on a z196
    # single instance, offered to this 10.2 RAC as advice.
    assert told == [("IN002", "info"), ("IN003", "info"), ("IN088", "advice"), ("PL001", "warning"),
                    ("PL002", "advice")]
    assert validation["score"] >= 80


def test_list_search_ordering_and_pagination(architect_client, viewer_client, project, plan, settings):
    for name, description in (("Alpha test", "HiperSockets interconnect"), ("beta", ""), ("Gamma", "storage on NFS")):
        r = architect_client.post("/api/plans/", {"project": project.id, "name": name, "description": description,
                                                  "document": DOC}, format="json")
        assert r.status_code == 201, r.json()

    def names(**query):
        response = viewer_client.get("/api/plans/", {"project": project.id, **query})
        assert response.status_code == 200, response.json()
        return [p["name"] for p in response.json()["results"]]

    assert names() == ["Alpha test", "beta", "Gamma", "Prod"]  # by name, ignoring case
    assert names(q="hipersockets") == ["Alpha test"]
    assert names(q="NFS") == ["Gamma"]
    assert names(q="nothing like it") == []
    assert names(ordering="-name")[0] == "Prod"
    assert names(ordering="-updated")[0] == "Gamma"
    assert names(ordering="updated")[0] == "Prod"
    bad = viewer_client.get("/api/plans/", {"ordering": "score; drop"})
    assert bad.status_code == 400 and "ordering" in bad.json()
    assert viewer_client.get("/api/plans/", {"project": project.id, "q": "a"}).json()["count"] == 3
