"""The load test's users (locust): architects and contributors working the API with their tokens.

Started by perf/load.py, which passes the demo project id and one token per role in the environment
(LOAD_PROJECT, LOAD_TOKEN_ARCHITECT, LOAD_TOKEN_CONTRIBUTOR). The task weights make the mix of issue 11 section 4:
mostly reads (plan list, plan and version detail, runs list), then validation and comparisons, and a few writes
(run creation, version saves). Each architect saves versions on a plan of its own (a clone), so saves never race.
"""

from __future__ import annotations

import itertools
import os

from locust import FastHttpUser, between, task

PROJECT = int(os.environ.get("LOAD_PROJECT", "1"))
_serial = itertools.count(1)


class ApiUser(FastHttpUser):
    abstract = True
    wait_time = between(0.05, 0.25)
    role = ""

    def on_start(self) -> None:
        self.headers = {"Authorization": f"Token {os.environ[f'LOAD_TOKEN_{self.role.upper()}']}"}
        self.serial = next(_serial)
        plans = self.get("/api/plans/", name="/api/plans/", params={"project": PROJECT})["results"]
        self.plans = [(p["id"], p["latest_version"]["number"]) for p in plans if p["latest_version"]][:10]
        runs = self.get("/api/runs/", name="/api/runs/", params={"project": PROJECT})["results"]
        self.run_ids = [r["id"] for r in runs][:20]

    def get(self, path: str, *, name: str, params: dict | None = None) -> dict:
        with self.client.get(path, headers=self.headers, params=params, name=name, catch_response=True) as r:
            if r.status_code != 200:
                r.failure(f"{r.status_code}: {r.text[:200]}")
                return {"results": []}
            return r.json()

    def post(self, path: str, body: dict, *, name: str, expect: int) -> dict:
        with self.client.post(path, json=body, headers=self.headers, name=name, catch_response=True) as r:
            if r.status_code != expect:
                r.failure(f"{r.status_code}: {r.text[:200]}")
                return {}
            return r.json()

    def pick_plan(self) -> tuple[int, int]:
        """The demo plans in turn, each user starting at a different one."""
        self.cursor = getattr(self, "cursor", self.serial) + 1
        return self.plans[self.cursor % len(self.plans)]

    @task(20)
    def plan_list(self) -> None:
        self.get("/api/plans/", name="/api/plans/", params={"project": PROJECT})

    @task(10)
    def plan_detail(self) -> None:
        plan_id, _ = self.pick_plan()
        self.get(f"/api/plans/{plan_id}/", name="/api/plans/{id}/")

    @task(10)
    def version_detail(self) -> None:
        plan_id, number = self.pick_plan()
        self.get(f"/api/plans/{plan_id}/versions/{number}/", name="/api/plans/{id}/versions/{n}/")

    @task(20)
    def runs_list(self) -> None:
        self.get("/api/runs/", name="/api/runs/", params={"project": PROJECT})


class Architect(ApiUser):
    role = "architect"

    def on_start(self) -> None:
        super().on_start()
        source_id, number = self.plans[self.serial % len(self.plans)]
        version = self.get(f"/api/plans/{source_id}/versions/{number}/", name="/api/plans/{id}/versions/{n}/")
        self.document = version["document"]
        copy = self.post(f"/api/plans/{source_id}/clone/", {"name": f"load {self.serial} {os.getpid()}"},
                         name="/api/plans/{id}/clone/", expect=201)
        self.own_plan = copy["id"]
        self.own_version = copy["latest_version"]["number"]

    @task(10)
    def validate(self) -> None:
        self.post("/api/validate/", self.document, name="/api/validate/", expect=200)

    @task(5)
    def save_version(self) -> None:
        saved = self.post(f"/api/plans/{self.own_plan}/versions/",
                          {"document": self.document, "base_version": self.own_version, "comment": "load test"},
                          name="/api/plans/{id}/versions/ (save)", expect=201)
        if saved:
            self.own_version = saved["number"]


class Contributor(ApiUser):
    role = "contributor"

    @task(10)
    def compare(self) -> None:
        runs = self.run_ids[self.serial % 5: self.serial % 5 + 6]
        self.post("/api/comparisons/", {"runs": runs}, name="/api/comparisons/", expect=200)

    @task(5)
    def create_run(self) -> None:
        self.post("/api/runs/", {"project": PROJECT, "label": f"load run {self.serial}", "tags": {"load": "yes"}},
                  name="/api/runs/ (create)", expect=201)
