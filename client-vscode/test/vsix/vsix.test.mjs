// The packaged .vsix holds the bundled server, and that server, started the way the
// extension starts it, answers LSP: initialize, hflint/status, diagnostics for a reproducer.

import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const vsix = join(root, 'dist', 'hflint.vsix');
const python = process.env.HFLINT_TEST_PYTHON || 'python3';
const REPRODUCER = [
  'from transformers import AutoModelForCausalLM',
  '',
  'model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")',
  'draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")',
  'model.generate(input_ids, assistant_model=draft, use_cache=False)',
  '',
].join('\n');

let unpacked;
let libs;

before(() => {
  assert.ok(existsSync(vsix), `${vsix} is missing: run \`npm run package\` first`);
  unpacked = mkdtempSync(join(tmpdir(), 'hflint-vsix-'));
  // A .vsix is a zip; Python's zipfile is on every machine that can run the server anyway.
  execFileSync(python, ['-m', 'zipfile', '-e', vsix, unpacked]);
  libs = join(unpacked, 'extension', 'bundled', 'libs');
});

after(() => {
  if (unpacked) {
    rmSync(unpacked, { recursive: true, force: true });
  }
});

describe('the .vsix', () => {
  it('holds the bundled extension and its manifest', () => {
    const manifest = JSON.parse(readFileSync(join(unpacked, 'extension', 'package.json'), 'utf8'));
    assert.equal(manifest.name, 'hflint');
    assert.equal(manifest.main, './dist/extension.js');
    assert.ok(statSync(join(unpacked, 'extension', 'dist', 'extension.js')).size > 10_000);
    assert.ok(!existsSync(join(unpacked, 'extension', 'node_modules')), 'dependencies are bundled, not shipped');
    assert.ok(!existsSync(join(unpacked, 'extension', 'src')), 'sources stay out of the package');
  });

  it('holds nothing else: the manifest, the pages, the icon, the bundle', () => {
    // Top level of the package: what .vscodeignore lets in, and vsce's own two files.
    assert.deepEqual(readdirSync(unpacked).sort(), ['[Content_Types].xml', 'extension', 'extension.vsixmanifest']);
    const top = readdirSync(join(unpacked, 'extension')).map((name) => name.toLowerCase()).sort();
    assert.deepEqual(top, ['bundled', 'changelog.md', 'dist', 'images', 'license.txt', 'package.json', 'readme.md']);
    assert.deepEqual(readdirSync(join(unpacked, 'extension', 'dist')), ['extension.js']);
    assert.deepEqual(readdirSync(join(unpacked, 'extension', 'images')), ['icon.png']);
    // In the bundle: Python sources, data the packages read, their metadata; never tests, build
    // output of this machine, native code or editors' and VCS' files.
    const files = walk(join(unpacked, 'extension', 'bundled'));
    const unwanted = files.filter((f) =>
      /(^|\/)(tests?|__pycache__|\.git|node_modules)(\/|$)|\.(pyc|so|pyd|dll|dylib|exe|map|ts)$/.test(f),
    );
    assert.deepEqual(unwanted, []);
  });

  it('stays small (bounds well above today\'s figures, printed by scripts/ci.sh)', () => {
    const { size } = statSync(vsix);
    const count = walk(unpacked).length;
    // About 1.1 MB and 360 files once jedi left the bundle (it alone was 5,600 files, 13 MB).
    assert.ok(size < 2.5 * 1024 * 1024, `the .vsix is ${size} bytes`);
    assert.ok(count < 600, `the .vsix holds ${count} files`);
  });

  it('holds hflint, its catalog and its pure-Python dependencies', () => {
    for (const part of [
      'hflint/__init__.py',
      'hflint/lsp/server.py',
      'hflint/catalog/HF101.toml',
      'pygls',
      'lsprotocol',
      'cattrs',
      'attrs',
      'packaging',
      'typing_extensions.py',
      'exceptiongroup',
      'tomli',
    ]) {
      assert.ok(existsSync(join(libs, part)), `bundled/libs/${part} is missing`);
    }
    assert.ok(!existsSync(join(libs, 'bin')), 'console scripts with the build machine\'s shebang are left out');
    // jedi is no dependency of hflint (docs/jedi.md): it was 5,600 of the 5,900 files of the package.
    for (const gone of ['jedi', 'parso']) {
      assert.ok(!existsSync(join(libs, gone)), `bundled/libs/${gone} is bundled, but hflint does not use it`);
    }
  });

  it('carries no compiled bytecode', () => {
    const stack = [libs];
    while (stack.length > 0) {
      const dir = stack.pop();
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        assert.notEqual(entry.name, '__pycache__', `${dir} has a __pycache__`);
        if (entry.isDirectory()) {
          stack.push(join(dir, entry.name));
        }
      }
    }
  });

  it('imports without anything from site-packages (python -S)', () => {
    const out = execFileSync(
      python,
      ['-S', '-c', 'import hflint, hflint.lsp.server, pygls, lsprotocol, cattrs; print(hflint.__file__)'],
      { env: { ...process.env, PYTHONPATH: libs, PYTHONDONTWRITEBYTECODE: '1' }, encoding: 'utf8' },
    );
    assert.equal(out.trim(), join(libs, 'hflint', '__init__.py'));
  });
});

