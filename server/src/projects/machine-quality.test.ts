import { expect, it } from 'vitest';
import type { Analysis, DocumentRecord, Job, SegmentHistory } from '@tessera/shared/contract';
import { asksForQuality, chatAnswer, fakeProvider, json } from '../mt/fake-provider-server.ts';
import { describeWithDatabases, describeWithPostgresToo, type Client, type TestContext } from '../test/harness.ts';
import { createProject, savedRecord, uploadDocument, xliffOf } from '../test/resources.ts';

/** What the model finds wrong with each segment's translation: nothing (100), one major error (80), a critical one (0). */
const ANNOTATIONS: Record<string, string> = {
  'Good news.': '{"errors": []}',
  'Fair weather.': '{"errors": [{"category": "fluency", "severity": "major", "span": "Fair"}]}',
  'Poor choice.': '{"errors": [{"category": "accuracy", "severity": "critical", "span": null}]}',
};
const SEGMENTS = Object.keys(ANNOTATIONS);

/** A chat model translating "[de] <text>" and annotating by the source it is shown. */
async function model() {
  return fakeProvider((request, response) => {
    const user = String(request.body.messages[1].content);
    if (asksForQuality(request)) {
      const source = SEGMENTS.find((segment) => user.includes(`\`\`\`${segment}\`\`\``));
      json(response, 200, chatAnswer(ANNOTATIONS[source ?? ''] ?? 'not JSON'));
    } else json(response, 200, chatAnswer(`[de] ${user.split('Translate this text:\n')[1]}`));
  });
}

async function setQualitySettings(
  manager: Client,
  projectId: number,
  settings: { enabled: boolean; threshold: number | null },
) {
  const put = await manager.inject({ method: 'PUT', url: `/api/projects/${projectId}/mt-quality`, payload: settings });
  expect(put.statusCode, put.body).toBe(200);
}

