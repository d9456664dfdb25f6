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
stage "browser tests (Chromium: $chromium_path)" npx vitest run --config vitest.e2e.config.ts
