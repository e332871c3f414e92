#!/bin/sh
# `npm test`: every check, in order, stopping at the first that fails. The type check (one core)
# and the tools' install (tools/install.ts: the hosts' local servers, mostly waiting on the disk)
# run beside the lint and the unit tests, and each says what it found before the build starts.
set -eu
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

node tools/install.ts >"$logs/tools" 2>&1 &
tools=$!
npm run typecheck >"$logs/types" 2>&1 &
types=$!

npm run lint
npm run test:unit
# The type check's own output, and its verdict.
status=0
wait $types || status=$?
cat "$logs/types"
[ "$status" -eq 0 ]

npm run build
npm run check
npm run test:built
status=0
wait $tools || status=$?
cat "$logs/tools"
[ "$status" -eq 0 ]
npm run typecheck:tools
npm run test:e2e
npm run test:e2e:catalogue
