#!/usr/bin/env bash
# Fuzzes the gallery's event decoder and dispatcher with libFuzzer + AddressSanitizer for a
# bounded time:
#   scripts/fuzz-events.sh [seconds]        (default 30)
#
# Builds Stylish, StylishControls and HTTPServer as static modules, then
# Tests/Fuzz/Events/*.swift together with Sources/Gallery/**/*.swift into one module (so internal
# API is visible), all with -sanitize=fuzzer,address; each module is rebuilt only when its sources
# changed (in FUZZ_BUILD_DIR when set; else in this run's folder). Runs it on a temporary copy of
# Tests/Fuzz/Events/corpus with Tests/Fuzz/Events/events.dict, and prints libFuzzer's final stats
# and the number of executions. Nothing is written into the repository: the build, new corpus
# units and crash artifacts go to this run's folder, $STYLEGALLERY_RUN_DIR/fuzz-events when set
# (scripts/test-all.sh sets it), else a new temporary folder, removed when nothing failed.
# Exits non-zero on a crash (broken invariant, trap, ASan report), a leak, a timeout or an OOM;
# the reproducer is then kept and its path printed.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

seconds=${1:-30}
[[ "$seconds" =~ ^[0-9]+$ && "$seconds" -gt 0 ]] || { echo "usage: scripts/fuzz-events.sh [seconds]" >&2; exit 2; }

# shellcheck source=scripts/lib/fuzz-run.sh
source "$root/scripts/lib/fuzz-run.sh"
fuzz_scratch fuzz-events
build_dir=${FUZZ_BUILD_DIR:-$scratch/build}
mkdir -p "$build_dir"
bin="$build_dir/fuzz-events"
# -package-name as SwiftPM passes it (Package.swift's name): the modules share `package` members.
flags=(-sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6 -package-name StyleGallery -I "$build_dir")

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
    # swiftc writes a static library with `ar crs`, which keeps members already in the archive:
    # an archive left from older sources (a renamed file) would link its stale objects too.
    rm -f "$build_dir/lib$name.a"
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
# Absolute paths, as SwiftPM passes them: #filePath (the gallery's Config/colors.json is found
# from it) must not depend on the directory the fuzzer runs in.
mapfile -t stylish < <(find "$root/Sources/Stylish" -name '*.swift' | sort)
build_module Stylish "${stylish[@]}"
upstream=$(cat "$build_dir/Stylish.stamp")
mapfile -t controls < <(find "$root/Sources/StylishControls" -name '*.swift' | sort)
build_module StylishControls "${controls[@]}"
upstream=""
mapfile -t server < <(find "$root/Sources/HTTPServer" -name '*.swift' | sort)
build_module HTTPServer "${server[@]}"
mapfile -t redis < <(find "$root/Sources/RedisClient" -name '*.swift' | sort)
build_module RedisClient "${redis[@]}"
# The harness applies each patch as a client does, with the tests' HTMLPatch: compiled into the
# Gallery module here, so without the tests' import of it.
sed '/^@testable import Gallery$/d' Tests/GalleryTests/HTMLPatch.swift >"$build_dir/HTMLPatch.swift"
mapfile -t gallery < <(find "$root/Sources/Gallery" "$root/Tests/Fuzz/Events" -name '*.swift' | sort)
gallery+=("$build_dir/HTMLPatch.swift")
stamp=$(cat "${gallery[@]}" "$build_dir"/{Stylish,StylishControls,HTTPServer,RedisClient}.stamp | sha256sum | cut -c1-64)
if [[ $rebuilt -eq 1 || ! -x "$bin" || "$(cat "$bin.stamp" 2>/dev/null)" != "$stamp" ]]; then
    echo "fuzz-events: building $bin (${#gallery[@]} Gallery sources + harness)"
    if ! swiftc "${flags[@]}" -module-name Gallery "${gallery[@]}" -L "$build_dir" \
        -lStylishControls -lStylish -lHTTPServer -lRedisClient -o "$bin.new" >"$build_dir/build.log" 2>&1; then
        grep -v "ld.gold: warning: Cannot export local symbol" "$build_dir/build.log" >&2 || true
        echo "fuzz-events: the fuzzer did not build (log: $build_dir/build.log)" >&2
        exit 1
    fi
    mv "$bin.new" "$bin"
    echo "$stamp" >"$bin.stamp"
    echo "fuzz-events: built in $(($(date +%s) - started)) s"
fi

# Every preview's host checks the incremental engine against the reference engine after each
# event (a difference stops the process, which libFuzzer reports as a crash with its input).
export STYLEGALLERY_CHECK_ENGINE=1
run_fuzzer fuzz-events "$bin" Tests/Fuzz/Events/corpus "$root/Tests/Fuzz/Events/events.dict" 4096 "$seconds"
