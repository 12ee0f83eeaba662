import { afterEach, expect, it } from 'vitest';
import { inlineToken as tok, type MtSuggestion, type SegmentHistory } from '@tessera/shared/contract';
import { describeWithPostgresToo, type Client, type TestContext } from '../test/harness.ts';
import { fakeChatModel } from './fake-provider-server.ts';
import { createProject, savedRecord, uploadDocumentWithRecords } from '../test/resources.ts';

const xliff = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="a" source-language="en" target-language="de" datatype="plaintext"><body>
    <trans-unit id="press"><source>Press <g id="b">Start</g> to open the file menu.</source></trans-unit>
  </body></file>
</xliff>`;

const TRANSLATION = 'Drücken Sie <x id="1"/>Start<x id="2"/>, um das Menü zu öffnen.';
const ONE_MAJOR = '{"errors": [{"category": "accuracy", "severity": "major", "span": "Menü"}]}';

async function useModel(admin: Client, url: string) {
  const saved = await admin.inject({
    method: 'PUT',
    url: '/api/mt/settings',
    payload: { provider: 'openai', url, model: 'llama3', allow_private_network: true },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

async function projectWithEstimates(t: TestContext, manager: Client, enabled = true) {
  const project = await createProject(manager);
  const put = await manager.inject({
    method: 'PUT',
    url: `/api/projects/${project.id}/mt-quality`,
    payload: { enabled, threshold: null },
  });
  expect(put.statusCode, put.body).toBe(200);
  return { project, ...(await uploadDocumentWithRecords(t, manager, xliff, { projectId: project.id })) };
}

describeWithPostgresToo('quality estimates of machine suggestions', (t) => {
  afterEach(async () => {
    await t.db.deleteFrom('mt_settings').execute();
  });

  it('are off until a manager turns them on, with a threshold from 0 to 100', async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const project = await createProject(manager);
    const url = `/api/projects/${project.id}/mt-quality`;

    expect((await translator.inject(url)).json()).toEqual({ enabled: false, threshold: null });
    const put = await manager.inject({ method: 'PUT', url, payload: { enabled: true, threshold: 85 } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ enabled: true, threshold: 85 });
    expect((await translator.inject(url)).json()).toEqual({ enabled: true, threshold: 85 });

    const tooHigh = await manager.inject({ method: 'PUT', url, payload: { enabled: true, threshold: 101 } });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().message).toContain('threshold must be from 0 to 100');
    const missing = await manager.inject({
      method: 'PUT',
      url: '/api/projects/999999/mt-quality',
      payload: { enabled: true, threshold: null },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Project not found');
  });

  it("rate the suggestion by the project's LQA weights in a second request, and the history keeps the score of what was inserted", async () => {
    const admin = await t.signIn('admin');
    const manager = await t.signIn('manager');
    const { records } = await projectWithEstimates(t, manager);
    const model = await fakeChatModel({ translations: [TRANSLATION], annotations: [ONE_MAJOR] });
    await useModel(admin, model.url);

    const response = await manager.inject(`/api/document/records/${records[0]!.id}/mt`);
    expect(response.statusCode, response.body).toBe(200);
    const target = `Drücken Sie ${tok(1)}Start${tok(2)}, um das Menü zu öffnen.`;
    expect(response.json()).toEqual({
      target,
      provider: 'openai',
      quality: {
        method: 'gemba-mqm',
        // One major error: 5 of at most 25 penalty points (the default typology's weights).
        score: 80,
        errors: [{ category: 'accuracy', severity: 'major', span: 'Menü' }],
      },
    } satisfies MtSuggestion);
    const [annotation] = model.annotationRequests();
    expect(annotation!.body.temperature).toBe(0);
    expect(annotation!.body.messages[1].content).toContain(
      'English (en) source:\n```Press <x id="1"/>Start<x id="2"/> to open the file menu.```\n\n' +
        'German (de) translation:\n```Drücken Sie <x id="1"/>Start<x id="2"/>, um das Menü zu öffnen.```',
    );

    const inserted = await savedRecord(manager, records[0]!, { target, origin: 'mt', approved: false });
    await savedRecord(manager, inserted, { target: `${target} Jetzt.`, origin: 'manual', approved: true });
    const history = (await manager.inject(`/api/document/records/${records[0]!.id}/history`)).json() as SegmentHistory;
    expect(history.versions.map(({ change, mt_quality }) => ({ change, mt_quality }))).toEqual([
      { change: 'manual', mt_quality: undefined },
      { change: 'mt', mt_quality: { method: 'gemba-mqm', score: 80 } },
    ]);
  });

  it('weigh errors as the project’s own typology does', async () => {
    const admin = await t.signIn('admin');
    const manager = await t.signIn('manager');
    const { project, records } = await projectWithEstimates(t, manager);
    const typology = {
      categories: [{ id: 'accuracy', label: 'Accuracy' }],
      severities: [
        { id: 'major', label: 'Major', weight: 10 },
        { id: 'critical', label: 'Critical', weight: 40 },
      ],
    };
    const lqa = await manager.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}/lqa_settings`,
      payload: { typology, pass_threshold: null },
    });
    expect(lqa.statusCode, lqa.body).toBe(200);
    const model = await fakeChatModel({ translations: [TRANSLATION], annotations: [ONE_MAJOR] });
    await useModel(admin, model.url);

    const response = await manager.inject(`/api/document/records/${records[0]!.id}/mt`);
    expect((response.json() as MtSuggestion).quality?.score).toBe(75);
    expect(model.annotationRequests()[0]!.body.messages[1].content).toContain(
      'Severities, worst first (id: name):\n- critical: Critical\n- major: Major',
    );
  });

  it('give no score and say why when the annotation cannot be read; the suggestion still comes, and its history says so', async () => {
    const admin = await t.signIn('admin');
    const manager = await t.signIn('manager');
    const { records } = await projectWithEstimates(t, manager);
    const model = await fakeChatModel({
      translations: [TRANSLATION],
      annotations: ['The translation looks fine to me.'],
    });
    await useModel(admin, model.url);

    const response = await manager.inject(`/api/document/records/${records[0]!.id}/mt`);
    expect(response.statusCode, response.body).toBe(200);
    const suggestion = response.json() as MtSuggestion;
    expect(suggestion.quality).toEqual({
      method: 'gemba-mqm',
      score: null,
      errors: [],
      problem_code: 'not_json_nor_gemba',
      problem: "The model answered the quality estimate neither with JSON nor in GEMBA-MQM's form",
    });
    await savedRecord(manager, records[0]!, { target: suggestion.target, origin: 'mt', approved: true });
    const history = (await manager.inject(`/api/document/records/${records[0]!.id}/history`)).json() as SegmentHistory;
    expect(history.versions[0]!.mt_quality).toEqual({ method: 'gemba-mqm', score: null });
  });

  it('are not asked for while the project has them off: nothing is kept, the history has no score', async () => {
    const admin = await t.signIn('admin');
    const manager = await t.signIn('manager');
    const { records } = await projectWithEstimates(t, manager, false);
    const model = await fakeChatModel({ translations: [TRANSLATION], annotations: [ONE_MAJOR] });
    await useModel(admin, model.url);

    const response = await manager.inject(`/api/document/records/${records[0]!.id}/mt`);
    expect(response.json()).not.toHaveProperty('quality');
    expect(model.annotationRequests()).toEqual([]);
    expect(model.translationRequests()).toHaveLength(1);

    const kept = await t.db
      .selectFrom('mt_quality_estimates')
      .selectAll()
      .where('record_id', '=', records[0]!.id)
      .execute();
    expect(kept).toEqual([]);
    const target = `Drücken Sie ${tok(1)}Start${tok(2)}, um das Menü zu öffnen.`;
    await savedRecord(manager, records[0]!, { target, origin: 'mt', approved: true });
    const history = (await manager.inject(`/api/document/records/${records[0]!.id}/history`)).json() as SegmentHistory;
    expect(history.versions[0]!.mt_quality).toBeUndefined();
  });
});
