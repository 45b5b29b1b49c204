#!/usr/bin/env bash
# `pnpm test`: every check, in three steps, ordered for CI's two cores.
#
# 1. Formatting, beside every package's build and the check of its published files (publint,
#    attw).
# 2. The unit tests of the three packages, side by side.
# 3. The browser tests. The API's timing tests (a breaker's 100 ms, a rolling restart) never run
#    beside a browser.
#
# Type checks and lint start once the packages are built and run through steps 2 and 3 at the
# lowest CPU priority (`nice` 19), taking the CPU the tests leave idle first (measured alone: 16
# idle CPU-s in step 2, 31 in step 3). The whole run is CPU-bound: a clean-clone run kept both
# cores busy for 797 of its 805 CPU-s (403 s). Measured earlier: beside the unit tests at normal
# priority, the checks made step 2 67 s longer (77 → 144 s); beside the browser tests alone, step 3
# took 315 s at `nice` 19 and 322 s at normal priority. Turbo's own cache skips whatever has not
# changed since the last run.
set -euo pipefail

prettier --check . &
format=$!
turbo run build lint:pkg
wait "$format"

# `--only`: the packages they depend on are built above.
nice -n 19 turbo run typecheck lint --only &
checks=$!
status=0
turbo run test || status=$?
if [ "$status" -eq 0 ]; then turbo run test:e2e || status=$?; fi
wait "$checks" || status=$?
exit "$status"
