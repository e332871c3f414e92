#!/usr/bin/env bash
# Prints "true" when every file that differs between the commits $1 and $2 is under content/
# (the artist's change, which CI publishes after checking the built site alone), else "false":
# a change of code, a first push (no $1) or no change at all runs every test.
set -euo pipefail
before=${1:-}
after=${2:-HEAD}
if [[ -z $before || $before =~ ^0+$ ]] || ! git cat-file -e "$before^{commit}" 2>/dev/null; then
  echo false
  exit 0
fi
changed=$(git diff --name-only --no-renames "$before" "$after")
if [[ -n $changed ]] && ! grep -qv '^content/' <<<"$changed"; then echo true; else echo false; fi
