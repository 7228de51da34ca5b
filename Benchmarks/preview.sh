#!/usr/bin/env bash
# The speed of `asyncplay preview` (issue 16's targets): the edit → first screen cycle of a 60-line view with a warm
# cache (compile, child run, output), a List of 1,000 rows through 100 state changes, and 200 keystrokes into a
# debounced search. Prints one JSON object per measurement (milliseconds of wall time; median, min and max of the
# runs, the median CPU time and the load average).
# Usage: Benchmarks/preview.sh [path/to/asyncplay] [runs]   (default: .build/release/asyncplay, 10 runs)
#
# "Run time" is what the run costs in the child: the child's wall time (`--wall`) with the actions, less the same
# view's without them (process start, loading the program, the first screen), so it counts the state changes, the
# updates, the screens and their trace, and writing it.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(realpath "${1:-.build/release/asyncplay}")
runs=${2:-10}
work=$(mktemp -d /tmp/asyncplay-bench-preview-XXXXXX)
trap 'rm -rf "$work"' EXIT
export ASYNCPLAY_CACHE_DIR="$work/cache" NO_COLOR=1

now() { date +%s%N; }
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { printf "%.3f\n", (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
# stats NAME "VALUES_MS" [CPU_MS]: one JSON object.
stats() {
  local sorted; sorted=$(printf '%s\n' $2 | sort -n)
  printf '{"measure":"%s","runs":%d,"median_ms":%s,"min_ms":%s,"max_ms":%s%s,"load":"%s"}\n' "$1" \
    "$(echo "$sorted" | wc -l)" "$(median $2)" "$(echo "$sorted" | head -1)" "$(echo "$sorted" | tail -1)" \
    "${3:+,\"cpu_median_ms\":$(median $3)}" "$(cut -d' ' -f1-3 /proc/loadavg)"
}
# wall FILE ARGS...: the child's wall-clock time of a preview run, in ms (the run's output dropped).
child_wall() { "$bin" preview "$@" --json --wall 2>&1 >/dev/null | sed -n 's/^asyncplay: wall-clock \([0-9.]*\) ms$/\1/p'; }

# 1. Edit → first screen: the 60-line view, compiled once to warm the caches, then edited and previewed.
cp Benchmarks/Preview/Editor.swift "$work/Editor.swift"
"$bin" preview "$work/Editor.swift" >/dev/null 2>&1
walls=(); cpus=()
for i in $(seq "$runs"); do
  echo "// edit $i" >> "$work/Editor.swift"
  start=$(now)
  /usr/bin/time -o "$work/cpu" -f "%U %S" "$bin" preview "$work/Editor.swift" >/dev/null 2>&1
  end=$(now)
  walls+=("$(awk -v n=$((end - start)) 'BEGIN { printf "%.1f", n / 1e6 }')")
  cpus+=("$(awk '{ printf "%.0f", ($1 + $2) * 1000 }' "$work/cpu")")
done
stats "edit -> first screen, 60-line view, warm cache ($(wc -l < Benchmarks/Preview/Editor.swift) lines)" \
  "${walls[*]}" "${cpus[*]}"
walls=()
for _ in $(seq "$runs"); do
  start=$(now); "$bin" preview "$work/Editor.swift" >/dev/null 2>&1; end=$(now)
  walls+=("$(awk -v n=$((end - start)) 'BEGIN { printf "%.1f", n / 1e6 }')")
done
stats "preview again, unchanged file (program reused)" "${walls[*]}"

# 2. and 3.: run time of the actions, the child's wall time less the same view's without them (medians of each, so
# that the noise of two process starts does not land in the difference; and of the fastest runs of each, which load
# disturbs least).
measure() {
  local name=$1 file=$2 actions=$3 withs=() withouts=()
  "$bin" preview "$file" >/dev/null 2>&1
  for _ in $(seq "$runs"); do
    withs+=("$(child_wall "$file" --do "$actions")")
    withouts+=("$(child_wall "$file")")
  done
  local with without fastest quickest
  with=$(median "${withs[@]}"); without=$(median "${withouts[@]}")
  fastest=$(printf '%s\n' "${withs[@]}" | sort -n | head -1); quickest=$(printf '%s\n' "${withouts[@]}" | sort -n | head -1)
  printf '{"measure":"%s","runs":%d,"run_time_ms":%.1f,"run_time_of_fastest_ms":%.1f,"child_with_ms":%s,' \
    "$name" "$runs" "$(awk -v a="$with" -v b="$without" 'BEGIN { print a - b }')" \
    "$(awk -v a="$fastest" -v b="$quickest" 'BEGIN { print a - b }')" "$with"
  printf '"child_without_ms":%s,"load":"%s"}\n' "$without" "$(cut -d' ' -f1-3 /proc/loadavg)"
}
changes=$(for i in $(seq 100); do printf 'tap Next @%dms; ' "$i"; done)
measure "List of 1000 rows through 100 state changes (run time)" Benchmarks/Preview/LongList.swift "${changes%; }"
keys=$(for i in $(seq 200); do printf 'type q%d @%dms; ' "$i" $((i * 10)); done)
measure "200 keystrokes into a debounced search (run time)" Benchmarks/Preview/Keystrokes.swift "${keys%; }"
