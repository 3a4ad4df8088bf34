import time

from django.core.management.base import BaseCommand, CommandError

from apps.accounts.models import Project
from perf.synthetic_runs import bench_runs_create


class Command(BaseCommand):
    help = "Generate synthetic benchmark runs with metrics in bulk (for load and performance tests)."

    def add_arguments(self, parser):
        parser.add_argument("--count", type=int, default=10000)
        parser.add_argument("--project", required=True, help="Project slug")
        parser.add_argument("--seed", type=int, default=7)
        parser.add_argument("--batch-size", type=int, default=1000)

    def handle(self, *args, count, project, seed, batch_size, **options):
        if count < 1:
            raise CommandError("--count must be at least 1.")
        target = Project.objects.filter(slug=project).first()
        if target is None:
            raise CommandError(f"No project with slug {project!r}.")
        started = time.perf_counter()
        made = bench_runs_create(project=target, count=count, seed=seed, batch_size=batch_size)
        self.stdout.write(f"Created {made} runs in project {target.slug} in {time.perf_counter() - started:.1f} s.")
