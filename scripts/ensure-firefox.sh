#!/usr/bin/env bash
# The end-to-end tests a reader's browser decides run in Firefox ESR too (playwright.config.ts,
# the engine-firefox project), Debian's firefox-esr: install it when the machine lacks it.
set -euo pipefail
FIREFOX=${FIREFOX_PATH:-/usr/bin/firefox-esr}
if [ -x "$FIREFOX" ]; then exit 0; fi
if [ -n "${FIREFOX_PATH:-}" ]; then
  echo "FIREFOX_PATH is \"$FIREFOX_PATH\", which is not a program that can run." >&2
  exit 1
fi
echo "Firefox ESR is missing: installing Debian's firefox-esr package."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
if $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq firefox-esr >/dev/null; then exit 0; fi
echo "Firefox ESR could not be installed (apt-get install firefox-esr): the end-to-end tests cannot run in it." >&2
exit 1
