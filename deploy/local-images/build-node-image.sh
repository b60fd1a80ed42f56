#!/usr/bin/env bash
# Builds a local equivalent of the official Node base image (node:24-bookworm-slim) on a machine that reaches Debian's
# packages and npm but no container registry: a minimal Debian bookworm root from debootstrap, with this machine's
# Node 24 (.ci/run installs it from npm) and a `node` user (uid 1000, as in the official image), imported into podman.
# The images then build on it with NODE_IMAGE=<the tag printed>:
#
#   sudo deploy/local-images/build-node-image.sh            # → localhost/invest-node:24-bookworm (kept: built once)
#   NODE_IMAGE=localhost/invest-node:24-bookworm docker-compose build
#
# Needs root, debootstrap and podman (Debian's); podman needs `runtime = "runc"` and `cgroup_manager = "cgroupfs"` on
# hosts whose cgroups are in hybrid mode (/etc/containers/containers.conf).
set -euo pipefail

tag="${1:-localhost/invest-node:24-bookworm}"
node_binary="$(readlink -f "$(command -v node)")"
npm_dir="$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")"
if [ "$(node -p 'process.versions.node.split(".")[0]')" != 24 ]; then
  echo "build-node-image: the node on PATH is $(node -v), not Node 24" >&2
  exit 1
fi
if podman image exists "$tag"; then
  echo "$tag (kept)"
  exit 0
fi

root="$(mktemp -d)"
trap 'rm -rf "$root"' EXIT
debootstrap --variant=minbase --include=ca-certificates,passwd bookworm "$root" >/dev/null
cp "$node_binary" "$root/usr/local/bin/node"
mkdir -p "$root/usr/local/lib/node_modules"
cp -a "$npm_dir" "$root/usr/local/lib/node_modules/npm"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
chroot "$root" useradd --create-home --uid 1000 --user-group --shell /bin/bash node
rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*
tar -C "$root" -c . | podman import --quiet --change 'CMD ["node"]' --change 'ENV PATH=/usr/local/bin:/usr/bin:/bin' - "$tag" >/dev/null
echo "$tag"
