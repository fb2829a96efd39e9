/** Owns the language client: resolves the interpreter, checks it, starts, restarts and stops `hflint server`. */

import { execFile } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

import * as vscode from 'vscode';
import {
  CloseAction,
  DidChangeConfigurationNotification,
  ErrorAction,
  ExecuteCommandRequest,
  LanguageClient,
  RevealOutputChannelOn,
  State,
  type LanguageClientOptions,
  type ServerOptions,
} from 'vscode-languageclient/node';

import { parseCatalogList, type CatalogEntry } from './codes';
import { CRASH_WINDOW_MS, recordCrash } from './crashes';
import { parseExplainReply, parseMessageRows, type ExplainedError, type MessageRow } from './errorText';
import type { ExplainSource } from './explain';
import type { ErrorSource } from './explainError';
import { describeSource, resolveInterpreter, type Interpreter } from './interpreter';
import { bundledLibs, catalogLaunch, explainErrorLaunch, explainLaunch, serverLaunch, type Launch } from './launch';
import { diagnose, noInterpreterProblem, runProbe, type Problem, type ProblemAction } from './probe';
import { pythonExtensionInstalled, selectedInterpreter } from './pythonExtension';
import { DOCUMENT_SELECTOR } from './selector';
import { readSettings, settingsChange, toServerSettings, type Settings } from './settings';
import type { ReleaseStatus, StatusBar } from './status';

const CLI_TIMEOUT_MS = 20_000;

const ACTION_LABELS: Record<ProblemAction, string> = {
  selectInterpreter: 'Select Interpreter',
  openInterpreterSetting: 'Open Setting',
  useBundled: 'Use Bundled hflint',
  showOutput: 'Show Output',
};

interface Running {
  readonly client: LanguageClient;
  readonly interpreter: Interpreter;
  /** Set once `start()` resolved: a server that dies before that reports its failed start instead. */
  ready: boolean;
}

/** The server's commands (workspace/executeCommand) behind "hflint: Explain Error" and the terminal links. */
export const RECOGNISE_ERROR_COMMAND = 'hflint.recogniseError';
export const ERROR_MESSAGES_COMMAND = 'hflint.errorMessages';

export class Controller implements vscode.Disposable, ExplainSource, ErrorSource {
  private running: Running | undefined;
  private settings: Settings;
  private queue: Promise<void> = Promise.resolve();
  private restartQueued = false;
  private shownProblem: string | undefined;
  private crashes: number[] = [];
  /** The last "Assuming transformers ..." line the log has (said once per server). */
  private lastRelease: string | undefined;

  constructor(
    private readonly extensionRoot: string,
    private readonly log: vscode.LogOutputChannel,
    private readonly status: StatusBar,
  ) {
    this.settings = this.readSettings();
  }

  /** "hflint: Restart Server" and activation: a fresh start, with the crash count forgotten. */
  restart(): Promise<void> {
    this.crashes = [];
    return this.queueRestart();
  }

  stop(): Promise<void> {
    return this.enqueue(() => this.stopClient());
  }

  /** A configuration change: restart for what the process depends on, tell a live server the rest. */
  onConfigurationChanged(): Promise<void> {
    const before = this.settings;
    const after = this.readSettings();
    this.settings = after;
    const change = settingsChange(before, after);
    if (change === 'restart' || (change === 'notify' && this.running === undefined && after.enable)) {
      return this.queueRestart();
    }
    if (change === 'notify' && this.running !== undefined) {
      const { client, interpreter } = this.running;
      this.log.info('Settings changed; sending them to the server.');
      return client
        .sendNotification(DidChangeConfigurationNotification.type, {
          settings: { hflint: toServerSettings(after, interpreter.path) },
        })
        .catch((err: unknown) => this.log.error(`Could not send the new settings: ${String(err)}`));
    }
    return Promise.resolve();
  }

  /** ms-python picked another interpreter: it matters only while the setting leaves the choice to it. */
  onSelectedInterpreterChanged(): Promise<void> {
    if (this.settings.interpreter !== undefined) {
      return Promise.resolve();
    }
    this.log.info('The Python extension selected another interpreter; restarting.');
    return this.queueRestart();
  }

