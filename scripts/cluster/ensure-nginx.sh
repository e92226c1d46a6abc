#!/usr/bin/env bash
# Run before nginx starts by `npm run cluster`, `npm run scale` and the fault drills (harness.ts): the load
# balancer is Debian's nginx package.
# Present: nothing to do. Missing, as root with apt-get: install the `nginx` package (Debian's policy-rc.d
# or the absent init keeps the system service from starting; the cluster runs its own). Otherwise stop
# with one line giving the command to run.
set -uo pipefail

nginx_bin=${NGINX_BIN:-nginx}

if command -v "$nginx_bin" >/dev/null 2>&1; then
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-nginx: no nginx on PATH and no apt-get here: install nginx, then run with NGINX_BIN=/path/to/nginx" >&2
  exit 1
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "ensure-nginx: no nginx on PATH: run 'sudo apt-get install -y nginx' and start the cluster again" >&2
  exit 1
fi

echo "ensure-nginx: no nginx on PATH: installing Debian's nginx package (apt-get install -y nginx)"
export DEBIAN_FRONTEND=noninteractive
# A fresh machine may have no package lists yet: read them once and try again.
if ! apt-get install -y nginx; then
  apt-get update && apt-get install -y nginx
fi

if command -v "$nginx_bin" >/dev/null 2>&1; then
  exit 0
fi
echo "ensure-nginx: still no nginx after 'apt-get install -y nginx': install it by hand or set NGINX_BIN to the binary" >&2
exit 1
