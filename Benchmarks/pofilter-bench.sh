#!/usr/bin/env bash
# Times translate-toolkit's pofilter tag and printf checks on the lint benchmark's PO files,
# for comparison with `markupc lint` (Docs/Performance.md#lint).
#
#   Benchmarks/pofilter-bench.sh [PROJECT_DIR]
#
# PROJECT_DIR is written by `markupc-bench lint-project` (default /tmp/markupc-lint-project;
# it is generated when missing). translate-toolkit is installed from PyPI with pip into
# Benchmarks/.venv (never into the root package or the system). Prints the best of 3 wall
# times, how many findings pofilter reported, and its exit status.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
project="${1:-/tmp/markupc-lint-project}"
venv="$here/.venv"

if [ ! -x "$venv/bin/pofilter" ]; then
  python3 -m venv "$venv"
  "$venv/bin/python" -m pip install --quiet --upgrade pip
  "$venv/bin/python" -m pip install --quiet translate-toolkit
fi
if [ ! -d "$project/po" ]; then
  swift build -c release --package-path "$here" >/dev/null
  "$here/.build/release/markupc-bench" lint-project "$project"
fi

checks=(-t xmltags -t printf -t urls)
echo "pofilter $("$venv/bin/pofilter" --version 2>&1 | head -1) with ${checks[*]} on $project/po"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
best=""
for run in 1 2 3; do
  rm -rf "$out/result"
  start=$(date +%s.%N)
  set +e
  "$venv/bin/pofilter" --progress=none "${checks[@]}" "$project/po" "$out/result"
  status=$?
  set -e
  end=$(date +%s.%N)
  time=$(echo "$end - $start" | bc)
  echo "run $run: ${time} s (exit status $status)"
  if [ -z "$best" ] || [ "$(echo "$time < $best" | bc)" = 1 ]; then best=$time; fi
done
findings=$(cat "$out"/result/*.po 2>/dev/null | grep -c '^# (pofilter)' || true)
echo "best: ${best} s; ${findings} findings (pofilter reports the unit, not a line or column)"
