# Shared by the curl demos (scripts/demo-*.sh): one session (a cookie jar), the JSON API of
# docs/API.md, and checks that fail the demo loudly. Source it; it needs curl and /usr/bin/python3.
#
#   source "$(dirname "$0")/lib/demo.sh"
#   open_preview stepper-slider          # GET its snapshot, in this demo's session
#   tap "$(target_for tap)"               # post events, numbered with seq
#   check 'd["state"]["value"] == 10' "one tap on plus adds one step"
#   finish                                # "demo: N outcomes passed"

base=${GALLERY_URL:-http://127.0.0.1:8080}
base=${base%/}

if [[ -t 1 ]]; then bold=$'\033[1m' green=$'\033[1;32m' red=$'\033[1;31m' plain=$'\033[0m'
else bold='' green='' red='' plain=''; fi

work=$(mktemp -d "${TMPDIR:-/tmp}/stylegallery-demo.XXXXXX")
trap 'rm -rf "$work"' EXIT
jar="$work/cookies"
reply="$work/reply.json"
outcomes=0
seq=0
api=""

fail() {
  printf '\n%s*** DEMO FAILED: %s ***%s\n' "$red" "$*" "$plain" >&2
  if [[ -s "$reply" ]]; then
    printf 'Last reply: %s\n' "$(head -c 2000 "$reply")" >&2
  fi
  exit 1
}

# json EXPR: evaluates a Python expression over the last reply, bound to `d`, and prints it
# (strings as they are, everything else as JSON).
json() {
  /usr/bin/python3 - "$reply" "$1" <<'PY'
import json, sys
with open(sys.argv[1], encoding="utf-8") as f:
    d = json.load(f)
names = {"True": True, "False": False, "None": None, "next": next, "len": len, "str": str, "round": round, "abs": abs, "all": all, "any": any,
         "min": min, "max": max, "sorted": sorted}
v = eval(sys.argv[2], {"__builtins__": names}, {"d": d})
print(v if isinstance(v, str) else json.dumps(v))
PY
}

# request METHOD PATH [BODY]: one request in our session; the reply lands in $reply, the status
# in $status.
request() {
  local method=$1 path=$2 body=${3-}
  local args=(-sS -o "$reply" -w '%{http_code}' -b "$jar" -c "$jar" -X "$method"
              -H 'Accept: application/json')
  if [[ -n "$body" ]]; then
    args+=(-H 'Content-Type: application/json' --data-binary "$body")
  elif [[ $method == POST ]]; then
    args+=(-H 'Content-Length: 0')
  fi
  status=$(curl "${args[@]}" "$api$path") || fail "cannot reach $api$path (is the gallery running? set GALLERY_URL)"
}

# call METHOD PATH [BODY]: a request that must succeed (2xx).
call() {
  request "$@"
  [[ $status == 2?? ]] || fail "$1 $2 answered HTTP $status"
}

# open_preview ID: GETs the preview's snapshot; later calls and events go to it.
open_preview() {
  api="$base/api/v1/previews/$1"
  printf '\n%s%s%s\n' "$bold" "$1" "$plain"
  call POST /reset
  seq=$(json 'd["seq"]')
  printf '  reset: state %s\n' "$(json 'd["state"]')"
}

# event JSON-WITHOUT-SEQ: posts the next event (it must be accepted) and prints the new state.
event() {
  local body="{\"seq\":$((seq + 1)),${1#\{}"
  call POST /events "$body"
  seq=$(json 'd["seq"]')
  printf '  → %-70s state %s\n' "$1" "$(json 'd["state"]')"
}

# refused JSON-WITHOUT-SEQ STATUS: posts an event that must be refused with STATUS; the state
# must not change.
refused() {
  local before after body="{\"seq\":$((seq + 1)),${1#\{}"
  call GET ""
  before=$(json 'd["state"]')
  request POST /events "$body"
  [[ $status == "$2" ]] || fail "$1 answered HTTP $status, not $2"
  printf '  → %-70s refused: HTTP %s, %s\n' "$1" "$status" "$(json 'd.get("error", d)')"
  call GET ""
  after=$(json 'd["state"]')
  [[ $before == "$after" ]] || fail "a refused event changed the state from $before to $after"
}

# target_for GESTURE [N]: the id of the Nth (0-based) target with GESTURE in the last snapshot.
target_for() {
  json "[t['id'] for t in d['targets'] if t['gesture'] == '$1'][${2:-0}]" || fail "no $1 target number ${2:-0}"
}

# frame TARGET FIELD: a field (x, y, width, height) of TARGET's frame in the last snapshot.
frame() {
  json "next(t['frame']['$2'] for t in d['targets'] if t['id'] == '$1')"
}

tap() { event "{\"target\":\"$1\",\"type\":\"tap\"}"; }
key() { event "{\"target\":\"$1\",\"type\":\"key\",\"key\":\"$2\"}"; }

# drag TARGET FROM_X FROM_Y TO_X TO_Y STEPS [LAST_PHASE]: began, STEPS changes, then ended
# (or LAST_PHASE, such as cancelled), in the target's own coordinates.
drag() {
  local target=$1 x0=$2 y0=$3 x1=$4 y1=$5 steps=$6 last=${7:-ended} i x y
  event "{\"target\":\"$target\",\"type\":\"drag\",\"phase\":\"began\",\"location\":{\"x\":$x0,\"y\":$y0}}"
  for ((i = 1; i <= steps; i++)); do
    x=$(/usr/bin/python3 -c "print(round($x0 + ($x1 - $x0) * $i / $steps, 2))")
    y=$(/usr/bin/python3 -c "print(round($y0 + ($y1 - $y0) * $i / $steps, 2))")
    event "{\"target\":\"$target\",\"type\":\"drag\",\"phase\":\"changed\",\"location\":{\"x\":$x,\"y\":$y}}"
  done
  event "{\"target\":\"$target\",\"type\":\"drag\",\"phase\":\"$last\",\"location\":{\"x\":$x1,\"y\":$y1}}"
}

# check PYTHON-EXPR WORDS: the expression over the last reply must be true; WORDS say what it shows.
check() {
  [[ $(json "$1") == true ]] || fail "$2 (expected: $1)"
  outcomes=$((outcomes + 1))
  printf '  %s✓ %s%s\n' "$green" "$2" "$plain"
}

finish() {
  printf '\n%sdemo: %s outcomes passed%s\n' "$green" "$outcomes" "$plain"
}
