#!/usr/bin/env bash
# Fail-over tests (Tests/Soak/failover.py explains what and how): Redis, three galleries and nginx
# (deploy/nginx.conf.template) under 200 sessions while one gallery is killed with SIGKILL and
# another stopped with SIGTERM; then one gallery with its state folder killed under 500 sessions
# (--embedded). Each prints one summary line; every session must show what its client saw
# acknowledged.
#   scripts/test-failover.sh [gallery-binary]     (builds the gallery if no binary)
# Environment: FAILOVER_BUILD_FLAGS, extra flags for `swift build` (e.g. "-c release").
# Needs Debian's redis-server and nginx packages. Loopback only; everything it starts
# is stopped. Exits non-zero when either mode fails (after running both).
set -euo pipefail
cd "$(dirname "$0")/.."

bin=${1:-}
if [[ -z "$bin" ]]; then
    # shellcheck disable=SC2086 # FAILOVER_BUILD_FLAGS is a list of flags
    swift build ${FAILOVER_BUILD_FLAGS:-} --product gallery 2>&1 | tail -2
    # shellcheck disable=SC2086
    bin="$(swift build ${FAILOVER_BUILD_FLAGS:-} --show-bin-path)/gallery"
fi
[[ -x "$bin" ]] || { echo "failover: no gallery executable at $bin" >&2; exit 1; }
for tool in redis-server redis-cli /usr/sbin/nginx; do
    command -v "$tool" >/dev/null || { echo "failover: $tool is not installed" >&2; exit 1; }
done

# 500 sessions' connections and the server's own need more than 1024 descriptors.
ulimit -n 8192 2>/dev/null || true
/usr/bin/python3 Tests/Soak/failover.py --check-config
status=0
/usr/bin/python3 Tests/Soak/failover.py --bin "$bin" || status=1
/usr/bin/python3 Tests/Soak/failover.py --bin "$bin" --embedded || status=1
exit "$status"
