/** The Python extension's (ms-python) environments API: which interpreter it selected, and when that changes. */

import * as vscode from 'vscode';

export const PYTHON_EXTENSION_ID = 'ms-python.python';

// The slice of the published API (`@vscode/python-extension`) that hflint uses, typed
// here so the extension neither bundles the facade nor breaks when ms-python is absent.
interface EnvironmentPath {
  readonly id: string;
  readonly path: string;
}

interface ResolvedEnvironment {
  readonly executable: { readonly uri: vscode.Uri | undefined };
}

interface PythonApi {
  readonly environments: {
    getActiveEnvironmentPath(resource?: vscode.Uri): EnvironmentPath;
    resolveEnvironment(environment: EnvironmentPath | string): Promise<ResolvedEnvironment | undefined>;
    readonly onDidChangeActiveEnvironmentPath: vscode.Event<unknown>;
  };
}

export function pythonExtensionInstalled(): boolean {
  return vscode.extensions.getExtension(PYTHON_EXTENSION_ID) !== undefined;
}

async function api(): Promise<PythonApi | undefined> {
  const extension = vscode.extensions.getExtension<PythonApi>(PYTHON_EXTENSION_ID);
  if (extension === undefined) {
    return undefined;
  }
  const exports = extension.isActive ? extension.exports : await extension.activate();
  return exports?.environments === undefined ? undefined : exports;
}

/** The executable ms-python selected for `resource`; undefined when it is absent, has none, or fails. */
export async function selectedInterpreter(
  resource: vscode.Uri | undefined,
  log: vscode.LogOutputChannel,
): Promise<string | undefined> {
  try {
    const python = await api();
    if (python === undefined) {
      return undefined;
    }
    const active = python.environments.getActiveEnvironmentPath(resource);
    const resolved = await python.environments.resolveEnvironment(active);
    return resolved?.executable.uri?.fsPath;
  } catch (err) {
    log.warn(`The Python extension did not say which interpreter is selected: ${String(err)}`);
    return undefined;
  }
}

/** Calls `listener` when ms-python's selection changes; a no-op disposable when ms-python is absent. */
export async function onSelectedInterpreterChange(listener: () => void): Promise<vscode.Disposable> {
  try {
    const python = await api();
    if (python !== undefined) {
      return python.environments.onDidChangeActiveEnvironmentPath(() => listener());
    }
  } catch {
    // Absent or broken: hflint then falls back to PATH, and says so in the status bar.
  }
  return new vscode.Disposable(() => undefined);
}
