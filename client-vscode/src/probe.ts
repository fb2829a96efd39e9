/** Whether an interpreter can run the server, and the one message a person sees when it cannot. */

import { execFile } from 'node:child_process';
import * as path from 'node:path';

import { describeSource, defaultCommand, type Interpreter } from './interpreter';
import type { Launch } from './launch';
import type { ImportStrategy } from './settings';

export const MIN_PYTHON: readonly [number, number] = [3, 10];
export const PROBE_TIMEOUT_MS = 15_000;

/** Prints the version and where `hflint` would be imported from, without importing it. */
export const PROBE_SCRIPT = [
  'import importlib.util, json, sys',
  'spec = importlib.util.find_spec("hflint")',
  'print(json.dumps({"version": list(sys.version_info[:3]), "executable": sys.executable,',
  '                  "hflint": spec.origin if spec else None}))',
].join('\n');

export type ProbeOutcome =
  | { readonly kind: 'ran'; readonly exitCode: number; readonly stdout: string; readonly stderr: string }
  | { readonly kind: 'spawnError'; readonly code: string; readonly message: string }
  | { readonly kind: 'timeout' };

export interface PythonInfo {
  readonly version: readonly number[];
  readonly executable: string;
  /** Where `import hflint` would load from; null when it cannot be imported. */
  readonly hflint: string | null;
}

/** What the notification offers; the extension maps each to a command. */
export type ProblemAction = 'selectInterpreter' | 'openInterpreterSetting' | 'useBundled' | 'showOutput';

export interface Problem {
  /** Same key, same problem: it is shown once, not at every restart. */
  readonly key: string;
  readonly message: string;
  readonly actions: readonly ProblemAction[];
}

export type Diagnosis = { readonly ok: true; readonly info: PythonInfo } | { readonly ok: false; readonly problem: Problem };

/**
 * Runs the probe with the environment the server would get. Never rejects. A command that is not
 * an absolute path (a bare name the PATH lookup did not find) is not run at all: the system would
 * look it up again, in PATH's relative entries too, from the workspace folder the server starts in.
 */
export function runProbe(launch: Pick<Launch, 'command' | 'env'>, timeoutMs = PROBE_TIMEOUT_MS): Promise<ProbeOutcome> {
  if (!path.isAbsolute(launch.command)) {
    return Promise.resolve({ kind: 'spawnError', code: 'ENOENT', message: `${launch.command} is not on PATH` });
  }
  return new Promise((resolve) => {
    execFile(
      launch.command,
      ['-c', PROBE_SCRIPT],
      { env: launch.env, timeout: timeoutMs, windowsHide: true, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (error === null) {
          resolve({ kind: 'ran', exitCode: 0, stdout, stderr });
          return;
        }
        const err = error as NodeJS.ErrnoException & { killed?: boolean; signal?: string | null };
        if (err.killed === true && err.signal != null) {
          resolve({ kind: 'timeout' });
        } else if (typeof err.code === 'string') {
          resolve({ kind: 'spawnError', code: err.code, message: err.message });
        } else {
          resolve({ kind: 'ran', exitCode: typeof err.code === 'number' ? err.code : 1, stdout, stderr });
        }
      },
    );
  });
}

/** The problem with no interpreter at all: nothing to probe. */
export function noInterpreterProblem(platform: NodeJS.Platform, pythonExtension: boolean): Problem {
  const where = pythonExtension
    ? `the Python extension has no interpreter selected and \`${defaultCommand(platform)}\` is not on PATH`
    : `\`${defaultCommand(platform)}\` is not on PATH`;
  return {
    key: 'none',
    message:
      `hflint found no Python to run its server: ${where}. ` +
      `Set "hflint.interpreter" to a Python ${MIN_PYTHON.join('.')} or newer.`,
    actions: pythonExtension ? ['selectInterpreter', 'openInterpreterSetting'] : ['openInterpreterSetting'],
  };
}

export function diagnose(
  outcome: ProbeOutcome,
  interpreter: Interpreter,
  strategy: ImportStrategy,
  libs: string,
): Diagnosis {
  const who = `${interpreter.path} (from ${describeSource(interpreter.source)})`;
  const key = (what: string) => `${what}:${interpreter.path}:${strategy}`;
  const fixInterpreter: ProblemAction[] =
    interpreter.source === 'pythonExtension'
      ? ['selectInterpreter', 'openInterpreterSetting', 'showOutput']
      : ['openInterpreterSetting', 'showOutput'];
  const fail = (what: string, message: string, actions: readonly ProblemAction[] = fixInterpreter): Diagnosis => ({
    ok: false,
    problem: { key: key(what), message, actions },
  });

  if (outcome.kind === 'spawnError') {
    const why =
      outcome.code === 'ENOENT' ? 'does not exist' : outcome.code === 'EACCES' ? 'is not executable' : `cannot be started (${outcome.code})`;
    return fail(outcome.code, `hflint cannot start its server: the Python ${who} ${why}. Point "hflint.interpreter" at a working Python ${MIN_PYTHON.join('.')} or newer.`);
  }
  if (outcome.kind === 'timeout') {
    return fail('timeout', `hflint cannot start its server: the Python ${who} did not answer within ${PROBE_TIMEOUT_MS / 1000} s.`);
  }
  const info = parseProbe(outcome.stdout);
  if (outcome.exitCode !== 0 || info === undefined) {
    const last = lastLine(outcome.stderr) ?? `exit code ${outcome.exitCode}`;
    return fail('broken', `hflint cannot start its server: the Python ${who} fails to run (${last}).`);
  }
  if (compareVersion(info.version, MIN_PYTHON) < 0) {
    return fail(
      'old',
      `hflint needs Python ${MIN_PYTHON.join('.')} or newer, and ${who} is Python ${info.version.join('.')}. ` +
        `Point "hflint.interpreter" at a newer Python.`,
    );
  }
  if (info.hflint === null) {
    if (strategy === 'fromEnvironment') {
      return fail(
        'noHflint',
        `hflint is not installed in ${who}, and "hflint.importStrategy" is "fromEnvironment". ` +
          `Install it there (${interpreter.path} -m pip install hflint) or use the copy bundled with the extension.`,
        ['useBundled', 'openInterpreterSetting', 'showOutput'],
      );
    }
    return fail(
      'noBundle',
      `The hflint extension is damaged: its bundled server is missing from ${libs}. Reinstall the extension.`,
      ['showOutput'],
    );
  }
  return { ok: true, info };
}

export function parseProbe(stdout: string): PythonInfo | undefined {
  const line = lastLine(stdout);
  if (line === undefined) {
    return undefined;
  }
  try {
    const data: unknown = JSON.parse(line);
    if (typeof data !== 'object' || data === null) {
      return undefined;
    }
    const { version, executable, hflint } = data as Record<string, unknown>;
    if (!Array.isArray(version) || !version.every((n) => typeof n === 'number') || typeof executable !== 'string') {
      return undefined;
    }
    return { version: version as number[], executable, hflint: typeof hflint === 'string' ? hflint : null };
  } catch {
    return undefined;
  }
}

export function compareVersion(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) {
      return Math.sign(d);
    }
  }
  return 0;
}

function lastLine(text: string): string | undefined {
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '');
  return lines.length === 0 ? undefined : lines[lines.length - 1];
}
