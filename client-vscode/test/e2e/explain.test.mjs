// "hflint: Explain Error" and the terminal links, end to end in code-server: a real traceback
// (kept from a run of transformers 5.23.0) explained from the editor's selection, from the
// clipboard, and from a click on the error in the integrated terminal; each opens the
// explanation and the script's line that raised it. Screenshots in test-artifacts/e2e-explain.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import { openFile, root, runCommand, startSession, STEP_MS, waitUntil } from './harness.mjs';

const WATCHDOG_MS = 6 * 60_000;
const artifacts = join(root, 'test-artifacts', 'e2e-explain');
const tracebacks = join(root, '..', 'tests', 'fixtures', 'tracebacks');

// The traceback as the job printed it on another machine; the project is checked out here.
const run = JSON.parse(readFileSync(join(tracebacks, 'index.json'), 'utf8')).runs.find(
  (r) => r.release === '5.23.0' && r.file === 'HF101-use-cache-kwarg.txt',
);
const ranIn = run.path.slice(0, run.path.lastIndexOf('/HF101/'));
const TRACEBACK = readFileSync(join(tracebacks, run.release, run.file), 'utf8').replaceAll(ranIn, '/srv/job');
const SCRIPT = 'HF101/use-cache-kwarg.py';

let session;
const watchdog = setTimeout(() => {
  console.error(`watchdog: the explain end-to-end run took longer than ${WATCHDOG_MS / 1000} s; stopping it`);
  void session?.stop();
  process.exit(124);
}, WATCHDOG_MS);
watchdog.unref();

function step(name, body) {
  it(name, async () => {
    try {
      await body();
    } catch (err) {
      await session?.shot(`FAILED-${name.replace(/[^a-z0-9]+/gi, '-').slice(0, 50)}`).catch(() => undefined);
      throw err;
    }
  });
}

before(async () => {
  session = await startSession({
    artifacts,
    files: { [SCRIPT]: run.source, 'job.log': TRACEBACK },
    // The DOM renderer: the terminal's text is in the page, where the test can find the error.
    settings: { 'terminal.integrated.gpuAcceleration': 'off' },
  });
});

after(async () => {
  clearTimeout(watchdog);
  await session?.stop();
});

describe('hflint: Explain Error in code-server', { timeout: WATCHDOG_MS }, () => {
  const page = () => session.page;

  /** The explanation is open beside the script, whose line that raised it has the cursor. */
  async function explained(name) {
    const preview = page().frameLocator('iframe.webview.ready').frameLocator('#active-frame');
    await preview.locator('body', { hasText: 'You ran 5.23.0' }).waitFor();
    await page().locator('.tab', { hasText: 'HF101' }).first().waitFor({ state: 'visible' });
    await page().locator('.tab', { hasText: 'use-cache-kwarg.py' }).first().waitFor({ state: 'visible' });
    // The cursor is on the line that raised (its number is the active one).
    const script = page().locator('.editor-group-container', { has: page().locator('.tab.active', { hasText: 'use-cache-kwarg.py' }) });
    await script.locator('.line-numbers.active-line-number', { hasText: new RegExp(`^\\s*${run.line}\\s*$`) }).waitFor();
    await session.shot(name);
    const text = await preview.locator('body').innerText();
    assert.match(text, /HF101/);
    assert.match(text, /ValueError: assisted generate requires `use_cache=True`/);
    assert.match(text, new RegExp(`Your code.*HF101/use-cache-kwarg.py:${run.line}`));
    await runCommand(page(), 'View: Close All Editors');
    await page().locator('.tab').first().waitFor({ state: 'detached' });
  }

  step('explains the traceback selected in an editor', async () => {
    await openFile(page(), 'job.log');
    await page().locator('.editor-group-container.active .view-lines', { hasText: 'Traceback' }).click();
    await page().keyboard.press('Control+A');
    await runCommand(page(), 'hflint: Explain Error');
    await explained('explained-selection');
  });

  step('explains the traceback on the clipboard', async () => {
    await page().evaluate((text) => navigator.clipboard.writeText(text), TRACEBACK);
    await runCommand(page(), 'hflint: Explain Error');
    await explained('explained-clipboard');
  });

  step('makes the error in the terminal a link that explains it', async () => {
    await runCommand(page(), 'Terminal: Create New Terminal');
    const terminal = page().locator('.terminal-wrapper.active .xterm');
    await terminal.waitFor({ state: 'visible' });
    await terminal.click();
    await page().keyboard.type('cat job.log\n');
    const message = 'ValueError: assisted generate requires';
    let point;
    await waitUntil('the error is shown in the terminal', async () => {
      point = await page().evaluate((wanted) => {
        for (const row of document.querySelectorAll('.terminal-wrapper.active .xterm-rows > div')) {
          const text = row.textContent ?? '';
          const at = text.indexOf(wanted);
          if (at < 0) {
            continue;
          }
          // The characters of the message: a DOM range over the row's text.
          const walker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT);
          let offset = 0;
          for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
            const length = node.textContent.length;
            if (offset + length > at + 3) {
              const range = document.createRange();
              range.setStart(node, at + 3 - offset);
              range.setEnd(node, at + 4 - offset);
              const box = range.getBoundingClientRect();
              return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
            }
            offset += length;
          }
        }
        return undefined;
      }, message);
      return point !== undefined;
    });
    await page().mouse.move(point.x, point.y);
    const tooltip = page().locator('.workbench-hover, .monaco-hover', { hasText: 'hflint: explain HF101' });
    await tooltip.first().waitFor({ state: 'visible', timeout: STEP_MS });
    await session.shot('terminal-link');
    await page().keyboard.down('Control');
    await page().mouse.click(point.x, point.y);
    await page().keyboard.up('Control');
    await explained('explained-terminal');
  });
});
