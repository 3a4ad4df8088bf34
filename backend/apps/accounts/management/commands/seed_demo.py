from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from apps.accounts.demo import DEMO_PASSWORD, seed_demo


class Command(BaseCommand):
    help = "Create the Demo project and the demo users (architect, contributor, viewer, admin; password 'demo')."

    def handle(self, *args, **options):
        if getattr(settings, "RACPLAN_ENV", "") == "production":
            raise CommandError("seed_demo creates users with a known password and never runs with production settings.")
        outcome = seed_demo()
        self.stdout.write(
            f"Demo project '{outcome['project'].name}' (slug {outcome['project'].slug}) ready; "
            f"users {', '.join(outcome['users'])} with password '{DEMO_PASSWORD}'."
        )
        for loader in outcome["loaded"]:
            self.stdout.write(f"Loaded reference data with {loader}.")
