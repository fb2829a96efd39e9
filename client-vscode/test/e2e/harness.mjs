// What an end-to-end test in code-server needs: the .vsix installed into a scratch profile,
// code-server started on a free port in its own process group, Chromium driven by Playwright,
// and helpers that wait on conditions (never a sleep). Used by explain.test.mjs.

import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright-core';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const vsix = join(root, 'dist', 'hflint.vsix');
const CODE_SERVER_VERSION = '4.100.3';
const codeServer =
  process.env.HFLINT_CODE_SERVER ||
  join(homedir(), '.cache', 'hflint-vscode', `code-server-${CODE_SERVER_VERSION}`, 'node_modules', '.bin', 'code-server');
const browserPath = process.env.HFLINT_CHROMIUM || '/usr/bin/chromium';
export const STEP_MS = 60_000;

export const USER_SETTINGS = {
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

/**
 * Starts a session: `files` (name → text) written into a fresh workspace, the .vsix installed,
 * code-server and Chromium running. Returns { page, dirs, shot, stop }.
 */
export async function startSession({ artifacts, files, settings = {} }) {
  assert.ok(existsSync(vsix), `${vsix} is missing: run \`npm run package\` first`);
  assert.ok(existsSync(codeServer), `${codeServer} is missing: run scripts/install-code-server.sh first`);
  assert.ok(existsSync(browserPath), `${browserPath} is missing: apt-get install chromium`);
  rmSync(artifacts, { recursive: true, force: true });
  mkdirSync(artifacts, { recursive: true });
  const scratch = mkdtempSync(join(tmpdir(), 'hflint-e2e-'));
  const dirs = {
    scratch,
    userData: join(scratch, 'user-data'),
    extensions: join(scratch, 'extensions'),
    workspace: join(scratch, 'workspace'),
    browser: join(scratch, 'chromium'),
  };
  mkdirSync(join(dirs.userData, 'User'), { recursive: true });
  mkdirSync(dirs.workspace, { recursive: true });
  writeFileSync(join(dirs.userData, 'User', 'settings.json'), JSON.stringify({ ...USER_SETTINGS, ...settings }, null, 2));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dirs.workspace, name, '..'), { recursive: true });
    writeFileSync(join(dirs.workspace, name), text);
  }
  const config = join(scratch, 'config.yaml');
  writeFileSync(config, 'auth: none\ncert: false\n');
  const base = ['--config', config, '--user-data-dir', dirs.userData, '--extensions-dir', dirs.extensions];
  execFileSync(codeServer, [...base, '--install-extension', vsix], { stdio: 'inherit', timeout: STEP_MS });
  const installed = readdirSync(dirs.extensions).find((name) => name.startsWith('hflint.hflint-'));
  assert.ok(installed, 'code-server installed the .vsix');
  dirs.libs = join(dirs.extensions, installed, 'bundled', 'libs');

  const port = await freePort();
  const server = startCodeServer(codeServer, [
    ...base,
    '--bind-addr', `127.0.0.1:${port}`,
    '--disable-telemetry',
    '--disable-update-check',
    '--disable-workspace-trust',
    '--disable-getting-started-override',
    '--ignore-last-opened',
    dirs.workspace,
  ]);
  await server.ready(port);
  const origin = `http://127.0.0.1:${port}`;
  const context = await chromium.launchPersistentContext(dirs.browser, {
    executablePath: browserPath,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run'],
    viewport: { width: 1400, height: 900 },
  });
  // VS Code reads and writes the clipboard through the browser's (the terminal link reads the terminal that way).
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(STEP_MS);
  await page.goto(`${origin}/?folder=${encodeURIComponent(dirs.workspace)}`);
  await page.locator('.monaco-workbench').waitFor();

  let shots = 0;
  const shot = async (name) => {
    shots += 1;
    await page.screenshot({ path: join(artifacts, `${String(shots).padStart(2, '0')}-${name}.png`) });
  };
  const stop = async () => {
    await page.screenshot({ path: join(artifacts, 'last.png') }).catch(() => undefined);
    await context.close().catch(() => undefined);
    server.stop();
    keepLogs(dirs.userData, join(artifacts, 'logs'));
    writeFileSync(join(artifacts, 'code-server.log'), server.output());
    rmSync(scratch, { recursive: true, force: true });
  };
  return { page, dirs, shot, stop };
}

/**
 * Runs a command from the Command Palette by its exact title (opened again when it closed
 * early): "hflint: Explain Error" must not run "hflint: Explain Error Code", whichever the
 * palette lists first.
 */
export async function runCommand(page, title) {
  const exact = new RegExp(`^\\s*${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
  await again(page, `run "${title}"`, async (timeout) => {
    await page.keyboard.press('F1');
    const input = page.locator('.quick-input-widget .quick-input-box input');
    await input.waitFor({ state: 'visible', timeout });
    await input.fill(`>${title}`, { timeout });
    const row = page.locator('.quick-input-widget .monaco-list-row', {
      has: page.locator('.label-name', { hasText: exact }),
    });
    await row.first().click({ timeout });
  });
}

/** Opens a workspace file from the Explorer, as a person would, and waits for its tab. */
export async function openFile(page, label) {
  await page.locator(`.explorer-folders-view .monaco-list-row[aria-label="${label}"]`).click();
  await page.locator('.tab.active', { hasText: label }).waitFor({ state: 'visible' });
}

/** Runs `attempt` up to three times, each bounded; Escape in between closes what is half open. */
export async function again(page, what, attempt) {
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
      await page.keyboard.press('Escape');
    }
  }
}

/** Polls `condition` (which may be async) until it holds; fails after STEP_MS, naming what it waited for. */
export async function waitUntil(what, condition) {
  const deadline = Date.now() + STEP_MS;
  while (!(await condition())) {
    if (Date.now() > deadline) {
      throw new Error(`timed out after ${STEP_MS / 1000} s waiting until ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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
