"""RunFileDetail.result as the schema says: every sample of the corpora, parsed, is valid against its kind's
component, and the detail answer of a parsed file, a compressed one and an archive is valid as a whole."""

from __future__ import annotations

import bz2
import gzip
import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from drf_spectacular.generators import SchemaGenerator
from drf_spectacular.renderers import OpenApiJsonRenderer
from jsonschema import Draft202012Validator

from apps.runs.parsers import ParseError, parse_file
from apps.runs.selectors import DETAIL_OMITS

from .parsers.conftest import DATA, RUN_SAMPLES, SAMPLES, read_sample, sample_files
from .test_containers import zip_bytes
from .test_runs_api import CSV, run_jobs_inline, upload

OS_FIXTURES = DATA.parent / "data_os"
CORPUS = sorted(
    [*sample_files(), *(p for p in RUN_SAMPLES.iterdir() if p.name not in ("MANIFEST.tsv", "README.md")),
     *DATA.iterdir(), *OS_FIXTURES.iterdir()] if RUN_SAMPLES.exists() else [],
    key=lambda p: (p.parent.name, p.name))


@pytest.fixture(scope="module")
def schema() -> dict:
    generated = SchemaGenerator().get_schema(request=None, public=True)
    return json.loads(OpenApiJsonRenderer().render(generated))


def _validator(schema: dict, component: str) -> Draft202012Validator:
    return Draft202012Validator({**schema, "$ref": f"#/components/schemas/{component}"})


@pytest.fixture(scope="module")
def validator(schema):
    """``validator(component)``: one validator per component for the whole module.

    A new validator resolves its references across the whole document again on first use (seconds for this
    schema); the corpus test below needs the same few components for every sample.
    """
    made: dict[str, Draft202012Validator] = {}

    def get(component: str) -> Draft202012Validator:
        if component not in made:
            made[component] = _validator(schema, component)
        return made[component]

    return get


def _as_sent(path) -> dict | None:
    """The file's result as GET /api/run-files/{id}/ sends it (the detail lists and OS samples are paged apart)."""
    name, data = read_sample(path)
    if name.endswith(".bz2"):
        name, data = name[:-4], bz2.decompress(data)
    try:
        report = parse_file(name, data)
    except ParseError:
        return None
    return {k: v for k, v in report.to_dict().items() if k not in DETAIL_OMITS}


def test_the_corpora_are_present():
    assert len(CORPUS) > 50, "the sample corpora under ../shared are missing"


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_each_sample_result_is_valid_against_its_kind(schema, validator, path):
    result = _as_sent(path)
    if result is None:  # a fixture written to fail (bad cells): it has no result to send
        assert path.name == "os__bad_cells.csv"
        return
    mapping = schema["components"]["schemas"]["ParseResult"]["discriminator"]["mapping"]
    component = mapping[result["kind"]].rsplit("/", 1)[-1]
    validator(component).validate(result)
    validator("RunFileResult").validate(result)


@pytest.mark.django_db
def test_detail_answers_match_the_schema(schema, contributor_client, project):
    run = contributor_client.post("/api/runs/", {"project": project.id, "label": "schema"}, format="json").json()
    awr = (SAMPLES / "AWR-reports__awr_rpt_1.html").read_bytes()
    for file in (SimpleUploadedFile("bench.csv", CSV), SimpleUploadedFile("awr.html.gz", gzip.compress(awr)),
                 SimpleUploadedFile("both.zip", zip_bytes({"a.csv": CSV, "sub/b.zip": zip_bytes({"c.csv": CSV})})),
                 SimpleUploadedFile("broken.csv", b"not,a\nbenchmark"),
                 SimpleUploadedFile("iostat.txt", (OS_FIXTURES / "os__oswbb_iostat.dat").read_bytes())):
        assert upload(contributor_client, run["id"], file).status_code == 201
    run_jobs_inline()
    files = contributor_client.get(f"/api/runs/{run['id']}/").json()["files"]
    kinds = set()
    for f in files:
        body = contributor_client.get(f"/api/run-files/{f['id']}/").json()
        _validator(schema, "RunFileDetail").validate(body)
        kinds.add((f["name"], f["state"], (body["result"] or {}).get("kind", "archive" if body["result"] else None)))
        series = contributor_client.get(f"/api/run-files/{f['id']}/series/").json()
        _validator(schema, "RunFileSeries").validate(series)
        for group in series["series"][:3]:
            page = contributor_client.get(f"/api/run-files/{f['id']}/series/{group['index']}/", {"limit": 50})
            _validator(schema, "SeriesPage").validate(page.json())
            kinds.add((f["name"], "series", group["category"]))
    assert {("bench.csv", "parsed", "benchmark_table"), ("awr.html.gz", "parsed", "awr_instance"),
            ("both.zip", "parsed", "archive"), ("broken.csv", "failed", None), ("iostat.txt", "parsed", "os_stats"),
            ("iostat.txt", "series", "disk")} <= kinds, kinds
