"""Fixtures of apps.common's tests (the private brokers of the fault tests live in the root conftest)."""
