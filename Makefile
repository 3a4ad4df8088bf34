# RACplan developer entry points. Run from the repository root.
#   make run     install what changed, build the SPA, migrate, seed demo data, start web + worker
#   make test    lint, type-check, unit tests, OpenAPI staleness check, backend tests, end-to-end tests, and every
#                benchmark once at a small setting (it must run, whatever its figures)
#   make bench   run the registered benchmarks (JSON on stdout) and write their dated figures into docs/benchmarks.md
#   make schema  regenerate frontend/src/lib/api/{openapi.json,schema.d.ts,vocabulary.ts}
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

ROOT := $(abspath $(dir $(lastword $(MAKEFILE_LIST))))
VENV := $(ROOT)/.venv
PY := $(VENV)/bin/python
PYTHON_BOOTSTRAP ?= python3
STAMPS := $(ROOT)/var/stamps
PORT ?= 8000
# What the installs and the UI build print goes to this file (scripts/quietly.sh), shown only when one of them fails.
INSTALL_LOG := $(or $(RACPLAN_VAR_DIR),$(ROOT)/var)/log/install.log
QUIETLY := $(ROOT)/scripts/quietly.sh $(INSTALL_LOG)
# pytest-xdist processes of backend-test: one per core, at most 4 (PYTEST_WORKERS=0 runs the suite in one process).
PYTEST_WORKERS ?= $(shell n=$$(nproc 2>/dev/null || echo 2); [ "$$n" -gt 4 ] && n=4; echo $$n)

HAVE_FRONTEND := $(wildcard $(ROOT)/frontend/package.json)
HAVE_E2E := $(wildcard $(ROOT)/e2e/package.json)
FRONTEND_SOURCES := $(if $(HAVE_FRONTEND),$(shell find $(ROOT)/frontend/src $(ROOT)/frontend/public -type f 2>/dev/null) \
	$(wildcard $(ROOT)/frontend/index.html $(ROOT)/frontend/vite.config.* $(ROOT)/frontend/tsconfig*.json \
	$(ROOT)/frontend/package.json $(ROOT)/frontend/postcss.config.*))

.PHONY: help install run test lint frontend-check schema-check backend-test e2e bench-check bench schema docs

help:
	@sed -n 's/^#   //p' $(firstword $(MAKEFILE_LIST))

# --- installation (each step reruns only when its inputs changed) -------------------------------------------
$(PY):
	@echo "Creating the Python environment in .venv (details in $(INSTALL_LOG))"
	@$(QUIETLY) "creating the Python environment" $(PYTHON_BOOTSTRAP) -m venv $(VENV)

$(STAMPS)/requirements: $(ROOT)/backend/requirements.txt | $(PY)
	@echo "Installing the backend's Python packages (details in $(INSTALL_LOG))"
	@$(QUIETLY) "installing the Python packages" \
		$(PY) -m pip install --disable-pip-version-check -q -r $(ROOT)/backend/requirements.txt
	@mkdir -p $(STAMPS) && touch $@

$(STAMPS)/frontend-npm: $(wildcard $(ROOT)/frontend/package-lock.json)
	@if [ -n "$(HAVE_FRONTEND)" ]; then $(ROOT)/scripts/check-node.sh \
		&& echo "Installing the UI's packages (details in $(INSTALL_LOG))" \
		&& cd $(ROOT)/frontend && $(QUIETLY) "installing the UI's packages" npm ci --no-audit --no-fund; fi
	@mkdir -p $(STAMPS) && touch $@

# The built files get gzip and Brotli twins beside them (WhiteNoise's own compressor), which WhiteNoise serves to
# browsers that accept them; hashed bundles are cached for good (WHITENOISE_IMMUTABLE_FILE_TEST).
$(STAMPS)/frontend-build: $(STAMPS)/frontend-npm $(STAMPS)/requirements $(FRONTEND_SOURCES)
	@if [ -n "$(HAVE_FRONTEND)" ]; then $(ROOT)/scripts/check-node.sh \
		&& echo "Building the UI (details in $(INSTALL_LOG))" \
		&& cd $(ROOT)/frontend && $(QUIETLY) "building the UI" npm run build \
		&& $(QUIETLY) "compressing the built UI" $(PY) -m whitenoise.compress -q $(ROOT)/frontend/dist; fi
	@mkdir -p $(STAMPS) && touch $@

