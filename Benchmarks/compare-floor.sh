#!/usr/bin/env bash
# The engine beside the bare-runtime floor: the reference executor spike's `scale-tasks 100000` (a minimal virtual
# executor, no tracing) and `asyncplay bench fanout tasks=100000 seed=42` (full tracing), alternating, N rounds.
# The spike is not part of this repository: build a copy of it in release mode and pass its DemoFactory binary.
#
#   Benchmarks/compare-floor.sh /tmp/executor-spike/.build/release/DemoFactory [rounds] [workload]
#
# Each line: the command, wall seconds, user+sys CPU seconds, peak RSS in KiB (GNU time). Then the minimum of each
# and the ratios of the minima. Other processes on the machine slow both alike; the minima are the least disturbed.
# ASYNCPLAY=path/to/asyncplay compares that binary instead of building this checkout (e.g. a saved copy, so that
# edits made meanwhile do not change what is measured).
set -euo pipefail
cd "$(dirname "$0")/.."
spike=${1:?usage: Benchmarks/compare-floor.sh SPIKE_DEMOFACTORY [rounds] [workload]}
rounds=${2:-10}
workload=${3:-fanout tasks=100000 seed=42}
if [[ -n ${ASYNCPLAY:-} ]]; then
  bin=$ASYNCPLAY
else
  swift build -c release --product asyncplay >/dev/null
  bin=.build/release/asyncplay
fi
read -r -a bench <<< "$workload"
uptime
for _ in $(seq "$rounds"); do
  /usr/bin/time -f "floor %e %U %S %M" "$spike" scale-tasks 100000 2>&1 >/dev/null | tail -1
  # The child alone (what `asyncplay bench` starts), so that both sides are one process.
  SWIFT_DETERMINISTIC_HASHING=1 /usr/bin/time -f "engine %e %U %S %M" "$bin" __bench "${bench[@]}" 2>&1 >/dev/null \
    | tail -1
done | tee /dev/stderr | awk '
  { cpu = $3 + $4
    if (!($1 in wall) || $2 < wall[$1]) wall[$1] = $2
    if (!($1 in time) || cpu < time[$1]) time[$1] = cpu
    if (!($1 in rss) || $5 > rss[$1]) rss[$1] = $5 }
  END {
    printf "minima: floor %.2f s wall, %.2f s cpu, %d KiB; engine %.2f s wall, %.2f s cpu, %d KiB\n",
      wall["floor"], time["floor"], rss["floor"], wall["engine"], time["engine"], rss["engine"]
    printf "ratios: wall %.2f, cpu %.2f, peak RSS %.3f\n",
      wall["engine"] / wall["floor"], time["engine"] / time["floor"], rss["engine"] / rss["floor"] }'
uptime
