#!/bin/bash
# What the SwiftUI module costs a student's file: type-checks a view with the flags StudentCompiler gives a preview
# (-swift-version 6 -Onone -g, the build's modules and C module maps, SwiftUI imported into every file, the macro
# plugin, -wmo; -typecheck instead of -emit-library), and an empty file the same way, RUNS times each, after one
# run that fills the module cache as a student's first compile does. For each it prints the wall time and the CPU
# time (user + system, which a loaded machine inflates less than the wall time), and the best of each.
#   Benchmarks/typecheck-student.sh [BUILD_DIR] [VIEW] [RUNS]
#   (defaults: .build/debug, Benchmarks/SwiftUI/TypeCheckView100.swift, 5; build first: swift build)
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/.build/debug}
view=${2:-$root/Benchmarks/SwiftUI/TypeCheckView100.swift}
runs=${3:-5}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
empty=$scratch/Empty.swift
echo 'import SwiftUI' > "$empty"
args=(-typecheck -module-name Student -swift-version 6 -Onone -g -I "$build/Modules" -module-cache-path "$scratch/cache")
for map in "$build"/*.build/module.modulemap; do args+=(-Xcc "-fmodule-map-file=$map"); done
args+=(-Xfrontend -import-module -Xfrontend SwiftUI)
[ -x "$build/SwiftUIMacros-tool" ] && args+=(-load-plugin-executable "$build/SwiftUIMacros-tool#SwiftUIMacros")
args+=(-wmo)
swiftc "${args[@]}" "$view"
# One measured run of `file`: "wall cpu" in milliseconds.
measure() {
  local start end wall cpu
  start=$(date +%s%N)
  cpu=$( { /usr/bin/time -f '%U %S' swiftc "${args[@]}" "$1"; } 2>&1 | tail -1 | awk '{ printf "%d", ($1 + $2) * 1000 }')
  end=$(date +%s%N)
  wall=$(( (end - start) / 1000000 ))
  echo "$wall $cpu"
}
best() { sort -n | head -1; }
: > "$scratch/view"; : > "$scratch/empty"
for run in $(seq "$runs"); do
  read -r vw vc <<< "$(measure "$view")"
  read -r ew ec <<< "$(measure "$empty")"
  echo "$vw $vc" >> "$scratch/view"; echo "$ew $ec" >> "$scratch/empty"
  printf 'run %s: view %d ms wall, %d ms CPU; empty file %d ms wall, %d ms CPU\n' "$run" "$vw" "$vc" "$ew" "$ec"
done
vw=$(cut -d' ' -f1 "$scratch/view" | best); vc=$(cut -d' ' -f2 "$scratch/view" | best)
ew=$(cut -d' ' -f1 "$scratch/empty" | best); ec=$(cut -d' ' -f2 "$scratch/empty" | best)
printf 'best of %s: view (%s lines) %d ms wall, %d ms CPU; empty file %d ms wall, %d ms CPU\n' \
  "$runs" "$(wc -l < "$view")" "$vw" "$vc" "$ew" "$ec"
