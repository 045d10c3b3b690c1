#!/usr/bin/env bash
# Benchmarks the gallery's HTTP server against nginx on this machine (a measurement, not a test):
#   1. small static file: wrk against nginx and the gallery for the same bytes (Public/gallery.css),
#      alternating, BENCH_ROUNDS rounds: requests/s, latency p50/p90/p99, ratio gallery/nginx;
#   2. 10,000 idle keep-alive connections held open (bench/idle_clients.py): the gallery's RSS
#      before and with them, and wrk again while they are held;
#   3. a large file (BENCH_BIG_MB MiB, checklist #52) with wrk -c 200: the gallery's RSS sampled
#      every 0.5 s, maximum versus start (and nginx's requests/s for reference).
# Ends with a Markdown table for the README's performance section.
#
#   scripts/bench.sh
# Environment (defaults): BENCH_DURATION=10 (s per wrk run), BENCH_ROUNDS=2, BENCH_CONNECTIONS=64,
# BENCH_THREADS=2, BENCH_IDLE=10000, BENCH_BIG_MB=32, BENCH_RSS_GUARD_MB=6144 (the gallery is
# killed if it grows beyond this during the large-file run), BENCH_SCRATCH=/tmp/stylegallery-bench-build,
# BENCH_GALLERY_BIN (skip the build and use this executable; BENCH_STATE names what it was built from).
#
# Installs nginx and wrk with apt-get when missing. Loopback only; every process it starts is
# stopped on exit (trap); the temporary prefix is removed. About 2 minutes with the defaults.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

duration=${BENCH_DURATION:-10}
rounds=${BENCH_ROUNDS:-2}
connections=${BENCH_CONNECTIONS:-64}
threads=${BENCH_THREADS:-2}
idle_count=${BENCH_IDLE:-10000}
big_mb=${BENCH_BIG_MB:-32}
guard_mb=${BENCH_RSS_GUARD_MB:-6144}
scratch=${BENCH_SCRATCH:-/tmp/stylegallery-bench-build}
cores=$(nproc)

say() { printf '\n== %s\n' "$*"; }

