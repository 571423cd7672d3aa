#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium headless shell (playwright.config.ts says why);
# install it when the machine lacks it. A machine that cannot install it but has Debian's full
# chromium runs the tests in that, only slower.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
  echo "CHROMIUM_PATH is \"$CHROMIUM_PATH\", which is not a program that can run." >&2
  exit 1
fi
if [ -x /usr/bin/chromium-headless-shell ]; then exit 0; fi
echo "Chromium's headless shell is missing: installing Debian's chromium-headless-shell package."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
if $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium-headless-shell >/dev/null; then exit 0; fi
if [ -x /usr/bin/chromium ]; then
  echo "The headless shell could not be installed; the tests run in /usr/bin/chromium instead."
  exit 0
fi
echo "Neither Chromium's headless shell nor chromium could be installed: the end-to-end tests cannot run." >&2
exit 1
