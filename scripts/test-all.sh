#!/usr/bin/env bash
# Runs every test of StyleGallery, as CI does (.ci/run calls exactly this):
#   1. installs what the tests need when it is missing (Chromium, chromedriver, Selenium, curl,
#      redis-server, axe-core for Tests/Browser/test_axe.py);
#   2. swift format lint (strict), then a build of everything (with the flags `swift run` uses, so
#      that `swift run gallery` afterwards builds nothing) that must have no warning in any file;
#   3. the Swift tests (engine, controls, HTTP server, gallery end to end over loopback);
#   4. the gallery itself on a free loopback port: every curl demo (scripts/demo-*.sh), then every
#      real-browser test (Tests/Browser/test_*.py);
#   5. a restart of the gallery on the sessions it saved at SIGTERM;
#   3b. the README's "Add your own styles" steps in a temporary package, --watch on it, and a
#      build of Examples/MyStyles;
#   6. short fuzz runs of the HTTP parser, the event decoder and the RESP parser (libFuzzer), a short soak of
#      the server on each event loop (epoll, poll) and one of 500 sessions dragging while other clients drop connections.
# It stops at the first failure with a non-zero exit code; a missing tool is a failure, not a skip.
# Every log and scratch file of the run goes into one new folder, whose path it prints first (two
# runs on one machine never share a file): kept, and printed again, when the run fails or with
# STYLEGALLERY_KEEP_RUN=1; removed when it passes.
set -euo pipefail
cd "$(dirname "$0")/.."

# The run's folder: the sub-scripts put their scratch files in STYLEGALLERY_RUN_DIR, and whatever
# they and the tools they start make with mktemp or Python's tempfile lands there through TMPDIR.
run_dir=$(mktemp -d "${TMPDIR:-/tmp}/stylegallery-run.XXXXXX")
export STYLEGALLERY_RUN_DIR=$run_dir TMPDIR=$run_dir
echo "test-all: this run's logs and scratch files are in $run_dir"
gallery="" # the gallery this run started and has not yet stopped, if any
# finish: at exit, stops a gallery still running, then keeps the run's folder on a failure (or with
# STYLEGALLERY_KEEP_RUN=1) and says where, and removes it otherwise.
finish() {
    local status=$?
    [[ -z "$gallery" ]] || kill -TERM "$gallery" 2>/dev/null || true
    if [[ $status -ne 0 ]]; then
        echo "test-all: failed; this run's logs and scratch files are kept in $run_dir" >&2
    elif [[ "${STYLEGALLERY_KEEP_RUN:-}" == 1 ]]; then
        echo "test-all: this run's logs and scratch files are kept in $run_dir"
    else
        rm -rf "$run_dir"
    fi
}
trap finish EXIT

step() { printf '\n== %s\n' "$*"; }

step "dependencies"
scripts/install-test-deps.sh

step "swift format lint"
swift format lint --strict --recursive Sources Tests Package.swift Examples

# No warning: not -warnings-as-errors, whose other flags would make the next `swift run` rebuild
# everything, but the build's own output (what it compiled now) and then every file's diagnostics
# as the compiler recorded them at its last compile (scripts/build-warnings.py): a warning in a file
# an earlier build compiled fails the run too.
step "build, no warnings"
swift build --build-tests 2>&1 | tee "$run_dir/build.log"
if grep -E "warning:" "$run_dir/build.log"; then
    echo "test-all: the build printed warnings (above)." >&2
    exit 1
fi
/usr/bin/python3 scripts/build-warnings.py "$(swift build --show-bin-path)" \
    || { echo "test-all: the build has warnings (above)." >&2; exit 1; }

step "swift test"
swift test --skip-build 2>&1 | tee "$run_dir/swift-test.log"
swift_passed=$(sed -nE 's/.*Test run with ([0-9]+) tests? .*passed.*/\1/p' "$run_dir/swift-test.log" | tail -1)
[[ -n "$swift_passed" ]] || { echo "test-all: swift test reported no passing run." >&2; exit 1; }

