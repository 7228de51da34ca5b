#!/usr/bin/env bash
# Builds the libFuzzer targets in Tests/Fuzz/Targets and runs each for a given time.
#
#   Tests/Fuzz/run.sh                  build, then run every target for 60 s
#   Tests/Fuzz/run.sh 600 duration     build, then run the duration target for 10 minutes
#   FUZZ_JOBS=2 Tests/Fuzz/run.sh 600  run two targets at a time (the default is one)
#   FUZZ_TIMEOUT=60 …                  seconds after which one input counts as a hang (default 10)
#   FUZZ_ONLY=build Tests/Fuzz/run.sh  build and link only; FUZZ_ONLY=run …: run what an earlier build made
#   FUZZ_INSTRUMENT=no Tests/Fuzz/run.sh 3
#                                      no instrumented build: link the targets against the objects of the ordinary
#                                      debug build in .build (`swift build --build-tests` must have run). Only the
#                                      target files are instrumented, so the mutations are blind to the parsers'
#                                      branches and nothing is address-checked: a smoke (every target links, runs its
#                                      seeds and random inputs without a trap), not a search. CI runs this; the long
#                                      runs keep the instrumented build.
#
# The package's modules are built once with AddressSanitizer and coverage instrumentation (a separate build path,
# .build/fuzz); each target is then linked with libFuzzer. Seed corpora are made from the repository's real files
# (Tests/Fuzz/Corpus/<target>, recreated on every run; libFuzzer adds what it finds to Tests/Fuzz/Work/<target>).
# A crash leaves its input in Tests/Fuzz/Work/<target>/crash-* and makes the script exit 1; the summary names
# executions and coverage.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${1:-60}"
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=($(ls Tests/Fuzz/Targets | sed 's/\.swift$//'))
fi
jobs="${FUZZ_JOBS:-1}"
instrument="${FUZZ_INSTRUMENT:-yes}"
case "$instrument" in
  yes) build=.build/fuzz; sanitize=fuzzer,address ;;
  no) build=.build; sanitize=fuzzer ;;
  *) echo "fuzz: FUZZ_INSTRUMENT is '$instrument'; accepted: yes (the default), no" >&2; exit 2 ;;
esac
bin="$build/fuzz-bin"
mkdir -p "$bin" Tests/Fuzz/Work

only="${FUZZ_ONLY:-}"
case "$only" in
  ""|build|run) ;;
  *) echo "fuzz: FUZZ_ONLY is '$only'; accepted: build, run (or unset for both)" >&2; exit 2 ;;
esac

if [ "$only" != run ] && [ "$instrument" = no ]; then
  [ -d "$build/debug/Playground.build" ] || { echo "fuzz: FUZZ_INSTRUMENT=no links the debug build's objects; run swift build --build-tests first" >&2; exit 1; }
fi
if [ "$only" != run ] && [ "$instrument" = yes ]; then
  echo "fuzz: building the instrumented modules" >&2
  nice -n 10 swift build --build-path "$build" --target Playground \
    -Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp -Xswiftc -use-ld=lld \
    -Xcc -fsanitize=address -Xcc -fsanitize-coverage=inline-8bit-counters,pc-table,trace-cmp > "$build/fuzz-build.log" 2>&1 \
    || { grep -v "Cannot export" "$build/fuzz-build.log" | tail -20 >&2; exit 1; }
