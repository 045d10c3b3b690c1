#!/usr/bin/env bash
# Memory per session (a benchmark, not a timed test): the release gallery's RSS before and after
# 100,000 sessions (each a cookie-less snapshot request; 10% then post a drag), then after 10,000
# sessions that each loaded all 15 previews (Tests/Soak/bench_sessions.py explains how).
#   Benchmarks/run.sh memory      (or Benchmarks/session_memory.sh [gallery-binary]; default: builds
#                                  the release gallery)
# Environment: BENCH_SESSIONS (default 100000), BENCH_DRAG_SHARE (default 0.1),
# BENCH_ALL_PREVIEWS (sessions of the second run, default 10000; 0 skips it),
# BENCH_MAX_SECONDS (gives up after, default 600), BENCH_PLAN (snapshot, the default, or key:
# one `key` event on better-slider per session, as Benchmarks/sessions.lua), BENCH_LIVE_PREVIEWS
# (the gallery's maxLivePreviews; unset: its default).
# Loopback only; everything it starts is stopped. Prints one last line "bench-sessions: ...".
set -euo pipefail
cd "$(dirname "$0")/.."

bin=${1:-${BENCH_GALLERY_BIN:-}}
if [[ -z "$bin" ]]; then
    scratch=${BENCH_SCRATCH:-/tmp/stylegallery-benchmarks-build}
    swift build --scratch-path "$scratch" -c release --product gallery 2>&1 | tail -2
    bin="$scratch/release/gallery"
fi
[[ -x "$bin" ]] || { echo "session_memory.sh: no gallery executable at $bin" >&2; exit 1; }

exec /usr/bin/python3 Tests/Soak/bench_sessions.py --bin "$bin" --sessions "${BENCH_SESSIONS:-100000}" \
    --drag-share "${BENCH_DRAG_SHARE:-0.1}" --all-previews "${BENCH_ALL_PREVIEWS:-10000}" \
    --max-seconds "${BENCH_MAX_SECONDS:-600}" --plan "${BENCH_PLAN:-snapshot}" \
    ${BENCH_LIVE_PREVIEWS:+--live-previews "$BENCH_LIVE_PREVIEWS"}
