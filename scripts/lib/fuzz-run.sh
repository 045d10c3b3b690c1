# Runs a built libFuzzer target on a copy of its seed corpus and reports, for scripts/fuzz.sh and
# scripts/fuzz-events.sh. Source it, then:
#
#   fuzz_scratch NAME        # sets $scratch, the folder for the build and the run (see below)
#   run_fuzzer NAME BINARY CORPUS DICTIONARY MAX_LEN SECONDS [EXTRA_HINT]
#
# Prints "NAME: OK, <n> executions in <s> s, corpus <a> -> <b> units, no crash, leak or timeout"
# (scripts/test-all.sh reads it), or the findings and how to replay them, and exits 1. The run's
# folder is kept when something was found (or the build failed), and its path printed.
# shellcheck shell=bash

# fuzz_scratch NAME: sets $scratch to NAME's folder in the test run's folder (STYLEGALLERY_RUN_DIR,
# which scripts/test-all.sh makes and removes), or, run alone, to a new temporary folder of its own,
# removed at exit unless the build or the run failed. No two runs share a folder.
fuzz_scratch() {
    if [[ -n "${STYLEGALLERY_RUN_DIR:-}" ]]; then
        scratch="$STYLEGALLERY_RUN_DIR/$1"
        mkdir -p "$scratch"
        fuzz_own_scratch=0
    else
        scratch=$(mktemp -d "${TMPDIR:-/tmp}/stylegallery-$1.XXXXXX")
        fuzz_own_scratch=1
    fi
    fuzz_name=$1
    fuzz_work=""
    fuzz_keep=1 # until run_fuzzer reports no finding
    trap fuzz_cleanup EXIT
}

# fuzz_cleanup: at exit, removes what fuzz_scratch made unless something failed; else names it.
fuzz_cleanup() {
    if [[ $fuzz_keep -eq 1 ]]; then
        echo "$fuzz_name: its build and run files are kept in $scratch" >&2
        return
    fi
    [[ -z "$fuzz_work" ]] || rm -rf "$fuzz_work"
    [[ $fuzz_own_scratch -eq 0 ]] || rm -rf "$scratch"
}

run_fuzzer() {
    local name=$1 bin=$2 corpus=$3 dict=$4 max_len=$5 seconds=$6 hint=${7-}
    fuzz_work=$(mktemp -d "$scratch/run.XXXXXX")
    local work=$fuzz_work
    mkdir -p "$work/corpus" "$work/artifacts"
    cp "$corpus"/* "$work/corpus/"
    local seeds
    seeds=$(find "$work/corpus" -type f | wc -l)

    echo "$name: running for $seconds s on a copy of $seeds seed(s) in $work"
    local status=0
    (
        cd "$work" # libFuzzer drops stray files (fuzz-*.log, crash-*) in the working directory
        SWIFT_BACKTRACE=enable=no \
            ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:symbolize=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}" \
            "$bin" -dict="$dict" -max_len="$max_len" -max_total_time="$seconds" \
            -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
            -artifact_prefix="$work/artifacts/" "$work/corpus" >"$work/fuzz.log" 2>&1
    ) || status=$?

    grep -E '^Done [0-9]+ runs' "$work/fuzz.log" || true
    grep -E '^stat::' "$work/fuzz.log" || true
    local runs elapsed corpus_now artifacts
    runs=$(sed -nE 's/^stat::number_of_executed_units: *([0-9]+).*/\1/p' "$work/fuzz.log" | tail -1)
    elapsed=$(sed -nE 's/^Done [0-9]+ runs in ([0-9]+) second.*/\1/p' "$work/fuzz.log" | tail -1)
    corpus_now=$(find "$work/corpus" -type f | wc -l)

    artifacts=$(find "$work/artifacts" -type f | sort)
    if [[ $status -ne 0 || -n "$artifacts" ]]; then
        fuzz_keep=1
        echo "$name: FAILED (libFuzzer exit status $status)" >&2
        grep -aE 'Fatal error|invariant broken|ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|SUMMARY:|deadly signal|Test unit written' \
            "$work/fuzz.log" | head -20 >&2 || true
        for artifact in $artifacts; do
            echo "$name: reproducer $artifact ($(stat -c %s "$artifact") bytes); replay with:" >&2
            echo "      SWIFT_BACKTRACE=enable=no $bin $artifact" >&2
            [[ -z $hint ]] || echo "      $hint $artifact" >&2
        done
        echo "$name: full log $work/fuzz.log" >&2
        exit 1
    fi
    fuzz_keep=0
    echo "$name: OK, ${runs:-?} executions in ${elapsed:-$seconds} s, corpus $seeds -> $corpus_now units, no crash, leak or timeout"
}
