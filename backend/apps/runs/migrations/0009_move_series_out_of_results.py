"""The OS series of files parsed before 0008 move out of their result into rows, a chunk of a group each.

One file is moved at a time (its series read alone, each chunk written as text), so the migration needs no more
memory than parsing the largest file did. Going back puts the groups into the result again.
"""

from django.db import migrations
from django.db.models.fields.json import KeyTransform

from apps.common.fields import EncodedJSON, JSONWithout


def move_out(apps, schema_editor):
    from apps.runs import timeseries

    RunFile = apps.get_model("runs", "RunFile")
    Chunk = apps.get_model("runs", "RunFileSeriesChunk")
    holding = RunFile.objects.filter(result__has_key="os_series")
    for pk in holding.values_list("id", flat=True).order_by("id").iterator():
        series = RunFile.objects.filter(pk=pk).values_list(KeyTransform("os_series", "result"), flat=True).first()
        Chunk.objects.filter(run_file_id=pk).delete()
        for index, group in enumerate(series if isinstance(series, list) else []):
            for start, chunk in timeseries.group_chunks(group):
                Chunk.objects.create(run_file_id=pk, index=index, start=start, data=EncodedJSON.dumps(chunk))
        RunFile.objects.filter(pk=pk).update(result=JSONWithout("result", "os_series"))
        del series


def move_back(apps, schema_editor):
    from apps.runs import timeseries

    RunFile = apps.get_model("runs", "RunFile")
    Chunk = apps.get_model("runs", "RunFileSeriesChunk")
    for pk in Chunk.objects.values_list("run_file_id", flat=True).distinct().order_by("run_file_id").iterator():
        result = RunFile.objects.filter(pk=pk).values_list("result", flat=True).first()
        if isinstance(result, dict):
            chunks = Chunk.objects.filter(run_file_id=pk).order_by("index", "start").values_list("index", "data")
            result["os_series"] = timeseries.groups_from_chunks(chunks)
            RunFile.objects.filter(pk=pk).update(result=EncodedJSON.dumps(result))
        del result
    Chunk.objects.all().delete()


class Migration(migrations.Migration):

    dependencies = [
        ("runs", "0008_runfile_series_chunks"),
    ]

    operations = [
        migrations.RunPython(move_out, move_back, elidable=True),
    ]
