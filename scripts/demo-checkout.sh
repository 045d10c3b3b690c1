#!/usr/bin/env bash
# "Swipe to buy" with nothing but curl: drives the checkout-slider preview through the same JSON
# API the browser uses (docs/API.md).
#   1. drag the thumb all the way to the right → the server checks out ("Thank you for purchasing!")
#   2. reset, drag half way and let go        → the server snaps the slider back to 0
#
# Usage: GALLERY_URL=http://127.0.0.1:8080 scripts/demo-checkout.sh
# Needs: curl and /usr/bin/python3 (for reading JSON).
set -euo pipefail
source "$(dirname "$0")/lib/demo.sh"

printf '%sStyleGallery checkout demo against %s%s\n' "$bold" "$base" "$plain"

open_preview checkout-slider
slider=$(target_for drag)
width=$(frame "$slider" width)
mid=$(json "next(t['frame']['height'] / 2 for t in d['targets'] if t['id'] == '$slider')")
echo "1. Swipe all the way: began at x=20, changed in steps, ended at the far right (x=$width)"
drag "$slider" 20 "$mid" "$width" "$mid" 6
check 'd["state"].get("didCheckout") is True and "Thank you for purchasing!" in d["html"]' \
  'didCheckout is true and the page says "Thank you for purchasing!"'

open_preview checkout-slider
echo "2. Swipe only half way and let go"
drag "$slider" 20 "$mid" "$(/usr/bin/python3 -c "print(round($width / 2, 2))")" "$mid" 3
check 'd["state"]["value"] == 0 and d["state"]["didCheckout"] is False and "Thank you" not in d["html"]' \
  'the slider snapped back to 0 and nothing was bought'

finish
