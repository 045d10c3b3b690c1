#!/usr/bin/env bash
# Benchmarks/run.sh: the gallery against nginx, in the same run, on this machine (issues 8 and 26).
# A measurement, not a test: it prints figures and whether each target of issue 8 is met, and
# exits 0 either way (non-zero only when it cannot measure).
#
#   Benchmarks/run.sh [SELECTION...]
#
# With no SELECTION it runs every part below but redis, render and memory; with some, only those,
# e.g. `Benchmarks/run.sh drag static` or `Benchmarks/run.sh bigfile`. The names: drag dragwhole
# drag16 dragsplit drag16split checkout page static (the scenarios against nginx), journal (the
# journal on against off, and nginx), idle bigfile allocations sessions start (the gallery alone),
# redis (sessions in Redis against the embedded journal; only when named, as it needs
# redis-server and a gallery that takes --state-store), and two that run on their own (given alone):
#   render    the renderer alone, without sockets (Benchmarks/render.sh: render-bench, valgrind);
#   memory    memory per session at 100,000 sessions (Benchmarks/session_memory.sh).
#
# 1. Builds the gallery in release mode, starts it and nginx (Debian's package, one configuration,
#    Benchmarks/nginx.conf, at its best for each reply; loopback only), fetches the gallery's
#    replies with curl and writes their bodies as nginx's files, byte for byte.
# 2. Scenarios, each run against the gallery and nginx back to back, the order flipping from one
#    round to the next, BENCH_ROUNDS rounds of BENCH_DURATION s each; the table shows medians:
#      drag      keep-alive POSTs of drag `changed` on better-slider over 64 sessions (drag.lua),
#                each asking for a minimal reply, at 64 connections (req/s) and at 16 (latency);
#      dragwhole the same asking for whole snapshots (no `Prefer: return=minimal`);
#      dragsplit, drag16split
#                the drag at 64 and at 16 connections again with the cores split: a second
#                gallery with one event loop (`"workers": 1`) and nginx with one worker,
#                each pinned to the first core this script may use (taskset), and wrk pinned to
#                the others. With wrk's threads on the servers' cores, a server thread waits for
#                its turn on a core (a tick of the scheduler, 4 ms at HZ=250), and that, not the
#                server's work, sets the p99 of both servers at 16 connections (BENCHMARKS.md);
#                split, the client cannot delay the server, as on a client machine of its own;
#      checkout  full swipes (began, changed ×10, ended) on checkout-slider, a new session each,
#                one connection per wrk thread (checkout.lua);
#      page      GET / (every preview rendered) in one session, nginx serving the same bytes;
#      static    GET /assets/gallery.css, the same file on both.
# 3. Gallery only: idle (the drag again with BENCH_IDLE idle keep-alive connections held open by
#    Benchmarks/idle_clients.py: req/s, RSS and descriptors, compared with drag rounds run right
#    after it with the connections closed), bigfile (a BENCH_BIG_MB MiB file with wrk -c 200, a
#    fresh gallery's RSS sampled every 0.5 s, and nginx's rate beside it; checklist #52),
#    allocations (heap allocations per request of drag, checkout, page and static:
#    Benchmarks/alloc_count.c preloaded, alloc_requests.py), sessions (BENCH_SESSIONS new
#    sessions each with one moved slider, sessions.lua, on a fresh process: RSS per session),
#    start (process start to the first 200, start_time.py, median of BENCH_STARTS).
# 4. Galleries that store their sessions (issue 31), each started for its part with the same
#    configuration and compared in the same rounds, the order rotating from one round to the next:
#      journal   drag and checkout (and checkout at BENCH_CONNECTIONS swipes at once: a swipe's
#                12 requests wait for their commits one after the other) against a gallery with
#                a state folder and its journal on (every reply waits for its record's fdatasync),
#                the same with `--journal off`, and nginx; the journal's commits counted with perf
#                (fdatasync calls, so the mean batch is requests / commits) when perf can, and read
#                from /metrics (stylegallery_journal_commit_batch_size and _seconds) when the
#                gallery serves them; and fdatasync's own time on the state folder's disk;
#      redis     drag and checkout against a gallery with `--state-store redis://127.0.0.1:PORT`
#                (a redis-server this script starts: --save '' --appendonly no) and, unless
#                BENCH_REDIS_AOF=0, one whose Redis has --appendonly yes --appendfsync everysec,
#                against the embedded default (a state folder, the journal on); CPU per request
#                counts the gallery and its redis-server. First, on the fresh Redis:
#                BENCH_REDIS_SESSIONS new sessions, each a short swipe (4 events) on
#                checkout-slider (Benchmarks/store_sessions.py), and Redis's used_memory before
#                and after.
#
# Environment (defaults): BENCH_DURATION=5, BENCH_ROUNDS=3, BENCH_THREADS=2, BENCH_CONNECTIONS=64,
# BENCH_LATENCY_CONNECTIONS=16, BENCH_DRAG_SESSIONS=64, BENCH_CHECKOUT_CONNECTIONS=8,
# BENCH_IDLE=10000, BENCH_SESSIONS=100000, BENCH_STARTS=5, BENCH_BIG_MB=32, BENCH_RSS_GUARD_MB=6144
# (bigfile kills the gallery if it grows beyond this), BENCH_REDIS_SESSIONS=2000, BENCH_REDIS_AOF=1,
# BENCH_SCRATCH=/tmp/stylegallery-benchmarks-build (release build folder),
# BENCH_GALLERY_BIN (use this executable, skip the build), BENCH_KEEP=1 (keep the temporary folder
# with every wrk output). About 13 minutes with the defaults (journal about 3 of them). A short
# check of every part:
#   BENCH_DURATION=1 BENCH_ROUNDS=1 BENCH_IDLE=500 BENCH_SESSIONS=2000 BENCH_STARTS=2 BENCH_BIG_MB=4 Benchmarks/run.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
bench=$root/Benchmarks

