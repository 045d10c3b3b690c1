#!/usr/bin/env bash
# Seed 002 ("Styling Components in SwiftUI") with nothing but curl: walks through every preview of
# the article through the same JSON API the browser uses (docs/API.md), posting real events and
# checking what the server's Swift model answers.
#   1. custom-button              CustomButtonStyle: plain, destructive, disabled; pressed look; taps
#   2. range-slider               RangeSlider: two thumbs that never cross, by drag and by keys
#   3. vertical-range-slider      .rangeSliderStyle(.vertical): up is more
#   4. stepper                    StylishStepper in two styles on one value, stopped at its bounds
#   5. checkbox-multiple-choice   CheckboxMultipleChoiceStyle: toggles, order kept, disabled copy
#   6. onboarding-large-controls  .controlSize(.large) beside .regular, on the same values
#   7. sheet-style-propagation    the root's styles inside a presented sheet; Done dismisses it
#
# Usage: GALLERY_URL=http://127.0.0.1:8080 scripts/demo-seed002.sh
# Needs: curl and /usr/bin/python3 (for reading JSON). Exits non-zero at the first wrong outcome.
set -euo pipefail

# shellcheck source=scripts/lib/demo.sh
source "$(dirname "$0")/lib/demo.sh"

printf '%sStyleGallery seed 002 demo against %s (cookie jar in %s)%s\n' "$bold" "$base" "$work" "$plain"

# 1. The article's button style, set once at the root on three buttons.
open_preview custom-button
continue=$(button_labelled Continue)
delete=$(button_labelled Delete)
check '"stroke:var(--sg-yellow)" in d["html"] and "stroke:var(--sg-red)" in d["html"]' \
  "plain buttons draw a yellow capsule, the destructive one a red one"
check "'>Sold out</div>' in d['html'] and 'aria-disabled=\"true\"' in d['html'] and len([t for t in d['targets'] if t['gesture'] == 'tap']) == 2" \
  "the disabled button is drawn disabled; only Continue and Delete take taps"
press "$continue" began
check "'$continue' in d['html'] and 'opacity:0.7' in d['html']" "held down, Continue draws its pressed look"
press "$continue" ended
tap "$continue"
tap "$delete"
check 'd["state"]["taps"] == 2 and "opacity:0.7" not in d["html"]' "two taps counted; let go, the pressed look is gone"

# 2. The range slider: a price range 0…100 at 20…80.
open_preview range-slider
lower=$(labelled "Price, minimum")
upper=$(labelled "Price, maximum")
check 'd["state"]["range"] == [20, 80]' "it starts at 20 – 80"
key_on "$lower" increment
check 'd["state"]["range"] == [30, 80]' "an arrow on the lower thumb moves it a tenth: 30 – 80"
key_on "$lower" end
check 'd["state"]["range"] == [80, 80]' "End takes the lower thumb only as far as the upper one: 80 – 80"
key_on "$upper" home
check 'd["state"]["range"] == [80, 80]' "Home stops the upper thumb at the lower one"
key_on "$upper" end
key_on "$lower" home
check 'd["state"]["range"] == [0, 100] and "Price: 0 – 100" in d["html"]' "Home and End reach the bounds: 0 – 100"
echo "  Drag the upper thumb far to the left, past the lower thumb."
event "{\"target\":\"$upper\",\"type\":\"drag\",\"phase\":\"began\",\"location\":{\"x\":12,\"y\":12}}"
event "{\"target\":\"$upper\",\"type\":\"drag\",\"phase\":\"changed\",\"location\":{\"x\":-5000,\"y\":12}}"
event "{\"target\":\"$upper\",\"type\":\"drag\",\"phase\":\"ended\",\"location\":{\"x\":-5000,\"y\":12}}"
check 'd["state"]["range"] == [0, 0]' "it stops at the lower thumb: the thumbs never cross"

# 3. The same slider, standing up.
open_preview vertical-range-slider
upper=$(labelled "Price, maximum")
check '"aria-orientation=\"vertical\"" in d["html"]' "both thumbs are vertical sliders"
key_on "$upper" increment
check 'd["state"]["range"] == [20, 90]' "an arrow up raises the maximum: 20 – 90"
echo "  Drag the upper thumb up, far past the top."
event "{\"target\":\"$upper\",\"type\":\"drag\",\"phase\":\"began\",\"location\":{\"x\":12,\"y\":12}}"
event "{\"target\":\"$upper\",\"type\":\"drag\",\"phase\":\"changed\",\"location\":{\"x\":12,\"y\":-5000}}"
event "{\"target\":\"$upper\",\"type\":\"drag\",\"phase\":\"ended\",\"location\":{\"x\":12,\"y\":-5000}}"
check 'd["state"]["range"] == [20, 100]' "up is more: clamped at the top, 100"

# 4. One value, two stepper styles.
open_preview stepper
plus=$(labelled Increment)
check 'd["state"]["value"] == 3 and d["html"].count("role=\"spinbutton\"") == 2' "two steppers, one value: 3"
for _ in 1 2 3 4 5 6 7; do tap "$plus"; done
check 'd["state"]["value"] == 10 and d["html"].count("aria-valuenow=\"10\"") == 2' "seven taps on plus: 10 in both styles"
check 'd["html"].count("aria-disabled=\"true\" aria-label=\"Increment\"") == 2' "at the upper bound plus is disabled in both styles"
tap "$plus" 404
check '"No interactive element" in d["message"]' "a tap at the bound is refused (404)"
call GET ""
check 'd["state"]["value"] == 10' "and changes nothing"
key_on "$(json 'next(t["id"] for t in d["targets"] if t["gesture"] == "key")')" home
check 'd["state"]["value"] == 0' "Home on the spin button goes to 0"

# 5. Checkboxes.
open_preview checkbox-multiple-choice
sms=$(labelled "Text message")
push=$(labelled "Push notification")
email=$(labelled "Email")
check 'd["state"]["selection"] == ["email"]' "Email is chosen"
tap "$push"
tap "$sms"
check 'd["state"]["selection"] == ["email", "sms", "push"]' "Push, then Text message: kept in the options' order"
tap "$email"
check 'd["state"]["selection"] == ["sms", "push"]' "a second tap on Email unchecks it"
check 'd["html"].count("role=\"checkbox\"") == 6 and len([t for t in d["targets"] if t["gesture"] == "tap"]) == 3' \
  "the disabled copy draws three checkboxes with no targets"

# 6. Large controls beside regular ones, on the same values.
open_preview onboarding-large-controls
check 'd["state"] == {"value": 2, "selection": ["push"]}' "both parts show 2 reminders and Push"
large_plus=$(labelled Increment)
tap "$large_plus"
check 'd["html"].count("aria-valuenow=\"3\"") == 2' "a tap on the large plus shows 3 in both parts"
check '"font-size:28px" in d["html"] and "font-size:22px" in d["html"]' "Continue is drawn in title (large) and title2 (regular)"

# 7. A sheet, presented below the root's styles.
open_preview sheet-style-propagation
tap "$(button_labelled Present)"
check 'd["state"]["isPresented"] is True and "role=\"dialog\" aria-modal=\"true\"" in d["html"]' "Present presents a modal sheet"
check "'stroke:var(--sg-yellow)' in d['html'][d['html'].index('role=\"dialog\"'):]" \
  "its Done button is drawn in the root's CustomButtonStyle"
tap "$(button_labelled Done)"
check 'd["state"]["isPresented"] is False and "role=\"dialog\"" not in d["html"]' "Done dismisses it"

finish "7 seed-002 previews"
