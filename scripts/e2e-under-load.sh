#!/usr/bin/env bash
# The end-to-end suite on a busy machine: builds once, starts two
# CPU-bound processes beside it, and runs the whole suite N times in a row
# (default 3), stopping at the first failing run. The burners are always
# stopped, however the script ends. It keeps the machine's cores busy for the
# whole run: do not start it on a machine others are using.
#
#   scripts/e2e-under-load.sh [N]      E2E_PORT picks the preview port (4173).
set -euo pipefail
cd "$(dirname "$0")/.."

runs="${1:-3}"
burners=()
stop_burners() {
  for pid in "${burners[@]}"; do kill "$pid" 2>/dev/null || true; done
}
trap stop_burners EXIT INT TERM

bash scripts/ensure-chromium.sh
npx vite build

for _ in 1 2; do
  node -e 'for (;;) {}' &
  burners+=("$!")
done
echo "burning two cores (pids ${burners[*]}); ${runs} runs of the e2e suite"

started=$SECONDS
for run in $(seq 1 "$runs"); do
  run_started=$SECONDS
  npx playwright test
  echo "run ${run} of ${runs} passed in $((SECONDS - run_started)) s"
done
echo "all ${runs} runs passed under load in $((SECONDS - started)) s"
