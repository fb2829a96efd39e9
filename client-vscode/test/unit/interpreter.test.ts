import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  describeSource,
  expandVariables,
  findOnPath,
  resolveInterpreter,
  settingPath,
  type InterpreterContext,
} from '../../src/interpreter';

/** A context whose file system holds exactly `executables`. */
function context(overrides: Partial<InterpreterContext> & { executables?: string[] } = {}): InterpreterContext {
  const executables = new Set(overrides.executables ?? ['/usr/bin/python3']);
  return {
    setting: undefined,
    workspaceFolder: '/work/project',
    home: '/home/ada',
    env: { PATH: '/usr/local/bin:/usr/bin' },
    platform: 'linux',
    fromPythonExtension: async () => undefined,
    isExecutable: (file) => executables.has(file),
    ...overrides,
  };
}

describe('resolveInterpreter: the order', () => {
  it('takes the hflint.interpreter setting first, without asking the Python extension', async () => {
    let asked = false;
    const found = await resolveInterpreter(
      context({
        setting: '/opt/venv/bin/python',
        fromPythonExtension: async () => {
          asked = true;
          return '/from/ms-python/python';
        },
      }),
    );
    assert.deepEqual(found, { path: '/opt/venv/bin/python', source: 'setting' });
    assert.equal(asked, false);
  });

  it("keeps a setting that names nothing runnable: the user hears of it, not of another Python", async () => {
    const found = await resolveInterpreter(context({ setting: '/nowhere/python', executables: ['/usr/bin/python3'] }));
    assert.deepEqual(found, { path: '/nowhere/python', source: 'setting' });
  });

  it("takes the Python extension's selection second", async () => {
    const found = await resolveInterpreter(context({ fromPythonExtension: async () => '/work/project/.venv/bin/python' }));
    assert.deepEqual(found, { path: '/work/project/.venv/bin/python', source: 'pythonExtension' });
  });

  it('takes python3 on PATH last', async () => {
    const found = await resolveInterpreter(context({ executables: ['/usr/bin/python3', '/usr/bin/python'] }));
    assert.deepEqual(found, { path: '/usr/bin/python3', source: 'path' });
  });

  it('falls through an empty answer from the Python extension', async () => {
    const found = await resolveInterpreter(context({ fromPythonExtension: async () => '' }));
    assert.deepEqual(found, { path: '/usr/bin/python3', source: 'path' });
  });

  it('finds nothing when no place has an interpreter', async () => {
    assert.equal(await resolveInterpreter(context({ executables: [] })), undefined);
    assert.equal(await resolveInterpreter(context({ env: {} })), undefined);
  });

  it("looks for python, not python3, on Windows", async () => {
    const found = await resolveInterpreter(
      context({
        platform: 'win32',
        env: { Path: 'C:\\Python312;C:\\Windows', PATHEXT: '.COM;.EXE' },
        executables: ['C:\\Python312\\python.exe'],
      }),
    );
    assert.deepEqual(found, { path: 'C:\\Python312\\python.exe', source: 'path' });
  });
});

describe('resolveInterpreter: Restricted Mode (an untrusted workspace)', () => {
  const inside = '/work/project/.venv/bin/python';

  it("does not run the Python extension's selection when it lies inside a workspace folder", async () => {
    const notes: string[] = [];
    const found = await resolveInterpreter(
      context({ trusted: false, fromPythonExtension: async () => inside, note: (m) => notes.push(m) }),
    );
    assert.deepEqual(found, { path: '/usr/bin/python3', source: 'path' });
    assert.equal(notes.length, 1);
    assert.match(notes[0], /inside the workspace folder \/work\/project/);
  });

  it('checks every workspace folder, through ".." too', async () => {
    const found = await resolveInterpreter(
      context({
        trusted: false,
        workspaceFolders: ['/work/project', '/work/other'],
        fromPythonExtension: async () => '/work/project/../other/env/bin/python',
      }),
    );
    assert.deepEqual(found, { path: '/usr/bin/python3', source: 'path' });
  });

  it("keeps a selection outside the workspace, and any selection once the workspace is trusted", async () => {
    const outside = await resolveInterpreter(context({ trusted: false, fromPythonExtension: async () => '/opt/py/bin/python' }));
    assert.deepEqual(outside, { path: '/opt/py/bin/python', source: 'pythonExtension' });
    const trusted = await resolveInterpreter(context({ trusted: true, fromPythonExtension: async () => inside }));
    assert.deepEqual(trusted, { path: inside, source: 'pythonExtension' });
  });

  it("keeps the user's own setting (VS Code hands over no workspace value of it in Restricted Mode)", async () => {
    const found = await resolveInterpreter(context({ trusted: false, setting: '.venv/bin/python' }));
    assert.deepEqual(found, { path: inside, source: 'setting' });
  });
});