$(STAMPS)/e2e-npm: $(wildcard $(ROOT)/e2e/package-lock.json)
	@if [ -n "$(HAVE_E2E)" ]; then $(ROOT)/scripts/check-node.sh \
		&& echo "Installing the end-to-end tests' packages (details in $(INSTALL_LOG))" \
		&& cd $(ROOT)/e2e && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 $(QUIETLY) "installing the end-to-end tests' packages" \
		npm ci --no-audit --no-fund; fi
	@mkdir -p $(STAMPS) && touch $@

install: $(STAMPS)/requirements $(STAMPS)/frontend-npm

# --- run ---------------------------------------------------------------------------------------------------------
run: install $(STAMPS)/frontend-build
	@PORT=$(PORT) $(ROOT)/scripts/run.sh

# --- test --------------------------------------------------------------------------------------------------------
test: install lint frontend-check schema-check backend-test e2e bench-check

lint: $(STAMPS)/requirements
	cd $(ROOT)/backend && $(VENV)/bin/ruff check .

frontend-check: $(STAMPS)/frontend-npm
	@if [ -n "$(HAVE_FRONTEND)" ]; then \
		cd $(ROOT)/frontend && npm run lint && npm run typecheck && npm run test; \
	else echo "frontend/ not present: skipping frontend checks"; fi

schema-check: $(STAMPS)/requirements $(STAMPS)/frontend-npm
	$(ROOT)/scripts/schema.sh --check

backend-test: $(STAMPS)/requirements $(STAMPS)/frontend-build
	@# The fault tests start private redis-server processes (stopped and restarted at will), whatever the broker.
	@if ! command -v redis-server >/dev/null; then apt-get update -qq && apt-get install -y -qq redis-server; fi
	@# The several-hosts test prints a report to PDF: a worker's Chromium opens the built UI's print page.
	@if [ ! -x /usr/bin/chromium ]; then apt-get update -qq && apt-get install -y -qq chromium; fi
	@# Spread over PYTEST_WORKERS processes, each with its own test database, broker folder and Celery queue (see
	@# config/settings/test.py); worksteal evens out the few very long tests. `python -m pytest path::test` by hand
	@# stays a single process.
	cd $(ROOT)/backend && $(PY) -m pytest -n $(PYTEST_WORKERS) --dist worksteal

e2e: $(STAMPS)/requirements $(STAMPS)/e2e-npm $(STAMPS)/frontend-build
	@if [ -n "$(HAVE_E2E)" ]; then \
		if [ ! -x /usr/bin/chromium ]; then apt-get update -qq && apt-get install -y -qq chromium; fi; \
		cd $(ROOT)/e2e && npm run --silent typecheck && npx playwright test; \
	else echo "e2e/ not present: skipping end-to-end tests"; fi

# Every benchmark of `make bench` once at a small setting (scripts/bench.sh --small): fails when one of them no longer
# runs against the API (an error in its place), never on a figure; timing checks do not belong in tests.
bench-check: $(STAMPS)/requirements $(STAMPS)/e2e-npm $(STAMPS)/frontend-build
	@if [ ! -x /usr/bin/chromium ]; then apt-get update -qq && apt-get install -y -qq chromium; fi
	@mkdir -p $(ROOT)/var && $(ROOT)/scripts/bench.sh --small --check >$(ROOT)/var/bench-small.json && echo "bench-check: every benchmark ran (var/bench-small.json)"

# --- other -------------------------------------------------------------------------------------------------------
# stdout carries only the JSON document; installs and migrations report on stderr.
# The browser part needs the built SPA and the e2e packages (Playwright drives /usr/bin/chromium): built here, so a
# fresh clone measures everything instead of skipping it.
bench:
	@$(MAKE) --no-print-directory -s $(STAMPS)/requirements $(STAMPS)/frontend-build $(STAMPS)/e2e-npm >&2
	@$(ROOT)/scripts/bench.sh --write-doc

schema: $(STAMPS)/requirements $(STAMPS)/frontend-npm
	$(ROOT)/scripts/schema.sh --write

docs:
	cd $(ROOT)/backend && $(PY) manage.py gen_rule_docs && $(PY) manage.py gen_asbuilt_docs && $(PY) manage.py gen_run_docs
