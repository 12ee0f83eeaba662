import { describe, expect, it } from 'vitest';
import { phaseTable } from './phase-table.ts';

describe('the phase table', () => {
  it('names each phase with its minutes and seconds, aligned, and its outcome', () => {
    expect(
      phaseTable([
        { name: 'install', seconds: 61.4 },
        { name: 'unit and server', seconds: 412.6, outcome: '10 passed, 0 failed' },
        { name: 'lint', seconds: 3 },
      ]),
    ).toBe(
      [
        'phase              time',
        'install            1:01',
        'unit and server    6:53  10 passed, 0 failed',
        'lint               0:03',
      ].join('\n'),
    );
  });
});
