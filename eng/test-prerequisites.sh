#!/usr/bin/env bash
# What the tests need beyond the .NET SDK, found or installed: eng/test.sh runs it first, so the README's test command
# passes on a fresh machine as .ci/run does (which calls eng/test.sh, so nothing is installed twice).
#
# Headless Chromium, for the history page's browser test (tests/ResultComparer.Tests/History/Page/HistoryPageBrowserTests.cs),
# which fails without it. Installed only when missing and only where apt-get is (GitHub's Ubuntu image has google-chrome
# already; its macOS and Windows images have Chrome where the test looks; elsewhere install it by hand or point
# PERFGATE_CHROMIUM at it): on a Debian 12 machine with a near package mirror the install took 16 s (124 MB of packages,
# 414 MB installed); --no-install-recommends leaves out what a headless run never uses. Run as root or with sudo.
set -euo pipefail

if [ -n "${PERFGATE_CHROMIUM:-}" ] || command -v chromium >/dev/null || command -v chromium-browser >/dev/null \
  || command -v google-chrome >/dev/null; then
  exit 0
fi

if ! command -v apt-get >/dev/null; then
  echo "eng/test-prerequisites.sh: no Chromium found and no apt-get to install it: the history page's browser test will fail." \
    "Install Chromium or Chrome, or set PERFGATE_CHROMIUM to its executable." >&2
  exit 0
fi

echo "eng/test-prerequisites.sh: installing Chromium for the history page's browser test (apt-get)"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update
$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium
