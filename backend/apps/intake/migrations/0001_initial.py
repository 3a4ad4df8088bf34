"""Blob moves here from apps.runs, keeping its table (runs_blob): the model is added to Django's record only, and its
content type is relabelled. The FKs follow in asbuilt/migrations/0006 and runs/migrations/0013, which forgets it.
"""

from django.db import migrations, models


def relabel_content_type(apps, schema_editor, old="runs", new="intake"):
    content_type = apps.get_model("contenttypes", "ContentType")
    db = schema_editor.connection.alias
    if not content_type.objects.using(db).filter(app_label=new, model="blob").exists():
        content_type.objects.using(db).filter(app_label=old, model="blob").update(app_label=new)


def unlabel_content_type(apps, schema_editor):
    relabel_content_type(apps, schema_editor, old="intake", new="runs")


class Migration(migrations.Migration):

    initial = True

    dependencies = [
        ('contenttypes', '0002_remove_content_type_name'),
        ('runs', '0012_job_moves_to_jobs_app'),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name='Blob',
                    fields=[
                        ('sha256', models.CharField(max_length=64, primary_key=True, serialize=False)),
                        ('size', models.BigIntegerField()),
                        ('file', models.FileField(max_length=200, upload_to='blobs/')),
                        ('created_at', models.DateTimeField(auto_now_add=True)),
                    ],
                    options={
                        'db_table': 'runs_blob',
                    },
                ),
            ],
            database_operations=[],
        ),
        migrations.RunPython(relabel_content_type, unlabel_content_type),
    ]