  async explain(code: string): Promise<string> {
    const client = this.running?.client;
    if (client !== undefined && client.state === State.Running) {
      try {
        const result = await client.sendRequest<{ markdown?: unknown }>('hflint/explain', { code });
        if (typeof result?.markdown === 'string') {
          return result.markdown;
        }
        this.log.warn('hflint/explain answered without markdown; asking the CLI instead.');
      } catch (err) {
        this.log.warn(`hflint/explain failed (${String(err)}); asking the CLI instead.`);
      }
    }
    return this.runCli((python, strategy, libs) => explainLaunch(python, strategy, libs, code, process.env));
  }

  /** The known errors in a traceback or an error line, from the server, else from `hflint explain - --format json`. */
  async explainError(text: string, cwd: string | undefined): Promise<ExplainedError[]> {
    const client = this.running?.client;
    if (client !== undefined && client.state === State.Running) {
      try {
        const reply = await client.sendRequest(ExecuteCommandRequest.type, {
          command: RECOGNISE_ERROR_COMMAND,
          arguments: [{ text, cwd }],
        });
        return parseExplainReply(reply);
      } catch (err) {
        this.log.warn(`${RECOGNISE_ERROR_COMMAND} failed (${String(err)}); asking the CLI instead.`);
      }
    }
    // The CLI exits 1 when the text holds no known error: its JSON then lists none.
    const stdout = await this.runCli(
      (python, strategy, libs) => explainErrorLaunch(python, strategy, libs, process.env),
      { input: text, cwd: cwd ?? this.folder()?.fsPath, okExitCodes: [0, 1] },
    );
    return parseExplainReply(JSON.parse(stdout));
  }

  /** The catalog's messages, for the terminal links (from the running server). */
  async errorMessages(): Promise<MessageRow[]> {
    const client = this.running?.client;
    if (client === undefined || client.state !== State.Running) {
      throw new Error('the hflint server is not running');
    }
    return parseMessageRows(await client.sendRequest(ExecuteCommandRequest.type, { command: ERROR_MESSAGES_COMMAND, arguments: [] }));
  }

  async catalog(): Promise<CatalogEntry[]> {
    return parseCatalogList(await this.runCli((python, strategy, libs) => catalogLaunch(python, strategy, libs, process.env)));
  }

  dispose(): void {
    void this.stop();
  }

  /** Stops whatever runs and starts afresh with the current settings; calls made while one waits share it. */
  private queueRestart(): Promise<void> {
    if (this.restartQueued) {
      return this.queue;
    }
    this.restartQueued = true;
    return this.enqueue(async () => {
      this.restartQueued = false;
      await this.stopClient();
      await this.startClient();
    });
  }

