#!/bin/sh
# What the SwiftUI module costs the type checker: type-checks Benchmarks/SwiftUI/TypeCheckView.swift (a 68-line view
# with a model, a list, sections, a search field, a task and a refresh) three times against the built module, and
# prints the whole command's time, the slowest function bodies, and an empty file's time for comparison.
#   Benchmarks/typecheck-view.sh [BUILD_DIR]   (build first: swift build)
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/.build/debug}
maps=""
for map in "$build"/*.build/module.modulemap; do maps="$maps -Xcc -fmodule-map-file=$map"; done
view=$root/Benchmarks/SwiftUI/TypeCheckView.swift
empty=$(mktemp --suffix=.swift)
trap 'rm -f "$empty"' EXIT
echo 'import SwiftUI' > "$empty"
for run in 1 2 3; do
  # shellcheck disable=SC2086
  /usr/bin/time -f "view, run $run: %e s" swiftc -typecheck -swift-version 6 -I "$build/Modules" $maps "$view"
done
# shellcheck disable=SC2086
swiftc -typecheck -swift-version 6 -I "$build/Modules" $maps "$view" -Xfrontend -debug-time-function-bodies \
  2>&1 | sort -rn | head -3
# shellcheck disable=SC2086
/usr/bin/time -f "empty file: %e s" swiftc -typecheck -swift-version 6 -I "$build/Modules" $maps "$empty"
