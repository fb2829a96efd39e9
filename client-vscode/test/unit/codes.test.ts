import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { diagnosticCode, normalizeCode, parseCatalogList } from '../../src/codes';

describe('codes', () => {
  it('normalises what people type', () => {
    assert.equal(normalizeCode(' hf101 '), 'HF101');
    assert.equal(normalizeCode('HF1'), undefined);
    assert.equal(normalizeCode('E501'), undefined);
  });

  it('reads a diagnostic code in each of its shapes', () => {
    assert.equal(diagnosticCode('HF203'), 'HF203');
    assert.equal(diagnosticCode({ value: 'HF101' }), 'HF101');
    assert.equal(diagnosticCode(101), undefined);
    assert.equal(diagnosticCode(undefined), undefined);
  });

  it('parses `hflint catalog list --format json`, skipping rows it cannot read', () => {
    const rows = parseCatalogList(JSON.stringify([{ code: 'HF101', slug: 's', title: 'T' }, { code: 1 }, 'x']));
    assert.deepEqual(rows, [{ code: 'HF101', title: 'T' }]);
    assert.deepEqual(parseCatalogList('{}'), []);
  });
});