  private enqueue(job: () => Promise<void>): Promise<void> {
    const next = this.queue.then(job).catch((err: unknown) => {
      this.log.error(`hflint: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    });
    this.queue = next;
    return next;
  }

  private readSettings(): Settings {
    const config = vscode.workspace.getConfiguration('hflint', this.folder());
    return readSettings((key) => config.get(key));
  }

  private folder(): vscode.Uri | undefined {
    return vscode.workspace.workspaceFolders?.[0]?.uri;
  }

  private async resolve(settings: Settings): Promise<Interpreter | undefined> {
    const folder = this.folder();
    return resolveInterpreter({
      setting: settings.interpreter,
      workspaceFolder: folder?.scheme === 'file' ? folder.fsPath : undefined,
      trusted: vscode.workspace.isTrusted,
      workspaceFolders: (vscode.workspace.workspaceFolders ?? [])
        .filter((f) => f.uri.scheme === 'file')
        .map((f) => f.uri.fsPath),
      note: (message) => this.log.warn(message),
      home: os.homedir(),
      env: process.env,
      platform: process.platform,
      fromPythonExtension: () => selectedInterpreter(folder, this.log),
      isExecutable,
    });
  }

  private async startClient(): Promise<void> {
    const settings = (this.settings = this.readSettings());
    if (!settings.enable) {
      this.log.info('hflint.enable is off; the server is not started.');
      this.status.stopped();
      return;
    }
    const interpreter = await this.resolve(settings);
    if (interpreter === undefined) {
      this.reportProblem(noInterpreterProblem(process.platform, pythonExtensionInstalled()));
      return;
    }
    this.status.starting(interpreter, settings.importStrategy);
    const libs = bundledLibs(this.extensionRoot);
    const launch = serverLaunch(interpreter.path, settings.importStrategy, libs, process.env);
    const diagnosis = diagnose(await runProbe(launch), interpreter, settings.importStrategy, libs);
    if (!diagnosis.ok) {
      this.reportProblem(diagnosis.problem);
      return;
    }
    const { info } = diagnosis;
    this.log.info(
      `Starting: ${interpreter.path} -m hflint server (Python ${info.version.join('.')}, ` +
        `interpreter from ${describeSource(interpreter.source)}, hflint from ${info.hflint})`,
    );
    const client = this.createClient(launch, interpreter, settings);
    const running: Running = { client, interpreter, ready: false };
    this.running = running;
    try {
      await client.start();
      running.ready = true;
    } catch (err) {
      // Same key as initializationFailedHandler's report: one failed start, one notification.
      this.reportProblem(startProblem(interpreter, `exited while starting (${errorText(err)})`));
      this.running = undefined;
      await client.dispose().catch(() => undefined);
      return;
    }
    this.shownProblem = undefined;
    this.status.running();
  }

  private async stopClient(): Promise<void> {
    const running = this.running;
    this.running = undefined;
    this.status.stopped();
    if (running === undefined) {
      return;
    }
    try {
      if (running.client.needsStop()) {
        await running.client.stop(5_000);
      }
    } catch (err) {
      this.log.warn(`The server did not stop cleanly: ${String(err)}`);
    }
    await running.client.dispose().catch(() => undefined);
  }

  private createClient(launch: Launch, interpreter: Interpreter, settings: Settings): LanguageClient {
    this.lastRelease = undefined;
    const folder = this.folder();
    const serverOptions: ServerOptions = {
      command: launch.command,
      args: launch.args,
      options: { env: launch.env, cwd: folder?.scheme === 'file' ? folder.fsPath : undefined },
    };
    const clientOptions: LanguageClientOptions = {
      documentSelector: DOCUMENT_SELECTOR,
      outputChannel: this.log,
      traceOutputChannel: this.log,
      revealOutputChannelOn: RevealOutputChannelOn.Never,
      initializationOptions: toServerSettings(settings, interpreter.path),
      errorHandler: {
        error: () => ({ action: ErrorAction.Continue, handled: true }),
        closed: () => {
          // The controller restarts the server itself, through the same checks as the first
          // start, so a server that comes back broken is reported once, like any other.
          if (this.running?.client === client && this.running.ready) {
            this.onServerExit(interpreter);
          }
          return { action: CloseAction.DoNotRestart, handled: true };
        },
      },
      initializationFailedHandler: (error) => {
        this.reportProblem(startProblem(interpreter, `failed to initialise (${errorText(error)})`));
        return false;
      },
      middleware: {
        workspace: {
          // A server that pulls `workspace/configuration` gets the same normalised
          // settings as its initializationOptions, not VS Code's raw ones.
          configuration: async (params, token, next) => {
            const answers = await next(params, token);
            if (!Array.isArray(answers)) {
              return answers;
            }
            const current = toServerSettings(this.settings, interpreter.path);
            return params.items.map((item, i) => (item.section === 'hflint' ? current : answers[i]));
          },
        },
      },
    };
    const client = new QuietLanguageClient('hflint', 'hflint', serverOptions, clientOptions);
    client.onNotification('hflint/status', (params: ReleaseStatus) => {
      if (typeof params?.release === 'string' && typeof params.source === 'string') {
        const said = `Assuming transformers ${params.release} (${params.source}).`;
        if (said !== this.lastRelease) {
          // (the notification comes again when a file's own pin changes: the log says it once)
          this.log.info(said);
          this.lastRelease = said;
        }
        this.status.release(params);
      }
    });
    return client;
  }

  private onServerExit(interpreter: Interpreter): void {
    const { history, giveUp } = recordCrash(this.crashes, Date.now());
    this.crashes = history;
    if (giveUp) {
      this.reportProblem({
        key: `crash:${interpreter.path}`,
        message:
          `The hflint server stopped ${history.length} times in ${CRASH_WINDOW_MS / 60_000} minutes and will not be ` +
          'restarted. The output shows why; "hflint: Restart Server" tries again.',
        actions: ['showOutput'],
      });
      return;
    }
    this.log.warn('The server stopped by itself; starting it again.');
    // After the client has finished marking itself stopped, or the restart would try to
    // shut down a connection that is already gone.
    setTimeout(() => void this.queueRestart(), 0);
  }

  /** Logs every time, shows the status bar every time, notifies once per distinct problem. */
  private reportProblem(problem: Problem): void {
    this.log.error(problem.message);
    this.status.problem(problem.message);
    if (this.shownProblem === problem.key) {
      return;
    }
    this.shownProblem = problem.key;
    const labels = problem.actions.map((action) => ACTION_LABELS[action]);
    void vscode.window.showErrorMessage(problem.message, ...labels).then((choice) => {
      const action = problem.actions.find((a) => ACTION_LABELS[a] === choice);
      if (action !== undefined) {
        void this.runAction(action);
      }
    });
  }

  private async runAction(action: ProblemAction): Promise<void> {
    switch (action) {
      case 'selectInterpreter':
        await vscode.commands.executeCommand('python.setInterpreter');
        return;
      case 'openInterpreterSetting':
        await vscode.commands.executeCommand('workbench.action.openSettings', 'hflint.interpreter');
        return;
      case 'showOutput':
        this.log.show();
        return;
      case 'useBundled': {
        const config = vscode.workspace.getConfiguration('hflint', this.folder());
        const where = config.inspect('importStrategy');
        const target =
          where?.workspaceFolderValue !== undefined
            ? vscode.ConfigurationTarget.WorkspaceFolder
            : where?.workspaceValue !== undefined
              ? vscode.ConfigurationTarget.Workspace
              : vscode.ConfigurationTarget.Global;
        await config.update('importStrategy', 'useBundled', target);
        return;
      }
    }
  }

  /** Runs a CLI command with the interpreter and strategy the server would use, for stdout. */
  private async runCli(
    make: (python: string, strategy: Settings['importStrategy'], libs: string) => Launch,
    how: { input?: string; cwd?: string; okExitCodes?: number[] } = {},
  ): Promise<string> {
    const settings = this.readSettings();
    const interpreter = this.running?.interpreter ?? (await this.resolve(settings));
    if (interpreter === undefined) {
      throw new Error(noInterpreterProblem(process.platform, pythonExtensionInstalled()).message);
    }
    const launch = make(interpreter.path, settings.importStrategy, bundledLibs(this.extensionRoot));
    if (!path.isAbsolute(launch.command)) {
      throw new Error(`${launch.command} is not on PATH`);
    }
    const ok = how.okExitCodes ?? [0];
    return new Promise((resolve, reject) => {
      const child = execFile(
        launch.command,
        launch.args,
        {
          env: launch.env,
          cwd: how.cwd,
          timeout: CLI_TIMEOUT_MS,
          windowsHide: true,
          encoding: 'utf8',
          maxBuffer: 8 * 1024 * 1024,
        },
        (error, stdout, stderr) => {
          const code = error === null ? 0 : typeof error.code === 'number' ? error.code : undefined;
          if (code !== undefined && ok.includes(code)) {
            resolve(stdout);
          } else {
            reject(new Error(stderr.trim() || (error?.message ?? 'failed')));
          }
        },
      );
      child.stdin?.end(how.input ?? '');
    });
  }
}

/**
 * vscode-languageclient forces a notification of its own when a start fails; the controller
 * already reports that failure once, with what to do about it, so the client only logs it.
 */
class QuietLanguageClient extends LanguageClient {
  override error(message: string, data?: unknown, showNotification: boolean | 'force' = true): void {
    super.error(message, data, showNotification === 'force' ? false : showNotification);
  }
}

function startProblem(interpreter: Interpreter, what: string): Problem {
  return {
    key: `start:${interpreter.path}`,
    message: `The hflint server on ${interpreter.path} ${what}. The output shows what it printed.`,
    actions: ['showOutput', 'openInterpreterSetting'],
  };
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

function isExecutable(file: string): boolean {
  try {
    const stat = fs.statSync(file);
    if (!stat.isFile()) {
      return false;
    }
    if (process.platform === 'win32') {
      return true;
    }
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
