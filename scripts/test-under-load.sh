#!/usr/bin/env bash
# Runs `npm test` (or the command given, e.g. `bash .ci/run`) while two busy loops keep both cores loaded, to
# show no test depends on the machine's speed. The loops are started here and stopped here, by their process
# ids; nothing else is touched.
set -uo pipefail
cd "$(dirname "$0")/.."

busy_pids=()
stop_busy_loops() {
  for pid in "${busy_pids[@]}"; do
    kill "$pid" 2>/dev/null || true
  done
}
trap stop_busy_loops EXIT INT TERM

for _ in 1 2; do
  node -e 'for (;;) {}' &
  busy_pids+=("$!")
done
echo "test-under-load: busy loops running as PIDs ${busy_pids[*]}"

command=("$@")
if [ "${#command[@]}" -eq 0 ]; then
  command=(npm test)
fi
started=$(date +%s)
"${command[@]}"
status=$?
elapsed=$(($(date +%s) - started))

stop_busy_loops
echo "test-under-load: ${command[*]} exited with status $status after ${elapsed} s ($((elapsed / 60)) min $((elapsed % 60)) s) with both cores busy"
exit "$status"