describe('settingPath', () => {
  it('looks a bare command up on PATH', () => {
    assert.equal(settingPath('python3.12', context({ executables: ['/usr/local/bin/python3.12'] })), '/usr/local/bin/python3.12');
  });

  it('leaves a bare command that is not on PATH as written, for the error message', () => {
    assert.equal(settingPath('python9', context()), 'python9');
  });

  it('takes a relative path from the workspace folder', () => {
    assert.equal(settingPath('.venv/bin/python', context()), '/work/project/.venv/bin/python');
  });

  it('expands variables and ~', () => {
    assert.equal(settingPath('${workspaceFolder}/env/bin/python', context()), '/work/project/env/bin/python');
    assert.equal(settingPath('~/.pyenv/shims/python', context()), '/home/ada/.pyenv/shims/python');
  });
});

describe('expandVariables', () => {
  const ctx = { workspaceFolder: '/w', home: '/home/ada', env: { CONDA_PREFIX: '/opt/conda' } };

  it('expands what VS Code settings expand', () => {
    assert.equal(expandVariables('${env:CONDA_PREFIX}/bin/python', ctx), '/opt/conda/bin/python');
    assert.equal(expandVariables('${userHome}/py', ctx), '/home/ada/py');
    assert.equal(expandVariables('${workspaceFolder}/py', ctx), '/w/py');
    assert.equal(expandVariables('~', ctx), '/home/ada');
  });

  it('leaves ${workspaceFolder} alone when there is no folder, and unknown variables as written', () => {
    assert.equal(expandVariables('${workspaceFolder}/py', { ...ctx, workspaceFolder: undefined }), '${workspaceFolder}/py');
    assert.equal(expandVariables('${config:python.x}', ctx), '${config:python.x}');
    assert.equal(expandVariables('${env:MISSING}/py', ctx), '/py');
  });

  it('does not touch a ~ inside a path', () => {
    assert.equal(expandVariables('/data/~user/python', ctx), '/data/~user/python');
  });
});

describe('findOnPath', () => {
  it('returns the first match in PATH order and skips empty entries', () => {
    const found = findOnPath('python3', {
      env: { PATH: '::/a:/b' },
      platform: 'linux',
      isExecutable: (f) => f === '/a/python3' || f === '/b/python3',
    });
    assert.equal(found, '/a/python3');
  });

  it("skips PATH's relative entries: they would find a file of the current folder", () => {
    const found = findOnPath('python3', {
      env: { PATH: '.:bin:./tools:/usr/bin' },
      platform: 'linux',
      isExecutable: () => true,
    });
    assert.equal(found, '/usr/bin/python3');
    assert.equal(findOnPath('python3', { env: { PATH: '.:bin' }, platform: 'linux', isExecutable: () => true }), undefined);
  });

  it('tries PATHEXT extensions on Windows', () => {
    const found = findOnPath('python', {
      env: { PATH: 'C:\\tools', PATHEXT: '.BAT;.EXE' },
      platform: 'win32',
      isExecutable: (f) => f === 'C:\\tools\\python.exe',
    });
    assert.equal(found, 'C:\\tools\\python.exe');
  });
});

describe('describeSource', () => {
  it('names each place as messages show it', () => {
    assert.equal(describeSource('setting'), 'the hflint.interpreter setting');
    assert.equal(describeSource('pythonExtension'), 'the Python extension');
    assert.equal(describeSource('path', 'linux'), 'python3 on PATH');
    assert.equal(describeSource('path', 'win32'), 'python on PATH');
  });
});
