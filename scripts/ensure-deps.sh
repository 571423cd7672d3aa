#!/usr/bin/env bash
# Installs node_modules from package-lock.json when they are missing or older than the lock file.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f node_modules/.package-lock.json ] || ! cmp -s <(node -e "console.log(JSON.stringify(require('./package-lock.json').packages))") <(node -e "console.log(JSON.stringify(require('./node_modules/.package-lock.json').packages))" 2>/dev/null); then
  npm ci --no-audit --no-fund
fi
