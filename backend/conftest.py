"""Fixtures shared by every app's tests.

Users and clients per role (all members of `project` except `outsider`; `staff` is a staff user with no
membership)::

    def test_something(architect_client, viewer_client, project): ...

`client_for(user)` logs any user in; `role_client(name)` picks a client by name ("anonymous", "architect",
"contributor", "viewer", "outsider", "staff"), handy with ``@pytest.mark.parametrize``.

`celery_worker_process` starts a real Celery worker against the configured broker and the test database (use it
together with ``transactional_db``); `wait_for(predicate, timeout=...)` polls until a condition holds.
"""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from django.conf import settings
from rest_framework.test import APIClient

from apps.accounts.choices import Role
from apps.accounts.tests.factories import MembershipFactory, ProjectFactory, UserFactory
from apps.jobs.tests.brokers import private_broker  # noqa: F401 - a fixture: a broker (redis-server) of one test
from apps.jobs.tests.workers import celery_worker, session_worker, settle_session_worker

BACKEND_DIR = Path(__file__).resolve().parent
ROLE_NAMES = ("anonymous", "architect", "contributor", "viewer", "outsider", "staff")


@pytest.fixture(autouse=True)
def _clear_cache():
    """Throttle counters live in the cache; every test starts with none."""
    from django.core.cache import cache

    cache.clear()
    yield
    cache.clear()


@pytest.fixture
def project(db):
    return ProjectFactory(name="Test project", slug="test-project")


@pytest.fixture
def other_project(db):
    return ProjectFactory(name="Other project", slug="other-project")


def _member(project, username: str, role: str):
    user = UserFactory(username=username)
    MembershipFactory(project=project, user=user, role=role)
    return user


@pytest.fixture
def architect(project):
    return _member(project, "arch", Role.ARCHITECT)


@pytest.fixture
def contributor(project):
    return _member(project, "contrib", Role.CONTRIBUTOR)


@pytest.fixture
def viewer(project):
    return _member(project, "view", Role.VIEWER)


@pytest.fixture
def outsider(db):
    return UserFactory(username="outsider")


@pytest.fixture
def staff(db):
    return UserFactory(username="staffer", is_staff=True)


@pytest.fixture
def api_client() -> APIClient:
    """An anonymous client."""
    return APIClient()


@pytest.fixture
def client_for() -> Callable[..., APIClient]:
    def make(user) -> APIClient:
        client = APIClient()
        if user is not None:
            client.force_login(user)
        return client

    return make


def _client_of(role: str):
    """The ``<role>_client`` fixture: an APIClient logged in as the ``<role>`` fixture's user."""

    @pytest.fixture(name=f"{role}_client")
    def fixture(client_for, request) -> APIClient:
        return client_for(request.getfixturevalue(role))

    return fixture


architect_client = _client_of("architect")
contributor_client = _client_of("contributor")
viewer_client = _client_of("viewer")
outsider_client = _client_of("outsider")
staff_client = _client_of("staff")


@pytest.fixture
def role_user(request):
    """``role_user(name)`` -> the user fixture of that name (None for "anonymous")."""

    def get(name: str):
        if name == "anonymous":
            return None
        return request.getfixturevalue(name)

    return get


@pytest.fixture
def role_client(role_user, client_for):
    """``role_client(name)`` -> an APIClient logged in as that role's user (anonymous for "anonymous")."""

    def get(name: str) -> APIClient:
        return client_for(role_user(name))

    return get


