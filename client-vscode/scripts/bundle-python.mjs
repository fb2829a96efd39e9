// Puts hflint (built from this repository) and its pure-Python dependencies into bundled/libs,
// so the packaged extension runs `python -m hflint server` with nothing installed.
//
// The set is resolved for the oldest Python hflint supports (3.10) from pure-Python wheels
// only, so one folder serves every interpreter from 3.10 up on every platform. pip
// evaluates environment markers against the Python running it, not --python-version, so
// the backports that only 3.10 needs are named explicitly.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('..', import.meta.url));
const repo = join(here, '..');
const libs = join(here, 'bundled', 'libs');
const python = process.env.HFLINT_BUILD_PYTHON || (process.platform === 'win32' ? 'python' : 'python3');
const OLDEST_PYTHON = '3.10';
const BACKPORTS = ['tomli>=2', 'exceptiongroup>=1.1'];
// hflint asks for ranges of pygls, lsprotocol and cattrs; the bundle takes the releases its early
// start was made from (server/hflint/lsp/early_params.json), so that it always runs.
const EARLY = JSON.parse(readFileSync(join(repo, 'server', 'hflint', 'lsp', 'early_params.json'), 'utf8')).versions;
const PINS = Object.entries(EARLY).map(([name, version]) => `${name}==${version}`);

function pip(args) {
  const run = spawnSync(python, ['-m', 'pip', ...args], {
    stdio: 'inherit',
    env: { ...process.env, PIP_DISABLE_PIP_VERSION_CHECK: '1', PIP_NO_INPUT: '1' },
  });
  if (run.error) {
    throw run.error;
  }
  if (run.status !== 0) {
    throw new Error(`pip ${args[0]} failed with exit code ${run.status}`);
  }
}

const wheels = mkdtempSync(join(tmpdir(), 'hflint-wheel-'));
try {
  pip(['wheel', '--quiet', '--no-deps', '--wheel-dir', wheels, repo]);
  const wheel = readdirSync(wheels).find((name) => name.startsWith('hflint-') && name.endsWith('.whl'));
  if (wheel === undefined) {
    throw new Error(`pip wheel left no hflint wheel in ${wheels}`);
  }
  rmSync(libs, { recursive: true, force: true });
  pip([
    'install', '--quiet', '--target', libs, '--no-compile', '--no-warn-script-location',
    '--only-binary=:all:', '--python-version', OLDEST_PYTHON, '--implementation', 'py', '--abi', 'none', '--platform', 'any',
    join(wheels, wheel), ...BACKPORTS, ...PINS,
  ]);
} finally {
  rmSync(wheels, { recursive: true, force: true });
}

// Console scripts carry the build machine's interpreter path in their shebang: useless in a .vsix.
rmSync(join(libs, 'bin'), { recursive: true, force: true });
for (const required of ['hflint', 'pygls', 'lsprotocol', 'cattrs', 'attrs', 'packaging']) {
  if (!existsSync(join(libs, required))) {
    throw new Error(`bundled/libs lacks ${required}`);
  }
}
console.log(`bundled hflint and its dependencies into ${libs}: ${readdirSync(libs).filter((n) => !n.endsWith('.dist-info')).join(', ')}`);
