import { expect, it } from 'vitest';
import type { Analysis, DocumentRecord, Job, LastAnalysis } from '@tessera/shared/contract';
import { buildApp } from '../app.ts';
import { NOT_CONFIGURED } from '../mt/translate.ts';
import { json, startFakeProvider } from '../mt/fake-provider-server.ts';
import { describeWithPostgresToo, statusOf, type Client, type TestContext } from '../test/harness.ts';
import {
  createProject,
  createTmWithUnits,
  linkTms,
  savedRecord,
  type TestSegment,
  uploadDocument,
  xliffOf,
} from '../test/resources.ts';
import { SEGMENT_PAGE } from '../tm/batch/segments.ts';

const UNITS = [
  {
    source: 'The quick brown fox jumps over the lazy dog.',
    target: 'Der schnelle braune Fuchs springt über den faulen Hund.',
  },
  { source: 'Open the file menu and choose Save.', target: 'Öffnen Sie das Menü Datei und wählen Sie Speichern.' },
];

/**
 * Each segment's best match against UNITS, by the editor's score (tm/matching/README.md):
 *  1 identical to unit 1: 100                         5 lower-case "the": 99 (case differs: -1)
 *  2 one word added to unit 2's seven: 88 (1 - 1/8)   6 two words added to unit 2: 78 (1 - 2/9)
 *  3 nothing in common: no match                      7 a repetition of 3
 *  4 a repetition of 1                                8 "Open the file menu now.": 57 (1 - 3/7)
 */
const SEGMENTS = [
  'The quick brown fox jumps over the lazy dog.',
  'Open the file menu and choose Save as.',
  'The weather is nice.',
  'The quick brown fox jumps over the lazy dog.',
  'the quick brown fox jumps over the lazy dog.',
  'Open the file menu and choose Save now please.',
  'The weather is nice.',
  'Open the file menu now.',
];

async function setUp(t: TestContext, manager: Client, segments: readonly TestSegment[] = SEGMENTS) {
  const project = await createProject(manager);
  const tm = await createTmWithUnits(t, manager, 'Main', UNITS);
  await linkTms(t, manager, `/api/projects/${project.id}`, [{ id: tm.id, mode: 'read' }]);
  const document = await uploadDocument(t, manager, xliffOf(segments), { projectId: project.id });
  return { project, tm, document };
}

const records = async (client: Client, documentId: number) =>
  (await client.inject(`/api/document/${documentId}/records`)).json().records as DocumentRecord[];

