"""The OpenAPI schema is a contract: a bounded, seeded schemathesis run over every operation must find nothing.

Every operation is exercised with an architect's token and with a viewer's token against the live WSGI app (real
database, real broker), with schema-valid and schema-invalid input. Checks: no 5xx, status codes, content types and
bodies as documented. The run is seeded (``derandomize``) so a failure reproduces; ``SCHEMATHESIS_EXAMPLES`` widens
it locally.
"""

from __future__ import annotations

import os

import pytest
import schemathesis
from django.core.wsgi import get_wsgi_application
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis.errors import Unsatisfiable
from rest_framework.authtoken.models import Token
from schemathesis.generation import GenerationMode
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from apps.accounts.demo import seed_demo

pytestmark = pytest.mark.django_db(transaction=True)

EXAMPLES = int(os.environ.get("SCHEMATHESIS_EXAMPLES", "6"))
# Endpoints whose answer depends on things outside the request (a worker's ping) or that only stream files.
SKIP = {
    ("GET", "/api/health/"),  # waits for a worker ping; its body is covered by test_health
    ("POST", "/api/auth/logout/"),  # would end the session the run uses; token auth ignores it anyway
}


def _not_a_server_error(ctx, response, case):
    if response.status_code >= 500:
        raise AssertionError(f"{case.method} {case.formatted_path} answered {response.status_code}: "
                             f"{response.text[:500]}")
    return True


CHECKS = [_not_a_server_error, status_code_conformance, content_type_conformance, response_schema_conformance]


@pytest.fixture
def tokens(db):
    from django.contrib.auth import get_user_model

    seed_demo()
    User = get_user_model()  # noqa: N806
    users = {name: User.objects.get(username=name) for name in ("architect", "viewer")}
    return {name: Token.objects.get_or_create(user=user)[0].key for name, user in users.items()}


def _operations(schema):
    for result in schema.get_all_operations():
        operation = result.ok()
        if (operation.method.upper(), operation.path) in SKIP:
            continue
        yield operation


def _exercise(strategy, headers: dict) -> None:
    """Draw a bounded, seeded set of cases from ``strategy``, call each against the app and check the answer."""

    @settings(max_examples=EXAMPLES, derandomize=True, database=None, deadline=None,
              phases=[Phase.explicit, Phase.generate], suppress_health_check=list(HealthCheck))
    @given(case=strategy)
    def run(case):
        case.call_and_validate(headers=headers, checks=CHECKS)

    run()


def test_the_whole_schema_holds_for_an_architect_and_a_viewer(tokens):
    app = get_wsgi_application()
    schema = schemathesis.openapi.from_wsgi("/api/schema/?format=json", app)
    operations = list(_operations(schema))
    assert len(operations) > 40
    failures: list[str] = []
    for role, key in tokens.items():
        for operation in operations:
            for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):
                try:
                    _exercise(operation.as_strategy(generation_mode=mode), {"Authorization": f"Token {key}"})
                except Unsatisfiable:
                    # Nothing to make invalid: an operation without parameters or body has no negative cases.
                    assert mode is GenerationMode.NEGATIVE, operation.path
                except (KeyboardInterrupt, SystemExit):
                    raise
                except BaseException as exc:  # noqa: BLE001 - collect every operation's failures, report them together
                    failures.append(f"[{role} {mode.value}] {operation.method.upper()} {operation.path}: "
                                    f"{str(exc)[:1500]}")
    assert not failures, f"{len(failures)} failing operation(s):\n\n" + "\n\n".join(failures)
