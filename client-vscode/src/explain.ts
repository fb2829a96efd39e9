/** "hflint: Explain Error Code": picks a code and opens its catalog entry as a Markdown preview. */

import * as vscode from 'vscode';

import { diagnosticCode, normalizeCode, type CatalogEntry } from './codes';

export const EXPLAIN_SCHEME = 'hflint-explain';

/** Where the entry's text comes from: the server, or the CLI when the server cannot answer. */
export interface ExplainSource {
  explain(code: string): Promise<string>;
  catalog(): Promise<CatalogEntry[]>;
}

/** Read-only documents `hflint-explain:/HF101.md`, so the preview has a title and nothing asks to save it. */
export class ExplainDocuments implements vscode.TextDocumentContentProvider {
  private readonly pages = new Map<string, string>();
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.pages.get(uri.path) ?? '';
  }

  put(code: string, markdown: string): vscode.Uri {
    const uri = vscode.Uri.from({ scheme: EXPLAIN_SCHEME, path: `/${code}.md` });
    this.pages.set(uri.path, markdown);
    this.changed.fire(uri);
    return uri;
  }

  dispose(): void {
    this.changed.dispose();
  }
}

export async function explainCommand(
  documents: ExplainDocuments,
  source: ExplainSource,
  log: vscode.LogOutputChannel,
  argument?: unknown,
): Promise<void> {
  const code = (typeof argument === 'string' ? normalizeCode(argument) : undefined) ?? codeAtCursor() ?? (await pickCode(source, log));
  if (code === undefined) {
    return;
  }
  let markdown: string;
  try {
    markdown = await source.explain(code);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    log.error(`hflint explain ${code}: ${message}`);
    void vscode.window.showErrorMessage(`hflint could not explain ${code}: ${message}`);
    return;
  }
  const uri = documents.put(code, markdown);
  try {
    await vscode.commands.executeCommand('markdown.showPreview', uri);
  } catch {
    // The built-in Markdown extension can be disabled; the source is still readable.
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri), { preview: true });
  }
}

/** The code of the hflint diagnostic under the cursor, if there is one. */
function codeAtCursor(): string | undefined {
  const editor = vscode.window.activeTextEditor;
  if (editor === undefined) {
    return undefined;
  }
  const here = editor.selection.active;
  for (const diagnostic of vscode.languages.getDiagnostics(editor.document.uri)) {
    if (diagnostic.source === 'hflint' && diagnostic.range.contains(here)) {
      const code = diagnosticCode(diagnostic.code);
      if (code !== undefined) {
        return code;
      }
    }
  }
  return undefined;
}

async function pickCode(source: ExplainSource, log: vscode.LogOutputChannel): Promise<string | undefined> {
  let entries: CatalogEntry[] = [];
  try {
    entries = await source.catalog();
  } catch (err) {
    log.warn(`Could not list the catalog, asking for a code instead: ${String(err)}`);
  }
  if (entries.length === 0) {
    const typed = await vscode.window.showInputBox({
      title: 'hflint: Explain Error Code',
      prompt: 'An hflint error code',
      placeHolder: 'HF101',
      validateInput: (text) => (normalizeCode(text) === undefined ? 'A code such as HF101' : undefined),
    });
    return typed === undefined ? undefined : normalizeCode(typed);
  }
  const picked = await vscode.window.showQuickPick(
    entries.map((entry) => ({ label: entry.code, description: entry.title })),
    { title: 'hflint: Explain Error Code', placeHolder: 'Which code?', matchOnDescription: true },
  );
  return picked?.label;
}
