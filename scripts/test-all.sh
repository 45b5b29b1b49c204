#!/usr/bin/env bash
# `pnpm test`: every check, in three steps, ordered for CI's two cores.
#
# 1. Formatting, beside every package's build and the check of its published files (publint,
#    attw).
# 2. The unit tests of the three packages, side by side.
# 3. The browser tests, with type checks and lint beside them. The API's timing tests (a
#    breaker's 100 ms, a rolling restart) never run beside a browser.
#
# Measured on a clean clone (2 cores): type checks and lint beside the unit tests made step 2
# 67 s longer (77 → 144 s). Beside the browser tests at `nice` 19 they were starved: once each
# test's tab joined a kept renderer (e2e/support/browser.ts) the browser tests took 240 s and the
# checks ended 25 s after them (CI 363 s); at the same priority the checks end first. Turbo's own
# cache skips whatever has not changed since the last run.
set -euo pipefail

prettier --check . &
format=$!
turbo run build lint:pkg
wait "$format"
turbo run test

turbo run typecheck lint &
checks=$!
status=0
turbo run test:e2e || status=$?
wait "$checks" || status=$?
exit "$status"
