# Helpers of the curl demos (scripts/demo-*.sh): one session (a cookie jar in a temporary folder),
# events numbered as a browser numbers them, every outcome checked against the last JSON reply.
# Sourced, not run. Needs curl and /usr/bin/python3. Reads GALLERY_URL (default http://127.0.0.1:8080).
#
#   source "$(dirname "$0")/lib/demo.sh"
#   open_preview stepper-slider                 # GET it; reads its slider into $target, $width, $mid
#   tap "$(button_labelled plus.circle)"        # post events, numbered with seq
#   check 'd["state"]["value"] == 10' "one tap on plus adds one step"
#   finish "1 preview"                          # "demo: N outcomes passed" (scripts/test-all.sh sums them)
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


def target_at(text):
    """The data-target of the element around the first `text` in the markup ("" if none)."""
    html = d.get("html", "")
    at = html.find(text)
    if at < 0:
        return ""
    start = html.rfind('data-target="', 0, html.find(">", at) + 1)
    return "" if start < 0 else html[start + 13:html.index('"', start + 13)]


names = {"next": next, "len": len, "str": str, "abs": abs, "round": round, "any": any, "all": all,
         "min": min, "max": max, "sorted": sorted, "True": True, "False": False, "None": None}
v = eval(sys.argv[2], {"__builtins__": names}, {"d": d, "target_at": target_at})
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

# open_preview PREVIEW: GETs the preview (the session's first look at it) and reads its slider,
# if it has one.
open_preview() {
  preview=$1
  api="$base/api/v1/previews/$preview"
  printf '\n%s%s%s\n' "$bold" "$preview" "$plain"
  call GET ""
  read_target
  printf '  state %s\n' "$(json 'd["state"]')"
}

# Reads the slider (the first drag target) and its frame from the last snapshot, if it has one.
read_target() {
  seq=$(json 'd["seq"]')
  target=$(json 'next((t["id"] for t in d["targets"] if t["gesture"] == "drag"), "")')
  [[ -n $target ]] || return 0
  width=$(json 'next(t["frame"]["width"] for t in d["targets"] if t["gesture"] == "drag")')
  height=$(json 'next(t["frame"]["height"] for t in d["targets"] if t["gesture"] == "drag")')
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
# key_on TARGET KEY [STATUS], press TARGET PHASE: events for a target other than the slider.
key_on() { event "{\"target\":\"$1\",\"type\":\"key\",\"key\":\"$2\"}" "${3-2??}"; }
press() { event "{\"target\":\"$1\",\"type\":\"press\",\"phase\":\"$2\"}"; }
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

# labelled LABEL: the data-target of the element labelled LABEL (aria-label), or of the nearest
# target that holds it (a button around its symbol); "" when there is none.
labelled() { json "target_at('aria-label=\"$1\"')"; }

# button_labelled TEXT: the data-target of the button whose text is TEXT, or "".
button_labelled() { json "target_at('>$1</div>')"; }

# finish WHAT: the last line, which scripts/test-all.sh reads.
finish() {
  printf '\n%sDemo passed: %s, %s outcomes checked.%s\n' "$green" "$1" "$checked" "$plain"
  printf 'demo: %s outcomes passed\n' "$checked"
}
