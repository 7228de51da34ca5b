#!/usr/bin/env bash
# Edit → verdict inside `asyncplay watch task-id` (the reference solution, so every check passes): the loop a student
# keeps open, where the compiler stays loaded in the watch process (Sources/Runs/Compiling/ResidentCompiler.swift).
# Two watch processes of the same binary take turns, edit by edit: A as shipped, B with ASYNCPLAY_RESIDENT_COMPILER=0
# (every compile starts swift-frontend, as a one-off `check` does). Each edit appends a comment line.
# Prints one JSON object per side: the median, min and max wall time from the save to the verdict on screen (it
# includes watch's poll of the file, every 200 ms, alike for both) and the median CPU time of the watch process and
# everything it waited for (compiler, linker, the child), in milliseconds, then the ratio of the medians (A/B).
#
# Usage: Benchmarks/watch-loop.sh [path/to/asyncplay] [runs]   (default: .build/release/asyncplay, 7 runs)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(realpath "${1:-.build/release/asyncplay}")
runs=${2:-7}
work=$(mktemp -d /tmp/asyncplay-bench-watch-XXXXXX)
declare -A pid=()
cleanup() {
  for side in "${!pid[@]}"; do kill "${pid[$side]}" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT
export NO_COLOR=1
marker='Every check holds'
ticks=$(getconf CLK_TCK)

now() { date +%s%N; }
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { printf "%.0f\n", (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
side_env() { echo "ASYNCPLAY_CACHE_DIR=$work/$1/cache ASYNCPLAY_WORKSPACE=$work/$1/ws XDG_DATA_HOME=$work/$1/data"; }
# CPU of the process and its waited-for children, in nanoseconds (utime stime cutime cstime of /proc/PID/stat).
cpu_of() { awk -v t="$ticks" '{ sub(/^.*\) /, ""); printf "%.0f", ($12 + $13 + $14 + $15) * 1e9 / t }' "/proc/$1/stat"; }
verdicts() { grep -c "$marker" "$work/$1/out" || true; }
wait_verdicts() {  # SIDE COUNT: until the watch has shown COUNT verdicts (a minute at most)
  local deadline=$(( $(now) + 60000000000 ))
  while (( $(verdicts "$1") < $2 )); do
    (( $(now) < deadline )) || { echo "watch-loop: no verdict from side $1; its output:" >&2; cat "$work/$1/out" >&2; exit 1; }
    sleep 0.005
  done
}

declare -A switch=([A]=1 [B]=0) seen=()
for side in A B; do
  mkdir -p "$work/$side"
  env $(side_env $side) "$bin" exercise task-id --lang en >/dev/null 2>&1
  file="$work/$side/ws/task-id.swift"
  { head -1 "$file"; "$bin" solution task-id --lang en; } > "$work/$side/solution.swift"
  cp "$work/$side/solution.swift" "$file"
  env $(side_env $side) ASYNCPLAY_RESIDENT_COMPILER=${switch[$side]} "$bin" watch task-id --lang en \
    > "$work/$side/out" 2>&1 &
  pid[$side]=$!
  wait_verdicts $side 1
  seen[$side]=1
done
# Warm: one edit each (A loads the compiler's library on its first compile).
for side in A B; do
  echo "// warm" >> "$work/$side/ws/task-id.swift"
  seen[$side]=$(( seen[$side] + 1 )); wait_verdicts $side "${seen[$side]}"
done

declare -A walls=() cpus=()
for i in $(seq "$runs"); do
  for side in A B; do
    sleep 0.3  # the watch is idle again (it polls every 200 ms)
    before=$(cpu_of "${pid[$side]}")
    start=$(now)
    echo "// edit $i" >> "$work/$side/ws/task-id.swift"
    seen[$side]=$(( seen[$side] + 1 )); wait_verdicts $side "${seen[$side]}"
    end=$(now)
    walls[$side]+="$((end - start)) "; cpus[$side]+="$(( $(cpu_of "${pid[$side]}") - before )) "
  done
done
declare -A medians=()
for side in A B; do
  sorted=$(printf '%s\n' ${walls[$side]} | sort -n)
  medians[$side]=$(median ${walls[$side]})
  printf '{"measure":"watch: edit -> verdict (task-id)","side":"%s","resident_compiler":%s,"runs":%d,"median_ms":%.0f,"min_ms":%.0f,"max_ms":%.0f,"cpu_median_ms":%.0f,"load":"%s"}\n' \
    "$side" "${switch[$side]}" "$runs" "${medians[$side]}e-6" "$(echo "$sorted" | head -1)e-6" \
    "$(echo "$sorted" | tail -1)e-6" "$(median ${cpus[$side]})e-6" "$(cut -d' ' -f1-3 /proc/loadavg)"
done
printf '{"measure":"watch: edit -> verdict (task-id)","wall_ratio_A_over_B":%s,"cpu_ratio_A_over_B":%s}\n' \
  "$(awk -v a="${medians[A]}" -v b="${medians[B]}" 'BEGIN { printf "%.2f", a / b }')" \
  "$(awk -v a="$(median ${cpus[A]})" -v b="$(median ${cpus[B]})" 'BEGIN { printf "%.2f", a / b }')"
