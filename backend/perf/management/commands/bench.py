import json
import platform

from django.core.management.base import BaseCommand
from django.db import connection

import config
from perf.registry import discover, run_one


class Command(BaseCommand):
    help = "Run the registered benchmarks (perf/suites/) and print the results as JSON."

    def add_arguments(self, parser):
        parser.add_argument("names", nargs="*", help="Only these benchmarks (prefix match).")
        parser.add_argument("--repeat", type=int, default=None, help="Override each benchmark's repeat count.")
        parser.add_argument("--list", action="store_true", help="List the benchmarks and exit.")

    def handle(self, *args, names, repeat, list, **options):
        registry = discover()
        selected = [b for n, b in sorted(registry.items()) if not names or any(n.startswith(p) for p in names)]
        if list:
            for bench in selected:
                self.stdout.write(f"{bench.name}\t{bench.description}")
            return
        document = {
            "version": config.VERSION,
            "python": platform.python_version(),
            "database": connection.vendor,
            "benchmarks": [run_one(bench, repeat) for bench in selected],
        }
        self.stdout.write(json.dumps(document, indent=2))
