#!/usr/bin/env bash
# "Swipe to buy" with nothing but curl: drives the checkout-slider preview through the same JSON
# API the browser uses (docs/API.md).
#   1. drag the thumb all the way to the right → the server checks out ("Thank you for purchasing!")
#   2. reset, drag half way and let go        → the server snaps the slider back to 0
#
# Usage: GALLERY_URL=http://127.0.0.1:8080 scripts/demo-checkout.sh
# Needs: curl and /usr/bin/python3 (for reading JSON).
set -euo pipefail

base=${GALLERY_URL:-http://127.0.0.1:8080}
base=${base%/}
preview=checkout-slider
api="$base/api/v1/previews/$preview"

if [[ -t 1 ]]; then bold=$'\033[1m' green=$'\033[1;32m' red=$'\033[1;31m' plain=$'\033[0m'
else bold='' green='' red='' plain=''; fi

work=$(mktemp -d "${TMPDIR:-/tmp}/stylegallery-demo.XXXXXX")
trap 'rm -rf "$work"' EXIT
jar="$work/cookies"
reply="$work/reply.json"

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
v = eval(sys.argv[2], {"__builtins__": {"next": next, "len": len, "str": str}}, {"d": d})
print(v if isinstance(v, str) else json.dumps(v))
PY
}

# call METHOD PATH [BODY]: one request in our session; the reply lands in $reply.
call() {
  local method=$1 path=$2 body=${3-} status
  local args=(-sS -o "$reply" -w '%{http_code}' -b "$jar" -c "$jar" -X "$method"
              -H 'Accept: application/json')
  if [[ -n "$body" ]]; then
    args+=(-H 'Content-Type: application/json' --data-binary "$body")
  elif [[ $method == POST ]]; then
    args+=(-H 'Content-Length: 0')
  fi
  status=$(curl "${args[@]}" "$api$path") || fail "cannot reach $api$path (is the gallery running? set GALLERY_URL)"
  [[ $status == 2?? ]] || fail "$method $path answered HTTP $status"
}

seq=0
# event JSON-WITHOUT-SEQ: posts the next event and prints what the server thinks now.
event() {
  seq=$((seq + 1))
  local body="{\"seq\":$seq,${1#\{}"
  call POST /events "$body"
  seq=$(json 'd["seq"]')
  printf '  → %-62s state %s\n' "$body" "$(json 'd["state"]')"
}

# Reads the drag target and its frame from the last snapshot.
read_target() {
  target=$(json 'next(t["id"] for t in d["targets"] if t["gesture"] == "drag")') \
    || fail "the snapshot has no drag target"
  width=$(json 'next(t["frame"]["width"] for t in d["targets"] if t["gesture"] == "drag")')
  height=$(json 'next(t["frame"]["height"] for t in d["targets"] if t["gesture"] == "drag")')
  seq=$(json 'd["seq"]')
  mid=$(/usr/bin/python3 -c "print(round($height / 2, 2))")
  printf '  drag target %s, frame %s x %s, seq %s\n' "$target" "$width" "$height" "$seq"
}

# drag FROM_X TO_X STEPS: began at FROM_X, `changed` in STEPS steps, ended at TO_X.
drag() {
  local from=$1 to=$2 steps=$3 i x
  event "{\"target\":\"$target\",\"type\":\"drag\",\"phase\":\"began\",\"location\":{\"x\":$from,\"y\":$mid}}"
  for ((i = 1; i <= steps; i++)); do
    x=$(/usr/bin/python3 -c "print(round($from + ($to - $from) * $i / $steps, 2))")
    event "{\"target\":\"$target\",\"type\":\"drag\",\"phase\":\"changed\",\"location\":{\"x\":$x,\"y\":$mid}}"
  done
  event "{\"target\":\"$target\",\"type\":\"drag\",\"phase\":\"ended\",\"location\":{\"x\":$to,\"y\":$mid}}"
}

printf '%sStyleGallery checkout demo against %s%s\n\n' "$bold" "$base" "$plain"

echo "0. GET the checkout preview (a fresh session, cookie jar in $work)"
call GET ""
read_target
printf '  state %s\n\n' "$(json 'd["state"]')"

echo "1. Swipe all the way: began at x=20, changed in steps, ended at the far right (x=$width)"
drag 20 "$width" 6
[[ $(json 'd["state"].get("didCheckout")') == true ]] || fail "after a full swipe state.didCheckout is not true"
[[ $(json '"Thank you for purchasing!" in d["html"]') == true ]] \
  || fail "after a full swipe the html does not say \"Thank you for purchasing!\""
printf '  %s✓ didCheckout is true and the page says "Thank you for purchasing!"%s\n\n' "$green" "$plain"

echo "2. Reset, then swipe only half way and let go"
call POST /reset
read_target
half=$(/usr/bin/python3 -c "print(round($width / 2, 2))")
drag 20 "$half" 3
[[ $(json 'd["state"].get("value")') =~ ^0(\.0+)?$ ]] || fail "after a half swipe state.value is not 0 (no snap-back)"
[[ $(json 'd["state"].get("didCheckout")') == false ]] || fail "after a half swipe state.didCheckout is not false"
[[ $(json '"Thank you for purchasing!" in d["html"]') == false ]] \
  || fail "after a half swipe the html already thanks for the purchase"
printf '  %s✓ the slider snapped back to 0 and nothing was bought%s\n\n' "$green" "$plain"

printf '%sDemo passed.%s\n' "$green" "$plain"
