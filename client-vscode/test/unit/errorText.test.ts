import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import {
  linkTooltip,
  MessageMatcher,
  pageName,
  parseExplainReply,
  parseMessageRows,
  tracebackAround,
  type MessageRow,
} from '../../src/errorText';

const repo = join(__dirname, '..', '..', '..', '..');
const tracebacks = join(repo, 'tests', 'fixtures', 'tracebacks');
const python = process.env.HFLINT_TEST_PYTHON || 'python3';

/** The rows the server's `hflint.errorMessages` sends, made by this checkout's own hflint. */
function catalogRows(): MessageRow[] {
  const out = execFileSync(
    python,
    ['-c', 'import json; from hflint.catalog import default_catalog; from hflint.recognise import message_table; print(json.dumps({"messages": message_table(default_catalog())}))'],
    { env: { ...process.env, PYTHONPATH: join(repo, 'server') }, encoding: 'utf8' },
  );
  return parseMessageRows(JSON.parse(out));
}

/** The code each run's traceback is recognised as: its entry's own, or the entry's whose check
 *  fires first with that very error in the release (the fact's `reported_as`); null for an error
 *  Python raises in the user's own expression (`'DynamicCache' object has no attribute ...`),
 *  which the message table leaves out: text alone would link the same words about any object. */
function reportedCodes(): Record<string, string | null> {
  const script = [
    'import json, sys',
    'from hflint.catalog import default_catalog',
    'c = default_catalog()',
    'runs = json.load(open(sys.argv[1]))["runs"]',
    'facts = {r["release"] + "/" + r["file"]: (r, c.get(r["code"]).fact_for(r["release"])) for r in runs}',
    'mine = lambda f: f.raised_at != "expression" or "transformers." in (f.message or "").split("{")[0]',
    'print(json.dumps({k: (f.reported_as or r["code"]) if mine(f) else None for k, (r, f) in facts.items()}))',
  ].join('\n');
  const out = execFileSync(python, ['-c', script, join(tracebacks, 'index.json')], {
    env: { ...process.env, PYTHONPATH: join(repo, 'server') },
    encoding: 'utf8',
  });
  return JSON.parse(out) as Record<string, string | null>;
}

interface Run {
  release: string;
  file: string;
  code: string;
  kind: string;
  exception: string;
  message: string;
}

