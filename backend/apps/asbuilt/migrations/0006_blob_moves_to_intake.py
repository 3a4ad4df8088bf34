"""Blob moved from apps.runs to apps.intake: asbuiltfile.blob now points at intake.Blob.

The table is kept (runs_blob), so only Django's record of the model changes; the database is left as it is.
"""

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('asbuilt', '0005_job_moves_to_jobs_app'),
        ('intake', '0001_initial'),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.AlterField(
                    model_name='asbuiltfile',
                    name='blob',
                    field=models.ForeignKey(on_delete=django.db.models.deletion.PROTECT, related_name='asbuilt_files', to='intake.blob'),
                ),
            ],
            database_operations=[],
        ),
    ]
