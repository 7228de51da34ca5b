#!/usr/bin/env bash
# Runs the complete units of the seed chapters' Swift samples (../shared/seeds/samples/, whose README lists them)
# with `asyncplay preview`, as their chapters say, and checks what the chapters state. The samples stay outside the
# repository: without them the script says so and exits 0.
#
#   Tests/Seeds/run-seed-samples.sh            # samples from ../shared/seeds/samples beside the checkout
#   ASYNCPLAY_SEEDS=DIR ASYNCPLAY_BIN=.build/release/asyncplay Tests/Seeds/run-seed-samples.sh
#
# Each unit gets one line: ✓ (it runs and shows what its chapter says; a unit of declarations only compiles), or ✗
# and why. The last line counts them; the exit status is 1 when a check the chapters state fails.
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
samples=${ASYNCPLAY_SEEDS:-$top/../shared/seeds/samples}
bin=${ASYNCPLAY_BIN:-$top/.build/debug/asyncplay}
if [[ ! -d $samples ]]; then
  echo "seed samples not present at $samples (set ASYNCPLAY_SEEDS to their folder): nothing run"
  exit 0
fi
[[ -x $bin ]] || { echo "no asyncplay at $bin: build it first (swift build)"; exit 1; }
scratch=$(mktemp -d "${TMPDIR:-/tmp}/asyncplay-seeds-XXXXXX")
trap 'rm -rf "$scratch"' EXIT

ran=0 failed=0 stated=0 total=0
pass() { printf '✓ %s  %s\n' "$1" "$2"; ran=$((ran + 1)); }
fail() { printf '✗ %s  %s\n' "$1" "$2"; }
preview() { timeout 60 "$bin" preview "$@" --json 2>&1; }
# What went wrong, in one short line: the first compiler message, else the last line.
why() { local first; first=$(grep -m1 -oE '"message":"[^"]*"' <<<"$1" | cut -d'"' -f4); echo "${first:-$(tail -n1 <<<"$1")}" | cut -c1-100; }

# A check a chapter states: the unit, what it shows, a pattern the JSON trace must hold, one it must not, actions.
stated() {
  local unit=$1 says=$2 must=$3 mustNot=$4; shift 4
  total=$((total + 1)); stated=$((stated + 1))
  local out; out=$(preview "$samples/$unit.swift" "$@")
  if ! grep -qE "$must" <<<"$out"; then
    fail "$unit" "$says: not shown ($(why "$out"))"; failed=$((failed + 1)); return
  fi
  if [[ -n $mustNot ]] && grep -qE "$mustNot" <<<"$out"; then
    fail "$unit" "$says: but also $(grep -oE "$mustNot" <<<"$out" | head -n1)"; failed=$((failed + 1)); return
  fi
  pass "$unit" "$says"
}

# 46.2: swift's results at 560 ms after s@0, sw@120, swift@260; never s's or sw's.
stated 001_3d00a6b3d83958d0_03 "46.2 debounce: swift's results at 560 ms, never s's or sw's" \
  '"t_ms":560,[^}]*"kind":"screen"[^}]*swift 的结果 A' '"(s|sw) 的结果' \
  --do 'type s @0ms; type sw @120ms; type swift @260ms'
# 46.5: CancelAware shows 结果 at 8 s after leaving at 2 s and returning at 3 s, never 失败.
stated 001_3d00a6b3d83958d0_08 "46.5 CancelAware: 结果 at 8 s after leave 2 s / return 3 s, never 失败" \
  '"t_ms":8000,[^}]*"kind":"screen"[^}]*"text":"结果"' '失败' --do 'leave @2s; return @3s'
# 46.4: the orders line at 40 ms.
stated 001_3d00a6b3d83958d0_05 "46.4 async let: 订单请求完成 at 40 ms" '"t_ms":40,[^}]*"kind":"print"[^}]*订单请求完成' ''
# 9.2: the store's three rows at 300 ms. Its @Observable store names no isolation and is awaited from .task: it
# compiles under the default profile, xcode26-app, as in the student's project (Default Actor Isolation = MainActor);
# under --profile swift-package it is "sending 'self.store' risks causing data races".
stated 000_87cbb81f71e99499_08 "9.2 store: three rows at 300 ms" \
  '"t_ms":300,[^}]*"kind":"screen"[^}]*第一条[^}]*第二条[^}]*第三条' ''
# 7.5: the Codable sample prints the same bytes on every run.
total=$((total + 1)); stated=$((stated + 1))
first=$(preview "$samples/004_623576ddfb4b4554_06.swift")
if grep -q '"kind":"print"[^}]*北京' <<<"$first" && [[ $(preview "$samples/004_623576ddfb4b4554_06.swift") == "$first" ]] \
   && [[ $(preview "$samples/004_623576ddfb4b4554_06.swift") == "$first" ]]; then
  pass 004_623576ddfb4b4554_06 "7.5 Codable: 北京, 晴天 and the JSON, the same bytes on three runs"
else
  fail 004_623576ddfb4b4554_06 "7.5 Codable: not the same bytes on every run ($(why "$first"))"
  failed=$((failed + 1))
fi

# The other complete units (README: unit `complete`): a view or script runs to its end; the units of declarations
# only (no view to show, no top-level code) are compiled with a one-line script beside them.
printf 'print("compiled")\n' > "$scratch/main.swift"
for unit in 000_87cbb81f71e99499_02 000_87cbb81f71e99499_04 000_87cbb81f71e99499_09 000_87cbb81f71e99499_11 \
            000_87cbb81f71e99499_12 000_87cbb81f71e99499_13 000_87cbb81f71e99499_14 000_87cbb81f71e99499_16 \
            001_3d00a6b3d83958d0_01 001_3d00a6b3d83958d0_02 001_3d00a6b3d83958d0_04 001_3d00a6b3d83958d0_06 \
            001_3d00a6b3d83958d0_07 001_3d00a6b3d83958d0_09 001_3d00a6b3d83958d0_10 001_3d00a6b3d83958d0_11 \
            002_57002a8cf20e97ea_01 004_623576ddfb4b4554_07 004_623576ddfb4b4554_12; do
  total=$((total + 1))
  out=$(preview "$samples/$unit.swift"); status=$?
  note=""
  # A view that needs arguments gets the #Preview Xcode's canvas would need too.
  if [[ -f $top/Tests/Seeds/previews/$unit.swift ]]; then
    out=$(preview "$samples/$unit.swift" "$top/Tests/Seeds/previews/$unit.swift"); status=$?
    note=", with Tests/Seeds/previews/$unit.swift"
  fi
  if ((status == 2)) && grep -qE 'nothing to show|没有可显示的视图' <<<"$out"; then
    if grep -q 'need arguments\|需要参数' <<<"$out"; then
      fail "$unit" "its view needs arguments and it has no #Preview: nothing runs it as it is"; continue
    fi
    out=$(preview "$samples/$unit.swift" "$scratch/main.swift"); status=$?
    ((status == 0)) && { pass "$unit" "declarations only: they compile"; continue; }
  fi
  if ((status == 0)); then
    pass "$unit" "runs to its end ($(grep -o '"t_ms":[0-9.]*' <<<"$out" | tail -n1 | cut -d: -f2) ms$note)"
  else
    fail "$unit" "exit $status: $(why "$out")"
  fi
done

echo "$ran of $total complete units run as their chapters say ($((stated - failed)) of $stated stated results shown)"
((failed == 0))
