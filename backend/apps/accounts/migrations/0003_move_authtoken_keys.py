"""Carry DRF's old one-per-user tokens over to ApiToken (hashed, with a full lifetime), so scripts keep working."""

import hashlib
from datetime import timedelta

from django.conf import settings
from django.db import migrations
from django.utils import timezone


def forwards(apps, schema_editor):
    Token = apps.get_model("authtoken", "Token")
    ApiToken = apps.get_model("accounts", "ApiToken")
    days = getattr(settings, "API_TOKEN_LIFETIME_DAYS", 30)
    expires = timezone.now() + timedelta(days=days) if days > 0 else None
    for old in Token.objects.all():
        digest = hashlib.sha256(old.key.encode()).hexdigest()
        if not ApiToken.objects.filter(digest=digest).exists():
            ApiToken.objects.create(
                user_id=old.user_id, digest=digest, prefix=old.key[:8], name="carried over", expires_at=expires
            )
    Token.objects.all().delete()


class Migration(migrations.Migration):
    dependencies = [
        ("accounts", "0002_api_tokens"),
        ("authtoken", "0004_alter_tokenproxy_options"),
    ]

    operations = [migrations.RunPython(forwards, migrations.RunPython.noop)]
