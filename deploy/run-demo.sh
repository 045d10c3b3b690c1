#!/usr/bin/env bash
# deploy/run-demo.sh: Redis, N gallery processes and nginx in front of them, on loopback, for a
# demo of the deployment docs/DEPLOY.md describes. Prints the URL; Ctrl-C (or SIGTERM) stops
# everything it started, and nothing else.
#
#   deploy/run-demo.sh [--galleries N] [--port P] [--bin PATH]
#
#   --galleries N  gallery processes (default 3, at most 16)
#   --port P       nginx's port on 127.0.0.1 (default 8080)
#   --bin PATH     the gallery executable (default .build/release/gallery, built with
#                  `swift build -c release` when it is not there)
# Environment: SG_DEMO_EMBEDDED=1 runs without Redis: each gallery keeps its sessions to itself
# (its own state folder), so only nginx's routing is shown: a session's requests stay on one
# process, but its first request (no cookie yet) goes round-robin and may start it on another,
# so the second request starts it again where its cookie hashes to.
#
# Everything lives in one temporary folder (Redis's files, each gallery's state folder and log,
# nginx's prefix), removed at the end unless SG_DEMO_KEEP=1. Needs redis-server (Debian's
# redis-server package), nginx and curl.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)

galleries=3
port=8080
bin=""
# usage STATUS: the comment at the top of this file, then exit with STATUS (to stderr unless 0).
usage() {
    if [[ $1 == 0 ]]; then exec 3>&1; else exec 3>&2; fi
    awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$0" >&3
    exit "$1"
}
while [[ $# -gt 0 ]]; do
    case "$1" in
        --galleries) galleries=${2:-}; shift 2 || usage 2 ;;
        --galleries=*) galleries=${1#*=}; shift ;;
        --port) port=${2:-}; shift 2 || usage 2 ;;
        --port=*) port=${1#*=}; shift ;;
        --bin) bin=${2:-}; shift 2 || usage 2 ;;
        --bin=*) bin=${1#*=}; shift ;;
        -h | --help) usage 0 ;;
        *) echo "run-demo: unknown option '$1'" >&2; usage 2 ;;
    esac
done
[[ "$galleries" =~ ^[0-9]+$ && "$galleries" -ge 1 && "$galleries" -le 16 ]] ||
    { echo "run-demo: --galleries must be 1 to 16, not '$galleries'" >&2; exit 2; }
[[ "$port" =~ ^[0-9]+$ && "$port" -ge 1 && "$port" -le 65535 ]] ||
    { echo "run-demo: --port must be 1 to 65535, not '$port'" >&2; exit 2; }

embedded=${SG_DEMO_EMBEDDED:-0}
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
[[ -x "$nginx_bin" ]] || { echo "run-demo: nginx is not installed (apt-get install nginx)" >&2; exit 1; }
command -v curl >/dev/null || { echo "run-demo: curl is not installed" >&2; exit 1; }
if [[ "$embedded" != 1 ]]; then
    command -v redis-server >/dev/null ||
        { echo "run-demo: redis-server is not installed (apt-get install redis-server)" >&2; exit 1; }
fi

if [[ -z "$bin" ]]; then
    bin="$root/.build/release/gallery"
    if [[ ! -x "$bin" ]]; then
        echo "run-demo: building the gallery (swift build -c release)…"
        (cd "$root" && swift build -c release --product gallery 2>&1 | tail -2)
    fi
fi
[[ -x "$bin" ]] || { echo "run-demo: no gallery executable at $bin" >&2; exit 1; }
if [[ "$embedded" != 1 ]] && ! "$bin" --help | grep -q -- '--state-store'; then
    echo "run-demo: this gallery has no --state-store (Redis) yet; SG_DEMO_EMBEDDED=1 runs without Redis" >&2
    exit 1
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/stylegallery-deploy.XXXXXX")
chmod 755 "$work"
pids=()   # every process started, in order; stopped in reverse
names=()

