#!/usr/bin/env bash
# Installs what the project needs and is missing: npm packages (when the lockfile changed since
# the last install), the Liberation fonts the artwork renderer and the sample clips set titles
# in, Debian's ffmpeg (the media pipeline renders the sample clips with it), and, with
# --browser, Debian's chromium for benchmarks and its headless shell for the end-to-end tests,
# redis-server, PostgreSQL and nginx for the tests of several instances (--cluster: the last two).
set -euo pipefail
cd "$(dirname "$0")/.."

# One install at a time: journeys start several `npm run tv` at once, and two npm ci runs in one
# tree delete each other's files.
mkdir -p .tmp
exec 9>.tmp/ensure-deps.lock
flock 9

stamp=node_modules/.install-stamp
if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ]; then
  echo "› installing npm packages"
  # A registry that stalls mid-download fails npm ci outright: try again twice before giving up.
  for attempt in 1 2 3; do
    npm ci --no-audit --no-fund --loglevel=error && break
    [ "$attempt" -lt 3 ] || exit 1
    echo "› npm ci failed (attempt $attempt of 3); trying again in 10 s"
    sleep 10
  done
  touch "$stamp"
fi

missing=()
# The renderer's title metrics are Liberation's (apps/api/src/media/artwork/font-metrics.ts).
[ -d /usr/share/fonts/truetype/liberation ] || missing+=(fonts-liberation)
command -v ffmpeg >/dev/null 2>&1 || missing+=(ffmpeg)
if [ "${1:-}" = "--browser" ]; then
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
  command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
  # The API's tests of what runs on Redis (REDIS_URL) start a throwaway redis-server.
  command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
fi
# npm run cluster, and the tests that run it: PostgreSQL 15 (a throwaway cluster) and nginx in front.
if [ "${1:-}" = "--browser" ] || [ "${1:-}" = "--cluster" ]; then
  [ -x /usr/lib/postgresql/15/bin/postgres ] || missing+=(postgresql-15)
  command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "› installing Debian packages: ${missing[*]}"
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null
fi
