import { expect, it, onTestFinished } from 'vitest';
import type { ServerResponse } from 'node:http';
import { inlineToken as tok, type InlineCode, type TermStatus } from '@tessera/shared/contract';
import { describeWithPostgresToo } from '../test/harness.ts';
import { json, startFakeProvider } from './fake-provider-server.ts';
import { MtError } from './provider.ts';
import { NOT_CONFIGURED, termsBySegment, translateSegments, type TranslateSegmentsRequest } from './translate.ts';
import { createGlossaryWithTerms } from '../test/resources.ts';

const codes: InlineCode[] = [
  { id: 1, kind: 'open', label: '<g1>', xml: '<g id="1">' },
  { id: 2, kind: 'close', label: '</g1>', xml: '</g>' },
];
const plain = (source: string) => ({ source, codes: [] });

/**
 * A LibreTranslate stand-in, closed after the test, that answers each text as "[de] <text>" except the calls
 * `otherAnswers` names (1 is the first call).
 */
async function libreTranslate(otherAnswers: Record<number, (response: ServerResponse) => void> = {}) {
  let calls = 0;
  const provider = await startFakeProvider((request, response) => {
    calls++;
    const answer = otherAnswers[calls];
    if (answer) answer(response);
    else json(response, 200, { translatedText: request.body.q.map((text: string) => `[de] ${text}`) });
  });
  onTestFinished(() => provider.close());
  return provider;
}

describeWithPostgresToo('translateSegments', (t) => {
  /** English to German through the LibreTranslate at `url`. */
  const translateWith = (url: string, run: Pick<TranslateSegmentsRequest, 'segments' | 'signal'>) =>
    translateSegments(
      t.db,
      { mt: { provider: 'libretranslate', url }, mtTimeoutMs: 5000 },
      { sourceLang: 'en', targetLang: 'de', ...run },
    );

  it('translates in the provider’s batch size and answers one target per segment, codes in place', async () => {
    const deepl = await startFakeProvider((request, response) =>
      json(response, 200, {
        translations: request.body.text.map((text: string) => ({ text: text.replace('Segment', 'Satz') })),
      }),
    );
    try {
      const segments = [
        { source: `Segment ${tok(1)}0${tok(2)}`, codes: JSON.stringify(codes) },
        ...Array.from({ length: 59 }, (_, index) => plain(`Segment ${index + 1}`)),
      ];
      const progress: number[] = [];
      const result = await translateSegments(
        t.db,
        { mt: { provider: 'deepl', url: deepl.url, apiKey: 'k' }, mtTimeoutMs: 5000 },
        {
          sourceLang: 'en',
          targetLang: 'de',
          segments,
          onProgress: (done) => {
            progress.push(done);
          },
        },
      );
      expect(result.error).toBeUndefined();
      expect(result.provider).toBe('deepl');
      expect(result.targets).toHaveLength(60);
      expect(result.targets[0]).toBe(`Satz ${tok(1)}0${tok(2)}`);
      expect(result.targets[59]).toBe('Satz 59');
      expect(deepl.requests.map((request) => request.body.text.length)).toEqual([50, 10]);
      expect(progress).toEqual([50, 60]);
    } finally {
      await deepl.close();
    }
  });

  it('waits out a rate limit and retries the batch', async () => {
    const libre = await libreTranslate({
      1: (response) => json(response, 429, { error: 'Slowdown' }, { 'retry-after': '1' }),
    });
    const started = Date.now();
    const result = await translateWith(libre.url, { segments: [plain('Hello')] });
    expect(result).toEqual({
      provider: 'libretranslate',
      targets: ['[de] Hello'],
      notInsertable: [null],
      qualities: [null],
      tokens: 0,
    });
    expect(libre.requests).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('stops waiting out a rate limit when the run is cancelled', async () => {
    const libre = await startFakeProvider((_request, response) =>
      json(response, 429, { error: 'Slowdown' }, { 'retry-after': '30' }),
    );
    try {
      const cancel = new AbortController();
      setTimeout(() => cancel.abort(new Error('pre-translation cancelled')), 100);
      const started = Date.now();
      const outcome = await translateWith(libre.url, { segments: [plain('Hello')], signal: cancel.signal }).catch(
        (error: unknown) => error,
      );
      expect(outcome).toEqual(new Error('pre-translation cancelled'));
      expect(Date.now() - started).toBeLessThan(5000);
      expect(libre.requests).toHaveLength(1);
    } finally {
      await libre.close();
    }
  });

  it('keeps the batches translated before a failure and returns the failure’s message', async () => {
    const libre = await libreTranslate({ 2: (response) => json(response, 500, { error: 'model crashed' }) });
    const segments = Array.from({ length: 30 }, (_, index) => plain(`Line ${index}`));
    const result = await translateWith(libre.url, { segments });
    expect(result.targets.slice(0, 25)).toEqual(segments.slice(0, 25).map((segment) => `[de] ${segment.source}`));
    expect(result.targets.slice(25)).toEqual([null, null, null, null, null]);
    expect(result.error).toBeInstanceOf(MtError);
    expect(result.error!.message).toBe('LibreTranslate failed (500): model crashed');
    expect(libre.requests).toHaveLength(2);
  });

  it('throws a 409 MtError when no provider is configured', async () => {
    const error = await translateSegments(
      t.db,
      { mt: undefined, mtTimeoutMs: 5000 },
      { sourceLang: 'en', targetLang: 'de', segments: [plain('x')] },
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MtError);
    expect((error as MtError).status).toBe(409);
    expect((error as MtError).message).toBe(NOT_CONFIGURED);
  });

  it('finds the glossary terms each segment holds as whole words, the first glossary winning, a forbidden one beside', async () => {
    const admin = await t.signIn('admin');
    const glossary = async (name: string, terms: [string, string, TermStatus?][]) =>
      (
        await createGlossaryWithTerms(
          admin,
          name,
          terms.map(([source, target, status]) => ({ source, target, ...(status ? { status } : {}) })),
        )
      ).glossary.id;
    const first = await glossary('Product', [
      ['Save', 'Sichern'],
      ['API', 'API'],
      ['save', 'abspeichern', 'forbidden'],
    ]);
    const second = await glossary('General', [
      ['save', 'speichern'],
      ['file', 'Datei'],
      ['cat', 'Katze'],
    ]);
    const terms = await termsBySegment(
      t.db,
      [first, second],
      [plain(`Save the ${tok(1)}file${tok(2)} (see the API).`), plain('Concatenate files.')],
    );
    expect(terms).toEqual([
      [
        { source: 'Save', target: 'Sichern', status: 'admitted' },
        { source: 'API', target: 'API', status: 'admitted' },
        { source: 'save', target: 'abspeichern', status: 'forbidden' },
        { source: 'file', target: 'Datei', status: 'admitted' },
      ],
      [],
    ]);
  });
});
