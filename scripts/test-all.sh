#!/usr/bin/env bash
# `pnpm test`: every check, in three steps, ordered for CI's two cores.
#
# 1. Formatting, beside every package's build and the check of its published files (publint,
#    attw).
# 2. The engine's and the API's unit tests, side by side. The API's timing tests (a breaker's
#    100 ms, a rolling restart) never run beside a browser.
# 3. The site's unit tests beside its browser tests (two files at a time: vitest.e2e.config.ts).
#
# Type checks and lint start once the packages are built and run through steps 2 and 3 at the
# lowest CPU priority (`nice` 19), taking the CPU the tests leave idle first. The run is CPU-bound:
# on a clean clone with warm caches (2 cores) it kept both cores busy for 658 of 713 CPU-s when the
# site's unit tests ran in step 2, and the browser tests, last and alone, left a core idle for
# their last half-minute; moved beside them, the site's unit tests fill it. Turbo's own cache skips
# whatever has not changed since the last run. A unit test failing in step 2 skips step 3.
set -euo pipefail

prettier --check . &
format=$!
turbo run build lint:pkg
wait "$format"

# `--only`: the packages they depend on are built above.
nice -n 19 turbo run typecheck lint --only &
checks=$!
status=0
turbo run test --filter='!@uktax/web' || status=$?
if [ "$status" -eq 0 ]; then
  turbo run test test:e2e --filter=@uktax/web || status=$?
fi
wait "$checks" || status=$?
exit "$status"
