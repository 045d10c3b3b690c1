#!/usr/bin/env bash
# Runs the README's hand-typed curl lines (the block marked `<!-- readme-curl -->`) against a
# running gallery (GALLERY_URL, default http://127.0.0.1:8080), as pasted, and checks that each
# prints what the README's comment under it promises. Prints "readme curl: N lines passed".
set -euo pipefail
cd "$(dirname "$0")/.."
base="${GALLERY_URL:-http://127.0.0.1:8080}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
block=$(awk '/<!-- readme-curl -->/ {found=1; next} found && /^```sh/ {inside=1; next} inside && /^```/ {exit} inside {print}' README.md)
[[ -n "$block" ]] || { echo "readme curl: no block marked readme-curl in README.md" >&2; exit 1; }
passed=0
command=""
while IFS= read -r line; do
    if [[ "$line" == "# → "* ]]; then
        # The promise: each "name":value the comment shows must appear in the output.
        expected=${line#"# → "}
        [[ -n "$command" ]] || { echo "readme curl: a promise without a command: $line" >&2; exit 1; }
        output=$(cd "$work" && bash -c "${command//http:\/\/127.0.0.1:8080/$base}")
        for part in $(grep -oE '"[^"]+":("[^"]*"|[^, ]+)' <<<"$expected"); do
            grep -qF -- "$part" <<<"$output" || {
                echo "readme curl: FAILED: $command" >&2
                echo "  promised $part, printed: ${output:0:400}" >&2
                exit 1
            }
        done
        passed=$((passed + 1))
        command=""
    else
        command+="${line%\\}"$'\n'
        [[ "$line" == *\\ ]] && command="${command%$'\n'} "
    fi
done <<<"$block"
echo "readme curl: $passed lines passed"
