/** The status bar item: which transformers release the server assumes and why, or what stops it from running. */

import * as vscode from 'vscode';

import { type FileRelease, fileReleaseOf } from './fileRelease';
import { describeSource, type Interpreter } from './interpreter';
import type { ImportStrategy } from './settings';

/** Params of the server's `hflint/status` notification. */
export interface ReleaseStatus {
  readonly release: string;
  readonly source: string;
  /** Documents analysed with another release: their own pin's (a notebook's install cell, a script's PEP 723 block). */
  readonly files?: readonly FileRelease[];
}

type State =
  | { readonly kind: 'stopped' }
  | { readonly kind: 'starting' }
  | { readonly kind: 'running'; readonly release: ReleaseStatus | undefined }
  | { readonly kind: 'problem'; readonly message: string };

export class StatusBar implements vscode.Disposable {
  private readonly item: vscode.StatusBarItem;
  private state: State = { kind: 'stopped' };
  private server: { interpreter: Interpreter; strategy: ImportStrategy } | undefined;
  private readonly subscriptions: vscode.Disposable[] = [];

  constructor(showOutputCommand: string) {
    this.item = vscode.window.createStatusBarItem('hflint.status', vscode.StatusBarAlignment.Right, 100);
    this.item.name = 'hflint';
    this.item.command = showOutputCommand;
    this.subscriptions.push(
      vscode.window.onDidChangeActiveTextEditor(() => this.render()),
      vscode.window.onDidChangeActiveNotebookEditor(() => this.render()),
    );
  }

  stopped(): void {
    this.set({ kind: 'stopped' });
  }

  starting(interpreter: Interpreter, strategy: ImportStrategy): void {
    this.server = { interpreter, strategy };
    this.set({ kind: 'starting' });
  }

  running(): void {
    this.set({ kind: 'running', release: this.state.kind === 'running' ? this.state.release : undefined });
  }

  release(status: ReleaseStatus): void {
    this.set({ kind: 'running', release: status });
  }

  problem(message: string): void {
    this.set({ kind: 'problem', message });
  }

  dispose(): void {
    this.item.dispose();
    vscode.Disposable.from(...this.subscriptions).dispose();
  }

  private set(state: State): void {
    this.state = state;
    this.render();
  }

  private render(): void {
    const state = this.state;
    const tooltip = new vscode.MarkdownString(undefined, true);
    this.item.backgroundColor = undefined;
    switch (state.kind) {
      case 'stopped':
        this.item.hide();
        return;
      case 'starting':
        this.item.text = '$(loading~spin) hflint';
        tooltip.appendMarkdown('hflint: starting the language server');
        break;
      case 'running':
        if (state.release === undefined) {
          this.item.text = '$(check) hflint';
          tooltip.appendMarkdown('hflint: the language server is running');
        } else {
          const own = fileRelease(state.release);
          const shown = own ?? state.release;
          this.item.text = `$(check) hflint: transformers ${shown.release}`;
          tooltip.appendMarkdown(own === undefined ? 'hflint assumes **transformers ' : 'For this file hflint assumes **transformers ');
          tooltip.appendText(shown.release);
          tooltip.appendMarkdown(own === undefined ? '**: ' : '**, its own pin: ');
          tooltip.appendText(shown.source);
          if (own !== undefined) {
            tooltip.appendMarkdown('\n\nElsewhere: transformers ');
            tooltip.appendText(`${state.release.release} (${state.release.source})`);
          }
        }
        break;
      case 'problem':
        this.item.text = '$(error) hflint';
        this.item.backgroundColor = new vscode.ThemeColor('statusBarItem.errorBackground');
        tooltip.appendText(state.message);
        break;
    }
    if (this.server !== undefined && state.kind !== 'problem') {
      const { interpreter, strategy } = this.server;
      tooltip.appendMarkdown('\n\nServer: ');
      tooltip.appendText(`${interpreter.path} (from ${describeSource(interpreter.source)}), `);
      tooltip.appendText(strategy === 'useBundled' ? 'hflint bundled with the extension' : 'hflint from that environment');
    }
    tooltip.appendMarkdown('\n\nClick to show the output.');
    this.item.tooltip = tooltip;
    // A problem stays visible everywhere; otherwise the item belongs to Python editors.
    if (state.kind === 'problem' || pythonInFront()) {
      this.item.show();
    } else {
      this.item.hide();
    }
  }
}

/** The release of the document in front when its own pin decides it, as the server last said. */
function fileRelease(status: ReleaseStatus): FileRelease | undefined {
  const uri = (vscode.window.activeNotebookEditor?.notebook.uri ?? vscode.window.activeTextEditor?.document.uri)?.toString();
  return fileReleaseOf(status.files, uri);
}

function pythonInFront(): boolean {
  if (vscode.window.activeNotebookEditor !== undefined) {
    return true;
  }
  return vscode.window.activeTextEditor?.document.languageId === 'python';
}