# shellcheck disable=SC2317 # run by the EXIT trap
stop_all() {
    local i pid
    for ((i = ${#pids[@]} - 1; i >= 0; i--)); do
        pid=${pids[i]}
        kill -TERM "$pid" 2>/dev/null || true
    done
    for ((i = ${#pids[@]} - 1; i >= 0; i--)); do
        pid=${pids[i]}
        # Up to 15 s each (a gallery saves its sessions on SIGTERM), then SIGKILL.
        for _ in $(seq 150); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
        if kill -0 "$pid" 2>/dev/null; then
            echo "run-demo: ${names[i]} (pid $pid) did not stop on SIGTERM; killing it" >&2
            kill -KILL "$pid" 2>/dev/null || true
        fi
        wait "$pid" 2>/dev/null || true
    done
    pids=()
    if [[ "${SG_DEMO_KEEP:-0}" == 1 ]]; then echo "run-demo: logs kept in $work"; else rm -rf "$work"; fi
}
trap stop_all EXIT
trap 'echo; echo "run-demo: stopping…"; exit 130' INT
trap 'exit 143' TERM

# A free TCP port on 127.0.0.1 (for Redis, which cannot be asked for any free one).
free_port() {
    /usr/bin/python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# wait_for URL SECONDS: until URL answers 200, or fails the demo.
wait_for() {
    local deadline=$((SECONDS + $2))
    until [[ "$(curl -s -o /dev/null -w '%{http_code}' "$1")" == 200 ]]; do
        ((SECONDS < deadline)) || { echo "run-demo: $1 did not answer 200 within $2 s (logs in $work)" >&2; exit 1; }
        sleep 0.2
    done
}

store=()
if [[ "$embedded" != 1 ]]; then
    redis_port=$(free_port)
    mkdir -p "$work/redis"
    # Append-only file, fsync once a second (docs/DEPLOY.md says what that can lose).
    redis-server --bind 127.0.0.1 --port "$redis_port" --dir "$work/redis" --save '' \
        --appendonly yes --appendfsync everysec --daemonize no --logfile "$work/redis/redis.log" &
    pids+=($!) names+=(redis)
    for _ in $(seq 100); do redis-cli -p "$redis_port" ping 2>/dev/null | grep -q PONG && break; sleep 0.1; done
    redis-cli -p "$redis_port" ping 2>/dev/null | grep -q PONG ||
        { echo "run-demo: Redis did not start (log $work/redis/redis.log)" >&2; exit 1; }
    store=(--state-store "redis://127.0.0.1:$redis_port")
    echo "run-demo: Redis on 127.0.0.1:$redis_port"
fi

config="$root/Config/gallery.json"
upstreams=""
gallery_ports=()
for ((n = 1; n <= galleries; n++)); do
    log="$work/gallery-$n.log"
    "$bin" --config "$config" --host 127.0.0.1 --port 0 --state-dir "$work/gallery-$n" \
        --trusted-proxy 127.0.0.1 "${store[@]}" >"$log" 2>&1 &
    pids+=($!) names+=("gallery $n")
    gallery_port=""
    for _ in $(seq 300); do
        gallery_port=$(sed -n 's|.*listening on http://127\.0\.0\.1:\([0-9]*\)/.*|\1|p' "$log" | head -1)
        [[ -n "$gallery_port" ]] && break
        kill -0 "${pids[-1]}" 2>/dev/null || break
        sleep 0.1
    done
    [[ -n "$gallery_port" ]] || { echo "run-demo: gallery $n did not start:" >&2; tail -5 "$log" >&2; exit 1; }
    gallery_ports+=("$gallery_port")
    upstreams+="        server 127.0.0.1:$gallery_port max_fails=1 fail_timeout=2s;"$'\n'
done

# Ready: /readyz where the gallery has it (state store reachable), else its index page.
for gallery_port in "${gallery_ports[@]}"; do
    url="http://127.0.0.1:$gallery_port/readyz"
    [[ "$(curl -s -o /dev/null -w '%{http_code}' "$url")" == 404 ]] && url="http://127.0.0.1:$gallery_port/"
    wait_for "$url" 30
done
echo "run-demo: $galleries galleries on 127.0.0.1:${gallery_ports[*]}"

prefix="$work/nginx"
mkdir -p "$prefix/logs" "$prefix/tmp"
template=$(<"$root/deploy/nginx.conf.template")
template=${template//@LISTEN@/127.0.0.1:$port}
template=${template//@PREFIX@/$prefix}
template=${template//@UPSTREAMS@/${upstreams%$'\n'}}
printf '%s\n' "$template" >"$prefix/nginx.conf"
"$nginx_bin" -t -q -p "$prefix" -c "$prefix/nginx.conf" -e stderr ||
    { echo "run-demo: nginx refused the configuration $prefix/nginx.conf" >&2; exit 1; }
"$nginx_bin" -p "$prefix" -c "$prefix/nginx.conf" -e stderr -g 'daemon off;' 2>"$prefix/logs/stderr.log" &
pids+=($!) names+=(nginx)
wait_for "http://127.0.0.1:$port/" 10

echo "run-demo: nginx on http://127.0.0.1:$port/  (Ctrl-C stops everything; logs in $work)"
# Until a signal, or until one of the processes exits by itself (which stops the others).
wait -n "${pids[@]}" || true
for i in "${!pids[@]}"; do
    kill -0 "${pids[i]}" 2>/dev/null || echo "run-demo: ${names[i]} exited by itself; stopping the others" >&2
done
exit 1
