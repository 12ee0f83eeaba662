import { describe, expect, it } from 'vitest';
import type { MtQuality } from '@tessera/shared/contract';
import { messagesIn } from './i18n.ts';
import { mtQualityProblem } from './mtQualityProblem.ts';

const english = messagesIn('en');

describe('why a machine translation has no quality estimate', () => {
  it.each<[Pick<MtQuality, 'problem_code' | 'problem_value'>, string]>([
    // Each code of the contract's MtQualityProblemCode.
    [{ problem_code: 'unreadable' }, 'The model answered in a form Tessera does not understand'],
    [{ problem_code: 'not_json_nor_gemba' }, "The model answered neither with JSON nor in GEMBA-MQM's form"],
    [
      { problem_code: 'unknown_category', problem_value: 'Grammar' },
      'The model named an error category the project does not use: “Grammar”',
    ],
    [
      { problem_code: 'unknown_severity', problem_value: 'neutral' },
      'The model named a severity the project does not use: “neutral”',
    ],
    [{ problem_code: 'no_model' }, 'Quality is estimated by a language model, and the provider in use is none'],
    [
      { problem_code: 'rate_limited' },
      'The model is limiting how often it may be asked: no quality estimate this time',
    ],
    [{ problem_code: 'timed_out' }, 'The model did not answer in time'],
    [{ problem_code: 'not_asked' }, 'The model could not be asked'],
  ])('says %j in catalog words', (problem, words) => {
    expect(mtQualityProblem(english, problem)).toEqual({ words, known: true });
  });

  it('says only that the estimate could not be used for a code it does not know, or none', () => {
    const other = { words: "The model's estimate could not be used", known: false };
    // A newer server's code, which this build's type does not name.
    expect(mtQualityProblem(english, { problem_code: 'asleep' as MtQuality['problem_code'] })).toEqual(other);
    expect(mtQualityProblem(english, { problem_code: 'toString' as MtQuality['problem_code'] })).toEqual(other);
    expect(mtQualityProblem(english, {})).toEqual(other);
  });
});
