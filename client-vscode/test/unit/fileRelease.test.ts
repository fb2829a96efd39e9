import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { fileReleaseOf } from '../../src/fileRelease';

describe('a file\'s own release in the status', () => {
  const files = [
    { uri: 'file:///w/pinned.ipynb', release: '4.57.6', source: 'cell 1: !pip install -q transformers==4.57.6' },
    { uri: 'file:///w/tool.py', release: '5.15.0', source: 'line 3: transformers==5.15.0' },
  ];

  it('finds the document in front among the pinned files', () => {
    assert.deepEqual(fileReleaseOf(files, 'file:///w/tool.py'), files[1]);
    assert.equal(fileReleaseOf(files, 'file:///w/plain.py')?.release, undefined);
    assert.equal(fileReleaseOf(files, undefined), undefined);
  });

  it('reads nothing from a status without a list, or from entries it cannot read', () => {
    assert.equal(fileReleaseOf(undefined, 'file:///w/tool.py'), undefined);
    assert.equal(fileReleaseOf({ 'file:///w/tool.py': files[1] }, 'file:///w/tool.py'), undefined);
    assert.equal(fileReleaseOf([null, 3, { uri: 'file:///w/tool.py', release: 5, source: 'x' }], 'file:///w/tool.py'), undefined);
  });
});
