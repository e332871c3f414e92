#!/bin/sh
# `npm test`: every check, in order, stopping at the first that fails. The type check (one core)
# and the tools' install (tools/install.ts: the hosts' local servers, mostly waiting on the disk)
# run beside the lint and the unit tests, and each says what it found before the build starts.
set -eu
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

# Waits for the background step $1, shows its output (in $logs/$2), and fails if it failed.
finished() {
  status=0
  wait "$1" || status=$?
  cat "$logs/$2"
  [ "$status" -eq 0 ]
}

node tools/install.ts >"$logs/tools" 2>&1 &
tools=$!
npm run typecheck >"$logs/types" 2>&1 &
types=$!

npm run lint
npm run test:unit
finished $types types

npm run build
npm run check
npm run test:built
npm run test:built:empty
finished $tools tools
npm run typecheck:tools
npm run test:e2e
npm run test:e2e:catalogue
