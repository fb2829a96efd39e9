import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { bundledLibs, explainLaunch, serverLaunch } from '../../src/launch';

describe('serverLaunch', () => {
  const libs = bundledLibs('/ext');

  it('runs `<python> -m hflint server`', () => {
    const launch = serverLaunch('/usr/bin/python3', 'useBundled', libs, {}, 'linux');
    assert.equal(launch.command, '/usr/bin/python3');
    assert.deepEqual(launch.args, ['-m', 'hflint', 'server']);
  });

  it('puts the bundled libraries first on PYTHONPATH when bundled', () => {
    assert.equal(serverLaunch('python', 'useBundled', libs, {}, 'linux').env.PYTHONPATH, '/ext/bundled/libs');
    assert.equal(
      serverLaunch('python', 'useBundled', libs, { PYTHONPATH: '/mine' }, 'linux').env.PYTHONPATH,
      '/ext/bundled/libs:/mine',
    );
    assert.equal(
      serverLaunch('python', 'useBundled', 'C:\\ext\\libs', { PYTHONPATH: 'C:\\mine' }, 'win32').env.PYTHONPATH,
      'C:\\ext\\libs;C:\\mine',
    );
  });

  it("leaves the user's PYTHONPATH alone with fromEnvironment", () => {
    assert.equal(serverLaunch('python', 'fromEnvironment', libs, { PYTHONPATH: '/mine' }, 'linux').env.PYTHONPATH, '/mine');
    assert.equal(serverLaunch('python', 'fromEnvironment', libs, {}, 'linux').env.PYTHONPATH, undefined);
  });

  it('keeps the rest of the environment and drops unset variables', () => {
    const env = serverLaunch('python', 'useBundled', libs, { HOME: '/home/ada', GONE: undefined }, 'linux').env;
    assert.equal(env.HOME, '/home/ada');
    assert.equal('GONE' in env, false);
    assert.equal(env.PYTHONUTF8, '1');
  });
});

describe('explainLaunch', () => {
  it('is the CLI fallback of hflint/explain', () => {
    const launch = explainLaunch('/usr/bin/python3', 'useBundled', '/ext/bundled/libs', 'HF101', {}, 'linux');
    assert.deepEqual(launch.args, ['-m', 'hflint', 'explain', 'HF101', '--format', 'markdown']);
    assert.equal(launch.env.PYTHONPATH, '/ext/bundled/libs');
  });
});
