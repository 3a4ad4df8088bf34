"""Fixtures of apps.common's tests."""

from apps.common.tests.brokers import private_broker  # noqa: F401 - a fixture for the fault tests
