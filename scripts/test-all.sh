#!/usr/bin/env bash
# `pnpm test`: every check, ordered for a two-core machine (CI's).
#
# 1. Formatting, beside every package's build and the check of its published files (publint,
#    attw).
# 2. The unit tests of the three packages side by side (the API's wait on sockets and timers,
#    and some of them on a breaker's 100 ms: they run before the browser, not beside it).
# 3. The browser tests, with type checks and lint beside them at the lowest CPU priority
#    (`nice`): they take only the CPU the browser tests leave idle while a page loads.
# Turbo's own cache still skips whatever has not changed since the last run.
set -euo pipefail

prettier --check . &
format=$!
turbo run build lint:pkg
wait "$format"
turbo run test

nice -n 19 turbo run typecheck lint &
checks=$!
status=0
turbo run test:e2e || status=$?
wait "$checks" || status=$?
exit "$status"
