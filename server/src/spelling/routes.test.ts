import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { ProjectDictionary, SpellingCheckResult } from '@tessera/shared/contract';
import { describeWithPostgresToo, type Client } from '../test/harness.ts';
import { createGlossaryWithTerms, createProject } from '../test/resources.ts';
import { insertRecordBatch } from '../glossary/import-writes.ts';
import { backfillGlossary } from '../glossary/terms/index-store.ts';
import { acceptedIn } from './check.ts';

const check = (client: Client, payload: object) =>
  client.inject({ method: 'POST', url: '/api/spelling/check', payload });
const addWord = (client: Client, url: string, word: string) =>
  client.inject({ method: 'POST', url, payload: { word } });
const words = (dictionary: ProjectDictionary) => dictionary.words.map((entry) => entry.word);

// SQL that matters: ON CONFLICT, the `= any` and array lookups of accepted words.
describeWithPostgresToo('spelling', (t) => {
  it("answers a text's misspelled words with their places and suggestions, for the editor", async () => {
    const translator = await t.signIn('user');
    const text = 'Die Konfiguraiton von {0} unter https://example.com/konfigg, mail@exampel.de, 3 Dateienn2, PDFX';
    const response = await check(translator, { lang: 'de-AT', text });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as SpellingCheckResult;
    expect(result).toMatchObject({ lang: 'de-AT', dictionary: 'de' });
    expect(result.misspelled).toEqual([
      { word: 'Konfiguraiton', start: 4, end: 17, suggestions: expect.arrayContaining(['Konfiguration']) },
    ]);
  });

  it('answers the places alone when asked without suggestions, as the editor underlines while typing', async () => {
    const translator = await t.signIn('user');
    const response = await check(translator, { lang: 'de', text: 'Die Konfiguraiton', suggest: false });
    expect(response.json()).toMatchObject({
      dictionary: 'de',
      misspelled: [{ word: 'Konfiguraiton', start: 4, end: 17, suggestions: [] }],
    });
  });

  it('says once that a language has no dictionary, with no words', async () => {
    const translator = await t.signIn('user');
    expect((await check(translator, { lang: 'ja', text: 'テキスト' })).json()).toEqual({
      lang: 'ja',
      dictionary: null,
      message: 'No spelling dictionary for ja: its spelling is not checked',
      misspelled: [],
    });
  });

  it('refuses a check without a language or text, a too long text, unknown fields and an unknown project', async () => {
    const translator = await t.signIn('user');
    for (const payload of [
      { text: 'x' },
      { lang: 'not a language', text: 'x' },
      { lang: 'en', text: 'x'.repeat(5001) },
      { lang: 'en', text: 'x', extra: 1 },
      { lang: 'en', text: 'x', project_id: 'one' },
    ]) {
      const response = await check(translator, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await check(translator, { lang: 'en', text: 'x', project_id: 2_000_000_000 })).statusCode).toBe(404);
  });

  it("accepts the words of the project's dictionary, added by the team and removed by a manager", async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const project = await createProject(manager);
    const url = `/api/projects/${project.id}/dictionary/de`;
    const text = 'Tesserakt und tesserakt, aber nicht Tesseraktt';
    const misspelledWords = async () =>
      (
        (await check(translator, { lang: 'de', text, project_id: project.id })).json() as SpellingCheckResult
      ).misspelled.map((found) => found.word);
    expect(await misspelledWords()).toEqual(['Tesserakt', 'tesserakt', 'Tesseraktt']);

    const added = await addWord(translator, url, ' tesserakt ');
    expect(added.statusCode, added.body).toBe(200);
    expect(words(added.json())).toEqual(['tesserakt']);
    expect((added.json() as ProjectDictionary).words[0]).toMatchObject({ added_at: expect.any(String) });
    // Added again: nothing changes.
    expect(words((await addWord(translator, url, 'tesserakt')).json())).toEqual(['tesserakt']);
    expect(await misspelledWords()).toEqual(['Tesseraktt']);
    // Without the project, the dictionary alone.
    expect((await check(translator, { lang: 'de', text })).json().misspelled).toHaveLength(3);
    expect(words((await translator.inject(url)).json())).toEqual(['tesserakt']);

    expect((await translator.inject({ method: 'DELETE', url: `${url}/tesserakt` })).statusCode).toBe(403);
    const removed = await manager.inject({ method: 'DELETE', url: `${url}/tesserakt` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(words(removed.json())).toEqual([]);
    expect(await misspelledWords()).toHaveLength(3);
    expect((await manager.inject({ method: 'DELETE', url: `${url}/tesserakt` })).statusCode).toBe(404);
  });

  it('keeps a dictionary per target language of the project, and refuses words that are not one word', async () => {
    const manager = await t.signIn('manager');
    const project = await createProject(manager);
    const url = `/api/projects/${project.id}/dictionary`;
    expect((await addWord(manager, `${url}/de`, 'iPhone-Hülle')).statusCode).toBe(200);
    const other = await addWord(manager, `${url}/fr`, 'mot');
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toMatch(/fr is not a target language of this project/);
    for (const word of ['', 'zwei Wörter', '<b>', 'x'.repeat(101)])
      expect((await addWord(manager, `${url}/de`, word)).statusCode, word).toBe(400);
    expect((await manager.inject(`/api/projects/2000000000/dictionary/de`)).statusCode).toBe(404);
    expect((await manager.inject(`${url}/not-a-lang!`)).statusCode).toBe(400);
  });

  it("accepts the words of the glossaries' target terms in a document's QA, not elsewhere", async () => {
    const manager = await t.signIn('manager');
    const { glossary } = await createGlossaryWithTerms(manager, 'Products', [{ source: 'gizmo', target: 'Gyzmo-Box' }]);
    const accepted = await acceptedIn(t.db, 'de', { glossaryIds: [glossary.id] })(['Gyzmo', 'Gizmo', 'Box']);
    expect([...accepted].sort()).toEqual(['box', 'gyzmo']);
  });

  it("accepts a glossary's target words whole, however many targets a word begins before its own", async () => {
    const manager = await t.signIn('manager');
    const { glossary } = await createGlossaryWithTerms(manager, 'Products', []);
    const longer = Array.from({ length: 1_100 }, (_, i) => ({ source: `strip ${i}`, target: `Kimstrotralen ${i}` }));
    await insertRecordBatch(t.db, glossary.id, manager.user.id, longer);
    await insertRecordBatch(t.db, glossary.id, manager.user.id, [
      { source: 'strip', target: 'Kimstrotral' },
      { source: 'plug', target: "Stecker l'Übergang" },
    ]);
    const accepted = acceptedIn(t.db, 'de', { glossaryIds: [glossary.id] });
    expect([...(await accepted(['Kimstrotral', 'strotralen', 'Kimstrotralen']))].sort()).toEqual([
      'kimstrotral',
      'kimstrotralen',
    ]);
    expect([...(await accepted(["L'übergang", 'Übergang']))]).toEqual(["l'übergang"]);
  });

  it("accepts the target words of records written before they were kept, once the glossary's backfill ran", async () => {
    const manager = await t.signIn('manager');
    const { glossary } = await createGlossaryWithTerms(manager, 'Products', [{ source: 'gizmo', target: 'Gyzmo' }]);
    await sql`update glossary_term_keys set target_words = null where glossary_id = ${glossary.id}`.execute(t.db);
    const accepted = acceptedIn(t.db, 'de', { glossaryIds: [glossary.id] });
    expect([...(await accepted(['Gyzmo']))]).toEqual([]);
    expect(await backfillGlossary(t.db, glossary.id)).toBe(1);
    expect([...(await accepted(['Gyzmo']))]).toEqual(['gyzmo']);
  });
});
