#!/usr/bin/env bash
# Exploration speed on the lessons' scenarios: for each, `asyncplay explore … --json` (the whole command: parent,
# explorer processes, witness replays) run several times; prints one JSON object per scenario with the schedules
# explored, the median wall time and schedules per second (median, min, max). The target is 200 schedules per second.
# Usage: Benchmarks/explore.sh [path/to/asyncplay] [runs]   (default: builds and uses the release binary, 5 runs)
# Run it on a quiet machine (check `uptime`): other builds share the two cores.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ -n ${1:-} ]]; then
  bin=$(realpath "$1")
else
  swift build -c release --product asyncplay >/dev/null
  bin=.build/release/asyncplay
fi
runs=${2:-5}
scenarios=(
  "task-group latencies=50,50,50,50 sort=no"
  "task-group latencies=50,50,50,50 sort=yes"
  "persistence case=race saves=unsynchronised"
  "persistence case=race saves=actor-reentrant"
  "persistence case=race saves=actor"
  "cancel-previous cancel=none --jitter 200ms"
  "pagination guard=off"
  "pagination guard=off --all-orders --max 3000"
)
for scenario in "${scenarios[@]}"; do
  read -r -a args <<< "$scenario"
  times=()
  schedules=0
  for _ in $(seq "$runs"); do
    start=$(date +%s%N)
    output=$("$bin" explore "${args[@]}" --json)
    end=$(date +%s%N)
    times+=("$(( end - start ))")
    schedules=$(head -1 <<< "$output" | sed 's/.*"schedules":\([0-9]*\).*/\1/')
  done
  printf '%s\n' "${times[@]}" | sort -n | awk -v name="explore $scenario" -v n="$schedules" '
    { v[NR] = $1 }
    END { m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
          printf "{\"workload\":\"%s\",\"schedules\":%d,\"runs\":%d,\"median_ms\":%.0f,", name, n, NR, m / 1e6
          printf "\"schedules_per_s\":%.0f,\"best_per_s\":%.0f,\"worst_per_s\":%.0f}\n",
                 n / (m / 1e9), n / (v[1] / 1e9), n / (v[NR] / 1e9) }'
done
