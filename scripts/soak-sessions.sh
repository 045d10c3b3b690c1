#!/usr/bin/env bash
# Sessions soak: N sessions (default 500) drag several previews with `seq` while other clients open
# connections and drop them at random; then every session must still show what its client last saw,
# descriptors come back and RSS is stable (Tests/Soak/soak_sessions.py explains what and how).
#   scripts/soak-sessions.sh [seconds] [gallery-binary]   (default SOAK_SECONDS or 20 s; builds if no binary)
# Environment: SOAK_SESSIONS (default 500), SOAK_CHAOS (clients dropping connections, default 16),
# SOAK_SAVE_INTERVAL (the gallery's stateSaveInterval, default 30 s as shipped);
# SOAK_BUILD_FLAGS, extra flags for `swift build` (e.g. "--scratch-path /tmp/build-perf -c release");
# STYLEGALLERY_CHECK_ENGINE=0 runs the hosts unchecked (for the figures of a release build).
# Exits non-zero when the soak fails. Loopback only; everything it starts is stopped.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-${SOAK_SECONDS:-20}}
bin=${2:-}
[[ "$seconds" =~ ^[0-9]+$ && "$seconds" -ge 4 ]] || { echo "usage: scripts/soak-sessions.sh [seconds >= 4] [gallery-binary]" >&2; exit 2; }

if [[ -z "$bin" ]]; then
    # shellcheck disable=SC2086 # SOAK_BUILD_FLAGS is a list of flags
    swift build ${SOAK_BUILD_FLAGS:-} --product gallery 2>&1 | tail -2
    # shellcheck disable=SC2086
    bin="$(swift build ${SOAK_BUILD_FLAGS:-} --show-bin-path)/gallery"
fi
[[ -x "$bin" ]] || { echo "soak-sessions: no gallery executable at $bin" >&2; exit 1; }

# Every preview's host checks the incremental engine against the reference engine after each event:
# a difference stops the gallery (its log says where), and the soak fails.
export STYLEGALLERY_CHECK_ENGINE=${STYLEGALLERY_CHECK_ENGINE:-1}
# 500 sessions' connections, the chaos clients' and the server's own need more than 1024 descriptors.
ulimit -n 8192 2>/dev/null || true
exec /usr/bin/python3 Tests/Soak/soak_sessions.py --bin "$bin" --seconds "$seconds" \
    --sessions "${SOAK_SESSIONS:-500}" --chaos "${SOAK_CHAOS:-16}"
