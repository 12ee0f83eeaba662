import { describe, expect, it } from 'vitest';
import { DEFAULT_LQA_TYPOLOGY, type LqaTypology } from '@tessera/shared/contract';
import { MtError, type MtProvider } from './provider.ts';
import {
  estimateQuality,
  QUALITY_ANSWER_SCHEMA,
  qualityPrompt,
  qualityScore,
  readQualityAnswer,
  type QualityInput,
} from './quality.ts';

const input: QualityInput = {
  sourceLang: 'en',
  targetLang: 'de',
  source: 'Press <x id="1"/>Start<x id="2"/> to open the file menu.',
  target: 'Drücken Sie <x id="1"/>Start<x id="2"/>, um das Menü zu öffnen!',
  typology: DEFAULT_LQA_TYPOLOGY,
};
const translation = input.target;

describe('the quality estimate prompt (GEMBA-MQM)', () => {
  it("asks for the translation's errors by the project's categories and severities, heaviest first, as JSON", () => {
    expect(qualityPrompt(input)).toEqual([
      {
        role: 'system',
        content:
          'You are an annotator for the quality of machine translation. Your task is to identify errors and assess ' +
          'the quality of the translation.\n\n' +
          'Answer with one JSON object and nothing else: {"errors": [{"category": "<category id>", "severity": ' +
          '"<severity id>", "span": "<the words of the translation in error>"}]}. Without errors: {"errors": []}. ' +
          'Use null as the span when the error has no words of its own (an omission).',
      },
      {
        role: 'user',
        content:
          'English (en) source:\n```Press <x id="1"/>Start<x id="2"/> to open the file menu.```\n\n' +
          'German (de) translation:\n```Drücken Sie <x id="1"/>Start<x id="2"/>, um das Menü zu öffnen!```\n\n' +
          'Based on the source segment and machine translation surrounded with triple backticks, identify error ' +
          'types in the translation and classify them. Elements like <x id="1"/> are formatting codes: not an error ' +
          'where they correspond to the source.\n\n' +
          'Error categories (id: name):\n- accuracy: Accuracy\n- fluency: Fluency\n- terminology: Terminology\n' +
          '- style: Style\n- locale-convention: Locale convention\n\n' +
          'Severities, worst first (id: name):\n- critical: Critical\n- major: Major\n- minor: Minor\n' +
          'Critical errors inhibit comprehension of the text. Major errors disrupt the flow, but what the text is ' +
          'trying to say is still understandable. Minor errors are technically errors, but do not disrupt the flow ' +
          'or hinder comprehension.',
      },
    ]);
  });

  it("names a project's own categories and severities, without the paper's meanings for severities it lacks", () => {
    const typology: LqaTypology = {
      categories: [{ id: 'meaning', label: 'Meaning' }],
      severities: [
        { id: 'low', label: 'Low', weight: 2 },
        { id: 'high', label: 'High', weight: 10 },
      ],
    };
    const user = qualityPrompt({ ...input, typology })[1]!.content;
    expect(user).toContain('Error categories (id: name):\n- meaning: Meaning\n\n');
    expect(user.endsWith('Severities, worst first (id: name):\n- high: High\n- low: Low')).toBe(true);
  });
});