# --- tools -----------------------------------------------------------------------------------
missing=()
command -v nginx >/dev/null || [[ -x /usr/sbin/nginx ]] || missing+=(nginx)
command -v wrk >/dev/null || missing+=(wrk)
if ((${#missing[@]})); then
    say "installing ${missing[*]}"
    apt-get install -y "${missing[@]}" >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get install -y "${missing[@]}" >/dev/null; }
fi
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
nginx_version=$("$nginx_bin" -v 2>&1 | sed -E 's|.*nginx/||')

# --- build (retried: the server's sources may be mid-change) -----------------------------------
state="$(git log --oneline -1 2>/dev/null || echo 'no git')"
dirty=$(git status --porcelain -- Sources 2>/dev/null | wc -l)
[[ $dirty -gt 0 ]] && state="$state + $dirty uncommitted change(s) in Sources/"
if [[ -n "${BENCH_GALLERY_BIN:-}" ]]; then
    built=$BENCH_GALLERY_BIN
    state="${BENCH_STATE:-binary $built, tree at $state}"
else
    say "release build of gallery ($scratch)"
    for attempt in 1 2 3 4; do
        if swift build --scratch-path "$scratch" -c release --product gallery 2>&1 | tail -3; then break; fi
        [[ $attempt -eq 4 ]] && { echo "bench: the gallery does not build" >&2; exit 1; }
        echo "bench: build failed (sources changing?); retrying in 30 s"
        sleep 30
    done
    built="$scratch/release/gallery"
fi
echo "measuring: $state"

# --- temporary prefix, cleanup ----------------------------------------------------------------
work=$(mktemp -d /tmp/stylegallery-bench.XXXXXX)
chmod 755 "$work"  # nginx workers run as an unprivileged user
pids=()
idle_pid=""
cleanup() {
    exec 7>&- 2>/dev/null || true
    for pid in $idle_pid "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
    for pid in $idle_pid "${pids[@]}"; do
        for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
        kill -KILL "$pid" 2>/dev/null || true
    done
    wait 2>/dev/null || true
    [[ -n "${BENCH_KEEP:-}" ]] || rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# 10,000 held connections need descriptors on both sides; children inherit the limit.
ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
fd_limit=$(ulimit -n)
if [[ $fd_limit != unlimited && $fd_limit -lt $((idle_count + 1000)) ]]; then
    echo "bench: descriptor limit $fd_limit is too low for $idle_count idle connections; using $((fd_limit - 1000))"
    idle_count=$((fd_limit - 1000))
fi

cp "$built" "$work/gallery"  # a concurrent rebuild cannot swap the binary mid-run
mkdir -p "$work/public" "$work/nginx/html/assets" "$work/nginx/logs" "$work/nginx/tmp"
cp Public/* "$work/public/"
head -c $((big_mb * 1024 * 1024)) /dev/urandom >"$work/public/big.bin"
cp "$work/public/"* "$work/nginx/html/assets/"
chmod -R a+rX "$work"
small=/assets/gallery.css
small_bytes=$(stat -c %s Public/gallery.css)

free_port() { /usr/bin/python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
rss_mb() { awk '/^VmRSS:/ { printf "%.1f", $2 / 1024 }' "/proc/$1/status"; }
fds() { ls "/proc/$1/fd" | wc -l; }
wait_http() {
    for _ in $(seq 1 100); do curl -sf -o /dev/null "$1" && return 0; sleep 0.1; done
    echo "bench: nothing answers at $1" >&2
    exit 1
}

# publicDirectory is relative to the config file's folder; no access log on either side.
cat >"$work/gallery.json" <<EOF
{
  "publicDirectory": "public",
  "maxSessions": 10000,
  "server": {
    "host": "127.0.0.1", "port": 0, "maxConnections": $((idle_count + 2000)),
    "headerTimeout": 300, "keepAliveTimeout": 300, "accessLog": false
  }
}
EOF

start_gallery() {  # start_gallery PORT: no access log, as nginx runs with access_log off
    "$work/gallery" --config "$work/gallery.json" --port "$1" >/dev/null 2>"$work/gallery-$1.err" &
    gallery_pid=$!
    pids+=("$gallery_pid")
    wait_http "http://127.0.0.1:$1/api/v1/previews"
}

nginx_port=$(free_port)
sed -e "s/@PORT@/$nginx_port/" -e "s/@WORKERS@/$cores/" bench/nginx.conf >"$work/nginx/nginx.conf"
"$nginx_bin" -p "$work/nginx" -c nginx.conf -e stderr -g 'daemon off;' 2>"$work/nginx/logs/stderr.log" &
nginx_pid=$!
pids+=("$nginx_pid")
gallery_port=$(free_port)
start_gallery "$gallery_port"
main_gallery=$gallery_pid
wait_http "http://127.0.0.1:$nginx_port$small"
cmp -s <(curl -sf "http://127.0.0.1:$nginx_port$small") Public/gallery.css || { echo "bench: nginx serves other bytes" >&2; exit 1; }
cmp -s <(curl -sf "http://127.0.0.1:$gallery_port$small") Public/gallery.css || { echo "bench: the gallery serves other bytes" >&2; exit 1; }

# --- wrk helpers ------------------------------------------------------------------------------
to_ms() {  # 1.23ms | 456.00us | 1.02s -> milliseconds
    awk -v v="$1" 'BEGIN {
        n = v + 0
        if (v ~ /us$/) n /= 1000; else if (v ~ /ms$/) n += 0; else if (v ~ /s$/) n *= 1000
        printf "%.2f", n }'
}
declare -A result
run_wrk() {  # run_wrk KEY URL CONNECTIONS: fills result[KEY.rps|p50|p90|p99|errors|transfer]
    local key=$1 url=$2 conns=$3 out="$work/wrk-$1.txt"
    wrk -t"$threads" -c"$conns" -d"${duration}s" --timeout 10s --latency "$url" >"$out" 2>&1
    result[$key.rps]=$(awk '/^Requests\/sec:/ { printf "%.0f", $2 }' "$out")
    result[$key.transfer]=$(awk '/^Transfer\/sec:/ { print $2 }' "$out")
    result[$key.p50]=$(to_ms "$(awk '$1 == "50%" { print $2 }' "$out")")
    result[$key.p90]=$(to_ms "$(awk '$1 == "90%" { print $2 }' "$out")")
    result[$key.p99]=$(to_ms "$(awk '$1 == "99%" { print $2 }' "$out")")
    local socket non2xx
    socket=$(sed -nE 's/.*Socket errors: (.*)/\1/p' "$out")
    non2xx=$(sed -nE 's/.*Non-2xx or 3xx responses: ([0-9]+).*/\1/p' "$out")
    result[$key.errors]="${socket:-none}${non2xx:+; non-2xx $non2xx}"
    printf '  %-22s %8s req/s  p50 %7s ms  p90 %7s ms  p99 %7s ms  %s/s  errors: %s\n' "$key" \
        "${result[$key.rps]}" "${result[$key.p50]}" "${result[$key.p90]}" "${result[$key.p99]}" \
        "${result[$key.transfer]}" "${result[$key.errors]}"
}
mean() { /usr/bin/python3 -c 'import sys; v = [float(x) for x in sys.argv[1:]]; print(f"{sum(v) / len(v):.{2 if max(v) < 100 else 0}f}")' "$@"; }

# --- 1. small static file ---------------------------------------------------------------------
say "1. small static file ($small_bytes bytes), wrk -t$threads -c$connections -d${duration}s, $rounds round(s), alternating"
wrk -t"$threads" -c"$connections" -d2s "http://127.0.0.1:$nginx_port$small" >/dev/null 2>&1
wrk -t"$threads" -c"$connections" -d2s "http://127.0.0.1:$gallery_port$small" >/dev/null 2>&1
rss_after_warmup=$(rss_mb "$main_gallery")
for round in $(seq 1 "$rounds"); do
    if ((round % 2)); then order="nginx gallery"; else order="gallery nginx"; fi
    for server in $order; do
        port=$nginx_port
        [[ $server == gallery ]] && port=$gallery_port
        run_wrk "$server.$round" "http://127.0.0.1:$port$small" "$connections"
    done
done
for server in nginx gallery; do
    for metric in rps p50 p90 p99; do
        values=()
        for round in $(seq 1 "$rounds"); do values+=("${result[$server.$round.$metric]}"); done
        result[$server.$metric]=$(mean "${values[@]}")
    done
done
ratio=$(/usr/bin/python3 -c "print(f'{${result[gallery.rps]} / ${result[nginx.rps]}:.2f}')")
echo "  mean: nginx ${result[nginx.rps]} req/s, gallery ${result[gallery.rps]} req/s, ratio gallery/nginx $ratio"

# --- 2. idle keep-alive connections -------------------------------------------------------------
say "2. $idle_count idle keep-alive connections to the gallery (one GET each, then idle)"
sleep 1
rss_before_idle=$(rss_mb "$main_gallery")
fds_before_idle=$(fds "$main_gallery")
mkfifo "$work/idle.ctl"
/usr/bin/python3 bench/idle_clients.py "$gallery_port" "$idle_count" "$small" "$work/idle.ready" 180 <"$work/idle.ctl" &
idle_pid=$!
exec 7>"$work/idle.ctl"
for _ in $(seq 1 1200); do [[ -f "$work/idle.ready" ]] && break; sleep 0.1; done
[[ -f "$work/idle.ready" ]] || { echo "bench: the idle clients did not get ready in 120 s" >&2; exit 1; }
read -r _ idle_open idle_failed <"$work/idle.ready"
sleep 2
rss_with_idle=$(rss_mb "$main_gallery")
fds_with_idle=$(fds "$main_gallery")
idle_delta=$(/usr/bin/python3 -c "print(f'{$rss_with_idle - $rss_before_idle:.1f}')")
per_conn_kb=$(/usr/bin/python3 -c "print(f'{($rss_with_idle - $rss_before_idle) * 1024 / max(1, $idle_open):.1f}')")
echo "  held $idle_open connections ($idle_failed failed); gallery fds $fds_before_idle -> $fds_with_idle"
echo "  gallery RSS $rss_before_idle MB -> $rss_with_idle MB with them: +$idle_delta MB (~$per_conn_kb KB per connection)"
run_wrk "gallery.idle" "http://127.0.0.1:$gallery_port$small" "$connections"
exec 7>&-
wait "$idle_pid" 2>/dev/null || true
idle_pid=""
for _ in $(seq 1 50); do (($(fds "$main_gallery") <= fds_before_idle + 2)) && break; sleep 0.2; done
sleep 1
rss_after_idle=$(rss_mb "$main_gallery")
fds_after_idle=$(fds "$main_gallery")
echo "  after closing them: gallery fds $fds_after_idle, RSS $rss_after_idle MB"

# --- 3. large file ----------------------------------------------------------------------------
say "3. large file (${big_mb} MiB), wrk -t$threads -c200 -d${duration}s; gallery RSS sampled every 0.5 s"
big=/assets/big.bin
kill -TERM "$main_gallery"
wait "$main_gallery" 2>/dev/null || true
big_port=$(free_port)
start_gallery "$big_port"
big_gallery=$gallery_pid
want=$(sha256sum <"$work/public/big.bin")
[[ "$(curl -sf "http://127.0.0.1:$big_port$big" | sha256sum)" == "$want" ]] || { echo "bench: the gallery serves other bytes for $big" >&2; exit 1; }
[[ "$(curl -sf "http://127.0.0.1:$nginx_port$big" | sha256sum)" == "$want" ]] || { echo "bench: nginx serves other bytes for $big" >&2; exit 1; }
sleep 0.5
rss_big_start=$(rss_mb "$big_gallery")
(
    while kill -0 "$big_gallery" 2>/dev/null; do
        rss=$(rss_mb "$big_gallery" 2>/dev/null || echo 0)
        echo "$rss"
        if awk -v r="$rss" -v g="$guard_mb" 'BEGIN { exit !(r > g) }'; then
            echo "GUARD" && kill -KILL "$big_gallery"
        fi
        sleep 0.5
    done
) >"$work/rss-big.txt" &
sampler=$!
pids+=("$sampler")
run_wrk "gallery.big" "http://127.0.0.1:$big_port$big" 200
kill "$sampler" 2>/dev/null || true
rss_big_max=$(grep -v GUARD "$work/rss-big.txt" | sort -n | tail -1)
guard_note=""
grep -q GUARD "$work/rss-big.txt" && guard_note=" (KILLED by the ${guard_mb} MB guard)"
kill -0 "$big_gallery" 2>/dev/null || guard_note="$guard_note (the gallery is no longer running)"
echo "  gallery RSS start $rss_big_start MB, max $rss_big_max MB over $(grep -vc GUARD "$work/rss-big.txt") samples$guard_note"
run_wrk "nginx.big" "http://127.0.0.1:$nginx_port$big" 200

# --- summary ----------------------------------------------------------------------------------
say "summary"
cat <<EOF

Measured on $(date -u +%Y-%m-%d) at \`$state\`: $cores cores, $(awk '/MemTotal/ { printf "%.0f", $2 / 1048576 }' /proc/meminfo) GB,
wrk on the same machine, loopback; gallery release build with \`"server": {"accessLog": false}\`, nginx $nginx_version
with $cores workers and \`access_log off\`. Small file: \`$small\` ($small_bytes bytes), \`wrk -t$threads -c$connections -d${duration}s\`,
mean of $rounds alternating round(s). Latencies in ms.

| test | server | req/s | p50 | p90 | p99 | notes |
| --- | --- | ---: | ---: | ---: | ---: | --- |
| small static file | nginx | ${result[nginx.rps]} | ${result[nginx.p50]} | ${result[nginx.p90]} | ${result[nginx.p99]} | |
| small static file | gallery | ${result[gallery.rps]} | ${result[gallery.p50]} | ${result[gallery.p90]} | ${result[gallery.p99]} | ratio gallery/nginx **$ratio** |
| same, with $idle_open idle keep-alive connections held | gallery | ${result[gallery.idle.rps]} | ${result[gallery.idle.p50]} | ${result[gallery.idle.p90]} | ${result[gallery.idle.p99]} | RSS $rss_before_idle → $rss_with_idle MB (+$idle_delta MB, ~$per_conn_kb KB/connection) |
| large file, ${big_mb} MiB, \`-c200\` | gallery | ${result[gallery.big.rps]} | ${result[gallery.big.p50]} | ${result[gallery.big.p90]} | ${result[gallery.big.p99]} | ${result[gallery.big.transfer]}/s; RSS start $rss_big_start MB, max $rss_big_max MB$guard_note |
| large file, ${big_mb} MiB, \`-c200\` | nginx | ${result[nginx.big.rps]} | ${result[nginx.big.p50]} | ${result[nginx.big.p90]} | ${result[nginx.big.p99]} | ${result[nginx.big.transfer]}/s |

wrk errors: nginx ${result[nginx.1.errors]}; gallery ${result[gallery.1.errors]}; with idle ${result[gallery.idle.errors]}; large file gallery ${result[gallery.big.errors]}, nginx ${result[nginx.big.errors]}.
After closing the idle connections: gallery fds $fds_after_idle (before $fds_before_idle), RSS $rss_after_idle MB.
EOF
