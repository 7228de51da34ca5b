#!/usr/bin/env bash
# The student's loop (issue 36's targets): edit → preview of a 45-line search view with three typed queries
# (Benchmarks/Loop/RepoSearch.swift and its routes), edit → verdict of the task-id exercise, and both again with the
# file unchanged (the compiled program reused). Each edit appends a comment line, so that every run compiles.
# Prints one JSON object per measurement: the median, min and max wall time and the median CPU time (user + system of
# asyncplay and everything it starts) of the runs, in milliseconds, and the load average.
#
# Usage: Benchmarks/loop.sh [path/to/asyncplay] [runs] [path/to/baseline-asyncplay]
#   default: .build/release/asyncplay, 7 runs. With a baseline, the two binaries take turns, edit by edit (A B A B …),
#   each with a cache of its own, and every measurement is printed for both, with the ratio of the medians (A/B):
#   the machine's drift then touches both alike.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(realpath "${1:-.build/release/asyncplay}")
runs=${2:-7}
base=${3:+$(realpath "$3")}
work=$(mktemp -d /tmp/asyncplay-bench-loop-XXXXXX)
trap 'rm -rf "$work"' EXIT
export NO_COLOR=1
actions='type s @0ms; type sw @150ms; type swift @300ms'

now() { date +%s%N; }
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { printf "%.0f\n", (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# One side of the comparison: its binary, cache, workspace and files live in $work/<side>.
setup() {
  local side=$1 binary=$2
  mkdir -p "$work/$side"
  cp Benchmarks/Loop/RepoSearch.swift Benchmarks/Loop/routes "$work/$side/"
  ASYNCPLAY_CACHE_DIR="$work/$side/cache" ASYNCPLAY_WORKSPACE="$work/$side/ws" XDG_DATA_HOME="$work/$side/data" \
    "$binary" exercise task-id --lang en >/dev/null 2>&1
  # The reference solution, so that every check passes (a failing check exits 1).
  local file="$work/$side/ws/task-id.swift"
  { head -1 "$file"; "$binary" solution task-id --lang en; } > "$work/$side/solution.swift"
  cp "$work/$side/solution.swift" "$file"
  # Warm: the module cache, the page cache, the first compile of each.
  side_run "$side" "$binary" preview >/dev/null
  side_run "$side" "$binary" check >/dev/null
}

# side_run SIDE BINARY preview|check: runs it once; prints "wall_ns cpu_ns".
side_run() {
  local side=$1 binary=$2 what=$3 start end
  local -a command
  if [[ $what == preview ]]; then
    command=("$binary" preview "$work/$side/RepoSearch.swift" --routes "$work/$side/routes" --do "$actions")
  else
    command=("$binary" check task-id --lang en)
  fi
  start=$(now)
  ASYNCPLAY_CACHE_DIR="$work/$side/cache" ASYNCPLAY_WORKSPACE="$work/$side/ws" XDG_DATA_HOME="$work/$side/data" \
    /usr/bin/time -o "$work/$side/cpu" -f "%U %S" "${command[@]}" >/dev/null 2>&1
  end=$(now)
  echo "$((end - start)) $(awk '{ printf "%d", ($1 + $2) * 1e9 }' "$work/$side/cpu")"
}

# measure NAME preview|check edit|same: the runs of every side, then one JSON object per side.
measure() {
  local name=$1 what=$2 edit=$3
  local -A walls=() cpus=()
  for i in $(seq "$runs"); do
    for side in "${sides[@]}"; do
      local file="$work/$side/RepoSearch.swift"
      [[ $what == check ]] && file="$work/$side/ws/task-id.swift"
      [[ $edit == edit ]] && echo "// edit $i" >> "$file"
      local figures; figures=$(side_run "$side" "${binary[$side]}" "$what")
      walls[$side]+="${figures% *} "; cpus[$side]+="${figures#* } "
    done
  done
  local medians=()
  for side in "${sides[@]}"; do
    local sorted; sorted=$(printf '%s\n' ${walls[$side]} | sort -n)
    local m; m=$(median ${walls[$side]})
    medians+=("$m")
    printf '{"measure":"%s","binary":"%s","runs":%d,"median_ms":%.0f,"min_ms":%.0f,"max_ms":%.0f,"cpu_median_ms":%.0f,"load":"%s"}\n' \
      "$name" "$side" "$runs" "${m}e-6" "$(echo "$sorted" | head -1)e-6" "$(echo "$sorted" | tail -1)e-6" \
      "$(median ${cpus[$side]})e-6" "$(cut -d' ' -f1-3 /proc/loadavg)"
  done
  if ((${#sides[@]} == 2)); then
    printf '{"measure":"%s","ratio_of_medians_A_over_B":%s}\n' "$name" \
      "$(awk -v a="${medians[0]}" -v b="${medians[1]}" 'BEGIN { printf "%.2f", a / b }')"
  fi
}

declare -A binary=([A]="$bin")
sides=(A)
if [[ -n $base ]]; then binary[B]=$base; sides=(A B); fi
for side in "${sides[@]}"; do setup "$side" "${binary[$side]}"; done
echo "{\"view_lines\":$(wc -l < Benchmarks/Loop/RepoSearch.swift),\"actions\":\"$actions\"}"
measure "edit -> preview (45-line search view, three actions)" preview edit
measure "preview again (unchanged file)" preview same
measure "edit -> verdict (check task-id)" check edit
measure "check again (unchanged file)" check same
