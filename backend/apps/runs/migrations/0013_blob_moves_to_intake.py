"""Blob moved from apps.runs to apps.intake (intake/migrations/0001_initial): runfile.blob now points at
intake.Blob and runs forgets the model. Its table keeps its name (runs_blob): nothing in the database changes.
"""

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('asbuilt', '0006_blob_moves_to_intake'),
        ('intake', '0001_initial'),
        ('runs', '0012_job_moves_to_jobs_app'),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.AlterField(
                    model_name='runfile',
                    name='blob',
                    field=models.ForeignKey(on_delete=django.db.models.deletion.PROTECT, related_name='run_files', to='intake.blob'),
                ),
                migrations.DeleteModel(name='Blob'),
            ],
            database_operations=[],
        ),
    ]
