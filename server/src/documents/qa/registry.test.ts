import { describe, expect, it } from 'vitest';
import { QaCheckId } from '@tessera/shared/contract';
import { QA_CHECKS, runQaChecks } from './registry.ts';
import { plainSegment } from './types.ts';

describe('QA check registry', () => {
  it('registers each check of the contract once', () => {
    expect(QA_CHECKS.map((check) => check.id).sort()).toEqual([...QaCheckId.options].sort());
  });

  it('lists errors before warnings', () => {
    const severities = QA_CHECKS.map((check) => check.severity);
    expect(severities.lastIndexOf('error')).toBeLessThan(severities.indexOf('warning'));
  });

  it('answers every finding in registry order, marking ignored warnings', () => {
    const issues = runQaChecks(plainSegment('Wait 15 minutes.', 'Warten Sie  16 Minuten'), [
      'double-spaces',
      'numbers',
    ]);
    expect(issues).toEqual([
      expect.objectContaining({ check: 'numbers', severity: 'error', message: expect.stringMatching(/15/) }),
      expect.objectContaining({ check: 'end-punctuation', severity: 'warning', ignored: false }),
      {
        check: 'double-spaces',
        severity: 'warning',
        message: 'The target has a doubled space',
        phrases: [{ key: 'qaDoubleSpaces', values: { count: 1 } }],
        ignored: true,
      },
    ]);
  });

  it('finds nothing on a good translation', () => {
    expect(runQaChecks(plainSegment('Wait 15 minutes.', 'Warten Sie 15 Minuten.'))).toEqual([]);
  });

  // A target holds up to 100,000 characters; an end-anchored pattern retried from each start inside a long run
  // takes time growing with the square of its length (8.5 s at 100,000), so these would not answer for minutes.
  it.each([
    ['spaces', 'a' + ' '.repeat(1_000_000) + 'b'],
    ['closing quotes', 'a' + '"'.repeat(1_000_000) + 'b'],
    ['zeros of a decimal part', '1.' + '0'.repeat(1_000_000) + '1'],
  ])('reads a million-character target with a long run of %s inside in one pass', (_run, target) => {
    expect(runQaChecks(plainSegment(`Z${target}`, target)).map((issue) => issue.check)).toEqual([]);
  });
});
