/** "hflint: Explain Error" (the selection or the clipboard) and the terminal links on known transformers errors. */

import * as vscode from 'vscode';

import {
  linkTooltip,
  MessageMatcher,
  pageName,
  tracebackAround,
  type ExplainedError,
  type FoundMessage,
  type MessageRow,
} from './errorText';
import type { ExplainDocuments } from './explain';

/** Where explanations come from: the server's `hflint.recogniseError`, or the CLI when it cannot answer. */
export interface ErrorSource {
  explainError(text: string, cwd: string | undefined): Promise<ExplainedError[]>;
  errorMessages(): Promise<MessageRow[]>;
}

/** The text to explain: the active editor's selection, else the clipboard. */
async function textToExplain(): Promise<string> {
  const editor = vscode.window.activeTextEditor;
  if (editor !== undefined && !editor.selection.isEmpty) {
    return editor.document.getText(editor.selection);
  }
  return vscode.env.clipboard.readText();
}

export async function explainErrorCommand(
  documents: ExplainDocuments,
  source: ErrorSource,
  log: vscode.LogOutputChannel,
  argument?: unknown,
): Promise<ExplainedError[]> {
  const text = typeof argument === 'string' ? argument : await textToExplain();
  if (text.trim() === '') {
    void vscode.window.showInformationMessage(
      'hflint: select a traceback or an error line (or copy one to the clipboard), then run "hflint: Explain Error".',
    );
    return [];
  }
  return explainText(text, undefined, documents, source, log);
}

async function explainText(
  text: string,
  cwd: string | undefined,
  documents: ExplainDocuments,
  source: ErrorSource,
  log: vscode.LogOutputChannel,
): Promise<ExplainedError[]> {
  let errors: ExplainedError[];
  try {
    errors = await source.explainError(text, cwd);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    log.error(`hflint: explaining an error failed: ${message}`);
    void vscode.window.showErrorMessage(`hflint could not explain this error: ${message}`);
    return [];
  }
  if (errors.length === 0) {
    void vscode.window.showInformationMessage('hflint does not know this error: no message of its catalog is in the text.');
    return [];
  }
  // The user's line first (beside the page), then the page itself, so the page has the focus.
  const first = errors[0];
  await revealLocation(first, log);
  for (const error of errors) {
    const uri = documents.put(pageName(error), error.markdown);
    try {
      await vscode.commands.executeCommand('markdown.showPreviewToSide', uri);
    } catch {
      await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri), {
        preview: true,
        viewColumn: vscode.ViewColumn.Beside,
      });
    }
  }
  return errors;
}

/** Opens the user's file (or notebook cell) at the line the traceback points to. */
async function revealLocation(error: ExplainedError, log: vscode.LogOutputChannel): Promise<void> {
  const target = error.uri !== null ? vscode.Uri.parse(error.uri) : error.path !== null ? vscode.Uri.file(error.path) : undefined;
  if (target === undefined || error.line === null) {
    return;
  }
  try {
    if (error.cell !== null) {
      const notebook = await vscode.workspace.openNotebookDocument(target);
      const editor = await vscode.window.showNotebookDocument(notebook, { viewColumn: vscode.ViewColumn.One });
      const index = error.cell - 1;
      editor.revealRange(new vscode.NotebookRange(index, index + 1), vscode.NotebookEditorRevealType.InCenter);
      editor.selections = [new vscode.NotebookRange(index, index + 1)];
      return;
    }
    const position = new vscode.Position(error.line, error.character);
    await vscode.window.showTextDocument(target, {
      viewColumn: vscode.ViewColumn.One,
      selection: new vscode.Range(position, position),
      preserveFocus: false,
    });
  } catch (err) {
    log.warn(`hflint: could not open ${target.toString()}: ${String(err)}`);
  }
}

interface ErrorLink extends vscode.TerminalLink {
  readonly line: string;
  readonly terminal: vscode.Terminal;
  readonly found: FoundMessage;
}

/**
 * Makes the catalog's messages in the integrated terminal clickable. A click explains the
 * traceback the message ends: its lines are read from the terminal (select all, copy, and the
 * clipboard put back as it was), so the explanation can point at the user's line.
 */
export class ErrorLinkProvider implements vscode.TerminalLinkProvider<ErrorLink> {
  private matcher: MessageMatcher | undefined;
  private loading: Promise<MessageMatcher | undefined> | undefined;
  private warned = false;

  constructor(
    private readonly documents: ExplainDocuments,
    private readonly source: ErrorSource,
    private readonly log: vscode.LogOutputChannel,
  ) {}

  async provideTerminalLinks(context: vscode.TerminalLinkContext): Promise<ErrorLink[]> {
    const matcher = await this.load();
    if (matcher === undefined) {
      return [];
    }
    return matcher.find(context.line).map((found) => ({
      startIndex: found.startIndex,
      length: found.length,
      tooltip: linkTooltip(found),
      line: context.line,
      terminal: context.terminal,
      found,
    }));
  }

  async handleTerminalLink(link: ErrorLink): Promise<void> {
    const buffer = await terminalText(link.terminal, this.log);
    const text = buffer === undefined ? link.line : tracebackAround(buffer, link.line, link.found.frame === true);
    const cwd = terminalCwd(link.terminal);
    this.log.info(`hflint: explaining ${link.found.codes.join(' or ')} from the terminal (${text.split('\n').length} lines).`);
    await explainText(text, cwd, this.documents, this.source, this.log);
  }

  private load(): Promise<MessageMatcher | undefined> {
    if (this.matcher !== undefined) {
      return Promise.resolve(this.matcher);
    }
    this.loading ??= this.source.errorMessages().then(
      (rows) => {
        if (rows.length === 0) {
          this.loading = undefined;
          return undefined;
        }
        this.matcher = new MessageMatcher(rows);
        return this.matcher;
      },
      (err: unknown) => {
        if (!this.warned) {
          this.warned = true;
          this.log.warn(`hflint: no terminal links until the server runs (${String(err)})`);
        }
        this.loading = undefined;
        return undefined;
      },
    );
    return this.loading;
  }
}

/** The terminal's text, through its own commands (the API has no reader); the clipboard is restored. */
async function terminalText(terminal: vscode.Terminal, log: vscode.LogOutputChannel): Promise<string | undefined> {
  const saved = await vscode.env.clipboard.readText();
  try {
    terminal.show(true);
    await vscode.commands.executeCommand('workbench.action.terminal.selectAll');
    await vscode.commands.executeCommand('workbench.action.terminal.copySelection');
    await vscode.commands.executeCommand('workbench.action.terminal.clearSelection');
    const text = await vscode.env.clipboard.readText();
    return text === saved ? undefined : text;
  } catch (err) {
    log.warn(`hflint: could not read the terminal: ${String(err)}`);
    return undefined;
  } finally {
    await vscode.env.clipboard.writeText(saved);
  }
}

/** The folder the terminal's program ran in, where the traceback's relative paths start. */
function terminalCwd(terminal: vscode.Terminal): string | undefined {
  const integration = (terminal as { shellIntegration?: { cwd?: vscode.Uri } }).shellIntegration;
  if (integration?.cwd?.scheme === 'file') {
    return integration.cwd.fsPath;
  }
  const cwd = (terminal.creationOptions as vscode.TerminalOptions).cwd;
  if (typeof cwd === 'string') {
    return cwd;
  }
  return cwd?.scheme === 'file' ? cwd.fsPath : undefined;
}
