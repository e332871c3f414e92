#!/usr/bin/env bash
# Prints "true" when the commit $2 is still the newest of the branch $1 (refs/heads/main) on the
# remote, else "false": an older run of the branch publishes nothing over a newer one's site.
set -euo pipefail
newest=$(git ls-remote origin "$1" | cut -f1)
if [[ -n $newest && $newest == "$2" ]]; then echo true; else echo false; fi
