"""Plans and versions through the API: roles, numbering, conflicts, diffs, restore, import/export, reports."""

from __future__ import annotations

import copy
import json

import pytest
import yaml

from apps.common.api.pagination import MAX_PAGE_SIZE
from apps.plans import constants as C
from apps.plans.models import PlanVersion
from apps.plans.selectors import reference_plan_list
from apps.topology.schema import DB_NAME_FROM_CLUSTER, DB_NAME_GIVEN
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
    versions = architect_client.get(f"/api/plans/{pid}/versions/").json()["results"]
    assert [v["number"] for v in versions] == [2, 1]
    paged = architect_client.get(f"/api/plans/{pid}/versions/", {"page_size": 1, "page": 2}).json()
    assert paged["count"] == 2 and [v["number"] for v in paged["results"]] == [1] and paged["next"] is None
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


def test_a_database_name_oracle_would_cut_is_refused_on_its_field(architect_client, project, plan):
    """Issue 39: the cluster name is the database name unless db_name is set, and Oracle allows 8 characters: a
    longer one is a field error on the save, not a name cut short in the bundle."""
    doc = copy.deepcopy(DOC)
    doc["cluster"]["name"] = "uxx863nodes"
    r = save(architect_client, plan["id"], doc)
    assert r.status_code == 400
    assert r.json() == {"document/cluster/name": [DB_NAME_FROM_CLUSTER.format(name="uxx863nodes", length=11)]}
    doc["database"] = {"other": {"db_name": "uxx863nfs"}}
    r = save(architect_client, plan["id"], doc)
    assert r.json() == {"document/database/other/db_name": [DB_NAME_GIVEN.format(name="uxx863nfs")]}
    doc["database"] = {"other": {"db_name": "uxx863"}}
    assert save(architect_client, plan["id"], doc).status_code == 201
    # A blank plan does not cut a long plan name into a cluster name: its placeholder is listed as unknown.
    r = architect_client.post("/api/plans/", {"project": project.id, "name": "UX x86 3-node NFS"}, format="json")
    version = architect_client.get(f"/api/plans/{r.json()['id']}/versions/1/").json()
    assert version["document"]["cluster"]["name"] == "rac"
    assert version["document"]["unknown"][0] == "/cluster/name"


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


def test_diff_shows_an_added_node_and_a_removed_section_as_one_row_each(architect_client, plan):
    """Issue 39: an added node was eight field rows and a section a protocol change empties was not shown as one."""
    pid = plan["id"]
    doc = copy.deepcopy(DOC)
    node = {"hostname": "rac3", "cpus": 2, "memory_gb": 16, "machine": "z10a", "public_ip": "10.10.0.13",
            "vip": "10.10.0.23", "private_ip": "192.168.10.13"}
    doc["nodes"].append(node)
    doc["storage"] = {"protocol": "nfs", "nfs": {"server": "filer1", "export": "/vol/ora", "mount_point": "/u02/ora"}}
    doc["shared_disks"] = {"manager": "nfs"}
    assert save(architect_client, pid, doc).status_code == 201
    fields = architect_client.get(f"/api/plans/{pid}/diff/?from=1&to=2").json()["fields"]
    rows = {c["path"]: c for c in fields}
    assert sorted(rows) == ["/nodes/2", "/shared_disks/manager", "/storage/eckd", "/storage/nfs", "/storage/protocol"]
    assert rows["/nodes/2"] == {"path": "/nodes/2", "before": None, "after": {**node, "memory_gb": 16.0},
                                "change": "added"}
    assert rows["/storage/eckd"]["change"] == "removed" and rows["/storage/eckd"]["after"] is None
    assert rows["/storage/eckd"]["before"]["pav"] == "pav"
    assert rows["/storage/nfs"]["change"] == "added" and rows["/storage/nfs"]["after"]["server"] == "filer1"
    back = architect_client.get(f"/api/plans/{pid}/diff/?from=2&to=1").json()["fields"]
    back = {c["path"]: c["change"] for c in back}
    assert (back["/nodes/2"], back["/storage/eckd"], back["/storage/nfs"]) == ("removed", "added", "removed")


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
    refs = architect_client.get("/api/reference-plans/", {"page_size": MAX_PAGE_SIZE}).json()["results"]
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
    # No error and no warning: the two LPARs are on two machines with study 000's 10 Gb OSA link between them, cabled
    # point to point (PL001: it does not recommend every node on one machine; IC001: HiperSockets would not reach).
    # PL002: its z196 result; IN002/IN003: the installation steps of 10.2.0.4 on System z; IN088: study 004's 11gR2
    # gain, measured on a z196 single instance, offered to this 10.2 RAC as advice.
    assert [m["machine"] for m in doc["nodes"]] == ["cpc1", "cpc2"]
    assert (doc["interconnect"]["type"], doc["interconnect"]["layout"]) == ("osa_10gbe", "point_to_point")
    assert told == [("IN002", "info"), ("IN003", "info"), ("IN088", "advice"), ("PL002", "advice")]
    # Nobody chose the cluster name, the shared disks or the OCR and voting locations: they are unknown (the bundle
    # waits for them), not a CF005 error on a plan just created. The cluster name holds the plan name as a
    # placeholder, since it fits a database name as it stands.
    assert doc["cluster"]["name"] == "Blank"
    assert doc["unknown"] == ["/cluster/name", "/storage/disks", "/cluster_files/ocr/locations",
                              "/cluster_files/voting/locations"]
    assert sorted(validation["unknown"]) == ["cluster/name", "cluster_files/ocr/locations",
                                             "cluster_files/voting/locations", "storage/disks"]
    assert validation["score"] >= 80