async function finish(t: TestContext, client: Client, jobId: number): Promise<Job> {
  await t.app.jobs.idle();
  const response = await client.inject(`/api/jobs/${jobId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describeWithPostgresToo('analysis and pre-translation', (t) => {
  it('counts segments, words and characters by match band, for a document and its project, as JSON and CSV', async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const { project, document } = await setUp(t, manager);
    const response = await translator.inject(`/api/document/${document.id}/analysis`);
    expect(response.statusCode, response.body).toBe(200);
    const analysis = response.json() as Analysis;
    expect(analysis.bands).toEqual([
      { band: 'repetition', segments: 2, words: 9 + 4, characters: 44 + 20 },
      { band: '100', segments: 1, words: 9, characters: 44 },
      { band: '95-99', segments: 1, words: 9, characters: 44 },
      { band: '85-94', segments: 1, words: 8, characters: 38 },
      { band: '75-84', segments: 1, words: 9, characters: 46 },
      { band: '50-74', segments: 1, words: 5, characters: 23 },
      { band: 'no-match', segments: 1, words: 4, characters: 20 },
    ]);
    expect(analysis.total).toEqual({ segments: 8, words: 57, characters: 279 });

    // A second document of the project: its segments repeat the first document's.
    await uploadDocument(t, manager, xliffOf(['The weather is nice.', 'Something new entirely here.']), {
      projectId: project.id,
      name: 'second.xlf',
    });
    const whole = (await translator.inject(`/api/projects/${project.id}/analysis`)).json() as Analysis;
    expect(whole.bands.find((band) => band.band === 'repetition')).toEqual({
      band: 'repetition',
      segments: 3,
      words: 17,
      characters: 84,
    });
    expect(whole.bands.find((band) => band.band === 'no-match')).toEqual({
      band: 'no-match',
      segments: 2,
      words: 8,
      characters: 48,
    });
    expect(whole.total.segments).toBe(10);
    // One row per document, in upload order; the second's "The weather is nice." repeats the first document's.
    expect(
      whole.documents.map((row) => [
        row.name,
        row.total.segments,
        row.bands.find((band) => band.band === 'repetition')!.segments,
      ]),
    ).toEqual([
      ['doc.xlf', 8, 2],
      ['second.xlf', 2, 1],
    ]);
    expect(analysis.documents).toEqual([
      { document_id: document.id, name: 'doc.xlf', target_lang: 'de', bands: analysis.bands, total: analysis.total },
    ]);

    const csv = await translator.inject(`/api/document/${document.id}/analysis?format=csv`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\r\n')).toEqual([
      'Band,Segments,Words,Characters',
      'Repetitions,2,13,64',
      '100%,1,9,44',
      '95-99%,1,9,44',
      '85-94%,1,8,38',
      '75-84%,1,9,46',
      '50-74%,1,5,23',
      'No match,1,4,20',
      'Total,8,57,279',
      '',
    ]);
    expect((await translator.inject('/api/document/999999/analysis')).statusCode).toBe(404);
    expect((await translator.inject('/api/projects/999999/analysis')).statusCode).toBe(404);
  });

  it('analyses a project in the background and keeps its last analysis, as JSON and CSV, until the next', async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const { project } = await setUp(t, manager);
    const last = async () => {
      const response = await translator.inject(`/api/projects/${project.id}/analysis/last`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as LastAnalysis;
    };
    expect(await last()).toEqual({ analysis: null, documents_total: 0, analysed_at: null, running_job_id: null });
    const none = await translator.inject(`/api/projects/${project.id}/analysis/last?format=csv`);
    expect([none.statusCode, none.json().code]).toEqual([404, 'analysis_not_found']);

    const run = async () => {
      const started = await translator.inject({ method: 'POST', url: `/api/projects/${project.id}/analysis` });
      expect(started.statusCode, started.body).toBe(202);
      return finish(t, translator, started.json().job_id);
    };
    const before = Date.now();
    expect(await run()).toMatchObject({ status: 'done', message: 'Analysed 1 document', progress: 1 });
    // What the request's analysis answers, kept, with when it ended.
    const first = await last();
    expect(first.analysis).toEqual((await translator.inject(`/api/projects/${project.id}/analysis`)).json());
    expect(first.analysis!.total.segments).toBe(8);
    expect(Date.parse(first.analysed_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect(first.running_job_id).toBeNull();
    const csv = await translator.inject(`/api/projects/${project.id}/analysis/last?format=csv`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="analysis-project-${project.id}.csv"`);
    expect(csv.body).toBe((await translator.inject(`/api/projects/${project.id}/analysis?format=csv`)).body);

    // A document added since is in the next analysis only.
    await uploadDocument(t, manager, xliffOf(['Something new entirely here.']), {
      projectId: project.id,
      name: 'second.xlf',
    });
    expect((await last()).analysis!.documents).toHaveLength(1);
    expect(await run()).toMatchObject({ status: 'done', message: 'Analysed 2 documents' });
    expect((await last()).analysis!.documents.map((row) => row.name)).toEqual(['doc.xlf', 'second.xlf']);
    // Its documents' rows a page at a time, the rest whole.
    const paged = async (query: string) => {
      const response = await translator.inject(`/api/projects/${project.id}/analysis/last${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const { analysis, documents_total } = response.json() as LastAnalysis;
      return [analysis!.documents.map((row) => row.name), documents_total, analysis!.total.segments];
    };
    expect(await paged('?limit=1')).toEqual([['doc.xlf'], 2, 9]);
    expect(await paged('?limit=1&page=1')).toEqual([['second.xlf'], 2, 9]);
    expect(await paged('?limit=1&page=2')).toEqual([[], 2, 9]);
    expect((await translator.inject(`/api/projects/${project.id}/analysis/last?limit=201`)).statusCode).toBe(400);

    expect((await translator.inject({ method: 'POST', url: '/api/projects/999999/analysis' })).statusCode).toBe(404);
    expect((await translator.inject('/api/projects/999999/analysis/last')).statusCode).toBe(404);
    expect((await t.anonymous.inject({ method: 'POST', url: `/api/projects/${project.id}/analysis` })).statusCode).toBe(
      401,
    );
    expect((await t.anonymous.inject(`/api/projects/${project.id}/analysis/last`)).statusCode).toBe(401);
  });

  it('refuses to start an analysis while a document is being read or a match index built', async () => {
    const manager = await t.signIn('manager');
    const { project, tm, document } = await setUp(t, manager);
    const start = () => manager.inject({ method: 'POST', url: `/api/projects/${project.id}/analysis` });
    await t.db.updateTable('tm_match_state').set({ status: 'indexing' }).where('tm_id', '=', tm.id).execute();
    expect([(await start()).statusCode, (await start()).json().code]).toEqual([409, 'match_index_building']);
    await t.db.updateTable('tm_match_state').set({ status: 'ready' }).where('tm_id', '=', tm.id).execute();
    await t.db.updateTable('documents').set({ status: 'processing' }).where('id', '=', document.id).execute();
    expect([(await start()).statusCode, (await start()).json().code]).toEqual([409, 'document_not_ready']);
    const jobs = t.db.selectFrom('jobs').select('id').where('kind', '=', 'project.analysis');
    expect(await jobs.where('target_id', '=', project.id).execute()).toEqual([]);
  });

  it('fills exactly the segments with a match >= threshold, with their origins; approves only exact matches when asked', async () => {
    const manager = await t.signIn('manager');
    const { document } = await setUp(t, manager);
    const started = await manager.inject({
      method: 'POST',
      url: `/api/document/${document.id}/pretranslate`,
      payload: { threshold: 85, approve_exact: true },
    });
    expect(started.statusCode, started.body).toBe(202);
    const job = await finish(t, manager, started.json().job_id);
    expect(job).toMatchObject({ kind: 'document.pretranslate', status: 'done', progress: 1, cancellable: false });
    expect(job.message).toBe('Pre-translated: 4 of 8 segments filled (1 exact (100%), 2 fuzzy, 1 repetitions)');

    const after = await records(manager, document.id);
    expect(
      after.map((record) => [
        record.target === '' ? '' : record.target.slice(0, 10),
        record.origin,
        record.match_percent,
        record.approved,
      ]),
    ).toEqual([
      ['Der schnel', 'tm-exact', 100, true],
      ['Öffnen Sie', 'tm-fuzzy', 88, false],
      ['', null, null, false],
      ['Der schnel', 'tm-exact', 100, true],
      ['Der schnel', 'tm-fuzzy', 99, false],
      ['', null, null, false],
      ['', null, null, false],
      ['', null, null, false],
    ]);
    expect((await manager.inject(`/api/document/${document.id}`)).json()).toMatchObject({
      approved_records_count: 2,
      approved_words_count: 18,
    });
    const download = await manager.inject(`/api/document/${document.id}/download`);
    expect(download.body).toContain(
      '<target state="final">Der schnelle braune Fuchs springt über den faulen Hund.</target>',
    );
    // A fuzzy match nobody checked goes out as one to review, not as a translation.
    expect(download.body).toContain(
      '<target state="needs-review-translation" state-qualifier="fuzzy-match">Öffnen Sie das Menü Datei und wählen Sie Speichern.</target>',
    );
  });

  it('fills a document longer than a page throughout, repetitions of an earlier page included', async () => {
    const manager = await t.signIn('manager');
    const filler = (i: number) => `Nothing to match here, line ${i}.`;
    const segments: TestSegment[] = Array.from({ length: SEGMENT_PAGE + 100 }, (_, i) => filler(i));
    segments[10] = ['Alpha beta gamma.', 'Alpha Beta Gamma.'];
    segments[SEGMENT_PAGE - 1] = UNITS[1]!.source.replace('Save', 'Save as');
    segments[SEGMENT_PAGE + 10] = 'Alpha beta gamma.';
    segments[SEGMENT_PAGE + 50] = UNITS[0]!.source;
    const { document } = await setUp(t, manager, segments);
    const started = await manager.inject({
      method: 'POST',
      url: `/api/document/${document.id}/pretranslate`,
      payload: { threshold: 75 },
    });
    expect(started.statusCode, started.body).toBe(202);
    const job = await finish(t, manager, started.json().job_id);
    expect(job.message).toBe(
      `Pre-translated: 3 of ${SEGMENT_PAGE + 100} segments filled (1 exact (100%), 1 fuzzy, 1 repetitions)`,
    );
    const filled = await t.app.db
      .selectFrom('document_records')
      .select(['position', 'target', 'origin', 'match_percent'])
      .where('document_id', '=', document.id)
      .where('origin', 'is not', null)
      .where('origin', '!=', 'import')
      .orderBy('position')
      .execute();
    expect(filled.map((record) => [record.origin, record.match_percent, record.target.slice(0, 10)])).toEqual([
      ['tm-fuzzy', 88, 'Öffnen Sie'],
      ['repetition', 100, 'Alpha Beta'],
      ['tm-exact', 100, 'Der schnel'],
    ]);
  });

  it('leaves segments a translator touched alone unless overwrite, and propagates repetitions', async () => {
    const manager = await t.signIn('manager');
    const { document } = await setUp(t, manager, [
      'The quick brown fox jumps over the lazy dog.',
      ['The weather is nice.', 'Das Wetter ist schön.'],
      'The weather is nice.',
      'Open the file menu and choose Save now please.',
    ]);
    const [first] = await records(manager, document.id);
    await savedRecord(manager, first!, { target: 'Mein Fuchs.' });

    const started = await manager.inject({
      method: 'POST',
      url: `/api/document/${document.id}/pretranslate`,
      payload: { threshold: 75 },
    });
    expect((await finish(t, manager, started.json().job_id)).message).toBe(
      'Pre-translated: 2 of 4 segments filled (0 exact (100%), 1 fuzzy, 1 repetitions)',
    );
    expect(
      (await records(manager, document.id)).map((record) => [record.target, record.origin, record.match_percent]),
    ).toEqual([
      ['Mein Fuchs.', 'manual', null],
      ['Das Wetter ist schön.', 'import', null],
      ['Das Wetter ist schön.', 'repetition', 100],
      ['Öffnen Sie das Menü Datei und wählen Sie Speichern.', 'tm-fuzzy', 78],
    ]);

    const again = await manager.inject({
      method: 'POST',
      url: `/api/document/${document.id}/pretranslate`,
      payload: { overwrite: true, propagate_repetitions: false },
    });
    expect((await finish(t, manager, again.json().job_id)).message).toBe(
      'Pre-translated: 1 of 4 segments filled (1 exact (100%), 0 fuzzy, 0 repetitions)',
    );
    const [overwritten] = await records(manager, document.id);
    expect([overwritten!.target, overwritten!.origin, overwritten!.approved]).toEqual([
      'Der schnelle braune Fuchs springt über den faulen Hund.',
      'tm-exact',
      false,
    ]);
  });

  it('pre-translates a whole project; refuses machine translation without a provider, and translators', async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const { project, document } = await setUp(t, manager);
    const second = await uploadDocument(t, manager, xliffOf(['Open the file menu and choose Save.']), {
      projectId: project.id,
    });
    const mt = await manager.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/pretranslate`,
      payload: { machine_translation: true },
    });
    expect(mt.statusCode).toBe(400);
    expect(mt.json().message).toBe(NOT_CONFIGURED);
    expect(
      (await translator.inject({ method: 'POST', url: `/api/projects/${project.id}/pretranslate`, payload: {} }))
        .statusCode,
    ).toBe(403);
    expect(
      await statusOf(manager, {
        method: 'POST',
        url: `/api/projects/${project.id}/pretranslate`,
        payload: { threshold: 40 },
      }),
    ).toBe(400);

    const started = await manager.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/pretranslate`,
      payload: {},
    });
    expect(started.statusCode, started.body).toBe(202);
    expect((await finish(t, manager, started.json().job_id)).message).toBe(
      'Pre-translated: 3 of 9 segments filled (2 exact (100%), 0 fuzzy, 1 repetitions)',
    );
    expect((await records(manager, second.id))[0]).toMatchObject({
      origin: 'tm-exact',
      match_percent: 100,
      approved: false,
    });
    expect((await records(manager, document.id)).filter((record) => record.origin === 'tm-exact')).toHaveLength(2);
  });

  it('cancels a running pre-translation: nothing more is filled, the job says so', async () => {
    const manager = await t.signIn('manager');
    const { tm, document } = await setUp(t, manager);
    // The TM's match index is being rebuilt: the job waits for it, which holds it running for this test.
    await t.db.updateTable('tm_match_state').set({ status: 'indexing' }).where('tm_id', '=', tm.id).execute();
    const started = await manager.inject({
      method: 'POST',
      url: `/api/document/${document.id}/pretranslate`,
      payload: {},
    });
    const jobId = started.json().job_id as number;
    expect((await manager.inject(`/api/jobs/${jobId}`)).json()).toMatchObject({ status: 'running', cancellable: true });
    const twice = await manager.inject({
      method: 'POST',
      url: `/api/document/${document.id}/pretranslate`,
      payload: {},
    });
    expect(twice.statusCode).toBe(409);

    const translator = await t.signIn('user');
    expect((await translator.inject({ method: 'POST', url: `/api/jobs/${jobId}/cancel` })).statusCode).toBe(403);
    const cancel = await manager.inject({ method: 'POST', url: `/api/jobs/${jobId}/cancel` });
    expect(cancel.statusCode, cancel.body).toBe(202);
    const job = await finish(t, manager, jobId);
    expect(job).toMatchObject({
      status: 'cancelled',
      message: 'Cancelled before any segment was filled',
      cancellable: false,
    });
    expect((await records(manager, document.id)).every((record) => record.target === '')).toBe(true);
    const late = await manager.inject({ method: 'POST', url: `/api/jobs/${jobId}/cancel` });
    expect([late.statusCode, late.json().message]).toEqual([409, 'This job has already ended']);
    expect((await manager.inject('/api/jobs/999999')).statusCode).toBe(404);
    expect((await manager.inject({ method: 'POST', url: '/api/jobs/999999/cancel' })).statusCode).toBe(404);
  });

  it('marks a pre-translation cut off by a server restart as failed with a clear message', async () => {
    const manager = await t.signIn('manager');
    const { tm, document } = await setUp(t, manager);
    await t.db.updateTable('tm_match_state').set({ status: 'indexing' }).where('tm_id', '=', tm.id).execute();
    const jobId = (
      await manager.inject({ method: 'POST', url: `/api/document/${document.id}/pretranslate`, payload: {} })
    ).json().job_id as number;

    // A server starting on the same database recovers every job of the run before it, as main.ts does on PGlite.
    const restarted = await buildApp({ db: t.db, config: t.config, recoverAllJobsAtStart: true });
    await restarted.ready();
    await restarted.close();
    const job = await finish(t, manager, jobId);
    expect(job).toMatchObject({
      status: 'failed',
      message:
        'The server stopped during pre-translation. Segments filled until then stay filled; run it again to finish.',
    });
    await t.db.updateTable('tm_match_state').set({ status: 'ready' }).where('tm_id', '=', tm.id).execute();
    const rerun = await manager.inject({
      method: 'POST',
      url: `/api/document/${document.id}/pretranslate`,
      payload: {},
    });
    expect((await finish(t, manager, rerun.json().job_id)).status).toBe('done');
  });

  it('machine-translates what the TMs leave empty once a provider is configured, and keeps the TM results when it fails', async () => {
    const manager = await t.signIn('manager');
    const admin = await t.signIn('admin');
    let failing = false;
    const provider = await startFakeProvider((request, response) =>
      failing
        ? json(response, 401, { error: 'Invalid API key' })
        : json(response, 200, { translatedText: (request.body.q as string[]).map((text) => `[de] ${text}`) }),
    );
    try {
      const saved = await admin.inject({
        method: 'PUT',
        url: '/api/mt/settings',
        payload: { provider: 'libretranslate', url: provider.url, allow_private_network: true },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const { document } = await setUp(t, manager, [
        'The quick brown fox jumps over the lazy dog.',
        'The weather is nice.',
      ]);
      const started = await manager.inject({
        method: 'POST',
        url: `/api/document/${document.id}/pretranslate`,
        payload: { machine_translation: true },
      });
      expect(started.statusCode, started.body).toBe(202);
      expect((await finish(t, manager, started.json().job_id)).message).toBe(
        'Pre-translated: 2 of 2 segments filled (1 exact (100%), 0 fuzzy, 0 repetitions, 1 machine-translated)',
      );
      expect(
        (await records(manager, document.id)).map((record) => [
          record.target.slice(0, 12),
          record.origin,
          record.approved,
        ]),
      ).toEqual([
        ['Der schnelle', 'tm-exact', false],
        ['[de] The wea', 'mt', false],
      ]);

      failing = true;
      const second = (await setUp(t, manager, ['The quick brown fox jumps over the lazy dog.', 'Something else.']))
        .document;
      const again = await manager.inject({
        method: 'POST',
        url: `/api/document/${second.id}/pretranslate`,
        payload: { machine_translation: true },
      });
      const job = await finish(t, manager, again.json().job_id);
      expect(job.status).toBe('done');
      expect(job.message).toMatch(
        /^Pre-translated: 1 of 2 segments filled \(1 exact \(100%\), 0 fuzzy, 0 repetitions, 0 machine-translated\)\. Machine translation stopped: /,
      );
      expect((await records(manager, second.id)).map((record) => record.origin)).toEqual(['tm-exact', null]);
    } finally {
      await t.db.deleteFrom('mt_settings').execute();
      await provider.close();
    }
  });
});
