#!/usr/bin/env bash
# Benchmarks the renderer (a measurement, not a test):
#   1. speed: a release build of render-bench renders every catalogue preview at rest, from a new
#      host, mid-drag and after checkout, and sends drag events through ViewHost.send; µs per op
#      (median of five batches) and ops per second, plus the whole gallery's renders per second;
#   2. allocations, exactly: each workload under valgrind with K1 and then K2 repetitions; its
#      allocations per op are (N2 − N1) / (K2 − K1), N being valgrind's "total heap usage: N allocs",
#      so setup (process start, host, the state the workload starts from) cancels out.
# Ends with a Markdown table.
#
#   Benchmarks/run.sh render      (or Benchmarks/render.sh, which run.sh runs)
# Environment (defaults): RENDER_BENCH_ITERATIONS=5000 (timed ops per workload), RENDER_BENCH_K1=100,
# RENDER_BENCH_K2=200, RENDER_BENCH_ONLY (an extended regular expression: count the allocations of
# the workloads it matches only; all by default, about 80 of them),
# RENDER_BENCH_SCRATCH (default: BENCH_SCRATCH, or run.sh's release build
# folder /tmp/stylegallery-benchmarks-build, so the two share one build).
# Installs valgrind with apt-get when missing. About 20 minutes after the build, most of it valgrind.
set -euo pipefail
cd "$(dirname "$0")/.."

iterations=${RENDER_BENCH_ITERATIONS:-5000}
k1=${RENDER_BENCH_K1:-100}
k2=${RENDER_BENCH_K2:-200}
only=${RENDER_BENCH_ONLY:-.}
scratch=${RENDER_BENCH_SCRATCH:-${BENCH_SCRATCH:-/tmp/stylegallery-benchmarks-build}}

if ! command -v valgrind >/dev/null; then
    echo "Installing valgrind…" >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >/dev/null
fi

echo "Building render-bench (release)…" >&2
swift build -c release --scratch-path "$scratch" --product render-bench >&2
bench="$(swift build -c release --scratch-path "$scratch" --show-bin-path)/render-bench"

echo "Timing ($iterations ops per workload)…" >&2
timing=$("$bench" --tsv --iterations "$iterations")

# valgrind's count of heap allocations for `render-bench --allocs K --workload W`.
allocs() {
    valgrind --tool=memcheck --leak-check=no "$bench" --allocs "$1" --workload "$2" 2>&1 >/dev/null |
        sed -n 's/.*total heap usage: \([0-9,]*\) allocs.*/\1/p' | tr -d ,
}

echo "Counting allocations (K = $k1 and $k2 under valgrind)…" >&2
declare -A per_op
while IFS= read -r workload; do
    n1=$(allocs "$k1" "$workload")
    n2=$(allocs "$k2" "$workload")
    if [[ -z $n1 || -z $n2 ]]; then
        echo "valgrind gave no allocation count for '$workload'" >&2
        exit 1
    fi
    per_op[$workload]=$(awk -v a="$n1" -v b="$n2" -v k1="$k1" -v k2="$k2" 'BEGIN { printf "%.1f", (b - a) / (k2 - k1) }')
    echo "  $workload: $n1 → $n2 allocs, ${per_op[$workload]} per op" >&2
done < <("$bench" --list | grep -E -- "$only")

echo
echo "| workload | µs per op | ops per s | allocations per op |"
echo "| --- | ---: | ---: | ---: |"
pass_allocs=0
for name in "${!per_op[@]}"; do
    [[ $name == *"(send)"* ]] || pass_allocs=$(awk -v a="$pass_allocs" -v b="${per_op[$name]}" 'BEGIN { print a + b }')
done
while IFS=$'\t' read -r name microseconds rate; do
    allocations=${per_op[$name]:-}
    # The pass's allocations are the sum of every workload's: counted only when all were.
    [[ $name == "whole gallery"* && $only == . ]] && allocations="$pass_allocs per pass"
    echo "| $name | $microseconds | $rate | $allocations |"
done <<<"$timing"
