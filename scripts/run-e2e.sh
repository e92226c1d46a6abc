#!/usr/bin/env bash
# The Playwright journeys in E2E_SHARDS shards (default 2) run side by side, each against a server and an
# embedded database of its own, so no shard sees another's orders or pauses. Journeys mostly wait on the
# browser and the network, so two shards on two cores take about half the time of one run.
# Extra arguments go to every `playwright test` (a file, --project=phone ...); E2E_SHARDS=1 runs one plain run.
set -uo pipefail
cd "$(dirname "$0")/.."

shards=${E2E_SHARDS:-2}
# A port the system says is free, unless E2E_PORT fixes the first one: a server left running by another run
# must not make a shard fail to start.
free_port() {
  node -e "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });"
}
mkdir -p test-results
rm -f test-results/e2e-*.json

pids=()
for shard in $(seq 1 "$shards"); do
  (
    if [ -n "${E2E_PORT:-}" ]; then
      export E2E_PORT=$((E2E_PORT + shard - 1))
    else
      E2E_PORT=$(free_port)
      export E2E_PORT
    fi
    export E2E_DATA_DIR="test-results/e2e-data-$$-$shard"
    export E2E_JSON="test-results/e2e-$shard.json"
    export E2E_ARTIFACTS="test-results/e2e-artifacts-$shard"
    # Each line says which shard printed it; the shard's own status is what counts.
    npx playwright test --shard="$shard/$shards" "$@" 2>&1 | sed -u "s/^/[e2e $shard\/$shards] /"
    exit "${PIPESTATUS[0]}"
  ) &
  pids+=("$!")
done

status=0
for pid in "${pids[@]}"; do
  wait "$pid" || status=1
done
echo "e2e: $shards shard(s) finished, $([ "$status" -eq 0 ] && echo 'all passed' || echo 'some FAILED')"
exit "$status"
