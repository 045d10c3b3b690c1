#!/usr/bin/env bash
# Installs what the browser tests (Tests/Browser/test_*.py) and scripts/demo-checkout.sh need:
# Debian's Chromium, its chromedriver, python3-selenium, Liberation fonts and curl; Debian's
# redis-server, which the Redis tests start on loopback (RedisServerProcess); nginx, in front of
# three galleries in the fail-over test (scripts/test-failover.sh); and axe-core
# (Deque's accessibility engine, for Tests/Browser/test_axe.py): `axe.min.js` v4.12.1, taken from
# the PyPI wheel axe-playwright-python 0.1.8 (pip download, no dependencies), checked against its
# sha256 and kept in .build/test-tools/axe/ (or $STYLEGALLERY_TEST_TOOLS/axe/), which survives
# between runs and is not committed.
# Idempotent: does nothing when everything is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

missing() {
  local what=()
  [[ -x /usr/bin/chromium ]] || what+=("/usr/bin/chromium")
  [[ -x /usr/bin/chromedriver ]] || what+=("/usr/bin/chromedriver")
  /usr/bin/python3 -c 'import selenium' 2>/dev/null || what+=("python3 module selenium")
  command -v curl >/dev/null 2>&1 || what+=("curl")
  [[ -x /usr/bin/redis-server ]] || what+=("/usr/bin/redis-server")
  [[ -x /usr/sbin/nginx ]] || what+=("/usr/sbin/nginx")
  printf '%s\n' "${what[@]+"${what[@]}"}"
}

todo=$(missing)
if [[ -z "$todo" ]]; then
  echo "install-test-deps: chromium, chromedriver, python3-selenium, curl, redis-server and nginx are present."
else
  echo "install-test-deps: missing:"
  sed 's/^/  /' <<<"$todo"
  sudo=()
  if [[ $(id -u) -ne 0 ]]; then
    command -v sudo >/dev/null 2>&1 || { echo "install-test-deps: need root (or sudo) to install packages." >&2; exit 1; }
    sudo=(sudo)
  fi
  "${sudo[@]+"${sudo[@]}"}" apt-get update
  "${sudo[@]+"${sudo[@]}"}" env DEBIAN_FRONTEND=noninteractive apt-get install -y \
    chromium chromium-driver python3-selenium fonts-liberation curl redis-server nginx

  todo=$(missing)
  if [[ -n "$todo" ]]; then
    {
      echo "install-test-deps: FAILED: still missing after apt-get install:"
      sed 's/^/  /' <<<"$todo"
    } >&2
    exit 1
  fi
fi

# axe-core: the file the wheel's RECORD lists as
# axe_playwright_python/axe.min.js,sha256=hElP7HV-RxDcdRyNemNuRX9FMvCPhchtyQcBM_v_U7w,572600
# (that digest in hex below).
axe_wheel="axe-playwright-python==0.1.8"
axe_member="axe_playwright_python/axe.min.js"
axe_sha256="84494fec757e4710dc751c8d7a636e457f4532f08f85c86dc9070133fbff53bc"
axe_dir="${STYLEGALLERY_TEST_TOOLS:-.build/test-tools}/axe"
axe_js="$axe_dir/axe.min.js"

axe_ok() { [[ -f "$axe_js" ]] && sha256sum "$axe_js" | grep -q "^$axe_sha256 "; }

if axe_ok; then
  echo "install-test-deps: axe-core is present ($axe_js)."
  exit 0
fi
echo "install-test-deps: axe-core is missing: downloading $axe_wheel into $axe_dir"
mkdir -p "$axe_dir"
wheels=$(mktemp -d "${TMPDIR:-/tmp}/axe-wheel.XXXXXX")
trap 'rm -rf "$wheels"' EXIT
/usr/bin/python3 -m pip download --no-deps --only-binary=:all: --disable-pip-version-check \
  --dest "$wheels" "$axe_wheel" \
  || { echo "install-test-deps: FAILED: pip could not download $axe_wheel." >&2; exit 1; }
/usr/bin/python3 - "$wheels" "$axe_member" "$axe_js.part" <<'EOF'
import sys, zipfile
from pathlib import Path
folder, member, out = sys.argv[1:]
wheel = next(Path(folder).glob("*.whl"))
with zipfile.ZipFile(wheel) as archive:
    Path(out).write_bytes(archive.read(member))
EOF
if ! sha256sum "$axe_js.part" | grep -q "^$axe_sha256 "; then
  echo "install-test-deps: FAILED: $axe_member in $axe_wheel does not have the sha256 $axe_sha256." >&2
  rm -f "$axe_js.part"
  exit 1
fi
mv "$axe_js.part" "$axe_js"
axe_ok || { echo "install-test-deps: FAILED: $axe_js is not in place." >&2; exit 1; }
echo "install-test-deps: axe-core 4.12.1 is at $axe_js."
echo "install-test-deps: done."
