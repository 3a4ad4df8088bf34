"""Files parsed before their OS series' chart copy (0005) or outline (0006) were kept get them now.

Without them the run page's chart request and the file's /series/ outline read the whole stored series of such a
file on every request (tens of MB of JSON for a long nmon capture). One file's series are read at a time, so the
migration needs no more memory than parsing the largest file did.
"""

from django.db import migrations
from django.db.models import Q
from django.db.models.fields.json import KeyTransform

from apps.common.fields import EncodedJSON

OS_KINDS = ("os_stats", "sar")


def fill(apps, schema_editor):
    from apps.runs import timeseries

    RunFile = apps.get_model("runs", "RunFile")
    missing = (RunFile.objects.filter(state="parsed", kind__in=OS_KINDS)
               .filter(Q(outline__isnull=True) | Q(charts__isnull=True)))
    for pk, name in missing.values_list("id", "name").order_by("id").iterator():
        series = RunFile.objects.filter(pk=pk).values_list(KeyTransform("os_series", "result"), flat=True).first()
        if not isinstance(series, list):
            series = []
        charts = timeseries.stored_charts(pk, name, series)
        # the same encoding as a parse writes them (services.run_file_parse)
        RunFile.objects.filter(pk=pk, charts__isnull=True).update(
            charts=EncodedJSON.dumps(charts) if charts else charts)
        RunFile.objects.filter(pk=pk, outline__isnull=True).update(outline=timeseries.series_outline(series))
        del series, charts


class Migration(migrations.Migration):

    dependencies = [
        ("runs", "0006_runfile_outline"),
    ]

    operations = [
        migrations.RunPython(fill, migrations.RunPython.noop, elidable=True),
    ]