/** A project with quality estimates on (and `threshold`) and a document of the three segments, not yet pre-translated. */
async function setUp(t: TestContext, threshold: number | null) {
  const admin = await t.signIn('admin');
  const manager = await t.signIn('manager');
  const server = await model();
  const saved = await admin.inject({
    method: 'PUT',
    url: '/api/mt/settings',
    payload: { provider: 'openai', url: server.url, model: 'llama3', allow_private_network: true },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const project = await createProject(manager);
  await setQualitySettings(manager, project.id, { enabled: true, threshold });
  const document = await uploadDocument(t, manager, xliffOf(SEGMENTS), { projectId: project.id });
  return { manager, server, project, document };
}

async function pretranslate(t: TestContext, manager: Client, documentId: number): Promise<Job> {
  const started = await manager.inject({
    method: 'POST',
    url: `/api/document/${documentId}/pretranslate`,
    payload: { machine_translation: true },
  });
  expect(started.statusCode, started.body).toBe(202);
  await t.app.jobs.idle();
  return (await manager.inject(`/api/jobs/${started.json().job_id}`)).json();
}

const records = async (client: Client, documentId: number, query = '') =>
  (await client.inject(`/api/document/${documentId}/records${query}`)).json().records as DocumentRecord[];

describeWithPostgresToo('machine translation by quality estimate', (t) => {
  it('pre-translation confirms the segments scoring at or above the threshold and leaves the rest as drafts, saying how many', async () => {
    const { manager, server, document } = await setUp(t, 80);

    const job = await pretranslate(t, manager, document.id);
    expect(job.message).toMatch(
      /^Pre-translated: 3 of 3 segments filled \(0 exact \(100%\), 0 fuzzy, 0 repetitions, 3 machine-translated using [\d,]+ model tokens: 2 scored 80 or more and confirmed, 1 below it left as drafts\)$/,
    );
    expect(server.requests.filter(asksForQuality)).toHaveLength(3);
    const filled = await records(manager, document.id);
    expect(filled.map(({ target, origin, approved, status }) => ({ target, origin, approved, status }))).toEqual([
      { target: '[de] Good news.', origin: 'mt', approved: true, status: 'approved' },
      { target: '[de] Fair weather.', origin: 'mt', approved: true, status: 'approved' },
      { target: '[de] Poor choice.', origin: 'mt', approved: false, status: 'draft' },
    ]);
    const history = (await manager.inject(`/api/document/records/${filled[2]!.id}/history`)).json() as SegmentHistory;
    expect(history.versions.map(({ change, mt_quality }) => ({ change, mt_quality }))).toEqual([
      { change: 'pretranslation', mt_quality: { method: 'gemba-mqm', score: 0 } },
    ]);
  });

  it('without a threshold confirms none', async () => {
    const { manager, document } = await setUp(t, null);

    const job = await pretranslate(t, manager, document.id);
    expect(job.message).toMatch(/, 3 machine-translated using [\d,]+ model tokens\)$/);
    expect((await records(manager, document.id)).map((record) => record.approved)).toEqual([false, false, false]);
  });

  it('the analysis counts machine-translated segments by score band, and the review filter finds those below a score', async () => {
    const { manager, document } = await setUp(t, null);
    await pretranslate(t, manager, document.id);

    const analysis = (await manager.inject(`/api/document/${document.id}/analysis`)).json() as Analysis;
    expect(analysis.machine_translated).toEqual([
      { band: '90-100', segments: 1, words: 2, characters: 10 },
      { band: '75-89', segments: 1, words: 2, characters: 13 },
      { band: '50-74', segments: 0, words: 0, characters: 0 },
      { band: '0-49', segments: 1, words: 2, characters: 12 },
      { band: 'no-score', segments: 0, words: 0, characters: 0 },
    ]);
    expect((await records(manager, document.id, '?mt_below=81')).map((record) => record.source)).toEqual([
      'Fair weather.',
      'Poor choice.',
    ]);
    expect((await records(manager, document.id, '?mt_below=80')).map((record) => record.source)).toEqual([
      'Poor choice.',
    ]);

    // A translation edited since it was rated is no machine translation of that score any more.
    const poor = (await records(manager, document.id))[2]!;
    await savedRecord(manager, poor, { target: 'Schlechte Wahl.', origin: 'manual', approved: false });
    expect(await records(manager, document.id, '?mt_below=80')).toEqual([]);
    const after = (await manager.inject(`/api/document/${document.id}/analysis`)).json() as Analysis;
    expect(after.machine_translated?.find((band) => band.band === '0-49')?.segments).toBe(0);

    const refused = await manager.inject(`/api/document/${document.id}/records?mt_below=101`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('mt_below must be a whole score from 1 to 100');
  });
});

describeWithDatabases("segment rows: a machine translation's quality estimate", (t) => {
  it("a page carries each unedited machine translation's score with the project's threshold, confirmed or not", async () => {
    const { manager, document } = await setUp(t, 80);
    await pretranslate(t, manager, document.id);

    const rows = await records(manager, document.id);
    expect(rows.map(({ source, approved, mt_quality }) => ({ source, approved, mt_quality }))).toEqual([
      { source: 'Good news.', approved: true, mt_quality: { score: 100, threshold: 80 } },
      { source: 'Fair weather.', approved: true, mt_quality: { score: 80, threshold: 80 } },
      { source: 'Poor choice.', approved: false, mt_quality: { score: 0, threshold: 80 } },
    ]);
  });

  it("a save's answer keeps the score while the target is the one rated, and an edit drops it for good", async () => {
    const { manager, document } = await setUp(t, 80);
    await pretranslate(t, manager, document.id);
    const poor = (await records(manager, document.id))[2]!;

    const confirmed = await savedRecord(manager, poor, { target: poor.target, approved: true });
    expect({ origin: confirmed.origin, mt_quality: confirmed.mt_quality }).toEqual({
      origin: 'mt',
      mt_quality: { score: 0, threshold: 80 },
    });

    const edited = await savedRecord(manager, confirmed, { target: 'Schlechte Wahl.', approved: false });
    expect({ origin: edited.origin, mt_quality: edited.mt_quality }).toEqual({ origin: 'manual', mt_quality: null });
    // Typing the rated words back is a translator's text, not the machine's.
    const retyped = await savedRecord(manager, edited, { target: poor.target, approved: false });
    expect(retyped.mt_quality).toBeNull();
    expect((await records(manager, document.id))[2]!.mt_quality).toBeNull();
  });

  it('carries none in a project without a threshold or with its estimates turned off', async () => {
    const { manager, project, document } = await setUp(t, null);
    await pretranslate(t, manager, document.id);
    expect((await records(manager, document.id)).map((row) => row.mt_quality)).toEqual([null, null, null]);

    await setQualitySettings(manager, project.id, { enabled: false, threshold: 80 });
    expect((await records(manager, document.id)).map((row) => row.mt_quality)).toEqual([null, null, null]);

    await setQualitySettings(manager, project.id, { enabled: true, threshold: 80 });
    expect((await records(manager, document.id)).map((row) => row.mt_quality)).toEqual([
      { score: 100, threshold: 80 },
      { score: 80, threshold: 80 },
      { score: 0, threshold: 80 },
    ]);
  });
});
