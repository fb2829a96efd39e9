// End to end in a real VS Code: code-server with the packaged .vsix installed, driven by
// Playwright in Debian's headless Chromium. Opens a reproducer, sees the squiggle and the
// status bar release, hovers for the catalog text, applies the quick fix and sees the
// squiggle go; then opens "hflint: Explain Error Code"; then a notebook whose later %%time
// cell uses models of an earlier one: the squiggle in that cell, the quick fix applied there. Every wait is on a condition,
// bounded by a timeout, and a watchdog ends the whole run if anything hangs.

import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('../..', import.meta.url));
const vsix = join(root, 'dist', 'hflint.vsix');
const artifacts = join(root, 'test-artifacts', 'e2e');
const CODE_SERVER_VERSION = '4.100.3';
const codeServer =
  process.env.HFLINT_CODE_SERVER ||
  join(homedir(), '.cache', 'hflint-vscode', `code-server-${CODE_SERVER_VERSION}`, 'node_modules', '.bin', 'code-server');
const browserPath = process.env.HFLINT_CHROMIUM || '/usr/bin/chromium';
const python = process.env.HFLINT_TEST_PYTHON || 'python3';

const WATCHDOG_MS = 8 * 60_000;
const STEP_MS = 60_000;

// As tests/fixtures/flagged/imports_aliases.py: transformers through aliases, one HF101.
const REPRODUCER = `"""Assisted generation with the KV cache switched off."""
import transformers as tf
from transformers import AutoModelForCausalLM as LM
from transformers import AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = LM.from_pretrained("openai-community/gpt2")
draft = tf.AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
inputs = tokenizer("hello world", return_tensors="pt")

model.generate(**inputs, assistant_model=draft, use_cache=False)
`;

// The same mistake in a notebook as Colab users write it: an install guard and a GPU check in
// IPython syntax, the models in one cell, the timed call in a later one.
const NOTEBOOK = {
  cells: [
    cell("import sys\nIN_COLAB = 'google.colab' in sys.modules\nif IN_COLAB:\n    !pip install -q transformers"),
    cell('!nvidia-smi'),
    cell('from transformers import AutoModelForCausalLM\n\nmodel = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")\ndraft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")'),
    cell('%%time\nout = model.generate(input_ids, assistant_model=draft, use_cache=False)'),
  ],
  metadata: {
    kernelspec: { display_name: 'Python 3', language: 'python', name: 'python3' },
    language_info: { name: 'python' },
  },
  nbformat: 4,
  nbformat_minor: 5,
};

function cell(source) {
  return { cell_type: 'code', execution_count: null, id: Math.random().toString(16).slice(2, 10), metadata: {}, outputs: [], source };
}

const USER_SETTINGS = {
  'workbench.startupEditor': 'none',
  'workbench.tips.enabled': false,
  'workbench.welcomePage.walkthroughs.openOnInstall': false,
  'workbench.enableExperiments': false,
  'security.workspace.trust.enabled': false,
  'telemetry.telemetryLevel': 'off',
  'update.mode': 'none',
  'extensions.autoCheckUpdates': false,
  'extensions.autoUpdate': false,
  'extensions.ignoreRecommendations': true,
  'chat.commandCenter.enabled': false,
  'editor.hover.delay': 150,
  'editor.minimap.enabled': false,
  'editor.lightbulb.enabled': 'off',
  'files.autoSave': 'off',
};

/** Folders of this run: scratch (removed at the end), the installed extension's libraries. */
const run = {};
let server;
let context;
let page;
let shots = 0;
const watchdog = setTimeout(() => {
  console.error(`watchdog: the end-to-end run took longer than ${WATCHDOG_MS / 1000} s; stopping it`);
  server?.stop();
  process.exit(124);
}, WATCHDOG_MS);
watchdog.unref();

/** A test that leaves a screenshot of the moment it failed. */
function step(name, body) {
  it(name, async () => {
    try {
      await body();
    } catch (err) {
      await shot(`FAILED-${name.replace(/[^a-z0-9]+/gi, '-').slice(0, 50)}`).catch(() => undefined);
      throw err;
    }
  });
}

async function shot(name) {
  shots += 1;
  await page.screenshot({ path: join(artifacts, `${String(shots).padStart(2, '0')}-${name}.png`) });
}

