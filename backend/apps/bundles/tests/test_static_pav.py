"""Static PAV and the multipath daemon (study 004, "HyperPAV" and "Multipath setup"): PAV devices require the daemon
and its configuration, so a static-PAV plan's bundle writes /etc/multipath.conf for its DASDs, ST075 flags a plan that
says the daemon does not drive its aliases, and the as-built check reads the file back as PAV, not as FCP."""

from __future__ import annotations

import copy

from apps.asbuilt.parsers import parse_file
from apps.bundles.renderer import render_bundle
from apps.rules.engine import validate_topology
from apps.topology.parsing import parse_topology

from .helpers import CATALOGUE, GENERATOR, PLAN_REF, plan

STATIC_PAV = "s000-z10-hipersockets-asm-4k-dedicated"  # study 000's recommended plan: SLES 10 SP2, classic PAV
HYPERPAV = "s004-eckd-hyperpav-11g"


def _document(name: str, **eckd) -> dict:
    doc = copy.deepcopy(plan(name)["document"])
    doc["storage"]["eckd"].update(eckd)
    return doc


def _files(doc: dict) -> dict[str, str]:
    options = {"plan_ref": {**PLAN_REF, "plan_name": "p"}, "findings": [], "catalogue_version": CATALOGUE,
               "generator_version": GENERATOR}
    return {f.path: f.content for f in render_bundle(parse_topology(doc), **options)}


def _multipath(files: dict[str, str]) -> dict[str, str]:
    return {path: text for path, text in files.items() if path.endswith("/etc/multipath.conf")}


def _fired(doc: dict) -> set[str]:
    return {f["rule"] for f in validate_topology(parse_topology(doc))["findings"]}


def test_the_reference_static_pav_plan_gets_a_multipath_conf_per_node_and_no_finding():
    doc = _document(STATIC_PAV)
    assert doc["storage"]["eckd"]["pav"] == "pav" and "pav_multipath" not in doc["storage"]["eckd"]
    files = _multipath(_files(doc))
    assert sorted(files) == ["db-node1/etc/multipath.conf", "db-node2/etc/multipath.conf"]
    text = files["db-node1/etc/multipath.conf"]
    device = text[text.index("devices {"):text.index("multipaths {")]
    assert 'product "S/390.*"' in device and "path_grouping_policy multibus" in device
    assert "rr_min_io" not in text  # an FCP setting; the study gives none for DASD aliases
    assert "ST075" not in _fired(doc)
    assert _files(doc) == _files(doc)  # deterministic


def test_static_pav_without_the_daemon_is_an_error_and_gets_no_multipath_conf():
    doc = _document(STATIC_PAV, pav_multipath=False)
    assert _multipath(_files(doc)) == {}
    finding = next(f for f in validate_topology(parse_topology(doc))["findings"] if f["rule"] == "ST075")
    assert finding["severity"] == "error" and finding["paths"] == ["/storage/eckd/pav_multipath"]
    assert finding["statement"] in ("004-038", "004-042")
    assert finding["fix"]["patch"] == [{"op": "replace", "path": "/storage/eckd/pav_multipath", "value": True}]


def test_no_multipath_conf_without_static_pav_aliases():
    assert _multipath(_files(_document(HYPERPAV))) == {}
    assert _multipath(_files(_document(STATIC_PAV, aliases_per_lcu=0))) == {}
    assert _multipath(_files(_document(STATIC_PAV, pav="none"))) == {}
    for doc in (_document(HYPERPAV, pav_multipath=False), _document(STATIC_PAV, aliases_per_lcu=0,
                                                                    pav_multipath=False)):
        assert "ST075" not in _fired(doc)


def test_a_disk_with_a_uid_gets_its_alias_entry():
    doc = _document(STATIC_PAV)
    doc["storage"]["disks"][4]["wwid"] = "3600507630affc4270000000000001234"
    text = _multipath(_files(doc))["db-node1/etc/multipath.conf"]
    assert 'wwid "3600507630affc4270000000000001234"\n        alias "data1"' in text
    assert "# data2: no UID in the plan" in text


def test_the_as_built_check_reads_the_file_as_static_pav_not_fcp():
    text = _multipath(_files(_document(STATIC_PAV)))["db-node1/etc/multipath.conf"]
    parsed = parse_file("db-node1/etc/multipath.conf", text.encode())
    assert parsed.facts["/storage/eckd/pav_multipath"] is True
    assert not [p for p in parsed.facts if p.startswith("/storage/fcp")]
