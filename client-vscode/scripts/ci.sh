#!/usr/bin/env bash
# The VS Code extension's CI: Debian packages, npm ci, build, package the .vsix, then the
# unit tests, the .vsix test and the end-to-end test in code-server. .ci/run calls this.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
phase() { printf '\n=== client-vscode: %s (%ss)\n' "$1" "$((SECONDS - started))"; }

# build-essential, python3, libkrb5-dev: code-server's native modules build from source.
# ripgrep: stands in for the binary code-server's ripgrep package would download.
# chromium: the browser the end-to-end test drives.
phase "Debian packages"
packages=(build-essential python3 libkrb5-dev ripgrep chromium)
missing=()
for package in "${packages[@]}"; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ "${#missing[@]}" -gt 0 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

phase "npm ci"
npm ci --no-audit --no-fund

phase "build and package"
npm run package
# The package's size and file count, in the log of every run (test/vsix/ holds them to bounds).
python3 - dist/hflint.vsix <<'PY'
import os, sys, zipfile
path = sys.argv[1]
with zipfile.ZipFile(path) as z:
    names = [i for i in z.infolist() if not i.is_dir()]
    unpacked = sum(i.file_size for i in names)
print(f"{path}: {os.path.getsize(path) / 1e6:.2f} MB, {len(names)} files ({unpacked / 1e6:.2f} MB unpacked)")
PY

phase "unit tests"
npm test

phase "the .vsix and its bundled server"
npm run test:vsix

phase "code-server"
code_server="$(bash scripts/install-code-server.sh)"

phase "end to end in code-server (screenshots in client-vscode/test-artifacts/e2e)"
HFLINT_CODE_SERVER="$code_server" npm run test:e2e

phase "done"
