import { afterEach, expect, it } from 'vitest';
import { inlineToken as tok } from '@tessera/shared/contract';
import { describeWithDatabases, type Client, type TestContext } from '../test/harness.ts';
import { fakeProvider, json } from './fake-provider-server.ts';
import {
  createGlossaryWithTerms,
  createProject,
  createTmWithUnits,
  linkGlossaries,
  linkTms,
  saveRecord,
  savedRecord,
  uploadDocumentWithRecords,
} from '../test/resources.ts';

const xliff = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="a" source-language="en" target-language="de" datatype="plaintext"><body>
    <trans-unit id="welcome"><source>Welcome to the installer.</source></trans-unit>
    <trans-unit id="press"><source>Press <g id="b">Start</g> to open the file menu.</source><note>Toolbar hint</note></trans-unit>
    <trans-unit id="wait"><source>Then wait.</source></trans-unit>
  </body></file>
</xliff>`;

const chat = (content: string) => ({ choices: [{ message: { role: 'assistant', content } }] });
const GOOD = 'Drücken Sie <x id="1"/>Start<x id="2"/>, um das Dateimenü zu öffnen.';

/** A model server answering each request with the next scripted answer (the last one repeated). */
async function scriptedModel(...answers: string[]) {
  let asked = 0;
  return fakeProvider((_request, response) =>
    json(response, 200, chat(answers[Math.min(asked++, answers.length - 1)]!)),
  );
}

async function useModel(t: TestContext, admin: Client, url: string) {
  const saved = await admin.inject({
    method: 'PUT',
    url: '/api/mt/settings',
    payload: { provider: 'openai', url, model: 'llama3', allow_private_network: true },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

describeWithDatabases('language model suggestions', (t) => {
  afterEach(async () => {
    await t.db.deleteFrom('mt_settings').execute();
  });

  it("puts the TM's best matches, the segment's terms only, the unit, the neighbours and the project's instructions into the prompt", async () => {
    const admin = await t.signIn('admin');
    const manager = await t.signIn('manager');
    const project = await createProject(manager);
    const { document, records } = await uploadDocumentWithRecords(t, manager, xliff, { projectId: project.id });
    const tm = await createTmWithUnits(t, admin, 'Client', [
      { source: 'Press Start to open the edit menu.', target: 'Drücken Sie Start, um das Bearbeiten-Menü zu öffnen.' },
      { source: 'Something else entirely.', target: 'Etwas ganz anderes.' },
    ]);
    await linkTms(t, admin, `/api/document/${document.id}`, [{ id: tm.id, mode: 'read' }]);
    const { glossary } = await createGlossaryWithTerms(admin, 'UI', [
      { source: 'file menu', target: 'Dateimenü', status: 'preferred' },
      { source: 'file menu', target: 'Datei-Menü', status: 'forbidden' },
      { source: 'install', target: 'installieren' },
      { source: 'wait', target: 'warten' },
    ]);
    await linkGlossaries(admin, `/api/document/${document.id}`, [glossary.id]);
    const put = await manager.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}/instructions/de`,
      payload: { instructions: 'Formal "Sie"; no exclamation marks.' },
    });
    expect(put.statusCode, put.body).toBe(200);
    await savedRecord(manager, records[0]!, { target: 'Willkommen beim Installationsprogramm.', approved: true });
    const model = await scriptedModel(GOOD);
    await useModel(t, admin, model.url);

    const response = await manager.inject(`/api/document/records/${records[1]!.id}/mt`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      target: `Drücken Sie ${tok(1)}Start${tok(2)}, um das Dateimenü zu öffnen.`,
      provider: 'openai',
    });
    expect(model.requests).toHaveLength(1);
    const [system, user] = model.requests[0]!.body.messages;
    expect(system.content).toContain('The text is one segment of a document in the XLIFF format.');
    expect(system.content).toMatch(
      /Instructions for this project and language \(follow them\):\nFormal "Sie"; no exclamation marks\.$/,
    );
    expect(user.content).toBe(
      "Examples from this client's translation memory:\n" +
        '1. (84% similar) Press Start to open the edit menu.\n' +
        // The match's target mapped onto the segment's codes, as the Matches panel would insert it.
        '   Translation: Drücken Sie <x id="1"/>Start<x id="2"/>, um das Bearbeiten-Menü zu öffnen.\n' +
        '   The text to translate differs: "file" instead of "edit"\n\n' +
        // "install" is only in a neighbour and "wait" only in the next segment: neither is this segment's term.
        'Terminology:\n- file menu = Dateimenü (preferred)\n\n' +
        'Never use:\n- Datei-Menü (for file menu)\n\n' +
        'About the text:\nKey: press\nNote: Toolbar hint\n\n' +
        'Text before it (context only, do not translate):\nWelcome to the installer.\n' +
        '  (translated: Willkommen beim Installationsprogramm.)\n\n' +
        'Text after it (context only, do not translate):\nThen wait.\n\n' +
        'Translate this text:\nPress <x id="1"/>Start<x id="2"/> to open the file menu.',
    );
  });

  it.each([
    ['drops', 'Drücken Sie Start, um das Dateimenü zu öffnen.', 'missing <x id="1"/> <x id="2"/>'],
    ['adds', `${GOOD}<x id="3"/>`, '<x id="3"/> not in the text'],
    [
      'reorders',
      'Drücken Sie <x id="2"/>Start<x id="1"/>, um das Dateimenü zu öffnen.',
      'the pair <x id="1"/>…<x id="2"/> closes before it opens or crosses another pair',
    ],
  ])('asks again once, naming the problem, when the model %s codes', async (_what, broken, problem) => {
    const admin = await t.signIn('admin');
    const { records } = await uploadDocumentWithRecords(t, admin, xliff);
    const model = await scriptedModel(broken, GOOD);
    await useModel(t, admin, model.url);

    const response = await admin.inject(`/api/document/records/${records[1]!.id}/mt`);
    expect(response.json()).toEqual({
      target: `Drücken Sie ${tok(1)}Start${tok(2)}, um das Dateimenü zu öffnen.`,
      provider: 'openai',
    });
    expect(model.requests).toHaveLength(2);
    const again = model.requests[1]!.body.messages;
    expect(again.slice(0, 2)).toEqual(model.requests[0]!.body.messages);
    expect(again[2]).toEqual({ role: 'assistant', content: broken });
    expect(again[3].content).toBe(
      `The placeholder elements of your translation are wrong: ${problem}. Answer again with the whole translation, ` +
        'every placeholder of the text exactly once, paired ones in the order they enclose words, and nothing else.',
    );
  });

  it('marks a suggestion whose codes stay wrong as not insertable, with why, and never pre-translates with it', async () => {
    const admin = await t.signIn('admin');
    const { document, records } = await uploadDocumentWithRecords(t, admin, xliff);
    const model = await scriptedModel('Drücken Sie Start, um das Dateimenü zu öffnen.');
    await useModel(t, admin, model.url);

    const response = await admin.inject(`/api/document/records/${records[1]!.id}/mt`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      target: 'Drücken Sie Start, um das Dateimenü zu öffnen.',
      provider: 'openai',
      problem: 'Its inline codes are wrong: missing <1> </1>',
    });
    expect(model.requests).toHaveLength(2);

    // Pre-translation fills the segments whose codes are right and leaves this one empty.
    const started = await admin.inject({
      method: 'POST',
      url: `/api/document/${document.id}/pretranslate`,
      payload: { machine_translation: true },
    });
    expect(started.statusCode, started.body).toBe(202);
    await t.app.jobs.idle();
    const saved = await t.db
      .selectFrom('document_records')
      .select(['target', 'origin'])
      .where('document_id', '=', document.id)
      .orderBy('position')
      .execute();
    expect(saved.map((row) => row.origin)).toEqual(['mt', null, 'mt']);
    expect(saved[1]!.target).toBe('');
  });

  it('answers 504 after the timeout when the model server does not answer, without holding up saves', async () => {
    const admin = await t.signIn('admin');
    const { records } = await uploadDocumentWithRecords(t, admin, xliff);
    const silent = await fakeProvider(() => {
      // never answers
    });
    await useModel(t, admin, silent.url);
    const timeout = t.config.mtTimeoutMs;
    t.config.mtTimeoutMs = 500;
    try {
      const started = Date.now();
      const pending = admin.inject(`/api/document/records/${records[1]!.id}/mt`);
      const save = await saveRecord(admin, records[0]!, { target: 'Willkommen.' });
      expect(save.statusCode, save.body).toBe(200);
      expect(Date.now() - started).toBeLessThan(500);
      const response = await pending;
      expect(response.statusCode).toBe(504);
      expect(response.json().message).toBe('The chat model server did not answer within 0.5 s');
    } finally {
      t.config.mtTimeoutMs = timeout;
    }
  });
});

