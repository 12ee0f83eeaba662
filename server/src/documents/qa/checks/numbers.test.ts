import { describe, expect, it } from 'vitest';
import { plainSegment } from '../types.ts';
import { numberReadings, numbers } from './numbers.ts';
import { englishAnswer } from '../english.ts';

const test = (source: string, target: string) => englishAnswer(numbers.test(plainSegment(source, target)));

describe('numbers check', () => {
  it('passes the same numbers in any order', () => {
    expect(test('Pages 12 to 48', 'Seiten 12 bis 48')).toBeNull();
    expect(test('From 3 to 5 days', '5 oder 3 Tage')).toBeNull();
  });

  it('accepts numbers written in the target locale', () => {
    expect(test('It costs 1,000.50 euros.', 'Es kostet 1.000,50 Euro.')).toBeNull();
    expect(test('It costs 1,000.5 euros.', 'Cela coûte 1 000,5 euros.')).toBeNull();
    expect(test('It costs 1,000.5 euros.', 'Cela coûte 1\u202F000,5 euros.')).toBeNull();
    expect(test('2.5 kg', '2,5 kg')).toBeNull();
    expect(test('10,000 users', '10.000 Nutzer')).toBeNull();
    expect(test("Swiss 1'000.5", '1.000,5')).toBeNull();
  });

  it('accepts full-width and Arabic-Indic digits', () => {
    expect(test('Step 3', '第３步')).toBeNull();
    expect(test('Step 12', 'الخطوة ١٢')).toBeNull();
  });

  it('finds a number changed in the target, naming both sides', () => {
    expect(test('Wait 15 minutes', 'Warten Sie 16 Minuten')).toBe(
      'Numbers missing in the target: “15”; Numbers not in the source: “16”',
    );
  });

  it('finds a missing and an extra number', () => {
    expect(test('Pages 12 to 48', 'Seiten 12')).toBe('Numbers missing in the target: “48”');
    expect(test('Page 12', 'Seite 12 von 48')).toBe('Numbers not in the source: “48”');
  });

  it('counts repeated numbers', () => {
    expect(test('1 of 1', '1 von 2')).toBe('Numbers missing in the target: “1”; Numbers not in the source: “2”');
  });

  it('does not take a decimal for its thousands reading in the wrong place', () => {
    expect(test('1.5 liters', '15 Liter')).toMatch(/missing in the target: “1\.5”/);
    expect(test('1,000 items', '1,0001 Artikel')).not.toBeNull();
  });

  it('leaves an empty target alone', () => {
    expect(test('Wait 15 minutes', '')).toBeNull();
  });

  it('is an error', () => {
    expect(numbers.severity).toBe('error');
  });
});

describe('numberReadings', () => {
  it('reads one separator before three digits both ways, others one way', () => {
    expect(numberReadings('1,000')).toEqual(['1000', '1']);
    expect(numberReadings('1.25')).toEqual(['1.25']);
    expect(numberReadings('1.000.000')).toEqual(['1000000']);
    expect(numberReadings('1.000,50')).toEqual(['1000.5']);
    expect(numberReadings('007')).toEqual(['7']);
  });
});
