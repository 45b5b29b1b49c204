#!/usr/bin/env bash
# `pnpm test`: every check, in three steps, ordered for CI's two cores.
#
# 1. Formatting, beside every package's build and the check of its published files (publint,
#    attw).
# 2. The unit tests of the three packages, side by side.
# 3. The browser tests, with type checks and lint beside them at the lowest CPU priority. The
#    API's timing tests (a breaker's 100 ms, a rolling restart) never run beside a browser.
#
# Measured on a clean clone (2 cores): type checks and lint beside the unit tests made step 2
# 67 s longer (77 → 144 s); beside the browser tests, at `nice` 19, they make step 3 53 s longer
# (249 → 302 s). Run back to back on one clone, step 3 took 315 s at `nice` 19 and 322 s at
# normal priority. Turbo's own cache skips whatever has not changed since the last run.
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