const runs: Run[] = JSON.parse(readFileSync(join(tracebacks, 'index.json'), 'utf8')).runs;
const ansi = /\x1b\[[0-?]*[ -/]*[@-~]/g;
const rows = catalogRows();
const matcher = new MessageMatcher(rows);
const reported = reportedCodes();

describe('terminal links on known errors', () => {
  it('reads every message of the catalog', () => {
    assert.ok(rows.length >= 25);
    assert.equal(matcher.size, rows.length);
  });

  it('finds the error line of every real traceback, from the exception name to the end of the message', () => {
    for (const run of runs) {
      const lines = readFileSync(join(tracebacks, run.release, run.file), 'utf8').replace(ansi, '').trimEnd().split('\n');
      if (run.message === '') {
        continue; // (raised without a message: the frame that raises it is linked, the test below)
      }
      // The exception line: the last one, unless the message goes on over more lines (HF118's prints a model).
      let at = lines.length - 1;
      while (at > 0 && !lines[at].startsWith(`${run.exception}: `)) at -= 1;
      const last = lines[at];
      const found = matcher.find(last);
      const code = reported[`${run.release}/${run.file}`];
      if (code === null) {
        assert.equal(found.length, 0, `${run.release}/${run.file}: linked, but its message is Python's own: ${last}`);
        continue;
      }
      assert.equal(found.length, 1, `${run.release}/${run.file}: ${last}`);
      assert.ok(found[0].codes.includes(code), `${run.file}: ${found[0].codes} (expected ${code})`);
      assert.equal(found[0].startIndex, 0);
      assert.equal(found[0].length, last.length, last);
    }
  });

  it('links the frame that raises an error without a message, and explains down to its exception line', () => {
    const bare = runs.filter((run) => run.message === '');
    assert.ok(bare.length >= 2); // (HF301's script and IPython tracebacks)
    for (const run of bare) {
      const text = readFileSync(join(tracebacks, run.release, run.file), 'utf8').replace(ansi, '').trimEnd();
      const lines = text.split('\n');
      const linked = lines.map((line) => ({ line, found: matcher.find(line) })).filter((l) => l.found.length > 0);
      // The frame of `raise AttributeError` (and in some releases the KeyError's frame above it, at a
      // line another release raises from): nothing else, the bare exception line least of all.
      assert.ok(linked.length >= 1, run.file);
      for (const { line, found } of linked) {
        assert.deepEqual(found[0].codes, [run.code]);
        assert.equal(found[0].frame, true);
        assert.ok(line.includes('tokenization_utils_base.py'), line);
        const around = tracebackAround(text, line, true).split('\n');
        assert.match(around.at(-1) ?? '', /^AttributeError:?\s*$/, `${run.file}: ${around.at(-1)}`);
      }
      assert.equal(matcher.find(lines.at(-1) ?? '').length, 0);
    }
  });

  it('does not link a bare exception line, nor the same frame line of another file or line', () => {
    assert.equal(matcher.find('AttributeError').length, 0);
    assert.equal(matcher.find('AttributeError: ').length, 0);
    assert.equal(matcher.find('  File "/x/site-packages/mylib/tokenization_utils_base.py", line 304, in __getattr__').length, 0);
    assert.equal(matcher.find('  File "/x/site-packages/transformers/tokenization_utils_base.py", line 3, in __getattr__').length, 0);
    const windows = matcher.find('  File "C:\\venv\\Lib\\site-packages\\transformers\\tokenization_utils_base.py", line 304, in __getattr__');
    assert.deepEqual(windows[0]?.codes, ['HF301']);
  });

  it('tells the releases apart by the message, and puts codes that share one on one link', () => {
    const shared = matcher.find('RuntimeError: Assisted decoding requires a cache');
    assert.deepEqual([...shared[0].codes].sort(), ['HF101', 'HF103']);
    assert.match(linkTooltip(shared[0]), /^hflint: explain HF10[13] or HF10[13] \(transformers >=5\.24,<5\.25, >=5\.24,<5\.25\)$/);
    const older = matcher.find('RuntimeError: assisted decoding requires a cache');
    assert.deepEqual(older[0].codes, ['HF103']);
    assert.deepEqual(older[0].versions, ['>=5.14,<5.24']);
  });

  it('matches a placeholder, a prefix before the message and spaces a log changed', () => {
    const line = "[rank0]: AttributeError: 'XLNetLMHeadModelOutput' object has no attribute   'past_key_values'";
    const [found] = matcher.find(line);
    assert.deepEqual(found.codes, ['HF103']);
    assert.equal(line.slice(found.startIndex, found.startIndex + found.length).split(':')[0], 'AttributeError');
    assert.deepEqual(matcher.find('ValueError: nothing hflint knows'), []);
    // A long line costs a scan, not a scan per character (the terminal asks for every line shown).
    const started = Date.now();
    assert.deepEqual(matcher.find('x'.repeat(20_000)), []);
    const long = `${'step 1 loss 0.5 '.repeat(600)}ValueError: assisted generate requires \`use_cache=True\``;
    const [atEnd] = matcher.find(long);
    assert.equal(long.slice(atEnd.startIndex, atEnd.startIndex + 11), 'ValueError:');
    assert.ok(Date.now() - started < 1_000, `${Date.now() - started} ms`);
  });
});

describe('the traceback around a link', () => {
  const first = 'Traceback (most recent call last):\n  File "/a.py", line 1, in <module>\nKeyError: 1';
  const second = readFileSync(join(tracebacks, '5.23.0', 'HF101-use-cache-kwarg.txt'), 'utf8').trimEnd();
  const buffer = `$ python a.py\n${first}\n$ python use-cache-kwarg.py\n${second}\n$ `;

  it('is the block from its header to the message', () => {
    const last = second.split('\n').at(-1) ?? '';
    assert.equal(tracebackAround(buffer, last), second);
  });

  it('is the line alone when no header is near', () => {
    assert.equal(tracebackAround('no traceback here', 'ValueError: x'), 'ValueError: x');
  });
});

describe("the server's answer", () => {
  it('reads the language server reply: a file URI and a 0-based range', () => {
    const [error] = parseExplainReply({
      errors: [
        {
          code: 'HF101',
          codes: ['HF101'],
          title: 'T',
          exception: 'ValueError',
          message: 'm',
          release: '5.23.0',
          markdown: '# page',
          uri: 'file:///w/a.py',
          range: { start: { line: 7, character: 16 }, end: { line: 7, character: 90 } },
          location: { path: '/w/a.py', line: 8, cell: null },
        },
        { code: 3 },
      ],
    });
    assert.equal(error.uri, 'file:///w/a.py');
    assert.equal(error.line, 7);
    assert.equal(error.character, 16);
    assert.equal(pageName(error), 'HF101');
  });

  it("reads the CLI's JSON: a path and a 1-based line, a notebook cell", () => {
    const [error] = parseExplainReply({
      errors: [{ code: 'HF101', codes: ['HF101', 'HF103'], message: 'm', markdown: 'x', location: { path: '/w/nb.ipynb', line: 8, cell: 3 } }],
    });
    assert.equal(error.uri, null);
    assert.equal(error.path, '/w/nb.ipynb');
    assert.equal(error.line, 7);
    assert.equal(error.cell, 3);
    assert.equal(pageName(error), 'HF101 or HF103');
    assert.deepEqual(parseExplainReply({ errors: [] }), []);
    assert.deepEqual(parseExplainReply(null), []);
  });
});
