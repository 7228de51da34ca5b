#!/usr/bin/env bash
# Builds asyncplay in release mode and runs the benchmark workloads, one JSON object per line.
# Usage: Benchmarks/run.sh [quick]   (quick: the small sizes only)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product asyncplay >/dev/null
bin=.build/release/asyncplay
workloads=("chain n=100000" "fanout tasks=10000 seed=42" "group tasks=10000 seed=42" "cancelstorm tasks=10000"
           "actors tasks=10000 seed=42" "unawaited tasks=10000 seed=24301")
if [[ ${1:-} != quick ]]; then
  workloads+=("chain n=1000000" "fanout tasks=100000 seed=42" "fanout tasks=1000000 seed=42"
              "cancelstorm tasks=100000" "group tasks=30000 seed=42" "actors tasks=100000 seed=42"
              "unawaited tasks=100000 seed=24301")
fi
for w in "${workloads[@]}"; do
  read -r -a args <<< "$w"
  "$bin" bench "${args[@]}"
done
# A whole-process run (parent + child) of a scenario spanning 3 s of virtual time.
start=$(date +%s%N)
for _ in $(seq 100); do "$bin" run timeout timeout=4s >/dev/null; done
end=$(date +%s%N)
printf '{"workload":"run timeout timeout=4s","runs":100,"wall_ms_per_run":%.1f}\n' "$(( (end - start) / 100 ))e-6"
