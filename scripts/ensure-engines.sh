#!/usr/bin/env bash
# The cross-engine suite drives Firefox ESR and WebKitGTK from Debian's
# packages (Playwright cannot download its own builds here; docs/testing.md).
# Install them, and the virtual display WebKitGTK's driver needs, when missing.
set -euo pipefail
missing=()
[ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr)
[ -x /usr/bin/WebKitWebDriver ] || missing+=(webkit2gtk-driver)
command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
command -v xauth >/dev/null 2>&1 || missing+=(xauth)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "installing Debian's ${missing[*]} with apt-get" >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
# Another install may hold apt's lock: wait for it up to five minutes rather than fail at once.
LOCK_WAIT=(-o DPkg::Lock::Timeout=300)
$SUDO apt-get "${LOCK_WAIT[@]}" update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get "${LOCK_WAIT[@]}" install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