def wait_for(predicate: Callable[[], object], *, timeout: float = 30.0, interval: float = 0.05, message: str = ""):
    """Poll `predicate` until it returns a truthy value (returned) or fail after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() > deadline:
            pytest.fail(message or f"Condition not met within {timeout} s")
        time.sleep(interval)


@pytest.fixture(name="wait_for")
def wait_for_fixture():
    return wait_for


# --- pytest-xdist ------------------------------------------------------------------------------------------------


@pytest.fixture(scope="session")
def django_db_modify_db_settings_xdist_suffix():
    """Keep the test database name the settings chose.

    pytest-django would append ``_gw0``... to it under xdist; the run id of each xdist worker already ends with its
    worker id (config/settings/test.py), and the Celery worker a test starts derives the name from that run id alone,
    so a second suffix would leave it looking at a database that does not exist.
    """


# --- a real Celery worker ---------------------------------------------------------------------------------------


@pytest.fixture(scope="session")
def celery_worker_process(django_db_setup, django_db_blocker):
    """A real ``celery worker`` subprocess (solo pool) using this session's broker, queue and test database."""
    run_id = settings.TEST_RUN_ID
    log_path = Path(settings.VAR_DIR) / f"test-worker-{run_id}.log"
    log_path.parent.mkdir(parents=True, exist_ok=True)
    with celery_worker(node=f"racplan-test-{run_id}@localhost", pool="solo",
                       queue=settings.CELERY_TASK_DEFAULT_QUEUE, log_path=log_path, wait_for=wait_for) as proc:
        with session_worker(proc):
            yield proc


def _transactional(request) -> bool:
    """Whether the test runs on a committed database that pytest-django empties (flushes) after it."""
    marker = request.node.get_closest_marker("django_db")
    return bool(marker and marker.kwargs.get("transaction")) or bool(
        {"transactional_db", "live_server"} & set(request.fixturenames))


@pytest.fixture(autouse=True)
def _session_worker_idle_before_flush(request):
    """A transactional test ends once the session's worker has finished what the test left it.

    pytest-django empties the database after such a test (one TRUNCATE of every table). A job the worker still ran
    then (a parse an upload of the test queued) held row locks the TRUNCATE waited on while the job waited on the
    TRUNCATE's table locks: PostgreSQL broke the deadlock by failing the flush, and the next test found the last
    one's rows. The worker runs on whether or not a test asked for it, so every transactional test waits.
    """
    if not _transactional(request):
        yield
        return
    # Set up before this fixture, so that it is torn down (the flush) after this one's wait.
    request.getfixturevalue("_django_db_helper")
    yield
    settle_session_worker(wait_for)


@pytest.fixture(scope="session", autouse=True)
def _flush_tried_again_after_a_deadlock():
    """The flush after a transactional test is tried again when PostgreSQL broke a deadlock by failing it.

    Even with the session's worker settled (no job of its own left), its main process goes on with its timers: the
    heartbeat and the sweeper read and write job and worker rows in short transactions of their own. One of those
    that took a row lock before the flush's TRUNCATE and then read a table the TRUNCATE already held deadlocked
    with it (seen in CI: the schema contract test's teardown, "deadlock detected", the next test's rows left
    behind). PostgreSQL fails one side of a deadlock; when that side is the flush, it is run again, twice at most.
    Any other failure of the flush is left as it is.
    """
    from django.core.management.base import CommandError
    from django.test import testcases

    original = testcases.TransactionTestCase._fixture_teardown

    def teardown(self):
        for attempt in range(3):
            try:
                return original(self)
            except CommandError as exc:
                if attempt == 2 or "deadlock detected" not in str(exc.__cause__ or ""):
                    raise

    testcases.TransactionTestCase._fixture_teardown = teardown
    yield
    testcases.TransactionTestCase._fixture_teardown = original


def pytest_sessionfinish(session, exitstatus):
    """Remove this session's filesystem broker folder (only ever under var/broker-test-<run id>)."""
    options = getattr(settings, "CELERY_BROKER_TRANSPORT_OPTIONS", {}) or {}
    folder = options.get("control_folder")
    run_id = getattr(settings, "TEST_RUN_ID", None)
    if folder and run_id:
        root = Path(folder).parent
        if root.name == f"broker-test-{run_id}" and os.environ.get("RACPLAN_TEST_WORKER") != "1":
            shutil.rmtree(root, ignore_errors=True)
