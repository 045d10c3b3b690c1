#!/usr/bin/env bash
# Fuzzes the gallery's event decoder and dispatcher with libFuzzer + AddressSanitizer for a
# bounded time:
#   scripts/fuzz-events.sh [seconds]        (default 30)
#
# Builds Stylish, StylishControls and HTTPServer as static modules, then
# Tests/Fuzz/Events/*.swift together with Sources/Gallery/**/*.swift into one module (so internal
# API is visible), all with -sanitize=fuzzer,address; each module is rebuilt only when its sources
# changed (FUZZ_BUILD_DIR, default /tmp/stylegallery-fuzz-events). Runs it on a temporary copy of
# Tests/Fuzz/Events/corpus with Tests/Fuzz/Events/events.dict, and prints libFuzzer's final stats
# and the number of executions. Nothing is written into the repository.
# Exits non-zero on a crash (broken invariant, trap, ASan report), a leak, a timeout or an OOM;
# the reproducer is then kept and its path printed.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

seconds=${1:-30}
[[ "$seconds" =~ ^[0-9]+$ && "$seconds" -gt 0 ]] || { echo "usage: scripts/fuzz-events.sh [seconds]" >&2; exit 2; }

build_dir=${FUZZ_BUILD_DIR:-/tmp/stylegallery-fuzz-events}
mkdir -p "$build_dir"
bin="$build_dir/fuzz-events"
flags=(-sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6 -I "$build_dir")

# build_module NAME SOURCES...: a static library and its .swiftmodule, when its stamp changed.
build_module() {
    local name=$1
    shift
    local stamp
    stamp=$(cat "$@" | sha256sum | cut -c1-64)
    if [[ -f "$build_dir/lib$name.a" && "$(cat "$build_dir/$name.stamp" 2>/dev/null)" == "$stamp$upstream" ]]; then
        return
    fi
    echo "fuzz-events: building $name ($# sources)"
    if ! swiftc "${flags[@]}" -module-name "$name" -emit-module -emit-module-path "$build_dir/$name.swiftmodule" \
        -emit-library -static -o "$build_dir/lib$name.a" "$@" >"$build_dir/$name.log" 2>&1; then
        cat "$build_dir/$name.log" >&2
        echo "fuzz-events: $name did not build (log: $build_dir/$name.log)" >&2
        exit 1
    fi
    echo "$stamp$upstream" >"$build_dir/$name.stamp"
    rebuilt=1
}

started=$(date +%s)
rebuilt=0
upstream=""
mapfile -t stylish < <(find Sources/Stylish -name '*.swift' | sort)
build_module Stylish "${stylish[@]}"
upstream=$(cat "$build_dir/Stylish.stamp")
mapfile -t controls < <(find Sources/StylishControls -name '*.swift' | sort)
build_module StylishControls "${controls[@]}"
upstream=""
mapfile -t server < <(find Sources/HTTPServer -name '*.swift' | sort)
build_module HTTPServer "${server[@]}"
mapfile -t gallery < <(find Sources/Gallery Tests/Fuzz/Events -name '*.swift' | sort)
stamp=$(cat "${gallery[@]}" "$build_dir"/{Stylish,StylishControls,HTTPServer}.stamp | sha256sum | cut -c1-64)
if [[ $rebuilt -eq 1 || ! -x "$bin" || "$(cat "$bin.stamp" 2>/dev/null)" != "$stamp" ]]; then
    echo "fuzz-events: building $bin (${#gallery[@]} Gallery sources + harness)"
    if ! swiftc "${flags[@]}" -module-name Gallery "${gallery[@]}" -L "$build_dir" \
        -lStylishControls -lStylish -lHTTPServer -o "$bin.new" >"$build_dir/build.log" 2>&1; then
        grep -v "ld.gold: warning: Cannot export local symbol" "$build_dir/build.log" >&2 || true
        echo "fuzz-events: the fuzzer did not build (log: $build_dir/build.log)" >&2
        exit 1
    fi
    mv "$bin.new" "$bin"
    echo "$stamp" >"$bin.stamp"
    echo "fuzz-events: built in $(($(date +%s) - started)) s"
fi

work=$(mktemp -d /tmp/stylegallery-fuzz-events-run.XXXXXX)
keep_work=0
cleanup() { [[ $keep_work -eq 1 ]] || rm -rf "$work"; }
trap cleanup EXIT
mkdir -p "$work/corpus" "$work/artifacts"
cp Tests/Fuzz/Events/corpus/* "$work/corpus/"
seeds=$(find "$work/corpus" -type f | wc -l)

echo "fuzz-events: running for $seconds s on a copy of $seeds seed(s) in $work"
status=0
(
    cd "$work"
    SWIFT_BACKTRACE=enable=no \
        ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:symbolize=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}" \
        "$bin" -dict="$root/Tests/Fuzz/Events/events.dict" -max_len=4096 -max_total_time="$seconds" \
        -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$work/artifacts/" "$work/corpus" >"$work/fuzz.log" 2>&1
) || status=$?

grep -E '^Done [0-9]+ runs' "$work/fuzz.log" || true
grep -E '^stat::' "$work/fuzz.log" || true
runs=$(sed -nE 's/^stat::number_of_executed_units: *([0-9]+).*/\1/p' "$work/fuzz.log" | tail -1)
elapsed=$(sed -nE 's/^Done [0-9]+ runs in ([0-9]+) second.*/\1/p' "$work/fuzz.log" | tail -1)
corpus_now=$(find "$work/corpus" -type f | wc -l)

artifacts=$(find "$work/artifacts" -type f | sort)
if [[ $status -ne 0 || -n "$artifacts" ]]; then
    keep_work=1
    echo "fuzz-events: FAILED (libFuzzer exit status $status)" >&2
    grep -aE 'Fatal error|invariant broken|ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|SUMMARY:|deadly signal|Test unit written' \
        "$work/fuzz.log" | head -20 >&2 || true
    for artifact in $artifacts; do
        echo "fuzz-events: reproducer $artifact ($(stat -c %s "$artifact") bytes); replay with:" >&2
        echo "      SWIFT_BACKTRACE=enable=no $bin $artifact" >&2
    done
    echo "fuzz-events: full log $work/fuzz.log" >&2
    exit 1
fi
echo "fuzz-events: OK, ${runs:-?} executions in ${elapsed:-$seconds} s, corpus $seeds -> $corpus_now units, no crash, leak or timeout"
