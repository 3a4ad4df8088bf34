from django.core.management.base import BaseCommand, CommandError

from apps.asbuilt import support_archives


class Command(BaseCommand):
    help = ("Write the as-built guide's list of the sosreport and dbginfo.sh paths read, from "
            "apps/asbuilt/support_archives.py (--check: fail when the committed guide is stale). A command of the "
            "as-built app, since the as-built app reads the rules and not the other way round.")

    def add_arguments(self, parser):  # type: ignore[no-untyped-def]
        parser.add_argument("--check", action="store_true")

    def handle(self, *args, check: bool = False, **options):  # type: ignore[no-untyped-def]
        if check:
            if support_archives.guide_is_stale():
                raise CommandError("docs/user-guide/as-built.md is stale; run `make docs`.")
            self.stdout.write("The as-built guide's list of sosreport and dbginfo.sh paths is up to date.")
            return
        self.stdout.write(f"Wrote the sosreport and dbginfo.sh paths into {support_archives.write_guide()}.")
