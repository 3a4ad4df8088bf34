#!/usr/bin/env bash
# Stops `make` early, with a message that says what to do, when this machine's Node.js is older than the version the
# UI declares in frontend/package.json ("engines": {"node": ">=X.Y"}). npm itself only warns about that.
# That declared minimum is enough for every locked package: frontend/src/testing/node-engines.test.ts checks it.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
if ! command -v node >/dev/null 2>&1; then
    echo "RACplan's UI is built with Node.js, and this machine has none: install Node.js (see README, 'Requirements')." >&2
    exit 1
fi
package="${RACPLAN_FRONTEND_PACKAGE:-$root/frontend/package.json}"
wanted="$(sed -n 's/.*"node": *">= *\([0-9][0-9.]*\)".*/\1/p' "$package" | head -n1)"
if [ -z "$wanted" ]; then
    echo "frontend/package.json declares no minimum Node.js version (\"engines\": {\"node\": \">=X.Y\"})." >&2
    exit 1
fi
have="$(node -p 'process.versions.node')"
lowest="$(printf '%s\n%s\n' "$wanted" "$have" | sort -V | head -n1)"
if [ "$lowest" != "$wanted" ]; then
    echo "RACplan's UI needs Node.js $wanted or newer (frontend/package.json, \"engines\"); this machine has $have." >&2
    echo "Install a newer Node.js (for example from your distribution's backports or nodejs.org), then run make again." >&2
    exit 1
fi