describe("reading the model's annotation", () => {
  it('scores by the severity weights the review uses, keeping the spans the translation holds', () => {
    const answer = JSON.stringify({
      errors: [
        { category: 'accuracy', severity: 'major', span: 'Menü' },
        { category: 'style', severity: 'minor', span: 'öffnen!' },
        { category: 'accuracy', severity: 'minor', span: null },
      ],
    });
    expect(readQualityAnswer(answer, translation, DEFAULT_LQA_TYPOLOGY)).toEqual({
      // 5 + 1 + 1 penalty points of at most 25 (a critical error's weight).
      score: 72,
      errors: [
        { category: 'accuracy', severity: 'major', span: 'Menü' },
        { category: 'style', severity: 'minor', span: 'öffnen!' },
        { category: 'accuracy', severity: 'minor', span: null },
      ],
    });
  });

  it("gives 100 without errors, and reads an answer in a code fence after a reasoning model's thoughts", () => {
    expect(readQualityAnswer('{"errors": []}', translation, DEFAULT_LQA_TYPOLOGY)).toEqual({ score: 100, errors: [] });
    const fenced =
      '<think>The menu is not the file menu.</think>\n```json\n{"errors": [{"category": "Accuracy", "severity": "Critical", "span": "Menü"}]}\n```';
    expect(readQualityAnswer(fenced, translation, DEFAULT_LQA_TYPOLOGY)).toEqual({
      score: 0,
      errors: [{ category: 'accuracy', severity: 'critical', span: 'Menü' }],
    });
  });

  it("reads GEMBA-MQM's own text form, a heading per severity, on lines of their own or in one", () => {
    // As the method's published prompt has models answer.
    const lines =
      'Critical:\nno-error\nMajor:\naccuracy/mistranslation - "Menü"\nnon-translation - "Start"\nMinor:\nfluency/grammar - "öffnen!"';
    expect(readQualityAnswer(lines, translation, DEFAULT_LQA_TYPOLOGY)).toEqual({
      score: 56,
      errors: [
        { category: 'accuracy', severity: 'major', span: 'Menü' },
        { category: 'accuracy', severity: 'major', span: 'Start' },
        { category: 'fluency', severity: 'minor', span: 'öffnen!' },
      ],
    });
    const oneLine = 'Critical: no-error / Major: accuracy/mistranslation - "Menü" / Minor: no-error';
    expect(readQualityAnswer(oneLine, translation, DEFAULT_LQA_TYPOLOGY)).toEqual({
      score: 80,
      errors: [{ category: 'accuracy', severity: 'major', span: 'Menü' }],
    });
    expect(
      readQualityAnswer('Critical:\nno-error\nMajor:\nno-error\nMinor:\nno-error', translation, DEFAULT_LQA_TYPOLOGY),
    ).toEqual({
      score: 100,
      errors: [],
    });
  });

  it('keeps no span the translation does not hold', () => {
    const answer = '{"errors": [{"category": "terminology", "severity": "major", "span": "Dateimenü"}]}';
    expect(readQualityAnswer(answer, translation, DEFAULT_LQA_TYPOLOGY)).toEqual({
      score: 80,
      errors: [{ category: 'terminology', severity: 'major', span: null }],
    });
  });

  it.each([
    ['prose', 'The menu is the wrong one.', { code: 'not_json_nor_gemba' }],
    ['JSON of another shape', '{"score": 80}', { code: 'unreadable' }],
    ['errors that are not objects', '{"errors": ["accuracy"]}', { code: 'unreadable' }],
    ['an array', '[]', { code: 'unreadable' }],
    ['an empty answer', '', { code: 'not_json_nor_gemba' }],
    [
      "GEMBA-MQM's form with a category the project does not use",
      'Critical:\nno-error\nMajor:\nsource error - "Start"',
      { code: 'unknown_category', value: 'source-error' },
    ],
    [
      'an unknown category',
      '{"errors": [{"category": "mistranslation", "severity": "major"}]}',
      { code: 'unknown_category', value: 'mistranslation' },
    ],
    [
      'an unknown severity',
      '{"errors": [{"category": "accuracy", "severity": "neutral"}]}',
      { code: 'unknown_severity', value: 'neutral' },
    ],
  ])('gives no score for %s, saying why', (_what, answer, problem) => {
    expect(readQualityAnswer(answer, translation, DEFAULT_LQA_TYPOLOGY)).toEqual({ score: null, problem });
  });

  it('refuses more errors than one segment can hold', () => {
    const errors = Array.from({ length: 51 }, () => ({ category: 'style', severity: 'minor', span: null }));
    expect(readQualityAnswer(JSON.stringify({ errors }), translation, DEFAULT_LQA_TYPOLOGY)).toEqual({
      score: null,
      problem: { code: 'unreadable' },
    });
  });
});