describe('the bundled server, started as the extension starts it', () => {
  it('answers initialize, reports its release and flags a reproducer', { timeout: 60_000 }, async () => {
    const workspace = mkdtempSync(join(tmpdir(), 'hflint-vsix-ws-'));
    const server = new LspProcess(python, ['-m', 'hflint', 'server'], {
      cwd: workspace,
      // What src/launch.ts gives the process for useBundled.
      env: { ...process.env, PYTHONPATH: libs, PYTHONUTF8: '1', PYTHONDONTWRITEBYTECODE: '1' },
    });
    try {
      const init = await server.request('initialize', {
        processId: process.pid,
        rootUri: pathToFileURL(workspace).href,
        capabilities: {
          textDocument: { publishDiagnostics: {}, hover: { contentFormat: ['markdown'] } },
          notebookDocument: { synchronization: {} },
        },
        initializationOptions: { select: null, ignore: [], transformersVersion: null, inlayHints: false, interpreter: null },
      });
      assert.ok(init.capabilities.hoverProvider, 'hover');
      assert.ok(init.capabilities.codeActionProvider, 'code actions');
      assert.ok(init.capabilities.notebookDocumentSync, 'notebooks');
      const status = server.nextNotification('hflint/status');
      server.notify('initialized', {});
      const { release, source } = await status;
      assert.match(release, /^\d+\.\d+\.\d+$/);
      assert.equal(typeof source, 'string');

      const uri = pathToFileURL(join(workspace, 'repro.py')).href;
      const published = server.nextNotification('textDocument/publishDiagnostics', (p) => p.uri === uri && p.diagnostics.length > 0);
      server.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'python', version: 1, text: REPRODUCER } });
      const { diagnostics } = await published;
      assert.deepEqual(
        diagnostics.map((d) => [d.code, d.source, d.range.start.line]),
        [['HF101', 'hflint', 4]],
      );

      const explained = await server.request('hflint/explain', { code: 'HF101' });
      assert.match(explained.markdown, /HF101/);

      await server.request('shutdown', null);
      server.notify('exit', null);
      assert.equal(await server.exited, 0);
    } finally {
      server.kill();
      rmSync(workspace, { recursive: true, force: true });
    }
  });
});

/** Every file under `dir`, as paths relative to it with forward slashes. */
function walk(dir, prefix = '') {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      out.push(...walk(join(dir, entry.name), rel));
    } else {
      out.push(rel);
    }
  }
  return out;
}

/** Just enough of an LSP client: Content-Length framing, requests by id, notifications by method. */
class LspProcess {
  constructor(command, args, options) {
    this.child = spawn(command, args, { ...options, stdio: ['pipe', 'pipe', 'pipe'] });
    this.buffer = Buffer.alloc(0);
    this.nextId = 1;
    this.pending = new Map();
    this.waiters = [];
    this.stderr = '';
    this.child.stderr.on('data', (chunk) => {
      this.stderr += chunk;
    });
    this.child.stdout.on('data', (chunk) => this.receive(chunk));
    this.exited = new Promise((resolve) => this.child.on('exit', (code) => resolve(code)));
    this.exited.then((code) => {
      const why = new Error(`server exited (${code}); stderr:\n${this.stderr}`);
      for (const { reject } of this.pending.values()) {
        reject(why);
      }
      for (const waiter of this.waiters) {
        waiter.reject(why);
      }
    });
  }

  send(message) {
    const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', ...message }), 'utf8');
    this.child.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    this.child.stdin.write(body);
  }

  request(method, params) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.send({ id, method, params });
    });
  }

  notify(method, params) {
    this.send({ method, params });
  }

  nextNotification(method, accept = () => true) {
    return new Promise((resolve, reject) => this.waiters.push({ method, accept, resolve, reject }));
  }

  receive(chunk) {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end < 0) {
        return;
      }
      const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, end).toString('ascii'))?.[1]);
      if (this.buffer.length < end + 4 + length) {
        return;
      }
      const message = JSON.parse(this.buffer.subarray(end + 4, end + 4 + length).toString('utf8'));
      this.buffer = this.buffer.subarray(end + 4 + length);
      this.dispatch(message);
    }
  }

  dispatch(message) {
    if (message.id !== undefined && message.method === undefined) {
      const call = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) {
        call?.reject(new Error(`${message.error.code}: ${message.error.message}`));
      } else {
        call?.resolve(message.result);
      }
      return;
    }
    if (message.id !== undefined) {
      // A request from the server: no configuration of our own, and null for the rest
      // (window/workDoneProgress/create, client/registerCapability…).
      const result = message.method === 'workspace/configuration' ? message.params.items.map(() => null) : null;
      this.send({ id: message.id, result });
      return;
    }
    const index = this.waiters.findIndex((w) => w.method === message.method && w.accept(message.params));
    if (index >= 0) {
      const [waiter] = this.waiters.splice(index, 1);
      waiter.resolve(message.params);
    }
  }

  kill() {
    if (this.child.exitCode === null) {
      this.child.kill();
    }
  }
}
