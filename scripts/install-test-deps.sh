#!/usr/bin/env bash
# Installs what the browser test (Tests/Browser/test_checkout.py) and scripts/demo-checkout.sh need:
# Debian's Chromium, its chromedriver, python3-selenium, Liberation fonts and curl.
# Idempotent: does nothing when everything is already there.
set -euo pipefail

missing() {
  local what=()
  [[ -x /usr/bin/chromium ]] || what+=("/usr/bin/chromium")
  [[ -x /usr/bin/chromedriver ]] || what+=("/usr/bin/chromedriver")
  /usr/bin/python3 -c 'import selenium' 2>/dev/null || what+=("python3 module selenium")
  command -v curl >/dev/null 2>&1 || what+=("curl")
  printf '%s\n' "${what[@]+"${what[@]}"}"
}

todo=$(missing)
if [[ -z "$todo" ]]; then
  echo "install-test-deps: chromium, chromedriver, python3-selenium and curl are present."
  exit 0
fi

echo "install-test-deps: missing:"
sed 's/^/  /' <<<"$todo"
sudo=()
if [[ $(id -u) -ne 0 ]]; then
  command -v sudo >/dev/null 2>&1 || { echo "install-test-deps: need root (or sudo) to install packages." >&2; exit 1; }
  sudo=(sudo)
fi
"${sudo[@]+"${sudo[@]}"}" apt-get update
"${sudo[@]+"${sudo[@]}"}" env DEBIAN_FRONTEND=noninteractive apt-get install -y \
  chromium chromium-driver python3-selenium fonts-liberation curl

todo=$(missing)
if [[ -n "$todo" ]]; then
  {
    echo "install-test-deps: FAILED: still missing after apt-get install:"
    sed 's/^/  /' <<<"$todo"
  } >&2
  exit 1
fi
echo "install-test-deps: done."
