#!/usr/bin/env bash
# The exercise loop's speed: the first compile (empty caches), the edit → verdict cycle of a changed 60-line exercise
# file (`asyncplay check ID`: compile, child run, checks), a check whose file did not change (the compiled program is
# reused), and the compile alone. Prints one JSON object per measurement (milliseconds of wall time).
# Usage: Benchmarks/exercise.sh [path/to/asyncplay] [runs]   (default: .build/debug/asyncplay, 10 runs)
# Run it on a quiet machine (check `uptime`); every figure is the median of the runs, with min and max, and the
# median CPU time (user + system, of asyncplay and everything it starts), which load on the machine hardly changes.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(realpath "${1:-.build/debug/asyncplay}")
runs=${2:-10}
work=$(mktemp -d /tmp/asyncplay-bench-exercise-XXXXXX)
trap 'rm -rf "$work"' EXIT
export ASYNCPLAY_CACHE_DIR="$work/cache" ASYNCPLAY_WORKSPACE="$work/ws" XDG_DATA_HOME="$work/data" NO_COLOR=1

now() { date +%s%N; }
cpu_file="$work/cpu"
# timed CMD...: runs CMD (stdout and stderr dropped, failing the script if it fails); sets $wall and $cpu (ns).
timed() {
  local start end
  start=$(now)
  /usr/bin/time -o "$cpu_file" -f "%U %S" "$@" >/dev/null 2>&1
  end=$(now)
  wall=$((end - start))
  cpu=$(awk '{ printf "%d", ($1 + $2) * 1e9 }' "$cpu_file")
}
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { printf "%.0f\n", (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
# stats NAME "WALLS" "CPUS": median, min and max wall time and the median CPU time (ns) as one JSON object in ms.
stats() {
  local name=$1 walls=$2 cpus=$3
  local sorted min max
  sorted=$(printf '%s\n' $walls | sort -n)
  min=$(echo "$sorted" | head -1); max=$(echo "$sorted" | tail -1)
  printf '{"measure":"%s","runs":%d,"median_ms":%.0f,"min_ms":%.0f,"max_ms":%.0f,"cpu_median_ms":%.0f,"load":"%s"}\n' \
    "$name" "$(echo "$sorted" | wc -l)" "$(median $walls)e-6" "${min}e-6" "${max}e-6" "$(median $cpus)e-6" \
    "$(cut -d' ' -f1-3 /proc/loadavg)"
}

"$bin" exercise task-id --lang en >/dev/null 2>&1
file="$work/ws/task-id.swift"
# A 60-line file: the reference solution with the header line and a few lines of the student's own notes.
{ head -1 "$file"; "$bin" solution task-id --lang en
  for i in $(seq 15); do echo "// note $i: the debounce sleep throws CancellationError when a newer query arrives"; done
} > "$work/solution.swift"
cp "$work/solution.swift" "$file"
echo "{\"file_lines\":$(wc -l < "$file")}"

timed "$bin" check task-id --lang en
stats "first check (builds the module cache)" "$wall" "$cpu"

walls=(); cpus=()
for i in $(seq "$runs"); do
  echo "// edit $i" >> "$file"
  timed "$bin" check task-id --lang en
  walls+=("$wall"); cpus+=("$cpu")
done
stats "edit -> verdict (changed file)" "${walls[*]}" "${cpus[*]}"

walls=(); cpus=()
for _ in $(seq "$runs"); do
  timed "$bin" check task-id --lang en
  walls+=("$wall"); cpus+=("$cpu")
done
stats "check again (unchanged file, program reused)" "${walls[*]}" "${cpus[*]}"

walls=(); cpus=()
for _ in $(seq "$runs"); do
  timed "$bin" run task-id --lang en
  walls+=("$wall"); cpus+=("$cpu")
done
stats "run task-id (a bundled scenario, for comparison)" "${walls[*]}" "${cpus[*]}"
