#!/usr/bin/env bash
# Installs code-server (the VS Code the end-to-end test drives) from npm into a cache
# folder, once: ~/.cache/hflint-vscode/code-server-<version>. Prints the binary's path.
#
# code-server 4.100.x is the last line that runs on Node.js 20. Its native modules
# (node-pty, spdlog, kerberos, argon2, ...) build from source with build-essential,
# python3 and libkrb5-dev. @vscode/ripgrep's install step downloads a binary, which
# cannot work here: it is handed Debian's rg through the download cache it checks first.
set -euo pipefail

VERSION=4.100.3
# What code-server 4.100.3's lock file pins, and the asset name its postinstall looks for.
RIPGREP_PACKAGE=1.15.11
RIPGREP_RELEASE=v13.0.0-10

cache="${HFLINT_VSCODE_CACHE:-$HOME/.cache/hflint-vscode}"
dir="$cache/code-server-$VERSION"
bin="$dir/node_modules/.bin/code-server"

if [ -f "$dir/.complete" ] && "$bin" --version >/dev/null 2>&1; then
    echo "$bin"
    exit 0
fi

command -v rg >/dev/null || { echo "install-code-server: Debian's ripgrep (rg) is needed" >&2; exit 1; }
case "$(uname -m)" in
    x86_64) target=x86_64-unknown-linux-musl ;;
    aarch64) target=aarch64-unknown-linux-musl ;;
    *) echo "install-code-server: no ripgrep asset name known for $(uname -m)" >&2; exit 1 ;;
esac

rm -rf "$dir"
mkdir -p "$dir"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

seed="$work/tmp/vscode-ripgrep-cache-$RIPGREP_PACKAGE"
mkdir -p "$seed/stage"
cp "$(command -v rg)" "$seed/stage/rg"
tar -czf "$seed/ripgrep-$RIPGREP_RELEASE-$target.tar.gz" -C "$seed/stage" rg

echo '{"private": true}' >"$dir/package.json"
(
    cd "$dir"
    # TMPDIR: where @vscode/ripgrep looks for its cached download.
    # npm_config_unsafe_perm: code-server's postinstall refuses to run as root without it.
    # npm_config_dangerously_allow_all_scripts: the native builds are install scripts, nested
    # two npm installs deep; npm 11 is moving to running none that a project did not allow.
    TMPDIR="$work/tmp" \
    npm_config_yes=true \
    npm_config_unsafe_perm=true \
    npm_config_dangerously_allow_all_scripts=true \
    npm_config_update_notifier=false \
        npm install --no-audit --no-fund --no-save "code-server@$VERSION" >&2
)

rg_bin="$dir/node_modules/code-server/lib/vscode/node_modules/@vscode/ripgrep/bin/rg"
[ -x "$rg_bin" ] || { echo "install-code-server: $rg_bin is missing" >&2; exit 1; }
"$bin" --version >&2
echo "$VERSION" >"$dir/.complete"
echo "$bin"
