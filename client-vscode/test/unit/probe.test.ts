import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import type { Interpreter } from '../../src/interpreter';
import { compareVersion, diagnose, noInterpreterProblem, parseProbe, runProbe, type ProbeOutcome } from '../../src/probe';

const fromPath: Interpreter = { path: '/usr/bin/python3', source: 'path' };
const fromSetting: Interpreter = { path: '/opt/py/bin/python', source: 'setting' };
const fromPythonExtension: Interpreter = { path: '/w/.venv/bin/python', source: 'pythonExtension' };
const libs = '/ext/bundled/libs';

function ran(info: object, exitCode = 0, stderr = ''): ProbeOutcome {
  return { kind: 'ran', exitCode, stdout: JSON.stringify(info) + '\n', stderr };
}

const healthy = { version: [3, 11, 7], executable: '/usr/bin/python3', hflint: `${libs}/hflint/__init__.py` };

describe('diagnose', () => {
  it('accepts a Python 3.10+ that can import hflint', () => {
    const d = diagnose(ran(healthy), fromPath, 'useBundled', libs);
    assert.equal(d.ok, true);
  });

  it('names a missing interpreter and where it came from, offering the setting', () => {
    const d = diagnose({ kind: 'spawnError', code: 'ENOENT', message: 'spawn ENOENT' }, fromSetting, 'useBundled', libs);
    assert.equal(d.ok, false);
    if (!d.ok) {
      assert.match(d.problem.message, /\/opt\/py\/bin\/python \(from the hflint.interpreter setting\) does not exist/);
      assert.deepEqual(d.problem.actions, ['openInterpreterSetting', 'showOutput']);
    }
  });

  it('offers the Python extension\'s picker when the interpreter came from there', () => {
    const d = diagnose({ kind: 'spawnError', code: 'EACCES', message: '' }, fromPythonExtension, 'useBundled', libs);
    assert.ok(!d.ok && d.problem.actions[0] === 'selectInterpreter');
    assert.ok(!d.ok && /is not executable/.test(d.problem.message));
  });

  it('rejects a Python older than 3.10, saying which it is', () => {
    const d = diagnose(ran({ ...healthy, version: [3, 8, 10] }), fromPath, 'useBundled', libs);
    assert.ok(!d.ok && /needs Python 3\.10 or newer.*is Python 3\.8\.10/.test(d.problem.message));
  });

  it('quotes the last line of a crashing interpreter', () => {
    const d = diagnose(
      { kind: 'ran', exitCode: 1, stdout: '', stderr: 'Traceback...\nImportError: libpython3.11.so: cannot open\n' },
      fromPath,
      'useBundled',
      libs,
    );
    assert.ok(!d.ok && d.problem.message.includes('(ImportError: libpython3.11.so: cannot open)'));
  });

  it('reports a timeout', () => {
    const d = diagnose({ kind: 'timeout' }, fromPath, 'useBundled', libs);
    assert.ok(!d.ok && /did not answer within 15 s/.test(d.problem.message));
  });

  it('with fromEnvironment and no hflint installed, tells how to install it and offers the bundled copy', () => {
    const d = diagnose(ran({ ...healthy, hflint: null }), fromSetting, 'fromEnvironment', libs);
    assert.ok(!d.ok);
    if (!d.ok) {
      assert.match(d.problem.message, /\/opt\/py\/bin\/python -m pip install hflint/);
      assert.deepEqual(d.problem.actions, ['useBundled', 'openInterpreterSetting', 'showOutput']);
    }
  });

  it('calls a bundle without hflint a damaged extension', () => {
    const d = diagnose(ran({ ...healthy, hflint: null }), fromPath, 'useBundled', libs);
    assert.ok(!d.ok && d.problem.message.includes('damaged') && d.problem.message.includes(libs));
  });

  it('gives the same key to the same problem, so it is shown once', () => {
    const a = diagnose({ kind: 'timeout' }, fromPath, 'useBundled', libs);
    const b = diagnose({ kind: 'timeout' }, fromPath, 'useBundled', libs);
    const c = diagnose({ kind: 'timeout' }, fromSetting, 'useBundled', libs);
    assert.ok(!a.ok && !b.ok && !c.ok);
    if (!a.ok && !b.ok && !c.ok) {
      assert.equal(a.problem.key, b.problem.key);
      assert.notEqual(a.problem.key, c.problem.key);
    }
  });
});

describe('noInterpreterProblem', () => {
  it('says what was looked for and how to fix it', () => {
    const p = noInterpreterProblem('linux', true);
    assert.match(p.message, /no interpreter selected and `python3` is not on PATH/);
    assert.match(p.message, /"hflint.interpreter"/);
    assert.deepEqual(p.actions, ['selectInterpreter', 'openInterpreterSetting']);
    assert.deepEqual(noInterpreterProblem('linux', false).actions, ['openInterpreterSetting']);
  });
});

describe('parseProbe', () => {
  it('reads the last line, ignoring what a sitecustomize printed first', () => {
    const info = parseProbe('hello from sitecustomize\n' + JSON.stringify(healthy));
    assert.deepEqual(info, healthy);
  });

  it('refuses garbage', () => {
    assert.equal(parseProbe(''), undefined);
    assert.equal(parseProbe('not json'), undefined);
    assert.equal(parseProbe('{"version": "3.11"}'), undefined);
  });
});

describe('compareVersion', () => {
  it('orders versions numerically', () => {
    assert.equal(compareVersion([3, 9, 18], [3, 10]), -1);
    assert.equal(compareVersion([3, 10, 0], [3, 10]), 0);
    assert.equal(compareVersion([3, 12], [3, 10]), 1);
  });
});

describe('runProbe against real processes', () => {
  const python = execFileSync('python3', ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' }).trim();

  it('reads a real interpreter', async () => {
    const outcome = await runProbe({ command: python, env: { ...process.env, PYTHONPATH: '' } as Record<string, string> });
    assert.equal(outcome.kind, 'ran');
    const info = outcome.kind === 'ran' ? parseProbe(outcome.stdout) : undefined;
    assert.ok(info !== undefined && info.version[0] === 3);
  });

  it('turns a missing file into ENOENT', async () => {
    const outcome = await runProbe({ command: '/nonexistent/python3', env: {} });
    assert.deepEqual(outcome.kind === 'spawnError' ? outcome.code : outcome.kind, 'ENOENT');
  });

  it('never runs a bare name (the system would look it up in relative PATH entries too)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hflint-probe-'));
    const marker = join(dir, 'ran');
    writeFileSync(join(dir, 'python9'), `#!/bin/sh\ntouch ${marker}\n`, { mode: 0o755 });
    try {
      const outcome = await runProbe({ command: 'python9', env: { PATH: `.:${dir}` } });
      assert.deepEqual(outcome.kind === 'spawnError' ? outcome.code : outcome.kind, 'ENOENT');
      assert.equal(existsSync(marker), false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('turns a program that exits non-zero into a failure with its stderr', async () => {
    const outcome = await runProbe({ command: '/bin/sh', env: {} });
    // sh -c <python source> fails on the first line.
    assert.equal(outcome.kind, 'ran');
    assert.ok(outcome.kind === 'ran' && outcome.exitCode !== 0);
  });

  it('stops an interpreter that hangs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hflint-probe-'));
    const hanging = join(dir, 'python');
    writeFileSync(hanging, '#!/bin/sh\nexec sleep 30\n', { mode: 0o755 });
    try {
      assert.deepEqual(await runProbe({ command: hanging, env: {} }, 300), { kind: 'timeout' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
