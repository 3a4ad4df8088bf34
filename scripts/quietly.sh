#!/usr/bin/env bash
# quietly.sh LOG WHAT COMMAND [ARGS...]: runs COMMAND with its output appended to the file LOG, so what `make run`
# prints stays on one screen. When COMMAND fails, the user still sees why: "WHAT failed", the last lines of LOG and
# the file's name, on stderr; the exit status is COMMAND's.
set -uo pipefail
log="$1" what="$2"
shift 2
mkdir -p "$(dirname "$log")"
printf '\n=== %s: %s (%s)\n' "$(date -u '+%Y-%m-%d %H:%M:%S UTC')" "$what" "$*" >>"$log"
"$@" >>"$log" 2>&1
status=$?
if [ "$status" -ne 0 ]; then
    {
        echo "RACplan: $what failed (exit status $status). The last lines of $log:"
        tail -n "${QUIETLY_TAIL_LINES:-25}" "$log" | sed 's/^/  | /'
    } >&2
fi
exit "$status"
