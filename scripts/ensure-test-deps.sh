#!/usr/bin/env bash
# What the end-to-end suite and the benchmark need from Debian: Chromium, its
# headless build for the suite and the full browser for the benchmark
# (Playwright cannot download its own browser here), and nginx with the Brotli
# static module (the HTTP suite and the Observatory grading run against
# hosting/nginx.conf too), and poppler's pdftotext and pdfinfo, which read the built price lists
# (PDF) as their reader would, and Java, on which the Nu HTML Checker (vnu-jar) checks the built
# pages, and Liberation's fonts (Times New Roman's and Arial's metrics), which the pages' fallback
# faces are drawn in here. Installs what is missing with apt when we are root.
set -euo pipefail
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
[ -x "${TEST_CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" ] || missing+=(chromium-headless-shell)
command -v nginx >/dev/null || missing+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
command -v pdftotext >/dev/null || missing+=(poppler-utils)
command -v java >/dev/null || missing+=(default-jre-headless)
[ -f /usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf ] || missing+=(fonts-liberation)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing for the tests and the benchmark: ${missing[*]}. Run: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing ${missing[*]} for the tests and the benchmark..."
apt-get update -qq
# Installing nginx starts it on port 80; the tests run their own.
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
if [[ " ${missing[*]} " == *" nginx "* ]]; then
  service nginx stop >/dev/null 2>&1 || pkill -x nginx || true
fi
