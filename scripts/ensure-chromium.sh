#!/usr/bin/env bash
# The e2e tests drive Debian's chromium (Playwright cannot download its own
# browser here). Install it with apt when it is missing.
set -euo pipefail
if command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ]; then exit 0; fi
echo "chromium is missing: installing Debian's chromium with apt-get" >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
