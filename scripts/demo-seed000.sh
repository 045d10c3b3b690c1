#!/usr/bin/env bash
# Seed 000 ("SwiftUI custom controls: all styling, no composition") with nothing but curl: walks
# through every slider preview of the article through the same JSON API the browser uses
# (docs/API.md), posting real events and checking what the server's Swift model answers.
#   1. composed-checkout-slider  the composition approach: a Slider and a Text of its value
#   2. default-slider            StylishSlider in DefaultSliderStyle: keys, clamping at both ends
#   3. stepper-slider            StepperSliderStyle: plus/minus taps, steps of 10, disabled at a bound
#   4. checkout-slider           CheckoutSliderStyle: a half swipe snaps back, a full one buys
#   5. better-slider             BetterSlider: editing while dragged, follows outside changes, cancel
#   6. better-checkout-slider    the checkout style on BetterSlider: one point short, then a full swipe
#
# Usage: GALLERY_URL=http://127.0.0.1:8080 scripts/demo-seed000.sh
# Needs: curl and /usr/bin/python3 (for reading JSON). Exits non-zero at the first wrong outcome.
set -euo pipefail

# shellcheck source=scripts/lib/demo.sh
source "$(dirname "$0")/lib/demo.sh"

printf '%sStyleGallery seed 000 demo against %s (cookie jar in %s)%s\n' "$bold" "$base" "$work" "$plain"

# 1. The composition approach: nothing but a system Slider and a Text.
open_preview composed-checkout-slider
echo "  Drag from the start to the middle and let go: a composed slider has no snap-back."
swipe 14 "$(at "14 + ($width - 28) / 2")" 2 ended
check 'd["state"]["value"] == 0.5' "the value is 0.5 and stays there after the release"
check '">0.5</div>" in d["html"]' "the Text under the slider reads 0.5"
key end
check 'd["state"]["value"] == 1 and ">1.0</div>" in d["html"]' "End moves it to 1 and the text follows"

# 2. The default style: the system slider from 0 to 1.
open_preview default-slider
check 'd["state"]["value"] == 0.2' "it starts at 0.2"
key increment
check 'abs(d["state"]["value"] - 0.3) < 1e-9' "an arrow key moves a tenth of the range, to 0.3"
echo "  Drag far past the right end, then far before the left end, and let go there."
drag began "$(at "14 + ($width - 28) * 0.3")"
drag changed 5000
check 'd["state"]["value"] == 1' "past the end the value is clamped to 1"
drag changed -5000
drag ended -5000
check 'd["state"]["value"] == 0 and "aria-valuenow=\"0\"" in d["html"]' "before the start it is clamped to 0"

# 3. The stepper style: 0…100 in steps of 10, minus and plus buttons.
open_preview stepper-slider
buttons() {
  minus=$(json 'next((t["id"] for t in d["targets"] if t["gesture"] == "tap" and t["frame"]["x"] < 100), "")')
  plus=$(json 'next((t["id"] for t in d["targets"] if t["gesture"] == "tap" and t["frame"]["x"] > 100), "")')
}
buttons
[[ -z $minus && -n $plus ]] || fail "at 0 minus should be disabled and plus live"
check '"aria-label=\"minus.circle\"" in d["html"] and "aria-label=\"plus.circle\"" in d["html"]' \
  "minus.circle and plus.circle are drawn; at 0 only plus is live"
echo "  Tap plus three times."
tap "$plus"; tap "$plus"; tap "$plus"
check 'd["state"]["value"] == 30' "three taps are three steps: 30"
echo "  Drag to 47 % of the track: the value lands on the nearest step."
drag began "$(at "14 + ($width - 28) * 0.3")"
drag changed "$(at "14 + ($width - 28) * 0.47")"
drag ended "$(at "14 + ($width - 28) * 0.47")"
check 'd["state"]["value"] == 50' "47 % lands on the step 50"
old_plus=$plus
key end
buttons
check 'd["state"]["value"] == 100' "End goes to 100"
[[ -z $plus && -n $minus ]] || fail "at 100 plus should be disabled and minus live"
check '"aria-disabled=\"true\"" in d["html"]' "at 100 the plus button is disabled"
echo "  Tap plus again, twice: the server refuses events for a disabled button."
tap "$old_plus" 404
tap "$old_plus" 404
check '"No interactive element" in d["message"]' "taps at the bound are refused (404)"
call GET ""
check 'd["state"]["value"] == 100 and d["seq"] == '"$seq" "and change nothing: still 100, seq $seq"
tap "$minus"
check 'd["state"]["value"] == 90' "minus takes one step off: 90"

# 4. Swipe to buy on the system slider.
open_preview checkout-slider
echo "  Swipe half way and let go."
swipe 14 "$(at "$width / 2")" 3 ended
check 'd["state"]["value"] == 0 and d["state"]["didCheckout"] is False' "short of the end it snaps back to 0 and buys nothing"
check '(d["animation"] or {}).get("name") == "snappy"' "the snap-back is animated (snappy)"
echo "  Swipe all the way."
swipe 14 "$width" 4 ended
check 'd["state"]["didCheckout"] is True and "Thank you for purchasing!" in d["html"]' "a full swipe buys: \"Thank you for purchasing!\""

# 5. BetterSlider, drawn from shapes; the buttons change its value from outside.
open_preview better-slider
check 'd["state"] == {"value": 0.5, "isEditing": False}' "it starts at 0.5, not editing"
echo "  Drag the thumb to a quarter and hold it there."
drag began "$(at "$width / 2")"
drag changed "$(at "16 + ($width - 32) / 4")"
check 'd["state"]["isEditing"] is True and d["state"]["value"] == 0.25' "while held it is editing, at 0.25"
drag ended "$(at "16 + ($width - 32) / 4")"
check 'd["state"]["isEditing"] is False and d["state"]["value"] == 0.25' "let go, editing ends and the value stays"
hundred=$(json '[t["id"] for t in d["targets"] if t["gesture"] == "tap"][-1]')
echo "  Tap the \"100 %\" button: a change from outside the slider."
tap "$hundred"
check 'd["state"]["value"] == 1 and "aria-valuenow=\"1\"" in d["html"]' "the value is 1"
left=$(at "$width - 32")
check_html "data-k=\"$target'\" style=\"left:${left%.0}px;" "the thumb followed it to the end (left ${left%.0}px)"
echo "  Drag the thumb back to the middle, then the browser cancels the drag."
drag began "$(at "$width - 16")"
drag changed "$(at "$width / 2")"
cancel
check 'd["state"]["isEditing"] is False and d["state"]["value"] == 0.5' "a cancel ends editing where the thumb was"

# 6. Swipe to buy on BetterSlider.
open_preview better-checkout-slider
echo "  Swipe to one point short of the end and let go."
swipe 16 "$(at "$width - 17")" 4 ended
check 'd["state"]["value"] == 0 and d["state"]["didCheckout"] is False' "one point short: back to the start, nothing bought"
echo "  Swipe all the way."
swipe 16 "$(at "$width - 16")" 4 ended
check 'd["state"]["didCheckout"] is True and "Thank you for purchasing!" in d["html"]' "a full swipe buys: \"Thank you for purchasing!\""

finish "6 seed-000 previews"
