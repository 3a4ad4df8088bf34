"""Job moved from apps.common to apps.jobs: asbuiltcheck.job now points at jobs.Job.

The table is kept (common_job), so only Django's record of the model changes; the database is left as it is.
"""

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('asbuilt', '0004_fact_lines'),
        ('jobs', '0001_initial'),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.AlterField(
                    model_name='asbuiltcheck',
                    name='job',
                    field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to='jobs.job'),
                ),
            ],
            database_operations=[],
        ),
    ]