step "your own styles: the README's three steps, --watch on the package they make, Examples/MyStyles"
steps_dir="$run_dir/steps"
mkdir "$steps_dir"
/usr/bin/python3 scripts/test-readme-steps.py --keep "$steps_dir" 2>&1 | tee "$steps_dir/steps.log"
readme_checks=$(sed -nE 's/^readme steps: ([0-9]+) checks passed.*/\1/p' "$steps_dir/steps.log")
[[ -n "$readme_checks" ]] || { echo "test-all: the README's steps failed." >&2; exit 1; }
/usr/bin/python3 scripts/test-watch.py "$steps_dir" 2>&1 | tee "$steps_dir/watch.log"
watch_checks=$(sed -nE 's/^watch: ([0-9]+) checks passed.*/\1/p' "$steps_dir/watch.log")
[[ -n "$watch_checks" ]] || { echo "test-all: --watch failed." >&2; exit 1; }
# Built from scratch in this run's folder, as on a fresh checkout: an incremental build of the
# example across changes to this package's sources once gave a test binary that crashed.
example_scratch="$run_dir/example-build"
(cd Examples/MyStyles && swift build --build-tests --scratch-path "$example_scratch" 2>&1 | tee "$run_dir/example-build.log")
if grep -E "warning:|error:" "$run_dir/example-build.log"; then
    echo "test-all: Examples/MyStyles does not build cleanly (above)." >&2
    exit 1
fi
/usr/bin/python3 scripts/build-warnings.py "$(cd Examples/MyStyles && swift build --scratch-path "$example_scratch" --show-bin-path)" \
    || { echo "test-all: Examples/MyStyles has warnings (above)." >&2; exit 1; }
(cd Examples/MyStyles && swift test --skip-build --scratch-path "$example_scratch" 2>&1 | tee "$run_dir/example-test.log")
example_passed=$(sed -nE 's/.*Test run with ([0-9]+) tests? .*passed.*/\1/p' "$run_dir/example-test.log" | tail -1)
[[ -n "$example_passed" ]] || { echo "test-all: Examples/MyStyles' tests did not pass." >&2; exit 1; }

