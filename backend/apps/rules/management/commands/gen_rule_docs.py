from django.core.management.base import BaseCommand, CommandError

from apps.rules import study_docs
from apps.rules.docs import DOCS_DIR, stale_docs, write_docs
from apps.studies import estimate_docs


class Command(BaseCommand):
    help = ("Generate docs/rules/ from the rule catalogue and docs/studies/ from the statement ledger, "
            "docs/estimate.md from the plan estimate's leave-one-out check (--check: fail when the committed docs "
            "are stale). The as-built guide's list of archive paths is gen_asbuilt_docs'.")

    def add_arguments(self, parser):  # type: ignore[no-untyped-def]
        parser.add_argument("--check", action="store_true")

    def handle(self, *args, check: bool = False, **options):  # type: ignore[no-untyped-def]
        if check:
            stale = [f"rules/{n}" for n in stale_docs()] + [f"studies/{n}" for n in study_docs.stale_docs()]
            stale += ["estimate.md"] if estimate_docs.is_stale() else []
            if stale:
                raise CommandError(f"docs are stale ({', '.join(stale[:10])}); run `make docs`.")
            self.stdout.write("docs/rules, docs/studies and docs/estimate.md are up to date.")
            return
        names = write_docs()
        self.stdout.write(f"Wrote {len(names)} files to {DOCS_DIR}.")
        names = study_docs.write_docs()
        self.stdout.write(f"Wrote {len(names)} files to {study_docs.DOCS_DIR}.")
        self.stdout.write(f"Wrote {estimate_docs.write_doc()}.")
