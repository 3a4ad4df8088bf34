"""Job, Worker and BrokerEpoch moved from apps.common to apps.jobs (jobs/migrations/0001_initial).

Their tables keep their names, so only Django's record of the models is removed here; no table is dropped.
"""

from django.db import migrations


class Migration(migrations.Migration):

    dependencies = [
        ('common', '0004_worker_liveness_and_broker_epoch'),
        ('runs', '0012_job_moves_to_jobs_app'),
        ('asbuilt', '0005_job_moves_to_jobs_app'),
        ('bundles', '0003_job_moves_to_jobs_app'),
        ('comparisons', '0002_job_moves_to_jobs_app'),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.DeleteModel(name='Job'),
                migrations.DeleteModel(name='Worker'),
                migrations.DeleteModel(name='BrokerEpoch'),
            ],
            database_operations=[],
        ),
    ]
