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
        parser.add_argument("--small", action="store_true",
                            help="Each benchmark at its small setting (a quick check that it runs and reports; its "
                                 "figures say nothing about the targets).")

    def handle(self, *args, names, repeat, list, small, **options):
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
            "small": small,
            "benchmarks": [run_one(bench, repeat, small=small) for bench in selected],
        }
        self.stdout.write(json.dumps(document, indent=2))
