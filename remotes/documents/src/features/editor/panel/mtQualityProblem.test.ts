import { describe, expect, it } from 'vitest';
import { messagesIn } from './i18n.ts';
import { mtQualityProblem } from './mtQualityProblem.ts';

const english = messagesIn('en');

describe('why a machine translation has no quality estimate', () => {
  it.each([
    // Each sentence server/src/mt/quality.ts writes.
    [
      'The model answered the quality estimate in a form Tessera does not understand',
      'The model answered in a form Tessera does not understand',
    ],
    [
      "The model answered the quality estimate neither with JSON nor in GEMBA-MQM's form",
      "The model answered neither with JSON nor in GEMBA-MQM's form",
    ],
    [
      'The model named an error category the project does not use: "Grammar"',
      'The model named an error category the project does not use: “Grammar”',
    ],
    [
      'The model named a severity the project does not use: "neutral"',
      'The model named a severity the project does not use: “neutral”',
    ],
    [
      'Quality is estimated by a language model; the provider in use is none',
      'Quality is estimated by a language model, and the provider in use is none',
    ],
    [
      'The model is limiting how often it may be asked: no quality estimate this time',
      'The model is limiting how often it may be asked: no quality estimate this time',
    ],
    ['The model did not answer the quality estimate in time', 'The model did not answer in time'],
    ['The model could not be asked for a quality estimate', 'The model could not be asked'],
  ])('says %j in catalog words', (problem, words) => {
    expect(mtQualityProblem(english, problem)).toEqual({ words, known: true });
  });

  it('says only that the estimate could not be used for a reason it does not know', () => {
    expect(mtQualityProblem(english, 'The model was asleep')).toEqual({
      words: "The model's estimate could not be used",
      known: false,
    });
  });
});
