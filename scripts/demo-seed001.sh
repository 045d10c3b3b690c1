#!/usr/bin/env bash
# Seed 001 ("Custom Slider with SwiftUI") with nothing but curl: walks through both FatSlider
# previews through the same JSON API the browser uses (docs/API.md), posting real events and
# checking what the server's Swift model answers.
#   1. fat-slider         FatSlider: the touch moves the thumb, it stays inside the track and where it is let go
#   2. sticky-fat-slider  FatSlider(isSticky: true): let go or cancelled, it animates back to 0
#
# Usage: GALLERY_URL=http://127.0.0.1:8080 scripts/demo-seed001.sh
# Needs: curl and /usr/bin/python3 (for reading JSON). Exits non-zero at the first wrong outcome.
set -euo pipefail

# shellcheck source=scripts/lib/demo.sh
source "$(dirname "$0")/lib/demo.sh"

printf '%sStyleGallery seed 001 demo against %s (cookie jar in %s)%s\n' "$bold" "$base" "$work" "$plain"

# The thumb is a third of the width; its centre runs from width/6 (0 %) to 5·width/6 (100 %).
# thumb P: the x of the thumb's centre at percentage P.
thumb() { at "$width / 6 + $width * 2 / 3 * $1"; }
near() { printf 'abs(d["state"]["percentage"] - %s) < 1e-4' "$1"; }

# 1. FatSlider.
open_preview fat-slider
check "$(near 0.25)" "it starts at 25 %"
check '"fill:var(--sg-red)" in d["html"] and "fill:var(--sg-gray)" in d["html"]' "a gray track and a red thumb"
check '"filter:drop-shadow(2px 2px 2px var(--sg-black))" in d["html"]' "the thumb has a black shadow, radius 2, offset 2,2"
echo "  Touch the middle of the track (the drag has no minimum distance)."
drag began "$(thumb 0.5)"
check "$(near 0.5)" "the touch alone moves the thumb: 50 %"
echo "  Drag far past both ends."
drag changed -2000
check "$(near 0)" "before the start it is clamped to 0 %"
check_html "data-k=\"$target'\" style=\"left:0px;" "and the thumb stays inside the track, at its left edge"
drag changed 5000
check "$(near 1)" "past the end it is clamped to 100 %"
left=$(at "$width * 2 / 3")
check_html "data-k=\"$target'\" style=\"left:${left%.0}px;" "and the thumb stays inside the track, at its right edge"
echo "  Let go at 70 %."
drag changed "$(thumb 0.7)"
drag ended "$(thumb 0.7)"
check "$(near 0.7) and d[\"animation\"] is None" "let go, it stays at 70 % (not sticky)"
echo "  Drag to 40 %, then the browser cancels the drag."
drag began "$(thumb 0.7)"
drag changed "$(thumb 0.4)"
cancel
check "$(near 0.4)" "cancelled, it stays at 40 %"
key increment
check "$(near 0.5)" "an arrow key moves a tenth: 50 %"
key end
check "$(near 1)" "End goes to 100 %"

# 2. The sticky FatSlider.
open_preview sticky-fat-slider
check "$(near 0)" "it starts at 0 %"
echo "  Drag to the middle and hold."
drag began 30
drag changed "$(thumb 0.5)"
check "$(near 0.5) and d[\"animation\"] is None" "while held it follows the pointer: 50 %"
echo "  Let go mid-way."
drag ended "$(thumb 0.5)"
check "$(near 0)" "let go, it returns to 0 %"
check '(d["animation"] or {}).get("name") == "default" and "transition:left" in d["html"]' "the return is animated"
echo "  Drag far past the end, then the browser cancels the drag."
drag began 30
drag changed 5000
check "$(near 1)" "held past the end it is clamped to 100 %"
cancel
check "$(near 0)" "cancelled, it returns to 0 % as well"
echo "  Press the arrow key: a key press is an edit that ends at once."
key increment
check "$(near 0)" "so the sticky thumb is back at 0 % when it ends"

finish "2 seed-001 previews"