fi
if [ "$only" != run ]; then
  # Every library module of the build, Swift and C, found in the build folder rather than listed, so that a module
  # the playground comes to depend on is linked without editing this script: a folder of objects that is not a test,
  # a host tool or an executable (one of its objects defines `main`).
  c_modules=$(cd "$build/debug" && for d in C*.build; do if [ -f "$d/module.modulemap" ]; then echo "${d%.build}"; fi; done)
  nm_tool=$(command -v llvm-nm || command -v nm)
  objects=""
  for folder in "$build"/debug/*.build; do
    module=$(basename "$folder" .build)
    case "$module" in *Tests|*-tool|*PackageTests|*PackageDiscoveredTests) continue ;; esac
    compgen -G "$folder/*.o" > /dev/null || continue
    if "$nm_tool" --defined-only "$folder"/*.o 2>/dev/null | grep -qE ' T (_)?main$'; then continue; fi
    objects="$objects $(ls "$folder"/*.o)"
  done
  [ -n "$objects" ] || { echo "fuzz: the build made no library modules ($build/debug)" >&2; exit 1; }
  modulemaps=""
  for module in $c_modules; do
    map="$build/debug/$module.build/module.modulemap"
    [ -f "$map" ] && modulemaps="$modulemaps -Xcc -fmodule-map-file=$map"
  done
  modulemaps="$modulemaps -Xcc -fmodule-map-file=Sources/CEditLine/module.modulemap"

  # The targets reach the modules' `package` declarations as SwiftPM's own targets do: with the package's name, which
  # SwiftPM makes from the checkout's folder name (lower case, other characters than letters, digits and _ as _).
  package_name=$(basename "$PWD" | tr 'A-Z' 'a-z' | sed 's/[^a-z0-9_]/_/g')
  for target in "${targets[@]}"; do
    source="Tests/Fuzz/Targets/$target.swift"
    [ -f "$source" ] || { echo "fuzz: no target $target (see Tests/Fuzz/Targets)" >&2; exit 2; }
    echo "fuzz: linking $target" >&2
    nice -n 10 swiftc -sanitize="$sanitize" -use-ld=lld -parse-as-library -swift-version 6 -module-name "Fuzz_$target" -package-name "$package_name" \
      -I "$build/debug/Modules" $modulemaps \
      "$source" $objects -ledit -o "$bin/$target" 2> "$build/fuzz-link-$target.log" \
      || { grep -v "Cannot export" "$build/fuzz-link-$target.log" | tail -20 >&2; exit 1; }
  done

fi
if [ "$only" = build ]; then
  echo "fuzz: built ${#targets[@]} targets in $bin" >&2
  exit 0
fi
for target in "${targets[@]}"; do
  [ -x "$bin/$target" ] || { echo "fuzz: $bin/$target is not built (run without FUZZ_ONLY=run first)" >&2; exit 1; }
done

echo "fuzz: making the seed corpora" >&2
Tests/Fuzz/seeds.sh

status=0
run_one() {
  local target="$1"
  mkdir -p "Tests/Fuzz/Work/$target"
  local log="Tests/Fuzz/Work/$target.log"
  # -rss_limit_mb=0: the RSS thread would be started through the engine's pthread_create interposer, which ASan
  # cannot see; -malloc_limit_mb bounds memory instead. -timeout: an input that takes FUZZ_TIMEOUT seconds (default
  # 10) is a hang; raise it when the runs share a busy machine at a low priority, where a slow input is not a hang.
  # SWIFT_BACKTRACE=enable=no: a trap is reported by libFuzzer (the backtracer's helper does not run under ASan);
  # -detect_leaks=0: Swift keeps pointers in enum payloads' spare bits, where LeakSanitizer cannot see them.
  if ! (cd "Tests/Fuzz/Work/$target" && SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 nice -n 10 "../../../../$bin/$target" \
        -max_total_time="$seconds" -timeout="${FUZZ_TIMEOUT:-10}" -detect_leaks=0 \
        -rss_limit_mb=0 -malloc_limit_mb=2048 -print_final_stats=1 . "../../Corpus/$target" > "../$target.log" 2>&1); then
    echo "fuzz: $target FAILED; see $log and Tests/Fuzz/Work/$target/crash-*" >&2
    return 1
  fi
  local execs cov
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*' || echo "?")
  echo "fuzz: $target: $execs executions in ${seconds}s, coverage $cov edges, 0 crashes"
}
running=0
for target in "${targets[@]}"; do
  run_one "$target" &
  running=$((running + 1))
  if [ "$running" -ge "$jobs" ]; then
    wait -n || status=1
    running=$((running - 1))
  fi
done
while [ "$running" -gt 0 ]; do
  wait -n || status=1
  running=$((running - 1))
done
exit $status