all_scenarios=(drag dragwhole drag16 dragsplit drag16split checkout page static)
all_parts=("${all_scenarios[@]}" journal idle bigfile allocations sessions start)
case "${1:-}" in
    render | memory)
        (($# == 1)) || { echo "Benchmarks/run.sh: $1 runs alone" >&2; exit 2; }
        [[ $1 == render ]] && exec "$bench/render.sh"
        exec "$bench/session_memory.sh"
        ;;
esac
for part in "$@"; do
    [[ " ${all_parts[*]} redis " == *" $part "* ]] || { echo "Benchmarks/run.sh: no part '$part' (${all_parts[*]} redis render memory)" >&2; exit 2; }
done
if (($#)); then selected=("$@"); else selected=("${all_parts[@]}"); fi
wants() { [[ " ${selected[*]} " == *" $1 "* ]]; }
scenarios=()
for name in "${all_scenarios[@]}"; do wants "$name" && scenarios+=("$name"); done

duration=${BENCH_DURATION:-5}
rounds=${BENCH_ROUNDS:-3}
threads=${BENCH_THREADS:-2}
connections=${BENCH_CONNECTIONS:-64}
latency_connections=${BENCH_LATENCY_CONNECTIONS:-16}
drag_sessions=${BENCH_DRAG_SESSIONS:-64}
checkout_connections=${BENCH_CHECKOUT_CONNECTIONS:-8}
idle_count=${BENCH_IDLE:-10000}
session_count=${BENCH_SESSIONS:-100000}
starts=${BENCH_STARTS:-5}
big_mb=${BENCH_BIG_MB:-32}
guard_mb=${BENCH_RSS_GUARD_MB:-6144}
redis_sessions=${BENCH_REDIS_SESSIONS:-2000}
redis_aof=${BENCH_REDIS_AOF:-1}
scratch=${BENCH_SCRATCH:-/tmp/stylegallery-benchmarks-build}
cores=$(nproc)

say() { printf '\n== %s\n' "$*"; }
fail() {
    echo "Benchmarks/run.sh: $*" >&2
    exit 1
}
py() { /usr/bin/python3 -c "$@"; }

# --- tools -----------------------------------------------------------------------------------
missing=()
command -v nginx >/dev/null || [[ -x /usr/sbin/nginx ]] || missing+=(nginx)
command -v wrk >/dev/null || missing+=(wrk)
command -v curl >/dev/null || missing+=(curl)
command -v cc >/dev/null || missing+=(gcc)
command -v taskset >/dev/null || missing+=(util-linux)
if wants redis; then command -v redis-server >/dev/null && command -v redis-cli >/dev/null || missing+=(redis-server); fi
if ((${#missing[@]})); then
    say "installing ${missing[*]}"
    apt-get install -y "${missing[@]}" >/dev/null 2>&1 ||
        { apt-get update >/dev/null && apt-get install -y "${missing[@]}" >/dev/null; } ||
        fail "cannot install ${missing[*]} (apt-get failed)"
fi
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
nginx_version=$("$nginx_bin" -v 2>&1 | sed -E 's|.*nginx/||')
wrk_version=$({ wrk -v 2>&1 || true; } | awk 'NR == 1 { print $2 }')

# --- build ------------------------------------------------------------------------------------
state="$(git log --oneline -1 2>/dev/null || echo 'no git')"
dirty=$(git status --porcelain -- Sources 2>/dev/null | wc -l)
((dirty == 0)) || state="$state + $dirty uncommitted change(s) in Sources/"
if [[ -n "${BENCH_GALLERY_BIN:-}" ]]; then
    built=$BENCH_GALLERY_BIN
    state="binary $built (tree at $state)"
else
    say "release build of gallery ($scratch)"
    swift build --scratch-path "$scratch" -c release --product gallery 2>&1 | tail -2 ||
        fail "the gallery does not build in release mode"
    built="$scratch/release/gallery"
fi
[[ -x $built ]] || fail "no gallery executable at $built"
echo "measuring: $state"

# --- temporary prefix, cleanup ----------------------------------------------------------------
work=$(mktemp -d /tmp/stylegallery-benchmarks.XXXXXX)
chmod 755 "$work" # nginx workers run as an unprivileged user
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
    if [[ -n "${BENCH_KEEP:-}" ]]; then echo "kept $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# The idle connections need descriptors on both sides; children inherit the limit.
ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
fd_limit=$(ulimit -n)
if [[ $fd_limit != unlimited && $fd_limit -lt $((idle_count + 1000)) ]]; then
    echo "descriptor limit $fd_limit is too low for $idle_count idle connections; using $((fd_limit - 1000))"
    idle_count=$((fd_limit - 1000))
fi

cp "$built" "$work/gallery" # a concurrent rebuild cannot swap the binary mid-run
mkdir -p "$work/public" "$work/nginx/html/assets" "$work/nginx/html/replies" "$work/nginx/logs" "$work/nginx/tmp"
cp Public/* "$work/public/"
# bigfile's large file (random bytes, so no layer can compress it), served by both.
wants bigfile && head -c $((big_mb * 1024 * 1024)) /dev/urandom >"$work/public/big.bin"
cp "$work/public/"* "$work/nginx/html/assets/"

# Memory only (no stateDirectory), no access log (nginx has none either), room for the idle
# connections and the sessions scenario's sessions. The new-session budget per address (a flood
# defence, issue 7) is lifted: checkout and sessions make thousands of sessions a second from
# 127.0.0.1 on purpose, and what they measure is the work a new session costs.
# The checkout scenario makes a session a swipe (about 2,000 a second here) in every round and
# warm-up: room for 5,000 a second, so that no session is ever pushed out. Full, the store would
# evict one for each new session, and the page's own session among them (a run with a small
# BENCH_SESSIONS measured the page at 1,000 req/s that way).
checkout_room=$(((rounds * duration + 1) * 5000))
cat >"$work/gallery.json" <<EOF
{
  "publicDirectory": "public",
  "maxSessions": $((session_count + session_count / 5 + checkout_room + 1000)),
  "newSessionBurstPerClient": 1000000000, "newSessionsPerSecondPerClient": 1000000000,
  "server": {
    "host": "127.0.0.1", "port": 0, "maxConnections": $((idle_count + 2000)),
    "headerTimeout": 300, "keepAliveTimeout": 300, "accessLog": false
  }
}
EOF

free_port() { py 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
rss_mb() { awk '/^VmRSS:/ { printf "%.1f", $2 / 1024 }' "/proc/$1/status"; }
fds() { ls "/proc/$1/fd" | wc -l; }
wait_http() {
    for _ in $(seq 1 100); do curl -sf -o /dev/null "$1" && return 0; sleep 0.1; done
    fail "nothing answers at $1"
}
start_gallery() { # start_gallery PORT: sets gallery_pid
    "$work/gallery" --config "$work/gallery.json" --port "$1" >/dev/null 2>"$work/gallery-$1.err" &
    gallery_pid=$!
    pids+=("$gallery_pid")
    wait_http "http://127.0.0.1:$1/api/v1/previews"
}

# start_nginx NAME WORKERS [taskset CPU]: nginx in the prefix $work/NAME (sharing the files of
# $work/nginx/html); sets nginx_pids[NAME] and nginx_urls[NAME]
declare -A nginx_pids nginx_urls
start_nginx() {
    local name=$1 workers=$2 port prefix=$work/$1
    shift 2
    port=$(free_port)
    mkdir -p "$prefix/logs" "$prefix/tmp"
    [[ -e $prefix/html ]] || ln -s ../nginx/html "$prefix/html"
    sed -e "s/@PORT@/$port/" -e "s/@WORKERS@/$workers/" "$bench/nginx.conf" >"$prefix/nginx.conf"
    "$@" "$nginx_bin" -p "$prefix" -c nginx.conf -e stderr -g 'daemon off;' 2>"$prefix/logs/stderr.log" &
    nginx_pids[$name]=$!
    pids+=("$!")
    nginx_urls[$name]=http://127.0.0.1:$port
}
start_nginx nginx "$cores"
gallery_port=$(free_port)
start_gallery "$gallery_port"
main_gallery=$gallery_pid
G=http://127.0.0.1:$gallery_port
N=${nginx_urls[nginx]}

# The split pair of dragsplit and drag16split: a gallery with one event loop and nginx with one worker
# process (in a prefix of its own that serves the same files), both on one core; wrk runs on the
# other cores for them (split_client).
# The CPUs this script may use (a container or CI may allow only some): the first for the servers,
# the others for wrk.
server_cpu="" client_cpus=""
if wants dragsplit || wants drag16split; then
    read -r -a allowed < <(py 'import os; print(*sorted(os.sched_getaffinity(0)))')
    ((${#allowed[@]} >= 2)) || fail "the split rows need two cores or more (this script may use ${#allowed[@]})"
    server_cpu=${allowed[0]}
    client_cpus=$(IFS=,; echo "${allowed[*]:1}")
    split_client=(taskset -c "$client_cpus")
    sed 's/"server": {/"server": { "workers": 1,/' "$work/gallery.json" >"$work/gallery-one.json"
    grep -q '"workers": 1' "$work/gallery-one.json" || fail "could not write the one-loop configuration"
    one_port=$(free_port)
    taskset -c "$server_cpu" "$work/gallery" --config "$work/gallery-one.json" --port "$one_port" >/dev/null 2>"$work/gallery-one.err" &
    one_gallery=$!
    pids+=("$one_gallery")
    wait_http "http://127.0.0.1:$one_port/api/v1/previews"
    start_nginx nginx1 1 taskset -c "$server_cpu"
    G1=http://127.0.0.1:$one_port
fi

# --- the gallery's replies and their sizes ----------------------------------------------------
say "reply sizes (measured with curl)"
json=(-H 'Content-Type: application/json')
target_of() { # target_of PREVIEW: the id of its first drag target
    curl -sf "$G/api/v1/previews/$1" | py 'import json, sys; print(next(t["id"] for t in json.load(sys.stdin)["targets"] if t["gesture"] == "drag"))'
}
drag_target=$(target_of better-slider)
checkout_target=$(target_of checkout-slider)
checkout_width=$(curl -sf "$G/api/v1/previews/checkout-slider" |
    py 'import json, sys; print(next(t["frame"]["width"] for t in json.load(sys.stdin)["targets"] if t["gesture"] == "drag"))')
drag_events=/api/v1/previews/better-slider/events
checkout_events=/api/v1/previews/checkout-slider/events

declare -A size
# post JAR BODY PATH OUT: POST with the cookie jar; prints "<status> <header bytes> <body bytes>"
# Every event asks for a minimal reply (a patch of the markup before it), as gallery.js does.
post() { curl -s -c "$1" -b "$1" "${json[@]}" -H 'Prefer: return=minimal' -d "$2" -o "$4" -w '%{http_code} %{size_header} %{size_download}\n' "$G$3"; }
# drag_sessions BASE COOKIES: the drag sessions on the gallery at BASE, a `began` each, with no
# cookie, so each is a new session; their cookies written to COOKIES, one a line.
drag_sessions() {
    local base=$1 cookies=$2 i jar status
    : >"$cookies"
    for i in $(seq 1 "$drag_sessions"); do
        jar="$cookies.jar-$i"
        read -r status _ _ < <(G=$base post "$jar" "{\"target\":\"$drag_target\",\"type\":\"drag\",\"phase\":\"began\",\"location\":{\"x\":100,\"y\":2}}" "$drag_events" /dev/null)
        [[ $status == 200 ]] || fail "drag began answered $status at $base"
        awk '$6 == "sg_session" { print "sg_session=" $7 }' "$jar" >>"$cookies"
    done
    [[ $(wc -l <"$cookies") -eq $drag_sessions ]] || fail "expected $drag_sessions session cookies from $base"
}
drag_sessions "$G" "$work/cookies"
if [[ -n ${G1:-} ]]; then
    [[ $(G=$G1 target_of better-slider) == "$drag_target" ]] || fail "the one-loop gallery has another drag target"
    drag_sessions "$G1" "$work/cookies-one"
fi
# The two drag replies drag.lua alternates between (x = 80 and x = 240), in a session of their own.
# Each is a patch of the one before, so the probe goes 240, 80, 240 as drag.lua alternates.
read -r _ _ _ < <(post "$work/jar-probe" "{\"target\":\"$drag_target\",\"type\":\"drag\",\"phase\":\"began\",\"location\":{\"x\":100,\"y\":2}}" "$drag_events" /dev/null)
read -r _ _ _ < <(post "$work/jar-probe" "{\"target\":\"$drag_target\",\"type\":\"drag\",\"phase\":\"changed\",\"location\":{\"x\":240,\"y\":2}}" "$drag_events" /dev/null)
for x in 80 240; do
    read -r status head body < <(post "$work/jar-probe" "{\"target\":\"$drag_target\",\"type\":\"drag\",\"phase\":\"changed\",\"location\":{\"x\":$x,\"y\":2}}" "$drag_events" "$work/drag-$x.json")
    [[ $status == 200 ]] || fail "drag changed answered $status"
    cp "$work/drag-$x.json" "$work/nginx/html/replies/drag-$x.json"
    echo "  drag reply (x = $x): $head bytes of head, $body of body"
done
size[drag]=$(stat -c %s "$work/drag-240.json")
size[drag.head]=$head
# The same two events asking for whole snapshots (dragwhole), whose size does not depend on the
# reply before.
for x in 80 240; do
    read -r status head body < <(curl -s -c "$work/jar-probe" -b "$work/jar-probe" "${json[@]}" \
        -d "{\"target\":\"$drag_target\",\"type\":\"drag\",\"phase\":\"changed\",\"location\":{\"x\":$x,\"y\":2}}" \
        -o "$work/drag-whole-$x.json" -w '%{http_code} %{size_header} %{size_download}\n' "$G$drag_events")
    [[ $status == 200 ]] || fail "drag changed (whole snapshot) answered $status"
    cp "$work/drag-whole-$x.json" "$work/nginx/html/replies/drag-whole-$x.json"
    echo "  drag reply, whole snapshot (x = $x): $head bytes of head, $body of body"
done
size[dragwhole]=$(stat -c %s "$work/drag-whole-240.json")
py 'import json, sys; d = json.load(open(sys.argv[1])); print("  a patch of", len(d["patch"]["edits"]), "edits,", len(json.dumps(d["patch"]).encode()), "bytes; targets", "sent" if "targets" in d else "left out (unchanged)")' "$work/drag-240.json"
# A checkout swipe, step by step, as checkout.lua sends it.
checkout_paths=()
checkout_nginx=()
checkout_sizes=()
for step in $(seq 1 12); do
    if ((step == 1)); then
        phase=began x=0
    elif ((step <= 11)); then
        phase=changed x=$(py "print('%g' % ($checkout_width * ($step - 1) / 10))")
    else
        phase=ended x=$checkout_width
    fi
    file=$(printf 'checkout-%02d.json' "$step")
    read -r status head body < <(post "$work/jar-checkout" "{\"seq\":$step,\"target\":\"$checkout_target\",\"type\":\"drag\",\"phase\":\"$phase\",\"location\":{\"x\":$x,\"y\":14}}" "$checkout_events" "$work/nginx/html/replies/$file")
    [[ $status == 200 ]] || fail "checkout step $step ($phase at x = $x) answered $status"
    checkout_paths+=("$checkout_events")
    checkout_nginx+=("/replies/$file")
    checkout_sizes+=("$body")
done
echo "  checkout replies (began, changed ×10, ended): ${checkout_sizes[*]} bytes of body"
size[checkout]=$(py "v = [$(
    IFS=,
    echo "${checkout_sizes[*]}"
)]; print(round(sum(v) / len(v)))")
# The page in a session of its own (a page view made it; no events), as a reload would.
page_cookie=$(curl -s -D - -o /dev/null "$G/" | sed -nE 's/^Set-Cookie: (sg_session=[0-9a-f]+).*/\1/p')
[[ -n $page_cookie ]] || fail "GET / sets no session cookie"
read -r status head body < <(curl -s -H "Cookie: $page_cookie" -o "$work/page.html" -w '%{http_code} %{size_header} %{size_download}\n' "$G/")
[[ $status == 200 ]] || fail "GET / answered $status"
cp "$work/page.html" "$work/nginx/html/replies/page.html" # the same bytes, as a file
size[page]=$body
echo "  index page: $head bytes of head, $body of body"
read -r status head body < <(curl -s -o /dev/null -w '%{http_code} %{size_header} %{size_download}\n' "$G/assets/gallery.css")
[[ $status == 200 ]] || fail "GET /assets/gallery.css answered $status"
size[static]=$body
echo "  /assets/gallery.css: $head bytes of head, $body of body"
chmod -R a+rX "$work"

# nginx must serve exactly those sizes, to POST as to GET.
for name in "${!nginx_urls[@]}"; do wait_http "${nginx_urls[$name]}/assets/gallery.css"; done
check_nginx() { # check_nginx METHOD PATH BYTES: every nginx answers so
    local got data=() name
    [[ $1 == POST ]] && data=("${json[@]}" -d '{}')
    for name in "${!nginx_urls[@]}"; do
        got=$(curl -s "${data[@]}" -o /dev/null -w '%{http_code} %{size_download}' "${nginx_urls[$name]}$2")
        [[ $got == "200 $3" ]] || fail "$name answers $1 $2 with '$got', not '200 $3'"
    done
}
check_nginx POST /replies/drag-80.json "$(stat -c %s "$work/drag-80.json")"
check_nginx POST /replies/drag-240.json "${size[drag]}"
check_nginx POST /replies/drag-whole-240.json "${size[dragwhole]}"
check_nginx POST /replies/checkout-12.json "${checkout_sizes[11]}"
check_nginx GET /replies/page.html "${size[page]}"
cmp -s <(curl -sf "$N/assets/gallery.css") Public/gallery.css || fail "nginx serves other bytes for gallery.css"
nginx_head=$(curl -s "${json[@]}" -d '{}' -o /dev/null -w '%{size_header}' "$N/replies/drag-240.json")
echo "  nginx answers each with 200 and those sizes; its head on the drag stand-in: $nginx_head bytes"

# --- wrk --------------------------------------------------------------------------------------
to_ms() { # 1.23ms | 456.00us | 1.02s -> milliseconds
    awk -v v="$1" 'BEGIN {
        n = v + 0
        if (v ~ /us$/) n /= 1000; else if (v ~ /ms$/) n += 0; else if (v ~ /s$/) n *= 1000
        printf "%.2f", n }'
}
declare -A result
clock_ticks=$(getconf CLK_TCK)
# cpu_ticks PID...: user and system clock ticks the processes have used so far
cpu_ticks() { cat "${@/#//proc/}" 2>/dev/null | sed 's/^.*) //' | awk '{ u += $12; s += $13 } END { print u + 0, s + 0 }'; }
# The processes whose CPU time run_wrk charges to the server it loads (set by scenario; none: not measured).
server_pids=()
# What run_wrk runs wrk under (set by scenario: the split rows pin it off the servers' core).
wrk_prefix=()
# run_wrk KEY THREADS CONNECTIONS DURATION URL [wrk options...] [-- script arguments...]:
# fills result[KEY.rps|requests|p50|p99|errors], and result[KEY.user|sys|wrk]: the CPU time (µs) a
# request cost the server's processes in user space and in the kernel, and wrk itself
run_wrk() {
    local key=$1 t=$2 c=$3 d=$4 url=$5 out="$work/wrk-$1.txt"
    shift 5
    local options=() arguments=()
    while (($#)) && [[ $1 != -- ]]; do options+=("$1") && shift; done
    arguments=("$@") # "--" and the script's arguments, which go after the URL
    local before=(0 0) after=(0 0)
    ((${#server_pids[@]})) && read -r -a before < <(cpu_ticks "${server_pids[@]/%//stat}")
    local TIMEFORMAT='%3U %3S' # bash's `time`: wrk's own user and system seconds
    { time "${wrk_prefix[@]+"${wrk_prefix[@]}"}" wrk -t"$t" -c"$c" -d"${d}s" --timeout 10s --latency "${options[@]}" "$url" "${arguments[@]}" >"$out" 2>&1; } 2>"$out.cpu" ||
        fail "wrk failed: $(tail -3 "$out")"
    ((${#server_pids[@]})) && read -r -a after < <(cpu_ticks "${server_pids[@]/%//stat}")
    result[$key.rps]=$(awk '/^Requests\/sec:/ { printf "%.0f", $2 }' "$out")
    result[$key.requests]=$(awk '/requests in/ { print $1 }' "$out")
    if ((${#server_pids[@]})) && ((${result[$key.requests]:-0} > 0)); then
        local n=${result[$key.requests]}
        result[$key.user]=$(py "print(f'{($((after[0] - before[0])) / $clock_ticks) * 1e6 / $n:.1f}')")
        result[$key.sys]=$(py "print(f'{($((after[1] - before[1])) / $clock_ticks) * 1e6 / $n:.1f}')")
        result[$key.wrk]=$(awk -v n="$n" '{ printf "%.1f", ($1 + $2) * 1e6 / n }' "$out.cpu")
    fi
    result[$key.transfer]=$(awk '/^Transfer\/sec:/ { print $2 }' "$out")
    result[$key.p50]=$(to_ms "$(awk '$1 == "50%" { print $2 }' "$out")")
    result[$key.p99]=$(to_ms "$(awk '$1 == "99%" { print $2 }' "$out")")
    local socket non2xx
    socket=$(sed -nE 's/.*Socket errors: (.*)/\1/p' "$out")
    non2xx=$(sed -nE 's/.*Non-2xx or 3xx responses: ([0-9]+).*/\1/p' "$out")
    result[$key.errors]="${socket:+$socket}${non2xx:+ non-2xx $non2xx}"
    printf '  %-24s %8s req/s  p50 %7s ms  p99 %7s ms  %s\n' "$key" "${result[$key.rps]}" \
        "${result[$key.p50]}" "${result[$key.p99]}" "${result[$key.errors]:+errors: ${result[$key.errors]}}"
    [[ -z ${result[$key.errors]} ]] || errors_seen+=("$key: ${result[$key.errors]}")
}
errors_seen=()
# scenario SCENARIO SERVER DURATION KEY: one wrk run of a scenario against a server
scenario() {
    local name=$1 server=$2 d=$3 key=$4 base paths cookies=$work/cookies
    wrk_prefix=()
    [[ $name == *split ]] && wrk_prefix=("${split_client[@]}")
    if [[ $name == *split && $server == gallery ]]; then # the split pair
        base=$G1 cookies=$work/cookies-one
        server_pids=("$one_gallery")
    elif [[ -n ${extra_urls[$server]:-} ]]; then # a gallery of the journal or redis part
        base=${extra_urls[$server]} cookies=$work/cookies-$server
        read -r -a server_pids <<<"${extra_pids[$server]}"
    elif [[ $server == gallery ]]; then
        base=$G
        server_pids=("$main_gallery")
    else # nginx, or the split pair's nginx1
        local variant=$server
        [[ $name == *split ]] && variant=nginx1
        base=${nginx_urls[$variant]}
        read -r -a server_pids < <(echo "${nginx_pids[$variant]}" $(pgrep -P "${nginx_pids[$variant]}"))
    fi
    case $name in
        drag | drag16 | dragsplit | drag16split | idle)
            local c=$connections
            [[ $name == drag16* ]] && c=$latency_connections
            if [[ $server != nginx* ]]; then paths=("$drag_events" "$drag_events"); else paths=(/replies/drag-80.json /replies/drag-240.json); fi
            run_wrk "$key" "$threads" "$c" "$d" "$base" -s "$bench/drag.lua" -- "$cookies" "$threads" "$drag_target" "${paths[@]}" minimal
            ;;
        dragwhole)
            if [[ $server != nginx* ]]; then paths=("$drag_events" "$drag_events"); else paths=(/replies/drag-whole-80.json /replies/drag-whole-240.json); fi
            run_wrk "$key" "$threads" "$connections" "$d" "$base" -s "$bench/drag.lua" -- "$cookies" "$threads" "$drag_target" "${paths[@]}" whole
            ;;
        checkout | checkoutwide) # checkoutwide: as many swipes at once as the drag has connections
            local c=$checkout_connections
            [[ $name == checkoutwide ]] && c=$connections
            if [[ $server != nginx* ]]; then paths=("${checkout_paths[@]}"); else paths=("${checkout_nginx[@]}"); fi
            run_wrk "$key" "$c" "$c" "$d" "$base" -s "$bench/checkout.lua" -- "$checkout_target" "$checkout_width" "${paths[@]}"
            ;;
        page)
            local path=/
            [[ $server == nginx* ]] && path=/replies/page.html
            run_wrk "$key" "$threads" "$connections" "$d" "$base$path" -H "Cookie: $page_cookie"
            ;;
        static)
            run_wrk "$key" "$threads" "$connections" "$d" "$base/assets/gallery.css"
            ;;
    esac
}
median() { py 'import statistics, sys; v = [float(x) for x in sys.argv[1:]]; m = statistics.median(v); print(f"{m:.0f}" if m >= 100 else f"{m:.2f}")' "$@"; }
servers=(gallery nginx)

((${#scenarios[@]})) && say "warm-up: 1 s of each scenario on each server"
for name in "${scenarios[@]}"; do
    for server in "${servers[@]}"; do scenario "$name" "$server" 1 "warmup.$name.$server" >/dev/null; done
done
errors_seen=()

((${#scenarios[@]})) && say "$rounds round(s) of ${duration} s per scenario and server, alternating (wrk $wrk_version; -t$threads unless said)"
for round in $(seq 1 "$rounds"); do
    # The order flips: each server goes first every other round.
    order=("${servers[@]:$(((round - 1) % 2))}" "${servers[@]:0:$(((round - 1) % 2))}")
    for name in "${scenarios[@]}"; do
        for server in "${order[@]}"; do scenario "$name" "$server" "$duration" "$name.$server.$round"; done
    done
done
for name in "${scenarios[@]}"; do
    for server in gallery nginx; do
        for metric in rps p50 p99 user sys wrk; do
            values=()
            for round in $(seq 1 "$rounds"); do values+=("${result[$name.$server.$round.$metric]}"); done
            result[$name.$server.$metric]=$(median "${values[@]}")
        done
    done
done

# --- journal and redis: galleries that store their sessions (issue 31) --------------------------
# start_extra NAME OPTION...: a gallery named NAME started with these options besides the
# configuration; sets extra_urls[NAME] and extra_pids[NAME] (the processes whose CPU its requests
# cost: the gallery, and what the caller adds), and gallery_pid. A gallery that exits at once
# fails the run with the end of what it printed.
start_extra() {
    local name=$1 port pid
    shift
    port=$(free_port)
    "$work/gallery" --config "$work/gallery.json" --port "$port" "$@" >/dev/null 2>"$work/gallery-$name.err" &
    pid=$!
    pids+=("$pid")
    for _ in $(seq 1 100); do
        curl -sf -o /dev/null "http://127.0.0.1:$port/api/v1/previews" && break
        kill -0 "$pid" 2>/dev/null || fail "the gallery with $* exited: $(tail -3 "$work/gallery-$name.err")"
        sleep 0.1
    done
    wait_http "http://127.0.0.1:$port/api/v1/previews"
    extra_urls[$name]=http://127.0.0.1:$port
    extra_pids[$name]=$pid
    gallery_pid=$pid
}
# stop_extra NAME...: stops those galleries and their redis-servers (SIGTERM, as the other parts
# stop theirs), so that the parts after them measure without them
stop_extra() {
    local name pid
    for name in "$@"; do
        for pid in ${extra_pids[$name]}; do kill -TERM "$pid" 2>/dev/null || true; done
        for pid in ${extra_pids[$name]}; do wait "$pid" 2>/dev/null || true; done
        unset "extra_urls[$name]" "extra_pids[$name]"
    done
}
# Commits are counted with perf's tracepoint on fdatasync when perf can (root, tracefs); nothing
# else of the run changes without it.
perf_syncs=""
if wants journal && command -v perf >/dev/null &&
    perf stat -e syscalls:sys_enter_fdatasync -x, -- true >/dev/null 2>&1; then
    perf_syncs=1
fi
# syncs_start PID FILE: counts PID's fdatasync calls into FILE until syncs_stop; sets syncs_pid
syncs_pid=""
syncs_start() {
    [[ -n $perf_syncs ]] || return 0
    perf stat -e syscalls:sys_enter_fdatasync -x, -o "$2" -p "$1" >/dev/null 2>&1 &
    syncs_pid=$!
    sleep 0.3 # perf has attached to every thread by then
}
# syncs_stop FILE KEY: the count in result[KEY.syncs] (none without perf)
syncs_stop() {
    [[ -n $syncs_pid ]] || return 0
    kill -INT "$syncs_pid" 2>/dev/null || true
    wait "$syncs_pid" 2>/dev/null || true
    syncs_pid=""
    result[$2.syncs]=$(awk -F, '/sys_enter_fdatasync/ { print $1 + 0 }' "$1") # "<not counted>": none
}
# journal_metrics BASE: "<commits> <records> <seconds>" of the gallery's journal commits so far,
# from /metrics (stylegallery_journal_commit_batch_size and _seconds); empty when not served
journal_metrics() {
    curl -sf "$1/metrics" 2>/dev/null | awk '
        $1 == "stylegallery_journal_commit_batch_size_count" { n = $2; seen = 1 }
        $1 == "stylegallery_journal_commit_batch_size_sum" { r = $2 }
        $1 == "stylegallery_journal_commit_seconds_sum" { s = $2 }
        END { if (seen) printf "%d %d %.6f\n", n, r, s }' || true
}
# compare PREFIX "SERVER..." "SCENARIO...": a second of each scenario on each server, then
# $rounds rounds, the servers' order rotating from one round to the next; fills
# result[PREFIX.SCENARIO.SERVER.ROUND.*] and their medians result[PREFIX.SCENARIO.SERVER.*]. For
# the galleries it also counts the journal's commits of each run (result[….syncs], and the mean
# batch result[….batch] = requests / fdatasync calls) and reads /metrics' (….mbatch: mean
# records a commit; ….commitms: mean ms a commit).
compare() {
    local prefix=$1 servers names name server round i key before after kept=("${errors_seen[@]+"${errors_seen[@]}"}")
    read -r -a servers <<<"$2"
    read -r -a names <<<"$3"
    for name in "${names[@]}"; do
        for server in "${servers[@]}"; do scenario "$name" "$server" 1 "warmup.$prefix.$name.$server" >/dev/null; done
    done
    errors_seen=("${kept[@]+"${kept[@]}"}")
    for round in $(seq 1 "$rounds"); do
        i=$(((round - 1) % ${#servers[@]}))
        for name in "${names[@]}"; do
            for server in "${servers[@]:$i}" "${servers[@]:0:$i}"; do
                key=$prefix.$name.$server.$round
                if [[ -z ${extra_urls[$server]:-} ]]; then
                    scenario "$name" "$server" "$duration" "$key"
                    continue
                fi
                before=$(journal_metrics "${extra_urls[$server]}")
                local loads_before=""
                [[ -n ${redis_ports[$server]:-} ]] && loads_before=$(redis_loads "${redis_ports[$server]}")
                syncs_start "${extra_pids[$server]%% *}" "$work/syncs-$key.txt"
                scenario "$name" "$server" "$duration" "$key"
                syncs_stop "$work/syncs-$key.txt" "$key"
                after=$(journal_metrics "${extra_urls[$server]}")
                if [[ ${result[$key.syncs]:-0} -gt 0 ]]; then
                    result[$key.batch]=$(py "print(f'{${result[$key.requests]} / ${result[$key.syncs]}:.1f}')")
                fi
                if [[ -n $before && -n $after ]]; then
                    read -r -a before <<<"$before"
                    read -r -a after <<<"$after"
                    if ((after[0] > before[0])); then
                        result[$key.mbatch]=$(py "print(f'{($((after[1] - before[1]))) / $((after[0] - before[0])):.1f}')")
                        result[$key.commitms]=$(py "print(f'{(${after[2]} - ${before[2]}) * 1000 / $((after[0] - before[0])):.2f}')")
                    fi
                fi
                if [[ -n $loads_before ]]; then
                    result[$key.loads]=$(($(redis_loads "${redis_ports[$server]}") - loads_before))
                    printf '  %-24s %s previews loaded from Redis (LRANGE calls)\n' "" "${result[$key.loads]}"
                fi
                if [[ ${result[$key.syncs]:-0} -gt 0 || -n ${result[$key.mbatch]:-} ]]; then
                    printf '  %-24s %s fdatasync calls, mean batch %s; /metrics: mean batch %s, %s ms a commit\n' "" \
                        "${result[$key.syncs]:-?}" "${result[$key.batch]:-?}" "${result[$key.mbatch]:-?}" "${result[$key.commitms]:-?}"
                fi
            done
        done
    done
    local metric values ratio_of
    for name in "${names[@]}"; do
        for server in "${servers[@]}"; do
            for metric in rps p50 p99 user sys wrk batch mbatch commitms; do
                values=()
                for round in $(seq 1 "$rounds"); do
                    [[ -n ${result[$prefix.$name.$server.$round.$metric]:-} ]] && values+=("${result[$prefix.$name.$server.$round.$metric]}")
                done
                result[$prefix.$name.$server.$metric]=-
                ((${#values[@]})) && result[$prefix.$name.$server.$metric]=$(median "${values[@]}")
            done
        done
        # The ratio of each server to the first, and of the second to the last, per round; their medians
        for server in "${servers[@]:1}"; do
            for ratio_of in "${servers[0]}/$server" "${servers[1]}/$server"; do
                [[ ${ratio_of%/*} == "${ratio_of#*/}" ]] && continue
                values=()
                for round in $(seq 1 "$rounds"); do
                    values+=("$(py "print(f'{${result[$prefix.$name.${ratio_of%/*}.$round.rps]} / ${result[$prefix.$name.${ratio_of#*/}.$round.rps]}:.2f}')")")
                done
                result[$prefix.$name.$ratio_of]=$(median "${values[@]}")
                result[$prefix.$name.$ratio_of.rounds]="${values[*]}"
            done
        done
    done
}
declare -A extra_urls extra_pids
# The redis part's galleries' Redis ports, by gallery name (set by start_redis)
declare -A redis_ports
# redis_loads PORT: how many LRANGE calls that Redis has run: a preview's change list read when
# a gallery loads a session (RedisScripts.load)
redis_loads() {
    redis-cli -p "$1" info commandstats | tr -d '\r' | sed -nE 's/^cmdstat_lrange:calls=([0-9]+).*/\1/p' | awk '{ n += $1 } END { print n + 0 }'
}

if wants journal; then
    say "journal: drag and checkout against a gallery with a state folder, its journal on and off, and nginx"
    mkdir -p "$work/state-journal" "$work/state-nojournal"
    # fdatasync's own time on the state folder's disk: 200 writes of 200 bytes, each synced, that
    # grow the file (appends), then 200 into space the file already has (written and synced first)
    sync_ms=$(py 'import os, statistics, sys, time
def probe(path, grow):
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    if not grow:
        os.write(fd, bytes(200 * 200))
        os.fsync(fd)
    times = []
    for k in range(200):
        os.pwrite(fd, b"x" * 200, 200 * k)
        start = time.perf_counter()
        os.fdatasync(fd)
        times.append((time.perf_counter() - start) * 1000)
    os.close(fd)
    times.sort()
    return f"{statistics.median(times):.2f} {times[197]:.2f}"
print(probe(sys.argv[1], True), probe(sys.argv[1], False))' "$work/state-journal/probe")
    rm -f "$work/state-journal/probe"
    read -r sync_p50 sync_p99 sync_in_p50 sync_in_p99 <<<"$sync_ms"
    sync_disk=$(df --output=source,fstype "$work" | awk 'NR == 2 { print $1 " (" $2 ")" }')
    echo "  state folders on $sync_disk; fdatasync of a 200-byte write: median $sync_p50 ms, p99 $sync_p99 ms appending, $sync_in_p50 and $sync_in_p99 ms into space the file has"
    start_extra journal --state-dir "$work/state-journal"
    start_extra nojournal --state-dir "$work/state-nojournal" --journal off
    for name in journal nojournal; do drag_sessions "${extra_urls[$name]}" "$work/cookies-$name"; done
    compgen -G "$work/state-journal/journal/*.log" >/dev/null || fail "the gallery with --state-dir keeps no journal in $work/state-journal/journal"
    ! compgen -G "$work/state-nojournal/journal/*.log" >/dev/null || fail "the gallery with --journal off keeps a journal"
    if [[ -n $perf_syncs ]]; then echo "  journal commits: counted with perf (fdatasync calls)"; else echo "  journal commits: not counted (perf cannot trace fdatasync here)"; fi
    if [[ -n $(journal_metrics "${extra_urls[journal]}") ]]; then
        echo "  journal commits: also read from /metrics"
    else
        echo "  journal commits: the gallery serves no stylegallery_journal_commit_batch_size at /metrics"
    fi
    say "journal: $rounds round(s) of ${duration} s per scenario and server, the order rotating"
    compare journal "journal nojournal nginx" "drag checkout checkoutwide"
    stop_extra journal nojournal
fi

if wants redis; then
    say "redis: sessions in Redis (--state-store) against the embedded default (state folder, journal on)"
    # start_redis NAME OPTION...: a redis-server on a free loopback port with a folder of its own;
    # sets redis_ports[NAME] and redis_pid
    start_redis() {
        local name=$1 port
        shift
        port=$(free_port)
        mkdir -p "$work/$name"
        redis-server --bind 127.0.0.1 --port "$port" --dir "$work/$name" --daemonize no --logfile "$work/$name/log" "$@" &
        redis_pid=$!
        pids+=("$redis_pid")
        for _ in $(seq 1 100); do
            [[ $(redis-cli -p "$port" ping 2>/dev/null) == PONG ]] && break
            kill -0 "$redis_pid" 2>/dev/null || fail "redis-server $* exited: $(tail -3 "$work/$name/log")"
            sleep 0.1
        done
        [[ $(redis-cli -p "$port" ping 2>/dev/null) == PONG ]] || fail "redis-server does not answer on port $port"
        redis_ports[$name]=$port
    }
    redis_info() { redis-cli -p "$1" info "$2" | tr -d '\r' | sed -nE "s/^$3:([0-9]+).*/\1/p"; }
    redis_servers=(redis)
    start_redis redis --save '' --appendonly no
    start_extra redis --state-store "redis://127.0.0.1:${redis_ports[redis]}"
    extra_pids[redis]="$gallery_pid $redis_pid"
    # Memory first, on the fresh Redis: what N sessions of a short swipe each add to it.
    memory_before=$(redis_info "${redis_ports[redis]}" memory used_memory)
    keys_before=$(redis-cli -p "${redis_ports[redis]}" dbsize)
    /usr/bin/python3 "$bench/store_sessions.py" "${extra_urls[redis]#http://127.0.0.1:}" "$redis_sessions" "$checkout_target" \
        "$checkout_width" >"$work/store-sessions.txt" 2>&1 || fail "store_sessions.py failed: $(tail -3 "$work/store-sessions.txt")"
    read -r made_redis events_redis <"$work/store-sessions.txt"
    memory_after=$(redis_info "${redis_ports[redis]}" memory used_memory)
    keys_after=$(redis-cli -p "${redis_ports[redis]}" dbsize)
    ((keys_after > keys_before)) ||
        fail "the gallery does not take --state-store: it answered $made_redis new sessions with --state-store redis://127.0.0.1:${redis_ports[redis]}, and that Redis holds no key of them"
    redis_bytes=$(((memory_after - memory_before) / made_redis))
    redis_keys=$(py "print(f'{($keys_after - $keys_before) / $made_redis:.1f}')")
    echo "  $made_redis sessions ($events_redis events): Redis used_memory $memory_before -> $memory_after bytes, $redis_bytes bytes and $redis_keys keys a session"
    if [[ $redis_aof != 0 ]]; then
        start_redis redisaof --save '' --appendonly yes --appendfsync everysec
        start_extra redisaof --state-store "redis://127.0.0.1:${redis_ports[redisaof]}"
        extra_pids[redisaof]="$gallery_pid $redis_pid"
        redis_servers+=(redisaof)
    fi
    start_extra embedded --state-dir "$work/state-embedded"
    redis_servers+=(embedded) # last: the ratios are of each Redis gallery to it
    for name in "${redis_servers[@]}"; do drag_sessions "${extra_urls[$name]}" "$work/cookies-$name"; done
    say "redis: $rounds round(s) of ${duration} s per scenario and server, the order rotating"
    compare redis "${redis_servers[*]}" "drag checkout"
    stop_extra "${redis_servers[@]}"
fi

server_pids=() # the scenarios below load the gallery only; their CPU is not compared

# --- idle -------------------------------------------------------------------------------------
if wants idle; then
    say "idle: $idle_count idle keep-alive connections to the gallery, then the drag scenario again"
    sleep 1
    rss_before_idle=$(rss_mb "$main_gallery")
    fds_before_idle=$(fds "$main_gallery")
    mkfifo "$work/idle.ctl"
    /usr/bin/python3 "$bench/idle_clients.py" "$gallery_port" "$idle_count" /assets/gallery.css "$work/idle.ready" 600 <"$work/idle.ctl" &
    idle_pid=$!
    exec 7>"$work/idle.ctl"
    for _ in $(seq 1 1200); do [[ -f "$work/idle.ready" ]] && break; sleep 0.1; done
    [[ -f "$work/idle.ready" ]] || fail "the idle clients did not get ready in 120 s"
    read -r _ idle_open idle_failed <"$work/idle.ready"
    sleep 2
    rss_with_idle=$(rss_mb "$main_gallery")
    fds_with_idle=$(fds "$main_gallery")
    echo "  held $idle_open connections ($idle_failed failed); gallery RSS $rss_before_idle -> $rss_with_idle MB, descriptors $fds_before_idle -> $fds_with_idle"
    for round in $(seq 1 "$rounds"); do scenario idle gallery "$duration" "idle.gallery.$round"; done
    rss_idle_end=$(rss_mb "$main_gallery")
    for metric in rps p50 p99; do
        values=()
        for round in $(seq 1 "$rounds"); do values+=("${result[idle.gallery.$round.$metric]}"); done
        result[idle.gallery.$metric]=$(median "${values[@]}")
    done
    exec 7>&-
    wait "$idle_pid" 2>/dev/null || true
    idle_pid=""
    # The drag again at once, the idle connections closed: idle is compared with these rounds, run
    # next to it in time, not with the drag rounds of minutes before (the machine drifts, and the
    # idle rounds cannot alternate with drag rounds, as opening 10,000 connections takes a while).
    # First a pause: the gallery is still closing the 10,000 connections for a moment (run Q's first
    # round after them gave 12,729 req/s, its next two 20,323 and 22,415).
    sleep 3
    for round in $(seq 1 "$rounds"); do scenario drag gallery "$duration" "dragafter.gallery.$round"; done
    values=()
    for round in $(seq 1 "$rounds"); do values+=("${result[dragafter.gallery.$round.rps]}"); done
    result[dragafter.gallery.rps]=$(median "${values[@]}")
    idle_mb=$(py "print(f'{max($rss_with_idle, $rss_idle_end) - $rss_before_idle:.1f}')")
    fds_after_idle=$(fds "$main_gallery")
    echo "  after closing them: gallery descriptors $fds_after_idle, RSS $(rss_mb "$main_gallery") MB"
fi

# --- bigfile ----------------------------------------------------------------------------------
if wants bigfile; then
    say "bigfile: a ${big_mb} MiB file, wrk -t$threads -c200 -d${duration}s; a fresh gallery's RSS sampled every 0.5 s"
    big=/assets/big.bin
    wrk_prefix=()
    big_port=$(free_port)
    start_gallery "$big_port"
    big_gallery=$gallery_pid
    want=$(sha256sum <"$work/public/big.bin")
    [[ "$(curl -sf "http://127.0.0.1:$big_port$big" | sha256sum)" == "$want" ]] || fail "the gallery serves other bytes for $big"
    [[ "$(curl -sf "$N$big" | sha256sum)" == "$want" ]] || fail "nginx serves other bytes for $big"
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
    run_wrk bigfile.gallery "$threads" 200 "$duration" "http://127.0.0.1:$big_port$big"
    kill "$sampler" 2>/dev/null || true
    rss_big_max=$(grep -v GUARD "$work/rss-big.txt" | sort -n | tail -1)
    guard_note=""
    grep -q GUARD "$work/rss-big.txt" && guard_note=" (KILLED by the ${guard_mb} MB guard)"
    kill -0 "$big_gallery" 2>/dev/null || guard_note="$guard_note (the gallery is no longer running)"
    echo "  gallery RSS start $rss_big_start MB, max $rss_big_max MB over $(grep -vc GUARD "$work/rss-big.txt") samples$guard_note"
    run_wrk bigfile.nginx "$threads" 200 "$duration" "$N$big"
    kill -TERM "$big_gallery" 2>/dev/null || true
    wait "$big_gallery" 2>/dev/null || true
fi

# --- allocations ------------------------------------------------------------------------------
if wants allocations; then
    say "allocations per request: a gallery with Benchmarks/alloc_count.c preloaded, 2000 requests a scenario"
    kill -TERM "$main_gallery"
    wait "$main_gallery" 2>/dev/null || true
    cc -O2 -shared -fPIC -o "$work/alloc_count.so" "$bench/alloc_count.c" -lpthread || fail "alloc_count.c does not build"
    mkfifo "$work/alloc.ctl"
    alloc_port=$(free_port)
    ALLOC_COUNT_FIFO="$work/alloc.ctl" ALLOC_COUNT_FILE="$work/alloc.counts" LD_PRELOAD="$work/alloc_count.so" \
        "$work/gallery" --config "$work/gallery.json" --port "$alloc_port" >/dev/null 2>"$work/gallery-alloc.err" &
    alloc_gallery=$!
    pids+=("$alloc_gallery")
    wait_http "http://127.0.0.1:$alloc_port/api/v1/previews"
    /usr/bin/python3 "$bench/alloc_requests.py" "$alloc_port" "$work/alloc.ctl" "$work/alloc.counts" "$drag_target" \
        "$checkout_target" "$checkout_width" 2000 >"$work/alloc.txt" || fail "alloc_requests.py failed"
    declare -A allocs
    while read -r name per_request _; do allocs[$name]=$per_request; done <"$work/alloc.txt"
    echo "  allocations per request: drag ${allocs[drag]}, checkout ${allocs[checkout]}, page ${allocs[page]}, static ${allocs[static]}"
    kill -TERM "$alloc_gallery"
    wait "$alloc_gallery" 2>/dev/null || true
fi

# --- sessions ---------------------------------------------------------------------------------
if wants sessions; then
    say "sessions: $session_count new sessions, each with one moved slider, on a fresh gallery"
    sessions_port=$(free_port)
    start_gallery "$sessions_port"
    sessions_gallery=$gallery_pid
    curl -sf -o /dev/null "${json[@]}" -d "{\"target\":\"$drag_target\",\"type\":\"key\",\"key\":\"increment\"}" "http://127.0.0.1:$sessions_port$drag_events" ||
        fail "the key event is refused"
    sleep 1
    rss_before_sessions=$(rss_mb "$sessions_gallery")
    per_thread=$(((session_count + threads - 1) / threads))
    (
        trap - EXIT
        run_wrk sessions "$threads" "$((threads * 4))" 900 "http://127.0.0.1:$sessions_port$drag_events" \
            -s "$bench/sessions.lua" -- "$drag_target" "$per_thread" "$work/sessions.done."
    ) &
    sessions_runner=$!
    for _ in $(seq 1 6000); do
        (($(ls "$work"/sessions.done.* 2>/dev/null | wc -l) >= threads)) && break
        kill -0 "$sessions_runner" 2>/dev/null || break
        sleep 0.1
    done
    (($(ls "$work"/sessions.done.* 2>/dev/null | wc -l) >= threads)) || fail "the sessions did not get made in 600 s"
    wrk_pid=$(pgrep -P "$sessions_runner" -x wrk || true)
    [[ -n $wrk_pid ]] && kill -INT "$wrk_pid" # wrk prints its summary on SIGINT
    wait "$sessions_runner" || fail "wrk failed in the sessions scenario"
    result[sessions.requests]=$(awk '/requests in/ { print $1 }' "$work/wrk-sessions.txt")
    sleep 1
    rss_after_sessions=$(rss_mb "$sessions_gallery")
    made=${result[sessions.requests]}
    per_session_kb=$(py "print(f'{($rss_after_sessions - $rss_before_sessions) * 1024 / $made:.2f}')")
    echo "  $made requests; gallery RSS $rss_before_sessions -> $rss_after_sessions MB: $per_session_kb KB per session"
    kill -TERM "$sessions_gallery"
    wait "$sessions_gallery" 2>/dev/null || true
fi

# --- start ------------------------------------------------------------------------------------
if wants start; then
    say "start: process start to the first 200 (GET /api/v1/previews), $starts times"
    start_port=$(free_port)
    /usr/bin/python3 "$bench/start_time.py" "$work/gallery" "$work/gallery.json" "$start_port" "$starts" >"$work/start.txt" ||
        fail "start_time.py failed"
    sed 's/^/  ms to first 200, ms for the first GET \/ after it: /' "$work/start.txt"
    start_ms=$(median $(awk '{ print $1 }' "$work/start.txt"))
    first_page_ms=$(median $(awk '{ print $2 }' "$work/start.txt"))
fi

# --- table ------------------------------------------------------------------------------------
ratio() { py "print(f'{$1 / $2:.2f}')"; }
verdict() { # verdict VALUE OP LIMIT -> met / MISSED
    if py "import sys; sys.exit(0 if $1 $2 $3 else 1)"; then echo met; else echo "**missed**"; fi
}
# The ratio of a scenario is the median of its rounds' ratios: each round runs the two servers
# back to back, so a noisy stretch of the machine weighs on both sides of the same ratio.
for name in "${scenarios[@]}"; do
    values=()
    for round in $(seq 1 "$rounds"); do values+=("$(ratio "${result[$name.gallery.$round.rps]}" "${result[$name.nginx.$round.rps]}")"); done
    result[$name.ratio]=$(median "${values[@]}")
    result[$name.ratios]="${values[*]}"
done
# row LABEL NAME CONNECTIONS TARGET KEY OP LIMIT: the scenario NAME's row, when it ran, with the
# verdict on result[NAME.KEY] OP LIMIT
row() {
    local n=$2
    wants "$n" || return 0
    printf '| %s | %s | %s | %s | %s / %s | %s / %s | **%s** | %s | %s |\n' "$1" "$3" "${result[$n.gallery.rps]}" "${result[$n.nginx.rps]}" \
        "${result[$n.gallery.p50]}" "${result[$n.nginx.p50]}" "${result[$n.gallery.p99]}" "${result[$n.nginx.p99]}" "${result[$n.ratio]}" "$4" \
        "$(verdict "${result[$n.$5]}" "$6" "$7")"
}
say "summary"
cat <<EOF

Measured $(date -u '+%Y-%m-%d %H:%M UTC') at \`$state\` (parts: ${selected[*]}); $cores cores ($(sed -nE 's/^model name\s*:\s*//p' /proc/cpuinfo | head -1), family $(sed -nE 's/^cpu family\s*:\s*//p' /proc/cpuinfo | head -1) model $(sed -nE 's/^model\s*:\s*//p' /proc/cpuinfo | head -1)),
$(awk '/MemTotal/ { printf "%.1f", $2 / 1048576 }' /proc/meminfo) GB; wrk $wrk_version and both servers on the same machine, loopback. Gallery release build,
no access log, sessions in memory, an event loop per core; nginx $nginx_version, $cores workers, no access log,
Benchmarks/nginx.conf (sendfile off for the small replies, on for the page and the large file; open_file_cache)${server_cpu:+; in the split rows
one of each, pinned to core $server_cpu, and wrk on $client_cpus}. Medians of $rounds alternating rounds of
${duration} s (ratio: the median of the rounds' ratios); \`-t$threads\` except checkout (one thread per connection).
Latencies in ms, gallery / nginx.
Load average at the end: $(cut -d' ' -f1-3 /proc/loadavg).

| scenario | connections | gallery req/s | nginx req/s | p50 | p99 | ratio | target | |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |
EOF
row "drag, minimal replies (better-slider, $drag_sessions sessions)" drag "$connections" "≥ 0.8 (issue 8: 0.5)" ratio '>=' 0.8
row "drag, whole snapshots" dragwhole "$connections" "≥ 0.6" ratio '>=' 0.6
row "drag, latency, cores shared" drag16 "$latency_connections" "(p99 ≤ 2 ms: read on the split row)" gallery.p99 '<=' 2
row "drag, cores split (each server on core $server_cpu with one worker, wrk on $client_cpus)" dragsplit "$connections" "≥ 0.5 (issue 8)" ratio '>=' 0.5
row "drag, latency, cores split" drag16split "$latency_connections" "p99 ≤ 2 ms (issue 8)" gallery.p99 '<=' 2
row "checkout (swipe of 12, new session each)" checkout "$checkout_connections" "≥ 0.7 (issue 8: 0.4)" ratio '>=' 0.7
row "page (GET /)" page "$connections" "≥ 0.5 (issue 8)" ratio '>=' 0.5
row "static (gallery.css)" static "$connections" "≥ 0.7 (issue 8)" ratio '>=' 0.7
if wants drag; then
    echo "| user CPU a drag (minimal replies) | | | | | | ${result[drag.gallery.user]} µs (nginx ${result[drag.nginx.user]}) | < 15 µs | $(verdict "${result[drag.gallery.user]}" '<' 15) |"
fi
if wants idle; then
    idle_ratio=$(ratio "${result[idle.gallery.rps]}" "${result[dragafter.gallery.rps]}")
    echo "| idle (drag with $idle_open idle connections) | $connections | ${result[idle.gallery.rps]} | | ${result[idle.gallery.p50]} | ${result[idle.gallery.p99]} | **$idle_ratio** × drag (${result[dragafter.gallery.rps]} req/s right after, without them) | ≥ 0.9 × drag; < 100 MB | $(verdict "$idle_ratio" '>=' 0.9); +$idle_mb MB: $(verdict "$idle_mb" '<' 100) |"
fi
if wants bigfile; then
    echo "| bigfile (${big_mb} MiB file, gallery / nginx) | 200 | ${result[bigfile.gallery.rps]} | ${result[bigfile.nginx.rps]} | ${result[bigfile.gallery.p50]} / ${result[bigfile.nginx.p50]} | ${result[bigfile.gallery.p99]} / ${result[bigfile.nginx.p99]} | ${result[bigfile.gallery.transfer]}/s / ${result[bigfile.nginx.transfer]}/s | streamed, flat RSS (checklist #52) | RSS $rss_big_start → max $rss_big_max MB$guard_note |"
fi
if wants sessions; then
    echo "| sessions ($made, one moved slider each) | | | | | | | < 2 KB each | $per_session_kb KB: $(verdict "$per_session_kb" '<' 2) |"
fi
if wants start; then
    echo "| start (to first 200) | | | | | | | < 100 ms | $start_ms ms: $(verdict "$start_ms" '<' 100) |"
fi
echo
echo "Reply bodies (nginx serves the same bytes): drag ${size[drag]} bytes (head ${size[drag.head]}, nginx's $nginx_head; aim < 2 KB: $(verdict "${size[drag]}" '<' 2048)), whole snapshot ${size[dragwhole]},"
echo "checkout ${checkout_sizes[*]} (mean ${size[checkout]}), page ${size[page]}, static ${size[static]}."
if wants idle; then
    echo "Idle RSS $rss_before_idle → $rss_with_idle MB with the connections ($rss_idle_end MB after the drag runs); descriptors $fds_before_idle → $fds_with_idle, $fds_after_idle after closing them."
fi
if wants sessions; then echo "Sessions RSS $rss_before_sessions → $rss_after_sessions MB."; fi
if wants start; then echo "First GET / after start: $first_page_ms ms (median)."; fi
if ((${#scenarios[@]})); then
    cat <<EOF
CPU time per request, µs, median of the rounds (each server's processes from /proc/PID/stat, wrk's from bash's
\`time\`; outside the split rows the two cores are shared, so a server slow in user space also pays for more
context switches, and wrk for more wake-ups):

| scenario | gallery user | gallery kernel | nginx user | nginx kernel | wrk, loading the gallery | wrk, loading nginx |
| --- | ---: | ---: | ---: | ---: | ---: | ---: |
$(for n in "${scenarios[@]}"; do printf '| %s | %s | %s | %s | %s | %s | %s |\n' "$n" "${result[$n.gallery.user]}" "${result[$n.gallery.sys]}" "${result[$n.nginx.user]}" "${result[$n.nginx.sys]}" "${result[$n.gallery.wrk]}" "${result[$n.nginx.wrk]}"; done)

Per-round ratios gallery/nginx: $(for n in "${scenarios[@]}"; do printf '%s %s; ' "$n" "${result[$n.ratios]}"; done)
EOF
fi
if wants allocations; then
    cat <<EOF
Heap allocations per request (malloc, calloc, memalign and kin, every realloc to a non-zero size; counted by
Benchmarks/alloc_count.c over 2000 sequential requests after 200 of warm-up, the process's other
threads included): drag ${allocs[drag]}, checkout ${allocs[checkout]}, page ${allocs[page]}, static ${allocs[static]}.
EOF
fi
connections_of() { case $1 in checkout) echo "$checkout_connections" ;; *) echo "$connections" ;; esac; }
if wants journal; then
    cat <<EOF

Journal (issue 31): two more galleries of the same build and configuration, each with a state folder on
$sync_disk (fdatasync of a 200-byte write there: median $sync_p50 ms, p99 $sync_p99 ms appending; $sync_in_p50 and $sync_in_p99 ms into
space the file has): one with its journal
on (a reply waits for its record's fdatasync; one write and one fdatasync a batch), one with \`--journal off\`
(sessions saved every stateSaveInterval); nginx as above. $rounds rounds of ${duration} s, the order of the three
rotating; ratios are medians of the rounds' ratios. Latencies in ms, on / off / nginx. Mean batch: requests /
fdatasync calls of the journal's gallery (perf; - where perf cannot trace them), and records / commits from /metrics
(- where not served).

| scenario | connections | journal on req/s | journal off req/s | nginx req/s | p50 | p99 | on / off | on / nginx | off / nginx | mean batch (perf; /metrics) | target | |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |
EOF
    for name in drag checkout checkoutwide; do
        k=journal.$name
        case $name in
            drag) label="drag, minimal replies ($drag_sessions sessions)" ;;
            checkout) label="checkout (swipe of 12, new session each)" ;;
            checkoutwide) label="checkout, $connections swipes at once" ;;
        esac
        printf '| %s | %s | %s | %s | %s | %s / %s / %s | %s / %s / %s | **%s** | %s | %s | %s; %s | ≥ 0.9 | %s |\n' "$label" "$(connections_of "$name")" \
            "${result[$k.journal.rps]}" "${result[$k.nojournal.rps]}" "${result[$k.nginx.rps]}" \
            "${result[$k.journal.p50]}" "${result[$k.nojournal.p50]}" "${result[$k.nginx.p50]}" \
            "${result[$k.journal.p99]}" "${result[$k.nojournal.p99]}" "${result[$k.nginx.p99]}" \
            "${result[$k.journal/nojournal]}" "${result[$k.journal/nginx]}" "${result[$k.nojournal/nginx]}" \
            "${result[$k.journal.batch]}" "${result[$k.journal.mbatch]}" "$(verdict "${result[$k.journal/nojournal]}" '>=' 0.9)"
    done
    echo
    echo "Journal commit time from /metrics (mean ms): $(for n in drag checkout checkoutwide; do printf '%s %s; ' "$n" "${result[journal.$n.journal.commitms]}"; done)"
    echo "fdatasync calls of the gallery without the journal, first round (checkpoints only): $(for n in drag checkout checkoutwide; do printf '%s %s; ' "$n" "${result[journal.$n.nojournal.1.syncs]:--}"; done)"
    echo "CPU µs a request, user + kernel, on / off / nginx: $(for n in drag checkout checkoutwide; do printf '%s %s+%s / %s+%s / %s+%s; ' "$n" "${result[journal.$n.journal.user]}" "${result[journal.$n.journal.sys]}" "${result[journal.$n.nojournal.user]}" "${result[journal.$n.nojournal.sys]}" "${result[journal.$n.nginx.user]}" "${result[journal.$n.nginx.sys]}"; done)"
    echo "Per-round ratios on / off: $(for n in drag checkout checkoutwide; do printf '%s %s; ' "$n" "${result[journal.$n.journal/nojournal.rounds]}"; done)"
fi
if wants redis; then
    aof_note=""
    [[ $redis_aof != 0 ]] && aof_note=", and one whose Redis also has \`--appendonly yes --appendfsync everysec\`"
    cat <<EOF

Sessions in Redis (issue 31): a gallery with \`--state-store redis://127.0.0.1:PORT\`, its redis-server $(redis-server --version | sed -nE 's/.*v=([0-9.]+).*/\1/p') on
this machine (\`--save '' --appendonly no\`)$aof_note, against the embedded default (a state folder,
the journal on). $rounds rounds of ${duration} s, the order rotating; ratios are medians of the rounds' ratios. CPU a request counts
the gallery and its redis-server. Latencies in ms, Redis${aof_note:+ / Redis with AOF} / embedded.

| scenario | connections | Redis req/s |${aof_note:+ Redis AOF req/s |} embedded req/s | p50 | p99 | Redis / embedded |${aof_note:+ AOF / embedded |} target | |
| --- | ---: | ---: |${aof_note:+ ---: |} ---: | ---: | ---: | ---: |${aof_note:+ ---: |} --- | --- |
EOF
    for name in drag checkout; do
        k=redis.$name
        label="checkout (swipe of 12, new session each)"
        [[ $name == drag ]] && label="drag, minimal replies ($drag_sessions sessions)"
        rps="${result[$k.redis.rps]} |" p50=${result[$k.redis.p50]} p99=${result[$k.redis.p99]} ratios="**${result[$k.redis/embedded]}** |"
        if [[ $redis_aof != 0 ]]; then
            rps="$rps ${result[$k.redisaof.rps]} |" p50="$p50 / ${result[$k.redisaof.p50]}" p99="$p99 / ${result[$k.redisaof.p99]}"
            ratios="$ratios ${result[$k.redisaof/embedded]} |"
        fi
        printf '| %s | %s | %s %s | %s / %s | %s / %s | %s ≥ 0.6 | %s |\n' "$label" "$(connections_of "$name")" "$rps" "${result[$k.embedded.rps]}" \
            "$p50" "${result[$k.embedded.p50]}" "$p99" "${result[$k.embedded.p99]}" "$ratios" "$(verdict "${result[$k.redis/embedded]}" '>=' 0.6)"
    done
    echo
    echo "Memory in Redis: $made_redis new sessions, each a swipe of 4 events on checkout-slider: used_memory $memory_before → $memory_after bytes, **$redis_bytes bytes a session** ($redis_keys keys a session)."
    echo "CPU µs a request, user + kernel: $(for n in drag checkout; do for v in "${redis_servers[@]}"; do printf '%s %s %s+%s; ' "$n" "$v" "${result[redis.$n.$v.user]}" "${result[redis.$n.$v.sys]}"; done; done)"
    echo "Per-round ratios Redis / embedded: $(for n in drag checkout; do printf '%s %s; ' "$n" "${result[redis.$n.redis/embedded.rounds]}"; done)"
    echo "Previews loaded from Redis (LRANGE calls) each round, Redis gallery: $(for n in drag checkout; do printf '%s' "$n"; for r in $(seq 1 "$rounds"); do printf ' %s' "${result[redis.$n.redis.$r.loads]:--}"; done; printf '; '; done)"
fi
echo "wrk errors: ${errors_seen[*]:-none}."
