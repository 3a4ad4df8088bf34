"""Migration 0002 copies each stored version's score and counts into the summary columns the plans list reads."""

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from apps.plans.models import PlanVersion

BEFORE = [("plans", "0001_initial")]
AFTER = [("plans", "0002_version_summary_columns")]


@pytest.mark.django_db(transaction=True)
def test_existing_versions_get_their_summary_columns(project, architect):
    executor = MigrationExecutor(connection)
    executor.migrate(BEFORE)
    old = executor.loader.project_state(BEFORE).apps
    Plan, Version = old.get_model("plans", "Plan"), old.get_model("plans", "PlanVersion")
    plan = Plan.objects.create(project_id=project.id, name="stored before the columns")
    counts = {"error": 1, "warning": 2, "advice": 0, "info": 5}
    Version.objects.create(plan=plan, number=1, document={}, validation={"score": 71, "counts": counts})
    Version.objects.create(plan=plan, number=2, document={}, validation={})

    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(AFTER)

    try:
        # The model as of 0002: later migrations add columns this state has not.
        Version = executor.loader.project_state(AFTER).apps.get_model("plans", "PlanVersion")
        first, second = Version.objects.filter(plan_id=plan.id).order_by("number")
        assert (first.score, first.count_error, first.count_warning, first.count_advice, first.count_info) == (
            71, 1, 2, 0, 5)
        assert (second.score, second.count_error, second.count_info) == (None, None, None)
    finally:
        executor = MigrationExecutor(connection)
        executor.loader.build_graph()
        executor.migrate(executor.loader.graph.leaf_nodes())
    assert PlanVersion.objects.filter(plan_id=plan.id).count() == 2  # the latest schema reads them again