describe('the score', () => {
  const severities = DEFAULT_LQA_TYPOLOGY.severities;

  it('falls from 100 to 0 as the penalty points reach the heaviest weight', () => {
    expect(qualityScore([], severities)).toBe(100);
    expect(qualityScore([{ severity: 'minor' }], severities)).toBe(96);
    expect(qualityScore([{ severity: 'major' }, { severity: 'major' }], severities)).toBe(60);
    expect(qualityScore([{ severity: 'critical' }], severities)).toBe(0);
    expect(
      qualityScore(
        Array.from({ length: 6 }, () => ({ severity: 'major' })),
        severities,
      ),
    ).toBe(0);
  });

  it("follows the project's own weights", () => {
    const own = [
      { id: 'minor', label: 'Minor', weight: 2 },
      { id: 'major', label: 'Major', weight: 10 },
    ];
    expect(qualityScore([{ severity: 'minor' }], own)).toBe(80);
    expect(qualityScore([{ severity: 'minor' }], [{ id: 'minor', label: 'Minor', weight: 0 }])).toBe(100);
  });
});

describe('estimating', () => {
  const model = (complete: MtProvider['complete']): MtProvider => ({
    name: 'openai',
    maxBatch: 1,
    usesTerms: true,
    countsTokens: true,
    translate: async () => [],
    complete,
  });
  const signal = new AbortController().signal;

  it('asks the model with the GEMBA-MQM prompt and rates its answer', async () => {
    const asked: unknown[] = [];
    const askedWith: unknown[] = [];
    const quality = await estimateQuality(
      model(async (messages, options) => {
        asked.push(messages);
        askedWith.push(options);
        return '{"errors": [{"category": "fluency", "severity": "minor", "span": "öffnen!"}]}';
      }),
      input,
      { signal },
    );
    expect(asked).toEqual([qualityPrompt(input)]);
    expect(askedWith[0]).toMatchObject({ answerSchema: QUALITY_ANSWER_SCHEMA });
    expect(quality).toEqual({
      method: 'gemba-mqm',
      score: 96,
      errors: [{ category: 'fluency', severity: 'minor', span: 'öffnen!' }],
    });
  });

  it('gives no score, saying why, when the model fails or the provider is no model', async () => {
    const failing = model(async () => {
      throw new MtError(504, 'The chat model server did not answer within 30 s');
    });
    expect(await estimateQuality(failing, input, { signal })).toEqual({
      method: 'gemba-mqm',
      score: null,
      errors: [],
      problem_code: 'timed_out',
      problem: 'The model did not answer the quality estimate in time',
    });
    const refused = model(async () => {
      throw new MtError(502, 'The chat model server refused the API key (401): secret details');
    });
    expect(await estimateQuality(refused, input, { signal })).toMatchObject({
      problem_code: 'not_asked',
      problem: 'The model could not be asked for a quality estimate',
    });
    const limited = model(async () => {
      throw new MtError(429, 'The chat model server limits requests', 30);
    });
    expect(await estimateQuality(limited, input, { signal })).toMatchObject({
      problem_code: 'rate_limited',
      problem: 'The model is limiting how often it may be asked: no quality estimate this time',
    });
    expect(await estimateQuality({ ...model(undefined), complete: undefined }, input, { signal })).toMatchObject({
      problem_code: 'no_model',
      problem: 'Quality is estimated by a language model; the provider in use is none',
    });
  });

  it("quotes the model's own category or severity the project does not use, in the code and in English", async () => {
    const answering = (answer: string) => model(async () => answer);
    expect(
      await estimateQuality(answering('{"errors": [{"category": "Grammar", "severity": "minor"}]}'), input, { signal }),
    ).toEqual({
      method: 'gemba-mqm',
      score: null,
      errors: [],
      problem_code: 'unknown_category',
      problem_value: 'Grammar',
      problem: 'The model named an error category the project does not use: "Grammar"',
    });
    expect(
      await estimateQuality(answering('{"errors": [{"category": "style", "severity": "neutral"}]}'), input, { signal }),
    ).toMatchObject({
      problem_code: 'unknown_severity',
      problem_value: 'neutral',
      problem: 'The model named a severity the project does not use: "neutral"',
    });
    expect(await estimateQuality(answering('{"score": 80}'), input, { signal })).toEqual({
      method: 'gemba-mqm',
      score: null,
      errors: [],
      problem_code: 'unreadable',
      problem: 'The model answered the quality estimate in a form Tessera does not understand',
    });
  });

  it('lets a cancellation through', async () => {
    const cancelled = model(async () => {
      throw new DOMException('cancelled', 'AbortError');
    });
    await expect(estimateQuality(cancelled, input, { signal })).rejects.toThrow('cancelled');
  });
});
