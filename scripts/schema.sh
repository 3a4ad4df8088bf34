#!/usr/bin/env bash
# Regenerate (--write) or verify (--check) the OpenAPI schema and the TypeScript types the frontend builds on:
#   frontend/src/lib/api/openapi.json  <- manage.py spectacular
#   frontend/src/lib/api/schema.d.ts   <- npm run gen:api (openapi-typescript)
#   frontend/src/lib/api/vocabulary.ts <- backend/config/api_vocabulary.py (labels, units, severities' order)
set -euo pipefail
mode="${1:---check}"
root="$(cd "$(dirname "$0")/.." && pwd)"
py="$root/.venv/bin/python"
api_dir="$root/frontend/src/lib/api"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# DEBUG off, the test settings and the embedded default database: the schema must not depend on the environment
# (Django derives integer bounds from the database backend, so PostgreSQL and SQLite would give different schemas).
(cd "$root/backend" && env -u DATABASE_URL -u REDIS_URL -u CELERY_BROKER_URL DJANGO_SETTINGS_MODULE=config.settings.test DEBUG=false \
    "$py" manage.py spectacular --validate --fail-on-warn --format openapi-json --file "$tmp/openapi.json")

# The words and orders the schema's enums do not carry (labels, units, severities' order), as a TypeScript module.
(cd "$root/backend" && env -u DATABASE_URL -u REDIS_URL -u CELERY_BROKER_URL DJANGO_SETTINGS_MODULE=config.settings.test DEBUG=false \
    "$py" -m config.api_vocabulary "$tmp/vocabulary.ts")

if [ ! -f "$root/frontend/package.json" ]; then
    echo "schema: frontend/ not present; backend schema validated only."
    exit 0
fi

case "$mode" in
--write)
    mkdir -p "$api_dir"
    cp "$tmp/openapi.json" "$api_dir/openapi.json"
    cp "$tmp/vocabulary.ts" "$api_dir/vocabulary.ts"
    (cd "$root/frontend" && npm run --silent gen:api)
    echo "schema: wrote $api_dir/openapi.json, schema.d.ts and vocabulary.ts"
    ;;
--check)
    if ! cmp -s "$tmp/openapi.json" "$api_dir/openapi.json"; then
        git --no-pager diff --no-index --stat "$api_dir/openapi.json" "$tmp/openapi.json" || true
        echo "schema: frontend/src/lib/api/openapi.json is stale; run 'make schema' and commit the result." >&2
        exit 1
    fi
    if ! cmp -s "$tmp/vocabulary.ts" "$api_dir/vocabulary.ts"; then
        git --no-pager diff --no-index --stat "$api_dir/vocabulary.ts" "$tmp/vocabulary.ts" || true
        echo "schema: frontend/src/lib/api/vocabulary.ts is stale; run 'make schema' and commit the result." >&2
        exit 1
    fi
    # gen:api writes in place: keep the committed file aside, generate, compare, put the committed one back.
    cp "$api_dir/schema.d.ts" "$tmp/schema.d.ts.committed" 2>/dev/null || : >"$tmp/schema.d.ts.committed"
    (cd "$root/frontend" && npm run --silent gen:api) >/dev/null
    cp "$api_dir/schema.d.ts" "$tmp/schema.d.ts.fresh"
    cp "$tmp/schema.d.ts.committed" "$api_dir/schema.d.ts"
    if ! cmp -s "$tmp/schema.d.ts.fresh" "$tmp/schema.d.ts.committed"; then
        git --no-pager diff --no-index --stat "$tmp/schema.d.ts.committed" "$tmp/schema.d.ts.fresh" || true
        echo "schema: frontend/src/lib/api/schema.d.ts is stale; run 'make schema' and commit the result." >&2
        exit 1
    fi
    echo "schema: openapi.json, schema.d.ts and vocabulary.ts are up to date."
    ;;
*)
    echo "usage: $0 --check|--write" >&2
    exit 2
    ;;
esac
