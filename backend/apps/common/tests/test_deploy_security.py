"""Production hardening: `check --deploy` is clean, the placeholder secret is refused, every response carries a CSP."""

import os
import secrets
import subprocess
import sys

import pytest
from django.conf import settings

PRODUCTION_ENV = {
    "DJANGO_SETTINGS_MODULE": "config.settings.production",
    "ALLOWED_HOSTS": "racplan.example.com",
    "DATABASE_URL": "postgres://racplan@db.invalid:5432/racplan",
    "REDIS_URL": "redis://redis.invalid:6379/0",
}
SECURITY_OVERRIDES = {"SECURE_SSL_REDIRECT", "SECURE_HSTS_SECONDS", "SECURE_COOKIES", "SECURE_HSTS_PRELOAD",
                      "SECURE_HSTS_INCLUDE_SUBDOMAINS", "DEBUG", "CELERY_BROKER_URL"}


def manage(*args: str, **env: str) -> subprocess.CompletedProcess:
    clean = {k: v for k, v in os.environ.items() if k not in SECURITY_OVERRIDES and k not in PRODUCTION_ENV}
    clean.update(PRODUCTION_ENV, **env)
    return subprocess.run([sys.executable, "manage.py", *args], cwd=settings.BACKEND_DIR, env=clean,
                          capture_output=True, text=True, timeout=120)


def test_check_deploy_reports_nothing_under_production_settings():
    result = manage("check", "--deploy", "--fail-level", "WARNING", SECRET_KEY=secrets.token_urlsafe(50))
    assert result.returncode == 0, result.stderr
    assert "System check identified no issues" in result.stdout
    assert "WARNINGS" not in result.stderr


@pytest.mark.parametrize("key", ["change-me-to-a-long-random-string", "change-me"])
def test_production_refuses_the_placeholder_secret_key(key):
    result = manage("check", SECRET_KEY=key)
    assert result.returncode != 0
    assert "SECRET_KEY is still the placeholder" in result.stderr


def test_the_env_example_placeholder_is_the_refused_one():
    example = (settings.REPO_DIR / ".env.example").read_text()
    assert "SECRET_KEY=change-me-to-a-long-random-string" in example.splitlines()


@pytest.mark.parametrize("path", ["/", "/plans", "/api/schema/", "/api/docs/", "/api/health/", "/admin/login/"])
def test_every_kind_of_response_carries_the_csp(client, path):
    response = client.get(path)
    policy = response["Content-Security-Policy"]
    assert "default-src 'self'" in policy
    assert "script-src 'self'" in policy and "unsafe-eval" not in policy
    assert "frame-ancestors 'none'" in policy


def test_swagger_ui_has_no_inline_script(client):
    html = client.get("/api/docs/").content.decode()
    # Split mode: every <script> has a src, so script-src 'self' is enough.
    assert "<script" in html
    assert all("src=" in tag.split(">", 1)[0] for tag in html.split("<script")[1:])
