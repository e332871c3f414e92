#!/usr/bin/env bash
# Prints "true" when every file that differs between $1, the branch's last commit whose every test
# passed, and $2 is under content/ (the artist's change, which CI publishes after checking the
# built site alone), else "false": a change of code since that commit, no such commit (a first
# push, or its record expired) or no change at all runs every test. Commits are compared by their
# trees, so a history rewritten since still counts what differs.
set -euo pipefail
tested=${1:-}
after=${2:-HEAD}
if [[ -z $tested || $tested =~ ^0+$ ]] || ! git cat-file -e "$tested^{commit}" 2>/dev/null; then
  echo false
  exit 0
fi
changed=$(git diff --name-only --no-renames "$tested" "$after")
if [[ -n $changed ]] && ! grep -qv '^content/' <<<"$changed"; then echo true; else echo false; fi
