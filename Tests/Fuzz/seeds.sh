#!/usr/bin/env bash
# Makes the seed corpus of every fuzz target from the repository's real files: lessons, exercises, transcripts,
# the scenarios' parameter values. Tests/Fuzz/Corpus/<target>/ is recreated each time (it is not committed).
set -euo pipefail
cd "$(dirname "$0")/../.."
corpus=Tests/Fuzz/Corpus
rm -rf "$corpus"
mkdir -p "$corpus"
seed() {  # seed TARGET NAME: stdin becomes one corpus file
  mkdir -p "$corpus/$1"
  cat > "$corpus/$1/$2"
}
lines() {  # lines TARGET PREFIX: each line of stdin becomes one corpus file
  local n=0
  while IFS= read -r line; do
    n=$((n + 1))
    printf '%s' "$line" | seed "$1" "$2-$n"
  done
}
# The commands of every transcript and lesson step, the parameter words of lessons and transcripts.
commands=$(mktemp)
trap 'rm -f "$commands"' EXIT
{ sed -n 's/^asyncplay[^>]*> //p' Tests/Transcripts/*.play; sed -n 's/^try: //p' Lessons/*.lesson; } | sort -u > "$commands"
lines tokenizer cmd < "$commands"
lines command cmd < "$commands"
# Durations: every value after = or @ in those commands and in lessons' params/run lines, plus edge cases.
{ grep -ho '[=@][0-9.]*[a-zµ]*' "$commands" Lessons/*.lesson | cut -c2- | grep '^[0-9.]'; \
  printf '%s\n' 0 24h 86400s 1440m 0.3s 1500us 1500µs 7ns 2min 153722867.9m 9223372036.9s -0 .5s 5.s; } \
  | sort -u | lines duration d
# name=value words and typing schedules; command lines as NUL-separated arguments.
{ grep -ho '[a-z]*=[^ ]*' "$commands" Lessons/*.lesson; echo 'typing=s@0 sw@120 swift@260'; } | sort -u \
  | lines parameters p
printf '%s\n' 's@0 sw@120 swift@260' 'ios@0 android@150' '@500' 'a@1 b@2 c@3' | lines typing t
n=0
while IFS= read -r line; do
  n=$((n + 1))
  printf '%s' "$line" | tr ' ' '\0' | seed arguments "a-$n"
done <<'ARGS'
run async-let --lang en
run task-id typing=s@0 cancellation=ignored --json
run three-state latency=86400s --max-time 24h --max-events 100 --max-jobs 1000
run timeout --export svg=t.svg --export json=t.json --no-color --wall
bench fanout tasks=100 seed=7
play demo.play --pace 3s --speed 0.5x --lang zh --keep-going
test Tests/Transcripts --update
--lang en --lessons Lessons --keep-going --no-color
list --lang zh
ARGS
# Whole files.
for file in Lessons/*.lesson; do seed lesson "$(basename "$file")" < "$file"; done
for file in Lessons/Exercises/*/exercise.txt; do seed exercise "$(basename "$(dirname "$file")")" < "$file"; done
for file in Tests/Transcripts/*.play; do seed play "$(basename "$file")" < "$file"; done
# Trace checks: every choice's check in the lessons and every trace check of the exercises.
{ sed -n 's/^choice\.[a-z0-9]*\.check: //p' Lessons/*.lesson; sed -n 's/^trace[.a-z]*: //p' Lessons/Exercises/*/exercise.txt; } \
  | sort -u | lines tracecheck c
# Progress files as asyncplay writes them.
printf '{\n  "version": 1,\n  "lessons": {}\n}\n' | seed progress empty
printf '{\n  "version": 1,\n  "lessons": {\n    "task-id": {"step": 2, "seen": [0, 1, 2], "quizzes": {"3": true}},\n    "three-state": {"step": 0, "seen": [0], "quizzes": {}}\n  }\n}\n' \
  | seed progress two
# Schedules: the ones the transcripts and lessons use, the witnesses asyncplay explore prints for a racy scenario
# (when a build is there), and edge cases around the limits.
{ grep -ho 'schedule[= ][^ )]*' Tests/Transcripts/*.play Lessons/*.lesson | cut -c10- | grep -v '…'; \
  if [ -x .build/debug/asyncplay ]; then \
    .build/debug/asyncplay explore persistence case=race saves=actor-reentrant --max 200 --json 2>/dev/null \
      | grep -o '"witness":"[^"]*"' | cut -d'"' -f4; \
    .build/debug/asyncplay explore persistence case=race saves=unsynchronised --jitter 5ms --max 200 --json 2>/dev/null \
      | grep -o '"witness":"[^"]*"' | cut -d'"' -f4; \
  fi; \
  printf '%s\n' fifo 1:1 4:1.9:2 j5ms.4:1 j0.5ms.fifo j3600000ms.1:1 100000000:1000000 100000001:1 1:1000001 \
    2:1.1:1 1:0 0:1 '' j5ms j5ms. 1:1. .1:1 99999999999999999999:1 '1: 1' ; } | sort -u | lines schedule s
