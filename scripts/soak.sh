#!/usr/bin/env bash
# Soak test: 200 concurrent keep-alive clients against the gallery for a bounded time, then
# descriptors, memory and liveness are checked (Tests/Soak/soak.py explains what and how).
#   scripts/soak.sh [seconds] [gallery-binary]     (default 20 s; builds the gallery if no binary)
# Environment: SOAK_CONNECTIONS (default 200); SOAK_EVENT_LOOP, the server's event loop (epoll or poll;
# default: the gallery's own, epoll on Linux); SOAK_BUILD_FLAGS, extra flags for `swift build`
# (e.g. "--scratch-path /tmp/build-perf -c release"); the default is the package's debug build,
# which CI has already made.
# Exits non-zero when the soak fails. Loopback only; everything it starts is stopped.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-20}
bin=${2:-}
[[ "$seconds" =~ ^[0-9]+$ && "$seconds" -gt 0 ]] || { echo "usage: scripts/soak.sh [seconds] [gallery-binary]" >&2; exit 2; }

if [[ -z "$bin" ]]; then
    # shellcheck disable=SC2086 # SOAK_BUILD_FLAGS is a list of flags
    swift build ${SOAK_BUILD_FLAGS:-} --product gallery 2>&1 | tail -2
    # shellcheck disable=SC2086
    bin="$(swift build ${SOAK_BUILD_FLAGS:-} --show-bin-path)/gallery"
fi
[[ -x "$bin" ]] || { echo "soak: no gallery executable at $bin" >&2; exit 1; }

# 200 clients plus the server's descriptors fit the default limit; raise it when allowed anyway.
ulimit -n 8192 2>/dev/null || true
exec /usr/bin/python3 Tests/Soak/soak.py --bin "$bin" --seconds "$seconds" --connections "${SOAK_CONNECTIONS:-200}" \
    ${SOAK_EVENT_LOOP:+--event-loop "$SOAK_EVENT_LOOP"}
