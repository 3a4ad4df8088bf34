"""Performance measurements of RACplan: timings, throughput and load, kept out of the production apps.

Not to be confused with the customers' benchmark runs the product stores and compares (``apps.runs``; their driver
tables are parsed by ``apps/runs/parsers/benchmark.py``). Nothing under ``apps/`` imports from here; this package
imports the apps' public functions and times them.

- ``registry``: the timing registry (``@benchmark``, ``Timer``, ``run_one``) behind ``manage.py bench``;
- ``suites/``: the registered measurements, one module per app they exercise;
- ``parser_corpus``: parser throughput over the shared sample reports;
- ``synthetic_runs``: bulk synthetic runs for comparison and load measurements (``manage.py gen_bench_runs``);
- ``load.py`` / ``locustfile.py``: the API under load (run as a script by ``make bench``);
- ``management/commands``: ``bench`` and ``gen_bench_runs``. The package is a Django app in the local and test
  settings only, so production never installs it.
"""

from __future__ import annotations

from pathlib import Path

BACKEND_DIR = Path(__file__).resolve().parent.parent
REPO_DIR = BACKEND_DIR.parent
#: The studies and real sample files, beside the checkout (``../shared``); read in place, never copied.
SHARED_DIR = REPO_DIR.parent / "shared"
PLANS_DIR = REPO_DIR / "fixtures" / "plans"
