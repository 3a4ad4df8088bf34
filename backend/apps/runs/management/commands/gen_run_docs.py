from django.core.management.base import BaseCommand, CommandError

from apps.runs import guide


class Command(BaseCommand):
    help = ("Write the contributors' guide's list of the file formats a run takes, from apps/runs/parsers/dispatch.py "
            "(--check: fail when the committed guide is stale).")

    def add_arguments(self, parser):  # type: ignore[no-untyped-def]
        parser.add_argument("--check", action="store_true")

    def handle(self, *args, check: bool = False, **options):  # type: ignore[no-untyped-def]
        if check:
            if guide.guide_is_stale():
                raise CommandError("docs/user-guide/contributors.md is stale; run `make docs`.")
            self.stdout.write("The contributors' guide's list of run formats is up to date.")
            return
        self.stdout.write(f"Wrote the run formats into {guide.write_guide()}.")
