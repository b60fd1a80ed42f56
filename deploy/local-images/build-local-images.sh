#!/usr/bin/env bash
# Builds local equivalents of the stack's official base images on a machine that reaches Debian's packages and the npm
# registry but no container registry, and prints them as compose variables:
#
#   NODE_IMAGE=localhost/invest-node:24-bookworm           node:24-bookworm-slim: Debian bookworm, this machine's Node 24
#                                                           (.ci/run installs it from npm) and a `node` user (uid 1000)
#   MYSQL_IMAGE=localhost/invest-mysql:bookworm             mysql:8.4: Debian's MariaDB (MySQL's protocol and SQL), with an
#                                                           entrypoint honouring MYSQL_DATABASE/USER/PASSWORD/ROOT_PASSWORD
#   CADDY_IMAGE=localhost/invest-caddy:bookworm             caddy:2.8: Debian's Caddy (2.6), `caddy run` on the Caddyfile
#   PROMETHEUS_IMAGE=localhost/invest-prometheus:bookworm   prom/prometheus: Debian's Prometheus
#
# Each starts from one minimal Debian root made by debootstrap (localhost/invest-debian:bookworm). An image that
# exists is kept (`--rebuild` makes them again). Needs root, debootstrap and podman (Debian's); podman needs
# `runtime = "runc"` and `cgroup_manager = "cgroupfs"` on hosts whose cgroups are in hybrid mode
# (/etc/containers/containers.conf; .ci/run writes it when it is missing).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
rebuild=0
if [ "${1:-}" = "--rebuild" ]; then rebuild=1; fi

base=localhost/invest-debian:bookworm
node_image=localhost/invest-node:24-bookworm
kept() { [ "$rebuild" = 0 ] && podman image exists "$1"; }

# The Debian root. The host's own certificate authorities (/usr/local/share/ca-certificates) go in too, so that a
# build behind a TLS-inspecting proxy reaches npm as the host does (there are none on most hosts).
if ! kept "$base"; then
  root="$(mktemp -d)"
  debootstrap --variant=minbase --include=ca-certificates,passwd,wget bookworm "$root" >/dev/null
  for ca in /usr/local/share/ca-certificates/*.crt; do
    if [ -f "$ca" ]; then cp "$ca" "$root/usr/local/share/ca-certificates/"; fi
  done
  chroot "$root" update-ca-certificates >/dev/null 2>&1
  rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*
  tar -C "$root" -c . | podman import --quiet \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' - "$base" >/dev/null
  rm -rf "$root"
fi

# Node 24: this machine's binary and npm, copied into the build context.
if ! kept "$node_image"; then
  if [ "$(node -p 'process.versions.node.split(".")[0]')" != 24 ]; then
    echo "build-local-images: the node on PATH is $(node -v), not Node 24" >&2
    exit 1
  fi
  context="$(mktemp -d)"
  cp "$(readlink -f "$(command -v node)")" "$context/node"
  cp -a "$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")" "$context/npm"
  podman build --quiet --build-arg BASE="$base" -f "$here/node.Containerfile" -t "$node_image" "$context" >/dev/null
  rm -rf "$context"
fi

for name in mysql caddy prometheus; do
  if ! kept "localhost/invest-$name:bookworm"; then
    podman build --quiet --build-arg BASE="$base" -f "$here/$name.Containerfile" -t "localhost/invest-$name:bookworm" "$here" >/dev/null
  fi
done

echo "NODE_IMAGE=$node_image"
echo "MYSQL_IMAGE=localhost/invest-mysql:bookworm"
echo "CADDY_IMAGE=localhost/invest-caddy:bookworm"
echo "PROMETHEUS_IMAGE=localhost/invest-prometheus:bookworm"
