#!/usr/bin/env bash
# A screenshot of a history page (perfgate history --page PAGE.html), as the docs show it: headless Chromium with the
# flags of the page's browser test (tests/ResultComparer.Tests/History/Page/HeadlessChromium.cs), 1200 px wide.
#
#   eng/history-screenshot.sh PAGE.html OUT.png [HEIGHT]
#
# HEIGHT (default 2400) is the window's height in pixels: what lies below it is cut off, and a shorter page leaves white.
#
# Chromium is PERFGATE_CHROMIUM, else chromium, chromium-browser or google-chrome on PATH (apt-get install chromium).
set -euo pipefail

if [ $# -lt 2 ] || [ $# -gt 3 ]; then
  echo "usage: $0 PAGE.html OUT.png [HEIGHT]" >&2
  exit 2
fi
page=$1
out=$2
height=${3:-2400}
case $height in ''|*[!0-9]*) echo "$0: HEIGHT must be a number of pixels, not '$height'" >&2; exit 2 ;; esac
[ -f "$page" ] || { echo "$0: no page at $page" >&2; exit 2; }

browser=${PERFGATE_CHROMIUM:-}
if [ -z "$browser" ]; then
  for name in chromium chromium-browser google-chrome; do
    if command -v "$name" >/dev/null; then browser=$(command -v "$name"); break; fi
  done
fi
[ -n "$browser" ] || { echo "$0: no Chromium found; install it (apt-get install chromium) or set PERFGATE_CHROMIUM" >&2; exit 1; }

# Absolute paths: Chromium resolves a relative --screenshot against its own working directory, and file:// needs one.
page_path="$(cd "$(dirname "$page")" && pwd)/$(basename "$page")"
mkdir -p "$(dirname "$out")"
out_path="$(cd "$(dirname "$out")" && pwd)/$(basename "$out")"
rm -f "$out_path"

# A profile of its own, so a browser the user has open is neither used nor disturbed.
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT

# A screenshot takes about a second; 90 s (as in the browser test) bounds a hung browser. --no-sandbox: Chromium refuses
# its sandbox as root, which CI and containers are.
timeout --kill-after=5 90 "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
  --user-data-dir="$profile" --window-size=1200,"$height" --screenshot="$out_path" "file://$page_path" \
  || { status=$?; [ "$status" -eq 124 ] && echo "$0: Chromium was killed after 90 s" >&2; exit "$status"; }

[ -s "$out_path" ] || { echo "$0: Chromium wrote no screenshot" >&2; exit 1; }
echo "$out_path"
