#!/usr/bin/env bash
# "Swipe to buy" with nothing but curl: drives the checkout-slider preview through the same JSON
# API the browser uses (docs/API.md).
#   1. drag the thumb half way and let go     → the server snaps the slider back to 0
#   2. drag it all the way to the right        → the server checks out ("Thank you for purchasing!")
#
# Usage: GALLERY_URL=http://127.0.0.1:8080 scripts/demo-checkout.sh
# Needs: curl and /usr/bin/python3 (for reading JSON).
set -euo pipefail

# shellcheck source=scripts/lib/demo.sh
source "$(dirname "$0")/lib/demo.sh"

printf '%sStyleGallery checkout demo against %s (cookie jar in %s)%s\n' "$bold" "$base" "$work" "$plain"

open_preview checkout-slider
echo "1. Swipe only half way and let go."
swipe 20 "$(at "$width / 2")" 3 ended
check 'd["state"]["value"] == 0 and d["state"]["didCheckout"] is False and "Thank you" not in d["html"]' \
  'the slider snapped back to 0 and nothing was bought'
echo "2. Swipe all the way: began at x=20, changed in steps, ended at the far right (x=$width)."
swipe 20 "$width" 6 ended
check 'd["state"].get("didCheckout") is True and "Thank you for purchasing!" in d["html"]' \
  'didCheckout is true and the page says "Thank you for purchasing!"'

finish "the checkout"
