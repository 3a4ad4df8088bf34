"""Job, Worker and BrokerEpoch move here from apps.common, keeping their tables (common_job, common_worker,
common_brokerepoch): the models are added to Django's record only, and their content types are relabelled so that
permissions and admin history stay attached. apps.common forgets them in common/migrations/0005.
"""

import django.core.validators
import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


MOVED = ("job", "worker", "brokerepoch")


def relabel_content_types(apps, schema_editor, old="common", new="jobs"):
    content_type = apps.get_model("contenttypes", "ContentType")
    db = schema_editor.connection.alias
    for model in MOVED:
        if not content_type.objects.using(db).filter(app_label=new, model=model).exists():
            content_type.objects.using(db).filter(app_label=old, model=model).update(app_label=new)


def unlabel_content_types(apps, schema_editor):
    relabel_content_types(apps, schema_editor, old="jobs", new="common")


class Migration(migrations.Migration):

    initial = True

    dependencies = [
        ('accounts', '0003_move_authtoken_keys'),
        ('common', '0004_worker_liveness_and_broker_epoch'),
        ('contenttypes', '0002_remove_content_type_name'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name='BrokerEpoch',
                    fields=[
                        ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                        ('broker', models.CharField(help_text='SHA-256 of the broker URL (no credentials kept).', max_length=64, unique=True)),
                        ('epoch', models.CharField(max_length=100)),
                        ('seen_at', models.DateTimeField(help_text='When this epoch was first seen.')),
                    ],
                    options={
                        'db_table': 'common_brokerepoch',
                    },
                ),
                migrations.CreateModel(
                    name='Worker',
                    fields=[
                        ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                        ('name', models.CharField(help_text='Celery node name, process id and a random part.', max_length=200, unique=True)),
                        ('started_at', models.DateTimeField(auto_now_add=True)),
                        ('seen_at', models.DateTimeField(db_index=True)),
                    ],
                    options={
                        'db_table': 'common_worker',
                    },
                ),
                migrations.CreateModel(
                    name='Job',
                    fields=[
                        ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                        ('kind', models.CharField(db_index=True, max_length=64)),
                        ('state', models.CharField(choices=[('queued', 'Queued'), ('running', 'Running'), ('succeeded', 'Succeeded'), ('failed', 'Failed')], db_index=True, default='queued', max_length=16)),
                        ('progress', models.PositiveSmallIntegerField(default=0, validators=[django.core.validators.MinValueValidator(0), django.core.validators.MaxValueValidator(100)])),
                        ('subject', models.CharField(blank=True, default='', help_text='What the job works on, as the jobs list names it.', max_length=300)),
                        ('message', models.CharField(blank=True, default='', max_length=500)),
                        ('error', models.TextField(blank=True, default='')),
                        ('payload', models.JSONField(blank=True, default=dict)),
                        ('result', models.JSONField(blank=True, null=True)),
                        ('attempts', models.PositiveIntegerField(default=0)),
                        ('created_at', models.DateTimeField(auto_now_add=True, db_index=True)),
                        ('started_at', models.DateTimeField(blank=True, null=True)),
                        ('enqueued_at', models.DateTimeField(blank=True, help_text="When the broker last accepted this job's message; empty while unsent.", null=True)),
                        ('queue', models.CharField(blank=True, default='', help_text='Celery queue; empty = default.', max_length=100)),
                        ('heartbeat_at', models.DateTimeField(blank=True, help_text='Last sign of life from the worker running this job.', null=True)),
                        ('finished_at', models.DateTimeField(blank=True, null=True)),
                        ('worker', models.CharField(blank=True, default='', help_text="The worker (a `Worker` name) that took this job's message or runs it; empty once sent again.", max_length=200)),
                        ('owner', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='jobs', to=settings.AUTH_USER_MODEL)),
                        ('project', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.CASCADE, related_name='jobs', to='accounts.project')),
                    ],
                    options={
                        'db_table': 'common_job',
                        'ordering': ['-created_at', '-id'],
                        'indexes': [models.Index(fields=['state', 'enqueued_at'], name='job_state_enqueued')],
                    },
                ),
            ],
            database_operations=[],
        ),
        migrations.RunPython(relabel_content_types, unlabel_content_types),
    ]
