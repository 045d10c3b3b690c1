# Helpers of the curl demos of the slider previews (scripts/demo-seed000.sh, scripts/demo-seed001.sh),
# in the style of scripts/demo-checkout.sh: one session (a cookie jar in a temporary folder), events
# numbered as a browser numbers them, every outcome checked against the last JSON reply.
# Sourced, not run. Needs curl and /usr/bin/python3. Reads GALLERY_URL (default http://127.0.0.1:8080).
# shellcheck shell=bash

base=${GALLERY_URL:-http://127.0.0.1:8080}
base=${base%/}

if [[ -t 1 ]]; then bold=$'\033[1m' green=$'\033[1;32m' red=$'\033[1;31m' plain=$'\033[0m'
else bold='' green='' red='' plain=''; fi

work=$(mktemp -d "${TMPDIR:-/tmp}/stylegallery-demo.XXXXXX")
trap 'rm -rf "$work"' EXIT
jar="$work/cookies"
reply="$work/reply.json"
checked=0

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
names = {"next": next, "len": len, "str": str, "abs": abs, "round": round, "any": any, "all": all}
v = eval(sys.argv[2], {"__builtins__": names}, {"d": d})
print(v if isinstance(v, str) else json.dumps(v))
PY
}

# check EXPR WHAT: the Python expression must be true of the last reply; WHAT says what that means.
check() {
  [[ $(json "$1") == true ]] || fail "expected: $2 (check: $1)"
  checked=$((checked + 1))
  printf '  %s✓ %s%s\n' "$green" "$2" "$plain"
}

# check_html TEXT WHAT: the last reply's markup must contain TEXT.
check_html() {
  json 'd["html"]' | grep -qF -- "$1" || fail "expected: $2 (markup without: $1)"
  checked=$((checked + 1))
  printf '  %s✓ %s%s\n' "$green" "$2" "$plain"
}

# call METHOD PATH [BODY [STATUS]]: one request in our session; the reply lands in $reply. The
# status must be STATUS when given, any 2xx otherwise.
call() {
  local method=$1 path=$2 body=${3-} want=${4-2??} status
  local args=(-sS -o "$reply" -w '%{http_code}' -b "$jar" -c "$jar" -X "$method"
              -H 'Accept: application/json')
  if [[ -n "$body" ]]; then
    args+=(-H 'Content-Type: application/json' --data-binary "$body")
  elif [[ $method == POST ]]; then
    args+=(-H 'Content-Length: 0')
  fi
  status=$(curl "${args[@]}" "$api$path") || fail "cannot reach $api$path (is the gallery running? set GALLERY_URL)"
  # shellcheck disable=SC2053 # $want is a pattern
  [[ $status == $want ]] || fail "$method $path answered HTTP $status, not $want"
}

# open PREVIEW: GETs the preview (the session's first look at it) and reads its slider.
open_preview() {
  preview=$1
  api="$base/api/v1/previews/$preview"
  printf '\n%s%s%s\n' "$bold" "$preview" "$plain"
  call GET ""
  read_target
  printf '  state %s\n' "$(json 'd["state"]')"
}

# Reads the slider (the drag target) and its frame from the last snapshot.
read_target() {
  target=$(json 'next(t["id"] for t in d["targets"] if t["gesture"] == "drag")') \
    || fail "the snapshot has no drag target"
  width=$(json 'next(t["frame"]["width"] for t in d["targets"] if t["gesture"] == "drag")')
  height=$(json 'next(t["frame"]["height"] for t in d["targets"] if t["gesture"] == "drag")')
  seq=$(json 'd["seq"]')
  mid=$(/usr/bin/python3 -c "print(round($height / 2, 2))")
  printf '  slider %s, frame %s x %s, seq %s\n' "$target" "$width" "$height" "$seq"
}

# event JSON-WITHOUT-SEQ [STATUS]: posts the next event and prints what the server thinks now.
event() {
  local body="{\"seq\":$((seq + 1)),${1#\{}"
  call POST /events "$body" "${2-2??}"
  if [[ ${2-200} == 2* ]]; then
    seq=$(json 'd["seq"]')
    printf '  → %-74s state %s\n' "$body" "$(json 'd["state"]')"
  else
    printf '  → %-74s refused: %s\n' "$body" "$(json 'd["message"]')"
  fi
}

drag() { event "{\"target\":\"$target\",\"type\":\"drag\",\"phase\":\"$1\",\"location\":{\"x\":$2,\"y\":$mid}}"; }
key() { event "{\"target\":\"$target\",\"type\":\"key\",\"key\":\"$1\"}"; }
tap() { event "{\"target\":\"$1\",\"type\":\"tap\"}" "${2-2??}"; }
cancel() { event "{\"target\":\"$target\",\"type\":\"drag\",\"phase\":\"cancelled\"}"; }
# at EXPR: a number computed from the slider's width ($width) and the like.
at() { /usr/bin/python3 -c "print(round($1, 3))"; }

# swipe FROM TO STEPS PHASE: began at FROM, `changed` in STEPS steps to TO, then PHASE there.
swipe() {
  local from=$1 to=$2 steps=$3 i
  drag began "$from"
  for ((i = 1; i <= steps; i++)); do drag changed "$(at "$from + ($to - $from) * $i / $steps")"; done
  drag "$4" "$to"
}
