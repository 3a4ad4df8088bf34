"""Files unpacked from an archive before 0011 were named by their own name alone (``node1/vmstat.out`` and
``node2/vmstat.out`` both ``vmstat.out``); they take the name an unpacking gives now, with their folders, so that
unpacking such an archive again (a re-parse) finds them instead of adding every file a second time.

A file two entries shared (same name and content in two folders) takes the first entry's name; a name another file
of the run already holds is left as it was. Going back leaves the names.
"""

from django.db import migrations


def keep_folders(apps, schema_editor):
    from apps.runs.services import _name_in_folder

    RunFile = apps.get_model("runs", "RunFile")
    renamed = set()
    for archive in RunFile.objects.filter(kind="archive").only("id", "result").order_by("id").iterator():
        entries = archive.result.get("entries") if isinstance(archive.result, dict) else None
        for entry in entries if isinstance(entries, list) else []:
            if not isinstance(entry, dict) or not entry.get("file") or entry["file"] in renamed:
                continue
            path = str(entry.get("path") or "")
            name = _name_in_folder(path, path)
            row = RunFile.objects.filter(pk=entry["file"], archive_id=archive.pk).only("id", "name", "run_id",
                                                                                      "blob_id").first()
            if row is None or row.name == name:
                continue
            if not RunFile.objects.filter(run_id=row.run_id, blob_id=row.blob_id, name=name).exists():
                RunFile.objects.filter(pk=row.pk).update(name=name)
                renamed.add(row.pk)


class Migration(migrations.Migration):
    dependencies = [("runs", "0010_outline_intervals")]

    operations = [migrations.RunPython(keep_folders, migrations.RunPython.noop)]