/**
 * The picture at the top of the repository's README (docs/images/vscode-hover.png is a copy):
 * the hover and the squiggled line under it, cut from the window. The editor's left edge is
 * kept so that the line numbers show.
 */
async function readmeShot(hover, squiggle) {
  const popup = await hover.boundingBox();
  const editor = await page.locator('.editor-group-container.active .monaco-editor').first().boundingBox();
  if (!popup || !editor) {
    return;
  }
  const margin = 12;
  const x = Math.max(editor.x, 0);
  const y = Math.max(Math.min(popup.y, squiggle.y) - margin, 0);
  const right = Math.max(popup.x + popup.width, squiggle.x + squiggle.width) + margin;
  const bottom = Math.max(popup.y + popup.height, squiggle.y + squiggle.height) + 2 * margin;
  await page.screenshot({ path: join(artifacts, 'readme-hover.png'), clip: { x, y, width: right - x, height: bottom - y } });
}

before(async () => {
  assert.ok(existsSync(vsix), `${vsix} is missing: run \`npm run package\` first`);
  assert.ok(existsSync(codeServer), `${codeServer} is missing: run scripts/install-code-server.sh first`);
  assert.ok(existsSync(browserPath), `${browserPath} is missing: apt-get install chromium`);
  rmSync(artifacts, { recursive: true, force: true });
  mkdirSync(artifacts, { recursive: true });
  const scratch = (run.scratch = mkdtempSync(join(tmpdir(), 'hflint-e2e-')));
  const dirs = {
    userData: join(scratch, 'user-data'),
    extensions: join(scratch, 'extensions'),
    workspace: join(scratch, 'workspace'),
    browser: join(scratch, 'chromium'),
  };
  mkdirSync(join(dirs.userData, 'User'), { recursive: true });
  mkdirSync(dirs.workspace, { recursive: true });
  // HFLINT_E2E_TRACE=1 keeps the whole LSP conversation in the artefacts' hflint log.
  const settings = process.env.HFLINT_E2E_TRACE ? { ...USER_SETTINGS, 'hflint.trace.server': 'verbose' } : USER_SETTINGS;
  writeFileSync(join(dirs.userData, 'User', 'settings.json'), JSON.stringify(settings, null, 2));
  writeFileSync(join(dirs.workspace, 'repro.py'), REPRODUCER);
  writeFileSync(join(dirs.workspace, 'repro.ipynb'), JSON.stringify(NOTEBOOK, null, 1));
  const config = join(scratch, 'config.yaml');
  writeFileSync(config, 'auth: none\ncert: false\n');
  const base = ['--config', config, '--user-data-dir', dirs.userData, '--extensions-dir', dirs.extensions];

  execFileSync(codeServer, [...base, '--install-extension', vsix], { stdio: 'inherit', timeout: STEP_MS });
  const installed = readdirSync(dirs.extensions).find((name) => name.startsWith('hflint.hflint-'));
  assert.ok(installed, 'code-server installed the .vsix');
  run.libs = join(dirs.extensions, installed, 'bundled', 'libs');

  const port = await freePort();
  server = startCodeServer(codeServer, [
    ...base,
    '--bind-addr', `127.0.0.1:${port}`,
    '--disable-telemetry',
    '--disable-update-check',
    '--disable-workspace-trust',
    '--disable-getting-started-override',
    '--ignore-last-opened',
    ...(process.env.HFLINT_E2E_TRACE ? ['--log', 'trace'] : []),
    dirs.workspace,
  ]);
  await server.ready(port);

  context = await chromium.launchPersistentContext(dirs.browser, {
    executablePath: browserPath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
    viewport: { width: 1400, height: 900 },
  });
  page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(STEP_MS);
  await page.goto(`http://127.0.0.1:${port}/?folder=${encodeURIComponent(dirs.workspace)}`);
  await page.locator('.monaco-workbench').waitFor();
  run.dirs = dirs;
});

