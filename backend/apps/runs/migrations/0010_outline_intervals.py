"""Outlines of OS series stored before each group stated where its sample interval comes from get it now.

A group whose interval was stored (nmon's ``AAA,interval``) read it from the tool's header; any other group gets the
median gap between its stored sample times (``parsers.osstats.series.interval_from_times``), read one chunk at a
time, or none when the tool printed no times. The read and write figures a parser now keeps apart cannot be made
from what older parses stored (they kept only the combined ones); parsing such a file again keeps them.
"""

from django.db import migrations
from django.db.models.fields.json import KeyTransform


def _times(Chunk, run_file_id: int, index: int) -> list:
    """The group's sample times, chunk by chunk, without reading its values."""
    times: list = []
    rows = (Chunk.objects.filter(run_file_id=run_file_id, index=index).order_by("start")
            .values_list(KeyTransform("times", "data"), flat=True))
    for part in rows.iterator():
        if isinstance(part, list):
            times.extend(part)
    return times


def fill(apps, schema_editor):
    from apps.runs.parsers.osstats.series import INTERVAL_FROM_HEADER, INTERVAL_FROM_TIMESTAMPS, interval_from_times

    RunFile = apps.get_model("runs", "RunFile")
    Chunk = apps.get_model("runs", "RunFileSeriesChunk")
    for pk in RunFile.objects.filter(outline__isnull=False).values_list("id", flat=True).order_by("id").iterator():
        outline = RunFile.objects.filter(pk=pk).values_list("outline", flat=True).first()
        if not isinstance(outline, list) or all(not isinstance(e, dict) or "interval_source" in e for e in outline):
            continue
        for entry in outline:
            if not isinstance(entry, dict) or "interval_source" in entry:
                continue
            if entry.get("interval_s"):
                entry["interval_source"] = INTERVAL_FROM_HEADER
                continue
            interval = interval_from_times(_times(Chunk, pk, entry.get("index", 0)))
            entry["interval_s"] = interval
            entry["interval_source"] = INTERVAL_FROM_TIMESTAMPS if interval is not None else None
        RunFile.objects.filter(pk=pk).update(outline=outline)


class Migration(migrations.Migration):

    dependencies = [
        ("runs", "0009_move_series_out_of_results"),
    ]

    operations = [
        migrations.RunPython(fill, migrations.RunPython.noop, elidable=True),
    ]
