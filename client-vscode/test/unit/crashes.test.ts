import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { CRASH_WINDOW_MS, MAX_CRASHES, recordCrash } from '../../src/crashes';

describe('recordCrash', () => {
  it('restarts a server that stops now and then', () => {
    let history: number[] = [];
    for (let i = 0; i < 20; i++) {
      const verdict = recordCrash(history, i * CRASH_WINDOW_MS);
      assert.equal(verdict.giveUp, false);
      history = verdict.history;
    }
    assert.equal(history.length, 1, 'old stops drop out of the window');
  });

  it(`gives up on the ${MAX_CRASHES}th stop inside the window`, () => {
    let history: number[] = [];
    const verdicts = [];
    for (let i = 0; i < MAX_CRASHES; i++) {
      const verdict = recordCrash(history, 1_000 + i);
      verdicts.push(verdict.giveUp);
      history = verdict.history;
    }
    assert.deepEqual(verdicts, [false, false, false, false, true]);
  });
});