def test_a_blank_plan_never_cuts_its_name_into_a_cluster_name(architect_client, project):
    """A plan name whose letters make no database name of at most 8 characters is not cut to fit (issue 39:
    "uxx863no"): the cluster name's placeholder is "rac", listed as unknown, and the bundle is refused on it."""
    r = architect_client.post("/api/plans/", {"project": project.id, "name": "uxx863 nodes east"}, format="json")
    assert r.status_code == 201, r.content
    plan = r.json()["id"]
    version = architect_client.get(f"/api/plans/{plan}/versions/1/").json()
    assert version["document"]["cluster"]["name"] == "rac"
    assert "/cluster/name" in version["document"]["unknown"]
    refused = architect_client.post(f"/api/plans/{plan}/versions/1/bundles/", {}, format="json")
    assert refused.status_code == 400, refused.content
    assert refused.json()["document/cluster/name"] == [
        "Nobody has chosen the cluster name yet: set it in the plan editor's Cluster section before rendering a "
        "bundle."]
    digits_first = architect_client.post("/api/plans/", {"project": project.id, "name": "2026 lab"}, format="json")
    assert digits_first.status_code == 201, digits_first.content
    first = architect_client.get(f"/api/plans/{digits_first.json()['id']}/versions/1/").json()["document"]
    assert first["cluster"]["name"] == "rac" and "/cluster/name" in first["unknown"]


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


@pytest.mark.parametrize("name", ["Prod\nrm -rf /", "Prod {{ lookup('pipe', 'id') }}", "Prod {% raw %}", "Prod {# x #}",
                                  "Prod\u202eedoc", "Prod\u2066x\u2069", "Pr\x85od", "Prod\tB", "Prod\u2028B"])
def test_a_plan_name_a_file_cannot_hold_is_refused_keyed_by_name(architect_client, project, plan, name):
    """The name is written into the header of every file of the bundle (the Ansible YAML too): a line break, a
    control character, a direction mark or a template marker is a 400 on ``name`` wherever a name is given."""
    expected = {"name": [C.NAME_CHARACTERS]}
    created = architect_client.post("/api/plans/", {"project": project.id, "name": name, "document": DOC},
                                    format="json")
    assert (created.status_code, created.json()) == (400, expected)
    renamed = architect_client.patch(f"/api/plans/{plan['id']}/", {"name": name}, format="json")
    assert (renamed.status_code, renamed.json()) == (400, expected)
    cloned = architect_client.post(f"/api/plans/{plan['id']}/clone/", {"name": name}, format="json")
    assert (cloned.status_code, cloned.json()) == (400, expected)
    imported = architect_client.post("/api/plans/import/", {"project": project.id, "name": name, "format": "json",
                                                            "content": json.dumps(DOC)}, format="json")
    assert (imported.status_code, imported.json()) == (400, expected)


@pytest.mark.parametrize("name", ["Prod (z10, 2 nodes)", "Équipe RAC – 11gR2", "a { b } 100% #1"])
def test_plan_names_people_write_pass(architect_client, project, name):
    created = architect_client.post("/api/plans/", {"project": project.id, "name": name, "document": DOC},
                                    format="json")
    assert created.status_code == 201, created.content
    assert created.json()["name"] == name


def test_a_clone_validates_its_document_before_its_transaction_begins(architect_client, plan, monkeypatch):
    """On SQLite every transaction holds the database's write lock from its start, so the rule engine's run (the
    longest part of a clone) must come before it: a clone under load once held off every other write for its whole
    validation. The real validation runs; the test only notes whether a transaction was open around it."""
    from django.db import connection

    from apps.plans import services

    seen = []
    real = services._validated

    def noting(document):
        # the savepoints open around the call: the test's own transaction opens none, the service's would
        seen.append(len(connection.savepoint_ids))
        return real(document)

    monkeypatch.setattr(services, "_validated", noting)
    before = len(connection.savepoint_ids)
    response = architect_client.post(f"/api/plans/{plan['id']}/clone/", {"name": "Copy"}, format="json")
    assert response.status_code == 201, response.content
    assert seen == [before], "the document was validated inside the clone's transaction"
