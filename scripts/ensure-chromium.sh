#!/usr/bin/env bash
# Run by `npm test` before any browser starts: the journeys need Debian's Chromium at CHROMIUM_PATH.
# Present: nothing to do. Missing, as root with apt-get: install the `chromium` package. Otherwise stop
# with one line giving the command to run.
set -uo pipefail

chromium_path=${CHROMIUM_PATH:-/usr/bin/chromium}

if [ -x "$chromium_path" ]; then
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: no Chromium at $chromium_path and no apt-get here: install Chromium, then run with CHROMIUM_PATH=/path/to/chromium" >&2
  exit 1
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "ensure-chromium: no Chromium at $chromium_path: run 'sudo apt-get install -y chromium' and start the tests again" >&2
  exit 1
fi

echo "ensure-chromium: no Chromium at $chromium_path: installing Debian's chromium package (apt-get install -y chromium)"
export DEBIAN_FRONTEND=noninteractive
# A fresh machine may have no package lists yet: read them once and try again.
if ! apt-get install -y chromium; then
  apt-get update && apt-get install -y chromium
fi

if [ -x "$chromium_path" ]; then
  exit 0
fi
echo "ensure-chromium: still no Chromium at $chromium_path after 'apt-get install -y chromium': install it by hand or set CHROMIUM_PATH to the installed browser" >&2
exit 1
