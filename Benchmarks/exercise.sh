#!/usr/bin/env bash
# The exercise loop's speed: the first compile (empty caches), the edit → verdict cycle of a changed 60-line exercise
# file (`asyncplay check ID`: compile, child run, checks), a check whose file did not change (the compiled program is
# reused), and the compile alone. Prints one JSON object per measurement (milliseconds of wall time).
# Usage: Benchmarks/exercise.sh [path/to/asyncplay] [runs]   (default: .build/debug/asyncplay, 10 runs)
# Run it on a quiet machine (check `uptime`); every figure is the median of the runs, with min and max.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(realpath "${1:-.build/debug/asyncplay}")
runs=${2:-10}
work=$(mktemp -d /tmp/asyncplay-bench-exercise-XXXXXX)
trap 'rm -rf "$work"' EXIT
export ASYNCPLAY_CACHE_DIR="$work/cache" ASYNCPLAY_WORKSPACE="$work/ws" XDG_DATA_HOME="$work/data" NO_COLOR=1

now() { date +%s%N; }
# stats NAME VALUES...: median, min and max of the values (ns) as one JSON object in ms.
stats() {
  local name=$1; shift
  printf '%s\n' "$@" | sort -n | awk -v name="$name" -v runs="$#" '
    { v[NR] = $1 }
    END { m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
          printf "{\"measure\":\"%s\",\"runs\":%d,\"median_ms\":%.0f,\"min_ms\":%.0f,\"max_ms\":%.0f}\n",
                 name, runs, m / 1e6, v[1] / 1e6, v[NR] / 1e6 }'
}

"$bin" exercise task-id --lang en >/dev/null 2>&1
file="$work/ws/task-id.swift"
# A 60-line file: the reference solution with the header line and a few lines of the student's own notes.
{ head -1 "$file"; "$bin" solution task-id --lang en
  for i in $(seq 15); do echo "// note $i: the debounce sleep throws CancellationError when a newer query arrives"; done
} > "$work/solution.swift"
cp "$work/solution.swift" "$file"
echo "{\"file_lines\":$(wc -l < "$file")}"

start=$(now)
"$bin" check task-id --lang en >/dev/null 2>&1
stats "first check (builds the module cache)" $(( $(now) - start ))

cycle=()
for i in $(seq "$runs"); do
  echo "// edit $i" >> "$file"
  start=$(now)
  "$bin" check task-id --lang en >/dev/null 2>&1
  cycle+=($(( $(now) - start )))
done
stats "edit -> verdict (changed file)" "${cycle[@]}"

same=()
for _ in $(seq "$runs"); do
  start=$(now)
  "$bin" check task-id --lang en >/dev/null 2>&1
  same+=($(( $(now) - start )))
done
stats "check again (unchanged file, program reused)" "${same[@]}"

run=()
for _ in $(seq "$runs"); do
  start=$(now)
  "$bin" run task-id --lang en >/dev/null
  run+=($(( $(now) - start )))
done
stats "run task-id (a bundled scenario, for comparison)" "${run[@]}"
