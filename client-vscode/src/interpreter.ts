/** Which Python runs the server: the setting, else the Python extension's choice, else python3 on PATH. Knows nothing of VS Code. */

import * as path from 'node:path';

export type InterpreterSource = 'setting' | 'pythonExtension' | 'path';

export interface Interpreter {
  readonly path: string;
  readonly source: InterpreterSource;
}

export interface InterpreterContext {
  /** `hflint.interpreter` as written, undefined when empty. */
  readonly setting: string | undefined;
  readonly workspaceFolder: string | undefined;
  /**
   * Whether the user trusts the workspace (VS Code's workspace trust). In Restricted Mode VS Code
   * hands over only the user's own value of `hflint.interpreter` (package.json lists it among the
   * restricted configurations); the Python extension's selection, which a workspace can steer
   * (its `.venv`, its settings), is then not run when it lies inside a workspace folder.
   */
  readonly trusted?: boolean;
  /** Every workspace folder (file paths), for the Restricted Mode check; defaults to `workspaceFolder`. */
  readonly workspaceFolders?: readonly string[];
  /** Where the resolution says what it skipped and why. */
  readonly note?: (message: string) => void;
  readonly home: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly platform: NodeJS.Platform;
  /** The executable the Python extension (ms-python) selected; undefined when it is absent or has none. */
  readonly fromPythonExtension: () => Promise<string | undefined>;
  readonly isExecutable: (file: string) => boolean;
}

/** The interpreter to start the server with, or undefined when none of the three places has one. */
export async function resolveInterpreter(ctx: InterpreterContext): Promise<Interpreter | undefined> {
  if (ctx.setting !== undefined) {
    // An explicit setting is never second-guessed: if it names nothing runnable the
    // user hears so, rather than silently getting some other Python.
    return { path: settingPath(ctx.setting, ctx), source: 'setting' };
  }
  const selected = await ctx.fromPythonExtension();
  if (selected !== undefined && selected !== '') {
    const folder = ctx.trusted === false ? containingFolder(selected, ctx) : undefined;
    if (folder === undefined) {
      return { path: selected, source: 'pythonExtension' };
    }
    ctx.note?.(
      `The Python extension selected ${selected}, inside the workspace folder ${folder}; in Restricted Mode ` +
        'hflint does not run a program of the workspace. Trust the workspace, or name an interpreter in your ' +
        'user settings (hflint.interpreter), to use it.',
    );
  }
  const onPath = findOnPath(defaultCommand(ctx.platform), ctx);
  return onPath === undefined ? undefined : { path: onPath, source: 'path' };
}

export function defaultCommand(platform: NodeJS.Platform): string {
  return platform === 'win32' ? 'python' : 'python3';
}

/** How the status bar and messages name where an interpreter came from. */
export function describeSource(source: InterpreterSource, platform: NodeJS.Platform = process.platform): string {
  switch (source) {
    case 'setting':
      return 'the hflint.interpreter setting';
    case 'pythonExtension':
      return 'the Python extension';
    case 'path':
      return `${defaultCommand(platform)} on PATH`;
  }
}

/** The setting as a path: variables expanded, a bare command looked up on PATH, a relative path taken from the workspace folder. */
export function settingPath(setting: string, ctx: Omit<InterpreterContext, 'setting' | 'fromPythonExtension'>): string {
  const paths = pathApi(ctx.platform);
  const expanded = expandVariables(setting, ctx);
  if (!/[\\/]/.test(expanded)) {
    return findOnPath(expanded, ctx) ?? expanded;
  }
  if (paths.isAbsolute(expanded) || ctx.workspaceFolder === undefined) {
    return expanded;
  }
  return paths.join(ctx.workspaceFolder, expanded);
}

/** `${workspaceFolder}`, `${userHome}`, `${env:NAME}` and a leading `~`, as VS Code's own settings expand them. */
export function expandVariables(
  value: string,
  ctx: Pick<InterpreterContext, 'workspaceFolder' | 'home' | 'env'>,
): string {
  let out = value.replace(/\$\{(workspaceFolder|userHome|env:([^}]+))\}/g, (whole, name: string, envName?: string) => {
    if (envName !== undefined) {
      return ctx.env[envName] ?? '';
    }
    if (name === 'userHome') {
      return ctx.home;
    }
    return ctx.workspaceFolder ?? whole;
  });
  if (out === '~' || out.startsWith('~/') || out.startsWith('~\\')) {
    out = ctx.home + out.slice(1);
  }
  return out;
}

/** The workspace folder holding `file` (as written: both are absolute paths), if any. */
export function containingFolder(
  file: string,
  ctx: Pick<InterpreterContext, 'workspaceFolder' | 'workspaceFolders' | 'platform'>,
): string | undefined {
  const paths = pathApi(ctx.platform);
  const folders = ctx.workspaceFolders ?? (ctx.workspaceFolder === undefined ? [] : [ctx.workspaceFolder]);
  const fold = (p: string) => (ctx.platform === 'win32' || ctx.platform === 'darwin' ? p.toLowerCase() : p);
  for (const folder of folders) {
    const rel = paths.relative(fold(paths.resolve(folder)), fold(paths.resolve(file)));
    if (rel === '' || (!rel.startsWith('..') && !paths.isAbsolute(rel))) {
      return folder;
    }
  }
  return undefined;
}

/**
 * The first executable called `command` on PATH (with PATHEXT's extensions on Windows). Only
 * PATH's absolute entries are searched: a relative one (`.`, `bin`) would find a file of
 * whatever folder VS Code was started in.
 */
export function findOnPath(
  command: string,
  ctx: Pick<InterpreterContext, 'env' | 'platform' | 'isExecutable'>,
): string | undefined {
  const windows = ctx.platform === 'win32';
  const paths = pathApi(ctx.platform);
  const pathVar = windows ? (ctx.env.Path ?? ctx.env.PATH) : ctx.env.PATH;
  if (pathVar === undefined || pathVar === '') {
    return undefined;
  }
  const extensions =
    windows && paths.extname(command) === ''
      ? (ctx.env.PATHEXT ?? '.COM;.EXE;.BAT;.CMD').split(';').filter((e) => e !== '')
      : [''];
  for (const dir of pathVar.split(windows ? ';' : ':')) {
    if (dir === '' || !paths.isAbsolute(dir)) {
      continue;
    }
    for (const ext of extensions) {
      const candidate = paths.join(dir, command + ext.toLowerCase());
      if (ctx.isExecutable(candidate)) {
        return candidate;
      }
    }
  }
  return undefined;
}

function pathApi(platform: NodeJS.Platform): path.PlatformPath {
  return platform === 'win32' ? path.win32 : path.posix;
}