step "gallery on loopback: curl demo and real browser"
bin="$(swift build --show-bin-path)/gallery"
port=$(/usr/bin/python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
log="$run_dir/gallery.log"
state_dir="$run_dir/state" # not the developer's .state: this run saves and restores its own sessions
mkdir "$state_dir"
"$bin" --port "$port" --state-dir "$state_dir" >"$log" 2>&1 &
gallery=$!
for _ in $(seq 1 100); do
    curl -sf "http://127.0.0.1:$port/api/v1/previews" >/dev/null && break
    sleep 0.1
done
export GALLERY_URL="http://127.0.0.1:$port"
demo_passed=0
for demo in scripts/demo-*.sh; do
    demo_log="$run_dir/$(basename "$demo" .sh).log"
    "$demo" 2>&1 | tee "$demo_log"
    outcomes=$(sed -nE 's/.*demo: ([0-9]+) outcomes passed.*/\1/p' "$demo_log" | tail -1)
    [[ -n "$outcomes" ]] || { echo "test-all: $demo reported no outcomes." >&2; exit 1; }
    demo_passed=$((demo_passed + outcomes))
done
readme_curl=$(scripts/test-readme-curl.sh) || { echo "$readme_curl"; echo "test-all: the README's curl lines failed." >&2; exit 1; }
echo "$readme_curl"
demo_passed=$((demo_passed + $(sed -nE 's/^readme curl: ([0-9]+) lines passed/\1/p' <<<"$readme_curl")))
browser_passed=0
for browser_test in Tests/Browser/test_*.py; do
    browser_log="$run_dir/browser-$(basename "$browser_test" .py).log"
    /usr/bin/python3 "$browser_test" 2>&1 | tee "$browser_log"
    ran=$(sed -nE 's/^Ran ([0-9]+) tests? .*/\1/p' "$browser_log" | tail -1)
    grep -q '^OK' "$browser_log" || { echo "test-all: $browser_test failed." >&2; exit 1; }
    browser_passed=$((browser_passed + ran))
done

step "graceful stop"
kill -TERM "$gallery"
status=0
timeout 15 tail --pid="$gallery" -f /dev/null || status=$?
stopped=$gallery
gallery=""
wait "$stopped" || { echo "test-all: the gallery exited with status $? on SIGTERM." >&2; exit 1; }
[[ $status -eq 0 ]] || { echo "test-all: the gallery did not stop within 15 s of SIGTERM." >&2; exit 1; }
grep -q "listening on http://127.0.0.1:$port/" "$log" || { echo "test-all: no 'listening' line in the log." >&2; exit 1; }
grep -q '"POST /api/v1/previews/checkout-slider/events HTTP/1.1" 200' "$log" || { echo "test-all: no access-log line for an event." >&2; exit 1; }
grep -q "Stopped." "$log" || { echo "test-all: the gallery did not log its stop." >&2; exit 1; }
saved=$(sed -nE 's/.*Saved ([0-9]+) sessions?\..*/\1/p' "$log" | tail -1)
[[ "${saved:-0}" -gt 0 ]] || { echo "test-all: the gallery saved no sessions on SIGTERM." >&2; exit 1; }
echo "gallery stopped cleanly on SIGTERM and saved $saved sessions"

step "restart on the saved sessions"
restart_log="$run_dir/gallery-restart.log"
"$bin" --port "$port" --state-dir "$state_dir" >"$restart_log" 2>&1 &
gallery=$!
for _ in $(seq 1 100); do
    curl -sf "http://127.0.0.1:$port/api/v1/previews" >/dev/null && break
    sleep 0.1
done
kill -TERM "$gallery"
stopped=$gallery
gallery=""
wait "$stopped" || { echo "test-all: the restarted gallery exited with status $?." >&2; exit 1; }
grep -Eq "Restored $saved sessions? from" "$restart_log" \
    || { echo "test-all: the restart did not restore the $saved saved sessions:" >&2; cat "$restart_log" >&2; exit 1; }
echo "the restarted gallery restored $saved sessions"

step "fuzz the HTTP parser (${FUZZ_SECONDS:=20} s)"
scripts/fuzz.sh "$FUZZ_SECONDS" 2>&1 | tee "$run_dir/fuzz.log"
fuzz_runs=$(sed -nE 's/^fuzz: OK, ([0-9]+) executions.*/\1/p' "$run_dir/fuzz.log" | tail -1)
[[ -n "$fuzz_runs" ]] || { echo "test-all: the fuzz run did not report success." >&2; exit 1; }

step "fuzz the event decoder (${FUZZ_EVENTS_SECONDS:=20} s)"
scripts/fuzz-events.sh "$FUZZ_EVENTS_SECONDS" 2>&1 | tee "$run_dir/fuzz-events.log"
fuzz_event_runs=$(sed -nE 's/^fuzz-events: OK, ([0-9]+) executions.*/\1/p' "$run_dir/fuzz-events.log" | tail -1)
[[ -n "$fuzz_event_runs" ]] || { echo "test-all: the event fuzz run did not report success." >&2; exit 1; }

step "fuzz the RESP parser (${FUZZ_RESP_SECONDS:=15} s)"
scripts/fuzz-resp.sh "$FUZZ_RESP_SECONDS" 2>&1 | tee "$run_dir/fuzz-resp.log"
fuzz_resp_runs=$(sed -nE 's/^fuzz-resp: OK, ([0-9]+) executions.*/\1/p' "$run_dir/fuzz-resp.log" | tail -1)
[[ -n "$fuzz_resp_runs" ]] || { echo "test-all: the RESP fuzz run did not report success." >&2; exit 1; }

# The server soak runs once on each event loop, each for half the time (rounded up).
server_soak_seconds=$(( (${SOAK_SECONDS:=15} + 1) / 2 ))
for event_loop in epoll poll; do
    step "soak the server on $event_loop (${server_soak_seconds} s)"
    SOAK_EVENT_LOOP=$event_loop scripts/soak.sh "$server_soak_seconds" "$bin" 2>&1 | tee "$run_dir/soak-$event_loop.log"
    grep -q "^soak: PASS" "$run_dir/soak-$event_loop.log" \
        || { echo "test-all: the soak on $event_loop did not pass." >&2; exit 1; }
done

step "soak the sessions (${SOAK_SECONDS} s)"
scripts/soak-sessions.sh "$SOAK_SECONDS" "$bin" 2>&1 | tee "$run_dir/soak-sessions.log"
grep -q "^soak-sessions: PASS" "$run_dir/soak-sessions.log" || { echo "test-all: the sessions soak did not pass." >&2; exit 1; }

step "fail-over behind nginx, and the embedded journal after kill -9"
scripts/test-failover.sh "$bin" 2>&1 | tee "$run_dir/failover.log"
[[ $(grep -c "^failover\( --embedded\)\?: PASS" "$run_dir/failover.log") == 2 ]] || { echo "test-all: the fail-over test did not pass." >&2; exit 1; }

total=$((swift_passed + demo_passed + browser_passed + readme_checks + watch_checks + example_passed + 8))
printf '\nreadme steps: %s checks passed; watch: %s checks passed; Examples/MyStyles: %s tests passed\n' \
    "$readme_checks" "$watch_checks" "$example_passed"
printf 'swift tests: %s passed; curl demos: %s outcomes passed; browser tests: %s passed; restart: %s sessions restored; fuzz: %s parser, %s event and %s RESP executions, no finding; soak: passed on epoll and poll; sessions soak: passed; fail-over: passed behind nginx and with the journal\n' \
    "$swift_passed" "$demo_passed" "$browser_passed" "$saved" "$fuzz_runs" "$fuzz_event_runs" "$fuzz_resp_runs"
echo "tests: $total passed, 0 failed"
