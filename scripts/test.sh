#!/usr/bin/env bash
# The whole test suite: types, lint, unit + API + component tests, then the browser tests in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== type-check"
npx tsc --noEmit -p tsconfig.json
echo "== lint"
npx biome check .
echo "== unit, API and component tests"
npx vitest run

chromium_path="${CHROMIUM_PATH:-$(command -v chromium || command -v chromium-browser || true)}"
if [ -z "$chromium_path" ]; then
  if [ "${REQUIRE_E2E:-0}" = "1" ]; then
    echo "!! Chromium was not found and REQUIRE_E2E=1: browser tests cannot run." >&2
    exit 1
  fi
  echo "!!!!! BROWSER TESTS WERE NOT RUN: Chromium was not found (install Debian's chromium, or set CHROMIUM_PATH) !!!!!"
  exit 0
fi
echo "== browser tests (Chromium: $chromium_path)"
npx vite build --logLevel warn
npm run build:ssr --silent -- --logLevel warn
CHROMIUM_PATH="$chromium_path" npx vitest run --config vitest.e2e.config.ts
