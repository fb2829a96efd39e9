/** The extension's entry point: wires commands, settings and the Python extension's events to the controller. */

import * as vscode from 'vscode';

import { Controller } from './controller';
import { EXPLAIN_SCHEME, ExplainDocuments, explainCommand } from './explain';
import { ErrorLinkProvider, explainErrorCommand } from './explainError';
import { onSelectedInterpreterChange, PYTHON_EXTENSION_ID, pythonExtensionInstalled } from './pythonExtension';
import { StatusBar } from './status';

let controller: Controller | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const log = vscode.window.createOutputChannel('hflint', { log: true });
  const status = new StatusBar('hflint.showOutput');
  const documents = new ExplainDocuments();
  controller = new Controller(context.extensionPath, log, status);
  const current = controller;
  context.subscriptions.push(
    log,
    status,
    documents,
    current,
    vscode.workspace.registerTextDocumentContentProvider(EXPLAIN_SCHEME, documents),
    vscode.commands.registerCommand('hflint.restart', () => {
      log.info('Restart requested.');
      return current.restart();
    }),
    vscode.commands.registerCommand('hflint.showOutput', () => log.show()),
    vscode.commands.registerCommand('hflint.explain', (code?: unknown) => explainCommand(documents, current, log, code)),
    vscode.commands.registerCommand('hflint.explainError', (text?: unknown) =>
      explainErrorCommand(documents, current, log, text),
    ),
    vscode.window.registerTerminalLinkProvider(new ErrorLinkProvider(documents, current, log)),
    // Granting trust makes the workspace's own interpreter settings count (and its .venv usable).
    vscode.workspace.onDidGrantWorkspaceTrust(() => {
      log.info('The workspace is trusted now; restarting.');
      void current.restart();
    }),
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration('hflint')) {
        void current.onConfigurationChanged();
      }
    }),
  );

  let followingPython = pythonExtensionInstalled();
  if (followingPython) {
    context.subscriptions.push(await onSelectedInterpreterChange(() => void current.onSelectedInterpreterChanged()));
  }
  // Installing or removing ms-python changes where the interpreter comes from.
  context.subscriptions.push(
    vscode.extensions.onDidChange(async () => {
      const installed = vscode.extensions.getExtension(PYTHON_EXTENSION_ID) !== undefined;
      if (installed === followingPython) {
        return;
      }
      followingPython = installed;
      if (installed) {
        context.subscriptions.push(await onSelectedInterpreterChange(() => void current.onSelectedInterpreterChanged()));
      }
      void current.onSelectedInterpreterChanged();
    }),
  );

  void current.restart();
}

export async function deactivate(): Promise<void> {
  await controller?.stop();
  controller = undefined;
}
