#!/bin/sh
# Type-checks the complete seed samples (../shared/seeds/samples, outside the repository) unchanged against the
# SwiftUI module, as `asyncplay preview` compiles a user's file: the module imported into every file, the macro
# plugin loaded, under the default profile xcode26-app (docs/profiles.md). Prints one line per sample (OK, or its first errors) and the count; exits 1 when one fails.
#   Tests/SeedSamples/typecheck.sh [SAMPLES_DIR] [BUILD_DIR]   (build first: swift build --product SwiftUIFixtures)
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
# ../shared beside the checkout (/work/main), or beside the worktrees' folder (/work/wt/NAME).
samples=${1:-$root/../shared/seeds/samples}
[ -d "$samples" ] || samples=$root/../../shared/seeds/samples
build=${2:-$root/.build/debug}
if [ ! -f "$samples/README.md" ]; then echo "no seed samples at $samples (skipped)"; exit 0; fi
maps=""
# Every C target's module map: the module's (hidden) dependencies must load.
for map in "$build"/*.build/module.modulemap; do
  maps="$maps -Xcc -fmodule-map-file=$map"
done
total=0; passed=0
# The README's table marks whole units `complete` (SwiftData/Security ones are `complete*`: absent on Linux).
for unit in $(grep -E '^\| [0-9]+_[0-9]+ \|.*\| complete( \(no import line\))? \|' "$samples/README.md" | awk -F'|' '{print $2}' | tr -d ' '); do
  file=$(ls "$samples"/"${unit%%_*}"_*_"${unit##*_}".swift)
  total=$((total + 1))
  # shellcheck disable=SC2086
  errors=$(swiftc -typecheck -swift-version 5 -default-isolation MainActor \
    -enable-upcoming-feature DisableOutwardActorInference -enable-upcoming-feature GlobalActorIsolatedTypesUsability \
    -enable-upcoming-feature InferIsolatedConformances -enable-upcoming-feature InferSendableFromCaptures \
    -enable-upcoming-feature NonisolatedNonsendingByDefault \
    -I "$build/Modules" $maps -Xfrontend -import-module -Xfrontend SwiftUI \
    -load-plugin-executable "$build/SwiftUIMacros-tool#SwiftUIMacros" "$file" 2>&1 | grep "error:" \
    | sed 's/.*error: //' | sort -u | head -3 | tr '\n' ';')
  if [ -z "$errors" ]; then passed=$((passed + 1)); echo "$unit: OK"; else echo "$unit: $errors"; fi
done
echo "$passed of $total complete seed samples type-check"
[ "$passed" -eq "$total" ]
