import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { DEFAULT_SETTINGS, readSettings, settingsChange, toServerSettings, type Settings } from '../../src/settings';

function lookup(values: Record<string, unknown>) {
  return (key: string) => values[key];
}

describe('readSettings', () => {
  it('gives the documented defaults when nothing is set', () => {
    assert.deepEqual(readSettings(lookup({})), DEFAULT_SETTINGS);
  });

  it('normalises codes: trimmed, upper-cased, de-duplicated, blanks dropped', () => {
    const s = readSettings(lookup({ select: [' hf1', 'HF203', 'hf1', ''], ignore: ['hf109 ', 7, null] }));
    assert.deepEqual(s.select, ['HF1', 'HF203']);
    assert.deepEqual(s.ignore, ['HF109']);
  });

  it('keeps an empty select list (report nothing) apart from null (report everything)', () => {
    assert.deepEqual(readSettings(lookup({ select: [] })).select, []);
    assert.equal(readSettings(lookup({ select: null })).select, null);
  });

  it('treats a blank transformers version and interpreter as unset', () => {
    const s = readSettings(lookup({ transformersVersion: '  ', interpreter: '' }));
    assert.equal(s.transformersVersion, null);
    assert.equal(s.interpreter, undefined);
  });

  it("accepts the Python extension's list shape for the interpreter", () => {
    assert.equal(readSettings(lookup({ interpreter: ['/opt/py/bin/python', '-X', 'utf8'] })).interpreter, '/opt/py/bin/python');
  });

  it('falls back to the default for values of the wrong type', () => {
    const s = readSettings(lookup({ enable: 'yes', importStrategy: 'sometimes', inlayHints: 1, transformersVersion: 5.23 }));
    assert.equal(s.enable, true);
    assert.equal(s.importStrategy, 'useBundled');
    assert.equal(s.inlayHints, false);
    assert.equal(s.transformersVersion, null);
  });

  it('reads fromEnvironment', () => {
    assert.equal(readSettings(lookup({ importStrategy: 'fromEnvironment' })).importStrategy, 'fromEnvironment');
  });
});

describe('toServerSettings', () => {
  it('is the initializationOptions contract, with the resolved interpreter', () => {
    const settings = readSettings(
      lookup({ select: ['hf1'], ignore: ['HF109'], transformersVersion: '5.23.0', inlayHints: true, interpreter: 'python3' }),
    );
    assert.deepEqual(toServerSettings(settings, '/usr/bin/python3'), {
      select: ['HF1'],
      ignore: ['HF109'],
      transformersVersion: '5.23.0',
      inlayHints: true,
      interpreter: '/usr/bin/python3',
    });
  });

  it('sends null for what is unset', () => {
    assert.deepEqual(toServerSettings(DEFAULT_SETTINGS, undefined), {
      select: null,
      ignore: [],
      transformersVersion: null,
      inlayHints: false,
      interpreter: null,
    });
  });

  it('hands out copies, so the payload cannot alias the settings', () => {
    const settings: Settings = { ...DEFAULT_SETTINGS, ignore: ['HF101'] };
    toServerSettings(settings, undefined).ignore.push('HF102');
    assert.deepEqual(settings.ignore, ['HF101']);
  });
});

describe('settingsChange', () => {
  const base = DEFAULT_SETTINGS;

  it('restarts for what the server process depends on', () => {
    assert.equal(settingsChange(base, { ...base, enable: false }), 'restart');
    assert.equal(settingsChange(base, { ...base, interpreter: '/opt/python' }), 'restart');
    assert.equal(settingsChange(base, { ...base, importStrategy: 'fromEnvironment' }), 'restart');
  });

  it('tells a live server of analysis settings', () => {
    assert.equal(settingsChange(base, { ...base, select: ['HF1'] }), 'notify');
    assert.equal(settingsChange(base, { ...base, ignore: ['HF109'] }), 'notify');
    assert.equal(settingsChange(base, { ...base, transformersVersion: '5.23.0' }), 'notify');
    assert.equal(settingsChange(base, { ...base, inlayHints: true }), 'notify');
  });

  it('does nothing when nothing it knows changed', () => {
    assert.equal(settingsChange(base, { ...base, ignore: [] }), 'none');
    assert.equal(settingsChange({ ...base, select: ['HF1'] }, { ...base, select: ['HF1'] }), 'none');
  });
});
