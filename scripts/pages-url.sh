#!/bin/sh
# The address of the site's Cloudflare Pages project, https://<name>.pages.dev, from the project's
# name in wrangler.jsonc: the site's address where site.yaml gives none (.github/workflows/site.yml).
set -eu
name=$(sed -n 's/^ *"name": *"\([^"]*\)".*/\1/p' "$(dirname "$0")/../wrangler.jsonc")
echo "https://$name.pages.dev"
