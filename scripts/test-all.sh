#!/usr/bin/env bash
# `pnpm test`: every check, in three steps.
#
# 1. Formatting, beside every package's build and the check of its published files (publint,
#    attw).
# 2. Type checks, lint and the unit tests of the three packages, side by side.
# 3. The browser tests, alone: they keep both cores busy by themselves, and the API's timing
#    tests (a breaker's 100 ms, a rolling restart) do not run beside a browser.
# Turbo's own cache skips whatever has not changed since the last run.
set -euo pipefail

prettier --check . &
format=$!
turbo run build lint:pkg
wait "$format"
turbo run typecheck lint test
turbo run test:e2e
