#!/usr/bin/env bash
# Runs the real-world corpus with the asyncplay binary given and writes docs/realworld-corpus.md.
# usage: Tests/RealWorld/report.sh ASYNCPLAY [--out FILE] [--json FILE] [--only NAME ...]
set -euo pipefail
exec python3 "$(dirname "$0")/report.py" "$@"