after(async () => {
  clearTimeout(watchdog);
  if (page) {
    await page.screenshot({ path: join(artifacts, 'last.png') }).catch(() => undefined);
  }
  await context?.close().catch(() => undefined);
  server?.stop();
  if (run.dirs) {
    keepLogs(run.dirs.userData, join(artifacts, 'logs'));
  }
  if (server) {
    writeFileSync(join(artifacts, 'code-server.log'), server.output());
  }
  if (run.scratch) {
    rmSync(run.scratch, { recursive: true, force: true });
  }
});

describe('hflint in code-server', { timeout: WATCHDOG_MS }, () => {
  const editor = () => page.locator('.editor-group-container.active .monaco-editor').first();
  const squiggles = () => editor().locator('.squiggly-error');
  const editorText = async () => (await editor().locator('.view-lines').innerText()).replace(/\u00a0/g, ' ');

  /** Opens a workspace file from the Explorer, as a person would, and waits for its tab. */
  async function openFile(name) {
    await page.locator(`.explorer-folders-view .monaco-list-row[aria-label="${name}"]`).click();
    await page.locator('.tab.active', { hasText: name }).waitFor({ state: 'visible' });
  }

  /**
   * Runs a command from the Command Palette by its title. The palette closes when anything
   * takes the focus from it (an editor opened a moment before grabbing it late, on a slow
   * machine), so a palette that went away before the command ran is opened again, up to
   * three times, and the retry is logged.
   */
  async function runCommand(title) {
    await again(`run "${title}"`, async (timeout) => {
      await page.keyboard.press('F1');
      const input = page.locator('.quick-input-widget .quick-input-box input');
      await input.waitFor({ state: 'visible', timeout });
      await input.fill(`>${title}`, { timeout });
      await page.locator('.quick-input-widget .monaco-list-row', { hasText: title }).first().waitFor({ timeout });
      await input.press('Enter', { timeout });
    });
  }

  /** Types into the Settings editor's hflint.interpreter box, as a person would. */
  async function setInterpreter(value) {
    await runCommand('Preferences: Open User Settings');
    await again('find the hflint.interpreter setting', async (timeout) => {
      const search = page.locator('.settings-editor .suggest-input-container .inputarea, .settings-editor .settings-header textarea').first();
      await search.waitFor({ state: 'visible', timeout });
      await search.focus({ timeout });
      await page.keyboard.press('Control+A');
      await page.keyboard.type('hflint.interpreter');
      const input = page.locator('.settings-editor .setting-item-contents', { hasText: 'Interpreter' }).locator('input').first();
      await input.waitFor({ state: 'visible', timeout });
      await input.fill(value, { timeout });
      await input.press('Tab', { timeout });
    });
  }

  /** Runs `attempt` up to three times, each bounded; Escape in between closes what is half open. */
  async function again(what, attempt) {
    const tries = 3;
    for (let n = 1; ; n++) {
      try {
        await attempt(STEP_MS / tries);
        return;
      } catch (err) {
        if (n === tries) {
          throw err;
        }
        console.error(`e2e: try ${n} to ${what} failed (${String(err.message).split('\n')[0]}); trying again`);
        await shot(`retry-${what.replace(/[^a-z0-9]+/gi, '-').slice(0, 40)}`).catch(() => undefined);
        await page.keyboard.press('Escape');
      }
    }
  }

  step('shows the HF101 squiggle on the generate call of a reproducer', async () => {
    await openFile('repro.py');
    await editor().locator('.view-lines', { hasText: 'assistant_model' }).waitFor();
    await squiggles().first().waitFor({ state: 'visible' });
    await shot('squiggle');
    assert.equal(await squiggles().count(), 1);
  });

  step('shows the assumed transformers release in the status bar', async () => {
    const item = page.locator('.statusbar-item', { hasText: /hflint: transformers \d+\.\d+\.\d+/ });
    await item.first().waitFor({ state: 'visible' });
  });

  step('hovers with the catalog entry', async () => {
    const entry = JSON.parse(
      execFileSync(python, ['-m', 'hflint', 'explain', 'HF101', '--format', 'json'], {
        env: { ...process.env, PYTHONPATH: run.libs },
        encoding: 'utf8',
      }),
    );
    const box = await squiggles().first().boundingBox();
    assert.ok(box, 'the squiggle has a place on screen');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const hover = page.locator('.monaco-hover:not(.hidden)', { hasText: entry.title });
    await hover.first().waitFor({ state: 'visible' });
    await shot('hover');
    await readmeShot(hover.first(), box);
    const text = await hover.first().innerText();
    assert.match(text, /HF101/);
    assert.match(text, /raises RuntimeError|raises ValueError/);
    await page.mouse.move(5, 5);
    await page.keyboard.press('Escape');
  });

  step('applies the quick fix, and the squiggle goes', async () => {
    await applyUseCacheFix(editor(), 'quick-fix-menu');
    await editor().locator('.view-lines', { hasText: 'use_cache=True' }).waitFor();
    await squiggles().first().waitFor({ state: 'detached' });
    await shot('fixed');
    assert.match(await editorText(), /assistant_model=draft, use_cache=True\)/);
    assert.equal(await squiggles().count(), 0);
  });

  step('explains an error code as a Markdown preview', async () => {
    await runCommand('hflint: Explain Error Code');
    // No diagnostic is left under the cursor, so the command asks which code. (The list is
    // virtual: only the rows in view exist, so wait for one near its top.)
    await page.locator('.quick-input-widget .monaco-list-row', { hasText: 'HF102' }).first().waitFor();
    await page.keyboard.type('HF101');
    await page.locator('.quick-input-widget .monaco-list-row', { hasText: 'HF101' }).first().waitFor();
    await page.keyboard.press('Enter');
    await page.locator('.tab', { hasText: 'HF101' }).first().waitFor({ state: 'visible' });
    // The preview is a webview: an iframe holding the frame that renders the Markdown.
    const preview = page.frameLocator('iframe.webview.ready').frameLocator('#active-frame');
    await preview.locator('body', { hasText: 'What it means' }).waitFor();
    await shot('explain');
  });

  /** Opens the quick-fix menu on the first squiggle inside `scope` and applies the `use_cache=True` fix. */
  async function applyUseCacheFix(scope, shotName) {
    const box = await scope.locator('.squiggly-error').first().boundingBox();
    assert.ok(box, 'the squiggle has a place on screen');
    await page.mouse.click(box.x + 2, box.y + box.height / 2);
    await page.keyboard.press('Control+.');
    const rows = page.locator('.action-widget .monaco-list-row.action');
    await rows.filter({ hasText: /use_cache=True/ }).first().waitFor({ state: 'visible' });
    // The menu is driven by keyboard, as people do: a pointer block over the editor
    // swallows synthetic clicks. Move the focus to the fix (bounded by the row count).
    const count = await rows.count();
    for (let i = 0; i < count; i++) {
      if (/use_cache=True/.test((await rows.and(page.locator('.focused')).first().getAttribute('aria-label')) ?? '')) {
        break;
      }
      await page.keyboard.press('ArrowDown');
    }
    assert.match(await rows.and(page.locator('.focused')).first().getAttribute('aria-label'), /use_cache=True/);
    await shot(shotName);
    await page.keyboard.press('Enter');
  }

  step('flags the call in the notebook cell that makes it, and fixes it there', async () => {
    await openFile('repro.ipynb');
    const cells = page.locator('.notebook-editor .code-cell-row');
    const timed = cells.nth(3);
    await timed.locator('.view-lines', { hasText: 'assistant_model' }).waitFor();
    await timed.locator('.squiggly-error').first().waitFor({ state: 'visible' });
    await shot('notebook');
    // The install guard, the shell line and the models' cell are valid IPython: no squiggle.
    for (let i = 0; i < 3; i++) {
      assert.equal(await cells.nth(i).locator('.squiggly-error').count(), 0, `cell ${i + 1} has no squiggle`);
    }
    // The squiggle is under `generate`, on the second line of the %%time cell.
    const squiggle = await timed.locator('.squiggly-error').first().boundingBox();
    const line = await timed.locator('.view-line', { hasText: 'model.generate' }).first().boundingBox();
    assert.ok(squiggle && line && squiggle.y >= line.y - 2 && squiggle.y <= line.y + line.height, 'on the call line');

    await applyUseCacheFix(timed, 'notebook-quick-fix-menu');
    await timed.locator('.view-lines', { hasText: 'use_cache=True' }).waitFor();
    await timed.locator('.squiggly-error').first().waitFor({ state: 'detached' });
    await shot('notebook-fixed');
    const text = (await timed.locator('.view-lines').innerText()).replace(/\u00a0/g, ' ');
    assert.match(text, /%%time/);
    assert.match(text, /assistant_model=draft, use_cache=True\)/);
    assert.equal(await page.locator('.notebook-editor .squiggly-error').count(), 0);
  });

  step('says once, clearly, that the interpreter is missing, and recovers when it is fixed', async () => {
    const statusItem = (text) => page.locator('.statusbar-item', { hasText: text }).first();
    const toasts = page.locator('.notifications-toasts .notification-toast', { hasText: 'hflint cannot start its server' });
    await openFile('repro.py');
    await statusItem(/hflint: transformers/).waitFor({ state: 'visible' });

    await setInterpreter('/nonexistent/bin/python3');
    await toasts.first().waitFor({ state: 'visible' });
    await statusItem(/^\s*hflint\s*$/).waitFor({ state: 'visible' });
    await shot('missing-interpreter');
    const text = await toasts.first().innerText();
    assert.match(text, /\/nonexistent\/bin\/python3 \(from the hflint.interpreter setting\) does not exist/);
    assert.match(text, /Open Setting/);

    // A restart meets the same problem: the status bar still says so, no second toast.
    await openFile('repro.py');
    await runCommand('hflint: Restart Server');
    // The restart is over when the log has the problem a second time.
    await waitUntil('the restart logs the problem again', () => (hflintLog().match(/does not exist/g) ?? []).length >= 2);
    await runCommand('hflint: Show Output');
    await shot('restarted-output');
    assert.equal(await toasts.count(), 1);

    // A Python that passes the check but whose server dies at once: one toast, not a stream.
    const dying = join(run.scratch, 'dying-python');
    writeFileSync(dying, '#!/bin/sh\n[ "$1" = -c ] && exec python3 "$@"\necho "this Python refuses to serve" >&2\nexit 3\n', { mode: 0o755 });
    await setInterpreter(dying);
    const dyingToasts = page.locator('.notifications-toasts .notification-toast', { hasText: 'dying-python' });
    await dyingToasts.first().waitFor({ state: 'visible' });
    await waitUntil('the dying server is logged', () => hflintLog().includes('this Python refuses to serve'));
    await openFile('repro.py');
    await runCommand('hflint: Show Output');
    await shot('dying-server');
    assert.equal(await dyingToasts.count(), 1);
    assert.match(await dyingToasts.first().innerText(), /The hflint server on .*dying-python/);

    await setInterpreter('');
    await openFile('repro.py');
    await statusItem(/hflint: transformers \d+\.\d+\.\d+/).waitFor({ state: 'visible' });
    await shot('recovered');
  });

  step('starts a server that died again, and it flags the next edit', async () => {
    const servers = () => descendants(server.pid).filter((p) => / -m hflint server$/.test(p.cmdline));
    const [victim] = servers();
    assert.ok(victim, 'the hflint server runs under this code-server');
    process.kill(victim.pid, 'SIGKILL');
    await waitUntil('a new server replaces the killed one', () => servers().some((p) => p.pid !== victim.pid));
    await waitUntil('the new server reports its release', () =>
      /stopped by itself[^]*Assuming transformers/.test(hflintLog()),
    );

    // The fixed line made wrong again: `use_cache=True)` back to `use_cache=False)`.
    await openFile('repro.py');
    await editor().locator('.view-line', { hasText: 'use_cache=True' }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    for (let i = 0; i < 'True'.length; i++) {
      await page.keyboard.press('Backspace');
    }
    await page.keyboard.type('False');
    await squiggles().first().waitFor({ state: 'visible' });
    await shot('flagged-after-restart');
  });

  step('names the setting to change when the environment has no hflint, and its button fixes it', async () => {
    const statusItem = (text) => page.locator('.statusbar-item', { hasText: text }).first();
    // A Python whose environment has no hflint: python3 without its site-packages.
    const bare = join(run.scratch, 'bare-python');
    writeFileSync(bare, '#!/bin/sh\nexec python3 -S "$@"\n', { mode: 0o755 });
    const settingsFile = join(run.dirs.workspace, '.vscode', 'settings.json');
    mkdirSync(join(run.dirs.workspace, '.vscode'), { recursive: true });
    writeFileSync(settingsFile, JSON.stringify({ 'hflint.importStrategy': 'fromEnvironment', 'hflint.interpreter': bare }, null, 2));

    const toasts = page.locator('.notifications-toasts .notification-toast', { hasText: 'hflint is not installed in' });
    await toasts.first().waitFor({ state: 'visible' });
    await shot('no-hflint-in-environment');
    const text = await toasts.first().innerText();
    assert.match(text, /bare-python \(from the hflint.interpreter setting\)/);
    assert.match(text, /"hflint.importStrategy" is "fromEnvironment"/);
    assert.match(text, /-m pip install hflint/);
    await waitUntil('the output has the problem', () => hflintLog().includes('hflint is not installed in'));

    // "Use Bundled hflint" sets the workspace's importStrategy back, and the server starts.
    await toasts.first().locator('.monaco-button', { hasText: 'Use Bundled hflint' }).click();
    await waitUntil('the workspace setting says useBundled', () => readFileSync(settingsFile, 'utf8').includes('"useBundled"'));
    await statusItem(/hflint: transformers \d+\.\d+\.\d+/).waitFor({ state: 'visible' });
    await openFile('repro.py');
    await squiggles().first().waitFor({ state: 'visible' });
    rmSync(join(run.dirs.workspace, '.vscode'), { recursive: true, force: true });
  });
});