describeWithDatabases("a project's instructions to language models", (t) => {
  it('are read by everyone, set and removed by managers, per target language of the project', async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const project = await createProject(manager);
    const url = `/api/projects/${project.id}/instructions/de`;
    expect((await translator.inject(url)).json()).toEqual({ lang: 'de', instructions: '', updated_at: null });

    const put = (client: Client, payload: object, at = url) => client.inject({ method: 'PUT', url: at, payload });
    expect((await put(translator, { instructions: 'Du' })).statusCode).toBe(403);
    const saved = await put(manager, { instructions: '  Formal "Sie".  ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ lang: 'de', instructions: 'Formal "Sie".' });
    expect((await translator.inject(url)).json().instructions).toBe('Formal "Sie".');

    const tooLong = await put(manager, { instructions: 'x'.repeat(4001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('instructions must be at most 4000 characters');
    const otherLanguage = await put(manager, { instructions: 'Tu' }, `/api/projects/${project.id}/instructions/fr`);
    expect(otherLanguage.statusCode).toBe(400);
    expect(otherLanguage.json().message).toBe('fr is not a target language of this project (de)');
    expect((await manager.inject(`/api/projects/${project.id}/instructions/not a code`)).statusCode).toBe(400);
    expect((await manager.inject('/api/projects/999999/instructions/de')).statusCode).toBe(404);
    expect((await put(manager, { instructions: 'x', extra: 1 })).statusCode).toBe(400);

    expect((await put(manager, { instructions: '' })).json()).toEqual({
      lang: 'de',
      instructions: '',
      updated_at: null,
    });
  });
});

describeWithDatabases("a project's model tokens", (t) => {
  afterEach(async () => {
    await t.db.deleteFrom('mt_settings').execute();
  });

  /** A model server that reports 100 tokens a call, as OpenAI-compatible servers do in `usage`. */
  const countingModel = () =>
    fakeProvider((_request, response) => json(response, 200, { ...chat('Übersetzt.'), usage: { total_tokens: 100 } }));

  it('are counted per project and month, reported by pre-translation, and stop at the ceiling an admin sets', async () => {
    const admin = await t.signIn('admin');
    const manager = await t.signIn('manager');
    const project = await createProject(manager);
    const { document, records } = await uploadDocumentWithRecords(t, manager, xliff, { projectId: project.id });
    const model = await countingModel();
    await useModel(t, admin, model.url);
    const url = `/api/projects/${project.id}/model-tokens`;
    const month = new Date().toISOString().slice(0, 7);
    expect((await manager.inject(url)).json()).toEqual({ month, used: 0, ceiling: null });

    expect((await manager.inject(`/api/document/records/${records[0]!.id}/mt`)).statusCode).toBe(200);
    expect((await manager.inject(url)).json()).toEqual({ month, used: 100, ceiling: null });

    const put = (client: Client, payload: object) => client.inject({ method: 'PUT', url, payload });
    expect((await put(manager, { ceiling: 200 })).statusCode).toBe(403);
    expect((await put(admin, { ceiling: 0 })).json().message).toContain('ceiling must be at least 1 token');
    expect((await put(admin, { ceiling: 1.5 })).statusCode).toBe(400);
    expect(
      (await admin.inject({ method: 'PUT', url: '/api/projects/999999/model-tokens', payload: { ceiling: 5 } }))
        .statusCode,
    ).toBe(404);
    const capped = await put(admin, { ceiling: 200 });
    expect(capped.statusCode, capped.body).toBe(200);
    expect(capped.json()).toEqual({ month, used: 100, ceiling: 200 });

    // The batch that starts under the ceiling finishes, its second try at the segment with codes counted too; the
    // next is refused, saying why.
    const job = await manager.inject({
      method: 'POST',
      url: `/api/document/${document.id}/pretranslate`,
      payload: { machine_translation: true },
    });
    expect(job.statusCode, job.body).toBe(202);
    await t.app.jobs.idle();
    const finished = await manager.inject(`/api/jobs/${job.json().job_id}`);
    expect(finished.json().message).toContain('2 machine-translated using 400 model tokens');
    expect((await manager.inject(url)).json().used).toBe(500);

    const refused = await manager.inject(`/api/document/records/${records[1]!.id}/mt`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'This project has used its 200 model tokens for this month; an admin can raise the ceiling in the project settings',
    );
    const callsBefore = model.requests.length;
    const stopped = await manager.inject({
      method: 'POST',
      url: `/api/document/${document.id}/pretranslate`,
      payload: { machine_translation: true, overwrite: true },
    });
    await t.app.jobs.idle();
    expect((await manager.inject(`/api/jobs/${stopped.json().job_id}`)).json().message).toContain(
      'Machine translation stopped: This project has used its 200 model tokens for this month',
    );
    expect(model.requests.length).toBe(callsBefore);

    expect((await put(admin, { ceiling: null })).json()).toEqual({ month, used: 500, ceiling: null });
    expect((await manager.inject(`/api/document/records/${records[1]!.id}/mt`)).statusCode).toBe(200);
  });

  it('never stop a provider that spends none: a project at its ceiling still translates with LibreTranslate', async () => {
    const admin = await t.signIn('admin');
    const project = await createProject(admin);
    const { records } = await uploadDocumentWithRecords(t, admin, xliff, { projectId: project.id });
    const model = await countingModel();
    await useModel(t, admin, model.url);
    const url = `/api/projects/${project.id}/model-tokens`;
    expect((await admin.inject({ method: 'PUT', url, payload: { ceiling: 100 } })).statusCode).toBe(200);
    expect((await admin.inject(`/api/document/records/${records[0]!.id}/mt`)).statusCode).toBe(200);
    expect((await admin.inject(`/api/document/records/${records[1]!.id}/mt`)).statusCode).toBe(429);

    const libre = await fakeProvider((request, response) =>
      json(response, 200, { translatedText: request.body.q.map((text: string) => `[de] ${text}`) }),
    );
    const saved = await admin.inject({
      method: 'PUT',
      url: '/api/mt/settings',
      payload: { provider: 'libretranslate', url: libre.url, allow_private_network: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const translated = await admin.inject(`/api/document/records/${records[2]!.id}/mt`);
    expect(translated.statusCode, translated.body).toBe(200);
    expect(translated.json().target).toBe('[de] Then wait.');
    expect((await admin.inject(url)).json().used).toBe(100);
  });

  it('are estimated from the prompt and answer when the model server reports none', async () => {
    const admin = await t.signIn('admin');
    const project = await createProject(admin);
    const { records } = await uploadDocumentWithRecords(t, admin, xliff, { projectId: project.id });
    const model = await scriptedModel('Willkommen beim Installationsprogramm.');
    await useModel(t, admin, model.url);
    expect((await admin.inject(`/api/document/records/${records[0]!.id}/mt`)).statusCode).toBe(200);
    const prompt = model.requests[0]!.body.messages as { content: string }[];
    const characters = prompt.reduce((sum, message) => sum + message.content.length, 0);
    const { used } = (await admin.inject(`/api/projects/${project.id}/model-tokens`)).json();
    expect(used).toBeGreaterThanOrEqual(Math.ceil(characters / 4));
    expect(used).toBeLessThan(Math.ceil(characters / 4) + 20);
  });
});
