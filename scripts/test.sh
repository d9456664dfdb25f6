#!/usr/bin/env bash
# The whole test suite: types, lint, unit + API + component tests, then the browser tests in Chromium.
# Prints how long each stage took, and the whole.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
trap 'echo "== npm test took $((SECONDS - started)) s"' EXIT
stage() {
  local name=$1 stage_started=$SECONDS
  shift
  echo "== $name"
  "$@"
  echo "== stage $name took $((SECONDS - stage_started)) s"
}

stage type-check npx tsc --noEmit -p tsconfig.json
stage lint npx biome check .
stage "unit, API and component tests" npx vitest run

chromium_path="${CHROMIUM_PATH:-$(command -v chromium || command -v chromium-browser || true)}"
if [ -z "$chromium_path" ]; then
  if [ "${REQUIRE_E2E:-0}" = "1" ]; then
    echo "!! Chromium was not found and REQUIRE_E2E=1: browser tests cannot run." >&2
    exit 1
  fi
  echo "!!!!! BROWSER TESTS WERE NOT RUN: Chromium was not found (install Debian's chromium, or set CHROMIUM_PATH) !!!!!"
  exit 0
fi
build_storefront() {
  npx vite build --logLevel warn
  npm run build:ssr --silent -- --logLevel warn
}
stage "storefront build" build_storefront
export CHROMIUM_PATH="$chromium_path"
if [ -z "${POSTGRES_SUITE_URL:-}" ]; then
  stage "browser tests (Chromium: $chromium_path)" npx vitest run --config vitest.e2e.config.ts
  exit 0
fi

# POSTGRES_SUITE_URL set (CI does): the engine-dependent tests run again on that PostgreSQL server while
# the browser tests run. The browser tests mostly wait on the browser, so the two share the machine's
# cores well; each prints its own output once done, and either failing fails the run.
postgres_log=$(mktemp)
(
  started_pg=$SECONDS
  if TEST_DATABASE_URL="$POSTGRES_SUITE_URL" npm run test:postgres --silent >"$postgres_log" 2>&1; then status=0; else status=$?; fi
  echo "== stage tests on PostgreSQL (test/postgres-suite.ts) took $((SECONDS - started_pg)) s" >>"$postgres_log"
  exit "$status"
) &
postgres_pid=$!
echo "== browser tests (Chromium: $chromium_path), with the PostgreSQL suite alongside"
browser_log=$(mktemp)
browser_started=$SECONDS
browser_status=0
npx vitest run --config vitest.e2e.config.ts >"$browser_log" 2>&1 || browser_status=$?
echo "== stage browser tests took $((SECONDS - browser_started)) s" >>"$browser_log"
postgres_status=0
wait "$postgres_pid" || postgres_status=$?
# The failing suite's output is printed last, and its failures once more at the very end, so that a
# report that keeps only the tail of the log still says what failed.
print_suite() { echo "== $1"; cat "$2"; }
if [ "$browser_status" -ne 0 ]; then
  print_suite "tests on PostgreSQL (test/postgres-suite.ts)" "$postgres_log"
  print_suite "browser tests" "$browser_log"
else
  print_suite "browser tests" "$browser_log"
  print_suite "tests on PostgreSQL (test/postgres-suite.ts)" "$postgres_log"
fi
if [ "$browser_status" -ne 0 ] || [ "$postgres_status" -ne 0 ]; then
  echo "!! what failed:" >&2
  grep -h -E '(FAIL|✗|×) ' "$browser_log" "$postgres_log" | sort -u >&2 || true
  rm -f "$postgres_log" "$browser_log"
  echo "!! browser tests exited $browser_status, PostgreSQL suite exited $postgres_status" >&2
  exit 1
fi
rm -f "$postgres_log" "$browser_log"
