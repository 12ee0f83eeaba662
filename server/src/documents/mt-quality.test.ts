import { expect, it } from 'vitest';
import type { DocumentRecord } from '@tessera/shared/contract';
import { asksForQuality, chatAnswer, fakeProvider, json } from '../mt/fake-provider-server.ts';
import { describeWithDatabases, type Client, type TestContext } from '../test/harness.ts';
import { createProject, savedRecord, uploadDocument, xliffOf } from '../test/resources.ts';

/** What the model finds wrong with each translation: nothing (score 100), a critical error (score 0). */
const ANNOTATIONS: Record<string, string> = {
  'Good news.': '{"errors": []}',
  'Poor choice.': '{"errors": [{"category": "accuracy", "severity": "critical", "span": null}]}',
};
const SEGMENTS = Object.keys(ANNOTATIONS);

/** A chat model translating "[de] <text>" and annotating by the source it is shown. */
function model() {
  return fakeProvider((request, response) => {
    const user = String(request.body.messages[1].content);
    if (asksForQuality(request)) {
      const source = SEGMENTS.find((segment) => user.includes(`\`\`\`${segment}\`\`\``));
      json(response, 200, chatAnswer(ANNOTATIONS[source ?? ''] ?? 'not JSON'));
    } else json(response, 200, chatAnswer(`[de] ${user.split('Translate this text:\n')[1]}`));
  });
}

/** A project with quality estimates on (and `threshold`), its document pre-translated by the model. */
async function pretranslated(t: TestContext, threshold: number | null) {
  const admin = await t.signIn('admin');
  const manager = await t.signIn('manager');
  const server = await model();
  const configured = await admin.inject({
    method: 'PUT',
    url: '/api/mt/settings',
    payload: { provider: 'openai', url: server.url, model: 'llama3', allow_private_network: true },
  });
  expect(configured.statusCode, configured.body).toBe(200);
  const project = await createProject(manager);
  await setQualitySettings(manager, project.id, { enabled: true, threshold });
  const document = await uploadDocument(t, manager, xliffOf(SEGMENTS), { projectId: project.id });
  const started = await manager.inject({
    method: 'POST',
    url: `/api/document/${document.id}/pretranslate`,
    payload: { machine_translation: true },
  });
  expect(started.statusCode, started.body).toBe(202);
  await t.app.jobs.idle();
  return { manager, project, document };
}

async function setQualitySettings(
  manager: Client,
  projectId: number,
  settings: { enabled: boolean; threshold: number | null },
) {
  const put = await manager.inject({ method: 'PUT', url: `/api/projects/${projectId}/mt-quality`, payload: settings });
  expect(put.statusCode, put.body).toBe(200);
}

const records = async (client: Client, documentId: number) =>
  (await client.inject(`/api/document/${documentId}/records`)).json().records as DocumentRecord[];

describeWithDatabases("segment rows: a machine translation's quality estimate", (t) => {
  it("a page carries each unedited machine translation's score with the project's threshold, confirmed or not", async () => {
    const { manager, document } = await pretranslated(t, 80);

    const rows = await records(manager, document.id);
    expect(rows.map(({ source, approved, mt_quality }) => ({ source, approved, mt_quality }))).toEqual([
      { source: 'Good news.', approved: true, mt_quality: { score: 100, threshold: 80 } },
      { source: 'Poor choice.', approved: false, mt_quality: { score: 0, threshold: 80 } },
    ]);
  });

  it("a save's answer keeps the score while the target is the one rated, and an edit drops it for good", async () => {
    const { manager, document } = await pretranslated(t, 80);
    const poor = (await records(manager, document.id))[1]!;

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
    expect((await records(manager, document.id))[1]!.mt_quality).toBeNull();
  });

  it('carries none in a project without a threshold or with its estimates turned off', async () => {
    const { manager, project, document } = await pretranslated(t, null);
    expect((await records(manager, document.id)).map((row) => row.mt_quality)).toEqual([null, null]);

    await setQualitySettings(manager, project.id, { enabled: false, threshold: 80 });
    expect((await records(manager, document.id)).map((row) => row.mt_quality)).toEqual([null, null]);

    await setQualitySettings(manager, project.id, { enabled: true, threshold: 80 });
    expect((await records(manager, document.id)).map((row) => row.mt_quality)).toEqual([
      { score: 100, threshold: 80 },
      { score: 0, threshold: 80 },
    ]);
  });
});