/** Polls `condition` until it holds; fails after STEP_MS, naming what it waited for. */
async function waitUntil(what, condition) {
  const deadline = Date.now() + STEP_MS;
  while (!condition()) {
    if (Date.now() > deadline) {
      throw new Error(`timed out after ${STEP_MS / 1000} s waiting until ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The hflint output channel as VS Code writes it to disk (a hflint.log under the user data logs). */
function hflintLog() {
  const found = [];
  const stack = [join(run.dirs.userData, 'logs')];
  while (stack.length > 0) {
    const dir = stack.pop();
    for (const entry of existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : []) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        stack.push(path);
      } else if (entry.name === 'hflint.log') {
        found.push(path);
      }
    }
  }
  return found.map((path) => readFileSync(path, 'utf8')).join('\n');
}

/** The processes below `root`, read from /proc: { pid, cmdline }. */
function descendants(root) {
  const parents = new Map();
  const cmdlines = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) {
      continue;
    }
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Field 4 is the parent pid; the command name before it may hold spaces and parentheses.
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      cmdlines.set(Number(name), readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').join(' ').trim());
    } catch {
      // gone meanwhile
    }
  }
  const below = (pid) => {
    for (let p = parents.get(pid); p !== undefined && p > 1; p = parents.get(p)) {
      if (p === root) {
        return true;
      }
    }
    return false;
  };
  return [...parents.keys()].filter(below).map((pid) => ({ pid, cmdline: cmdlines.get(pid) }));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function startCodeServer(binary, args) {
  let log = '';
  // Its own process group, so stop() ends the extension host and the hflint server with it.
  const child = spawn(binary, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  return {
    pid: child.pid,
    output: () => log,
    async ready(port) {
      const deadline = Date.now() + STEP_MS;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) {
          throw new Error(`code-server exited with ${child.exitCode}:\n${log}`);
        }
        try {
          const res = await fetch(`http://127.0.0.1:${port}/healthz`);
          if (res.ok) {
            return;
          }
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`code-server did not answer on port ${port} within ${STEP_MS / 1000} s:\n${log}`);
    },
    stop() {
      if (child.exitCode === null && child.pid !== undefined) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
    },
  };
}

/** Copies the extension host's logs (the hflint output channel among them) into the artefacts. */
function keepLogs(userData, into) {
  const logs = join(userData, 'logs');
  if (!existsSync(logs)) {
    return;
  }
  const stack = [logs];
  while (stack.length > 0) {
    const dir = stack.pop();
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        stack.push(path);
      } else if (/hflint|exthost|remoteagent/i.test(path) && name.endsWith('.log')) {
        mkdirSync(into, { recursive: true });
        cpSync(path, join(into, path.slice(logs.length + 1).replace(/[\\/]/g, '__')));
      }
    }
  }
}
