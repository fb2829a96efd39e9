/** How the server process is started: `<python> -m hflint server`, with the bundled libraries first on PYTHONPATH when bundled. */

import * as path from 'node:path';

import type { ImportStrategy } from './settings';

export interface Launch {
  readonly command: string;
  readonly args: string[];
  readonly env: Record<string, string>;
}

/** Where the build script puts hflint and its pure-Python dependencies inside the extension. */
export function bundledLibs(extensionRoot: string): string {
  return path.join(extensionRoot, 'bundled', 'libs');
}

/** The environment every Python the extension starts gets: the server, the probe and `hflint explain`. */
export function pythonEnv(
  strategy: ImportStrategy,
  libs: string,
  base: Readonly<Record<string, string | undefined>>,
  platform: NodeJS.Platform = process.platform,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(base)) {
    if (value !== undefined) {
      env[key] = value;
    }
  }
  // LSP frames are bytes; a Windows console code page must not reinterpret them.
  env.PYTHONUTF8 = '1';
  if (strategy === 'useBundled') {
    // First on the path, so an older pygls or hflint in the user's environment cannot
    // shadow the versions the bundled server was built and tested with.
    const rest = base.PYTHONPATH;
    env.PYTHONPATH = rest ? libs + (platform === 'win32' ? ';' : ':') + rest : libs;
  }
  return env;
}

/** `python -m hflint ARGS` with the import strategy's environment (the three launches below). */
export function hflintLaunch(
  interpreter: string,
  strategy: ImportStrategy,
  libs: string,
  args: readonly string[],
  base: Readonly<Record<string, string | undefined>>,
  platform: NodeJS.Platform = process.platform,
): Launch {
  return { command: interpreter, args: ['-m', 'hflint', ...args], env: pythonEnv(strategy, libs, base, platform) };
}

export function serverLaunch(
  interpreter: string,
  strategy: ImportStrategy,
  libs: string,
  base: Readonly<Record<string, string | undefined>>,
  platform: NodeJS.Platform = process.platform,
): Launch {
  return hflintLaunch(interpreter, strategy, libs, ['server'], base, platform);
}

export function explainLaunch(
  interpreter: string,
  strategy: ImportStrategy,
  libs: string,
  code: string,
  base: Readonly<Record<string, string | undefined>>,
  platform: NodeJS.Platform = process.platform,
): Launch {
  return hflintLaunch(interpreter, strategy, libs, ['explain', code, '--format', 'markdown'], base, platform);
}

/** `hflint explain - --format json`: a traceback on stdin, its explanations as JSON. */
export function explainErrorLaunch(
  interpreter: string,
  strategy: ImportStrategy,
  libs: string,
  base: Readonly<Record<string, string | undefined>>,
  platform: NodeJS.Platform = process.platform,
): Launch {
  return hflintLaunch(interpreter, strategy, libs, ['explain', '-', '--format', 'json'], base, platform);
}

export function catalogLaunch(
  interpreter: string,
  strategy: ImportStrategy,
  libs: string,
  base: Readonly<Record<string, string | undefined>>,
  platform: NodeJS.Platform = process.platform,
): Launch {
  return hflintLaunch(interpreter, strategy, libs, ['catalog', 'list', '--format', 'json'], base, platform);
}
