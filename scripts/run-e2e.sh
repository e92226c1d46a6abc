#!/usr/bin/env bash
# The Playwright journeys in E2E_SHARDS shards (default 2) run side by side, each against a server and an
# embedded database of its own, so no shard sees another's orders or pauses. Journeys mostly wait on the
# browser and the network, so two shards on two cores take about half the time of one run.
# Extra arguments go to every `playwright test` (a file, --project=phone ...); E2E_SHARDS=1 runs one plain run.
set -uo pipefail
cd "$(dirname "$0")/.."

shards=${E2E_SHARDS:-2}
# Ports the system says are free, one per shard, unless E2E_PORT fixes the first one: a server left running by
# another run must not make a shard fail to start. They are asked for together, each probe held open until all are
# known, so two shards never get the same port (asked one by one at once, two shards once got the same port, and
# one shard's journeys ran against the other's server).
free_ports() {
  node -e "
    const net = require('node:net');
    const count = Number(process.argv[1]);
    const probes = [];
    let listening = 0;
    for (let i = 0; i < count; i += 1) {
      const probe = net.createServer();
      probes.push(probe);
      probe.listen(0, '127.0.0.1', () => {
        listening += 1;
        if (listening === count) {
          console.log(probes.map((held) => held.address().port).join(' '));
          probes.forEach((held) => held.close());
        }
      });
    }
  " "$1"
}
mkdir -p test-results
rm -f test-results/e2e-*.json

read -r -a ports <<<"$(free_ports "$shards")"
pids=()
for shard in $(seq 1 "$shards"); do
  (
    if [ -n "${E2E_PORT:-}" ]; then
      export E2E_PORT=$((E2E_PORT + shard - 1))
    else
      export E2E_PORT=${ports[$((shard - 1))]}
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
