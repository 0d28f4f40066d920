#!/usr/bin/env bash
# Sourced by record-history.sh and actions/history/history.sh: lets the git that perfgate starts reach GitHub with a
# token, for this script's process and its children only. The header travels in GIT_CONFIG_COUNT/KEY_n/VALUE_n
# (git 2.31 and later), never in .git/config (the checkout keeps no credential: persist-credentials false, so a later
# step cannot reuse it) nor on a command line (which other processes can read), and it is scoped to the server's URL
# as actions/checkout scopes it. Nothing here prints the token; its encoded form is masked before it is used.

# use_git_token TOKEN: an empty token changes nothing (a public repository is read without one).
use_git_token() {
  local token="$1"
  if [ -z "$token" ]; then
    return 0
  fi
  local server="${GITHUB_SERVER_URL:-https://github.com}"
  local credential
  # tr, not base64 -w0: macOS's base64 has no -w and wraps nothing; GNU's wraps at 76 columns.
  credential="$(printf 'x-access-token:%s' "$token" | base64 | tr -d '\r\n')"
  echo "::add-mask::$credential"
  local index="${GIT_CONFIG_COUNT:-0}"
  export "GIT_CONFIG_KEY_$index=http.$server/.extraheader"
  export "GIT_CONFIG_VALUE_$index=AUTHORIZATION: basic $credential"
  export GIT_CONFIG_COUNT=$((index + 1))
}
