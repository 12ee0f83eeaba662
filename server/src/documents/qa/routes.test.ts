import { expect, it, vi } from 'vitest';
import { inlineToken as tok, type DocumentRecord, type QaReport } from '@tessera/shared/contract';
import { describeWithDatabases, type Client } from '../../test/harness.ts';
import { createGlossaryWithTerms, linkGlossaries, savedRecord, uploadDocument } from '../../test/resources.ts';
import { Speller } from '../../spelling/spellers.ts';

/**
 * A file translated in part: a changed number, a length limit broken, "Cancel" translated two ways, an
 * approved empty segment, a copied source, and two clean segments.
 */
const translated = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="app" source-language="en" target-language="de" datatype="plaintext"><body>
    <trans-unit id="wait"><source>Wait 15 minutes.</source><target>Warten Sie 16 Minuten.</target></trans-unit>
    <trans-unit id="button" maxwidth="6" size-unit="char"><source>Save</source><target>Speichern</target></trans-unit>
    <trans-unit id="pixels" maxwidth="3"><source>Open</source><target>Öffnen</target></trans-unit>
    <trans-unit id="cancel-1"><source>Cancel</source><target>Abbrechen</target></trans-unit>
    <trans-unit id="cancel-2"><source>Cancel</source><target>Stornieren</target></trans-unit>
    <trans-unit id="empty" approved="yes"><source>Close</source><target></target></trans-unit>
    <trans-unit id="copied"><source>Open the file</source><target>Open the file</target></trans-unit>
    <trans-unit id="fine"><source>Price: 1,000.50 EUR</source><target>Preis: 1.000,50 EUR</target></trans-unit>
    <trans-unit id="todo"><source>Delete 3 files?</source></trans-unit>
    <trans-unit id="todo-cancel"><source>Cancel</source></trans-unit>
  </body></file>
</xliff>`;

async function records(client: Client, id: number, query = ''): Promise<Map<string, DocumentRecord>> {
  const response = await client.inject(`/api/document/${id}/records?page=0${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return new Map((response.json().records as DocumentRecord[]).map((record) => [record.unit_id, record]));
}

const checksOf = (record: DocumentRecord | undefined) =>
  record?.qa.map((issue) => `${issue.check}${issue.ignored ? ' (ignored)' : ''}`);

/** A finding of a check on a segment, not ignored. */
/** A finding as answered: its English message, and the phrases screens say it in (any, unless given). */
const finding = (
  check: string,
  severity: 'error' | 'warning',
  message: string,
  phrases: unknown = expect.any(Array),
) => ({ check, severity, ignored: false, message, phrases });

describeWithDatabases('document QA', (t) => {
  /** The partly translated file, uploaded by a manager. */
  const uploadTranslated = async () => uploadDocument(t, await t.signIn('manager'), translated, { name: 'app.xlf' });

  it('checks the targets a file brings when it is imported', async () => {
    const manager = await t.signIn('manager');
    const document = await uploadDocument(t, manager, translated, { name: 'app.xlf' });
    const all = await records(manager, document.id);
    expect(checksOf(all.get('wait'))).toEqual(['numbers']);
    expect(all.get('wait')!.qa[0]).toEqual(
      finding('numbers', 'error', 'Numbers missing in the target: “15”; Numbers not in the source: “16”', [
        { key: 'qaNumbersMissing', values: { numbers: ['15'] } },
        { key: 'qaNumbersExtra', values: { numbers: ['16'] } },
      ]),
    );
    expect(all.get('button')!.qa).toEqual([
      finding('length', 'error', 'The target has 9 characters; at most 6 are allowed'),
    ]);
    // The page carries the limit, for the editor to show beside the target.
    expect(all.get('button')!.max_width).toBe(6);
    // maxwidth in the default unit (pixels) is not a character limit.
    expect(checksOf(all.get('pixels'))).toEqual([]);
    expect(all.get('pixels')!.max_width).toBeNull();
    expect(checksOf(all.get('cancel-1'))).toEqual(['inconsistency']);
    expect(all.get('cancel-1')!.qa[0]!.message).toMatch(/“Stornieren”/);
    expect(all.get('cancel-2')!.qa[0]!.message).toMatch(/“Abbrechen”/);
    expect(checksOf(all.get('empty'))).toEqual(['empty-approved']);
    expect(checksOf(all.get('copied'))).toEqual(['same-as-source', 'spelling']);
    for (const clean of ['fine', 'todo', 'todo-cancel']) expect(checksOf(all.get(clean)), clean).toEqual([]);

    const withIssues = await records(manager, document.id, '&qa=issues');
    expect([...withIssues.keys()]).toEqual(['wait', 'button', 'cancel-1', 'cancel-2', 'empty', 'copied']);
    const withErrors = await records(manager, document.id, '&qa=errors');
    expect([...withErrors.keys()]).toEqual(['wait', 'button', 'empty']);
    const untranslatedWithIssues = await records(manager, document.id, '&qa=issues&filter=untranslated');
    expect([...untranslatedWithIssues.keys()]).toEqual(['empty']);
  });

  it('checks a saved target and answers the findings with the segment', async () => {
    const translator = await t.signIn('user');
    const document = await uploadTranslated();
    const todo = (await records(translator, document.id)).get('todo')!;

    const wrong = await savedRecord(translator, todo, { target: 'Löschen Sie 4 Dateien?' });
    expect(wrong.qa).toEqual([
      finding('numbers', 'error', 'Numbers missing in the target: “3”; Numbers not in the source: “4”'),
    ]);
    expect((await records(translator, document.id)).get('todo')!.qa).toEqual(wrong.qa);

    const right = await savedRecord(translator, wrong, { target: '3 Dateien löschen?' });
    expect(right.qa).toEqual([]);
    expect([...(await records(translator, document.id, '&qa=issues')).keys()]).not.toContain('todo');
  });

  it('finds a pair of codes that encloses nothing in the target where it encloses text in the source', async () => {
    const manager = await t.signIn('manager');
    const file = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="help" source-language="en" target-language="de" datatype="html"><body>
    <trans-unit id="empty-pair"><source>Click <g id="1">Save</g> to keep the file.</source><target>Klicken Sie auf Speichern, um die Datei zu behalten.<g id="1"></g></target></trans-unit>
    <trans-unit id="pair"><source>Click <g id="1">Save</g> now.</source><target>Klicken Sie jetzt auf <g id="1">Speichern</g>.</target></trans-unit>
  </body></file>
</xliff>`;
    const document = await uploadDocument(t, manager, file, { name: 'help.xlf' });
    const all = await records(manager, document.id);
    expect(all.get('empty-pair')!.qa).toEqual([
      finding(
        'empty-paired-code',
        'error',
        'Paired inline codes enclose nothing in the target but text in the source: <1></1>',
      ),
    ]);
    expect(checksOf(all.get('pair'))).toEqual([]);
    // Saving the same target keeps the finding; the pair around the word clears it.
    const saved = await savedRecord(manager, all.get('empty-pair')!, { target: all.get('empty-pair')!.target });
    expect(checksOf(saved)).toEqual(['empty-paired-code']);
    const fixed = await savedRecord(manager, saved, {
      target: `Klicken Sie auf ${tok(1)}Speichern${tok(2)}, um die Datei zu behalten.`,
    });
    expect(checksOf(fixed)).toEqual([]);
  });

  it("warns when a term of the document's glossaries found in the source is not used in the target", async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const document = await uploadDocument(t, manager, translated, { name: 'app.xlf' });
    const { glossary } = await createGlossaryWithTerms(manager, 'UI', [{ source: 'file', target: 'Datei' }]);
    await linkGlossaries(manager, `/api/document/${document.id}`, [glossary.id]);
    const todo = (await records(translator, document.id)).get('todo')!;

    // "files" is an inflection of the term "file".
    const without = await savedRecord(translator, todo, { target: '3 Dokumente löschen?' });
    expect(without.qa).toEqual([
      finding('terminology', 'warning', 'Glossary term not used in the target: “file → Datei”'),
    ]);
    const inflected = await savedRecord(translator, without, { target: '3 Dateien löschen?' });
    expect(inflected.qa).toEqual([]);
    // A compound with the term as its head uses it.
    expect((await savedRecord(translator, inflected, { target: '3 Bilddateien löschen?' })).qa).toEqual([]);

    // The term's rule holds in the target too: an exact term is not used by its inflection.
    const { glossary: exact } = await createGlossaryWithTerms(manager, 'Exact', [
      { source: 'file', target: 'Datei', match_rule: 'exact' },
    ]);
    await linkGlossaries(manager, `/api/document/${document.id}`, [exact.id]);
    const copied = (await records(translator, document.id)).get('copied')!;
    expect((await savedRecord(translator, copied, { target: 'Öffnen Sie die Dateien' })).qa).toEqual([
      finding('terminology', 'warning', 'Glossary term not used in the target: “file → Datei”'),
    ]);
  });

  it('reports a forbidden target term as an error and a deprecated one as a warning', async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const document = await uploadDocument(t, manager, translated, { name: 'app.xlf' });
    const { glossary } = await createGlossaryWithTerms(manager, 'UI', [
      { source: 'file', target: 'Datei', status: 'preferred' },
      { source: 'file', target: 'Akte', status: 'forbidden' },
      { source: 'delete', target: 'entfernen', status: 'deprecated' },
    ]);
    await linkGlossaries(manager, `/api/document/${document.id}`, [glossary.id]);
    const todo = (await records(translator, document.id)).get('todo')!;

    const saved = await savedRecord(translator, todo, { target: '3 Akte entfernen?' });
    expect(saved.qa).toEqual([
      finding('forbidden-term', 'error', 'Forbidden term in the target: “file → Akte”'),
      finding('terminology', 'warning', 'Glossary term not used in the target: “file → Datei”'),
      finding('deprecated-term', 'warning', 'Deprecated term in the target: “delete → entfernen”'),
    ]);
    expect((await records(translator, document.id, '&qa=errors')).has('todo')).toBe(true);
    expect((await savedRecord(translator, saved, { target: '3 Dateien löschen?' })).qa).toEqual([]);
  });

  it('works out the inconsistency of the other segments with the same source when one changes', async () => {
    const translator = await t.signIn('user');
    const document = await uploadTranslated();
    let all = await records(translator, document.id);

    // Translating the third "Cancel" as one of the two others: they still differ from each other.
    const third = await savedRecord(translator, all.get('todo-cancel')!, { target: 'Abbrechen' });
    expect(checksOf(third)).toEqual(['inconsistency']);
    expect(third.qa[0]!.message).toMatch(/“Stornieren”/);

    // Making the odd one consistent clears the finding on all three.
    await savedRecord(translator, all.get('cancel-2')!, { target: 'Abbrechen' });
    all = await records(translator, document.id);
    for (const id of ['cancel-1', 'cancel-2', 'todo-cancel']) expect(checksOf(all.get(id)), id).toEqual([]);

    // And a new difference marks the others again.
    const changed = await savedRecord(translator, all.get('cancel-1')!, { target: 'Schließen' });
    expect(checksOf(changed)).toEqual(['inconsistency']);
    all = await records(translator, document.id);
    expect(all.get('cancel-2')!.qa[0]!.message).toBe(
      'The same source is translated differently elsewhere in the document: “Schließen”',
    );
    expect(checksOf(all.get('todo-cancel'))).toEqual(['inconsistency']);
  });

  it('ignores a warning on one segment, remembered and not counted, until it is taken back', async () => {
    const translator = await t.signIn('user');
    const document = await uploadTranslated();
    const copied = (await records(translator, document.id)).get('copied')!;

    const ignore = (id: number, check: string) =>
      translator.inject({ method: 'POST', url: `/api/document/records/${id}/qa/ignored`, payload: { check } });
    const ignored = await ignore(copied.id, 'same-as-source');
    expect(ignored.statusCode, ignored.body).toBe(200);
    expect(ignored.json().qa).toEqual([{ ...copied.qa[0], ignored: true }, copied.qa[1]]);
    // Ignoring does not make an open editor's version stale.
    expect(ignored.json().updated_at).toBe(copied.updated_at);
    expect(checksOf((await records(translator, document.id)).get('copied'))).toEqual([
      'same-as-source (ignored)',
      'spelling',
    ]);
    expect([...(await records(translator, document.id, '&qa=issues')).keys()]).toContain('copied');
    expect((await ignore(copied.id, 'spelling')).statusCode).toBe(200);
    expect([...(await records(translator, document.id, '&qa=issues')).keys()]).not.toContain('copied');
    let report = (await translator.inject(`/api/document/${document.id}/qa`)).json() as QaReport;
    expect(report.checks.find((c) => c.check === 'same-as-source')).toMatchObject({ segments: 0, ignored: 1 });

    // Still ignored after the target is edited while the warning stays.
    const edited = await savedRecord(translator, ignored.json(), { target: 'Open the file ' });
    expect(checksOf(edited)).toEqual(['edge-whitespace', 'same-as-source (ignored)', 'spelling (ignored)']);

    const back = await translator.inject({
      method: 'DELETE',
      url: `/api/document/records/${copied.id}/qa/ignored/same-as-source`,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(checksOf(back.json())).toEqual(['edge-whitespace', 'same-as-source', 'spelling (ignored)']);
    report = (await translator.inject(`/api/document/${document.id}/qa`)).json() as QaReport;
    expect(report.checks.find((c) => c.check === 'same-as-source')).toMatchObject({ segments: 1, ignored: 0 });
  });

  it("lets only the active step's assignee or a manager ignore a warning or take it back, as for a save", async () => {
    const manager = await t.signIn('manager');
    const [translator, other] = [await t.signIn('user'), await t.signIn('user')];
    const document = await uploadTranslated();
    const assigned = await manager.inject({
      method: 'PUT',
      url: `/api/document/${document.id}/assignments`,
      payload: { assignments: [{ step: 'translation', user_id: translator.user.id }] },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const copied = (await records(translator, document.id)).get('copied')!;
    const ignore = (client: Client) =>
      client.inject({
        method: 'POST',
        url: `/api/document/records/${copied.id}/qa/ignored`,
        payload: { check: 'same-as-source' },
      });
    const takeBack = (client: Client) =>
      client.inject({ method: 'DELETE', url: `/api/document/records/${copied.id}/qa/ignored/same-as-source` });
    const notTheirs = {
      message: `This document is in its translation step, assigned to ${translator.user.username}: only they or a manager may change it`,
      details: { step: 'translation', assignee: translator.user.username },
    };

    const refused = await ignore(other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject(notTheirs);
    expect(checksOf((await records(manager, document.id)).get('copied'))).toEqual(['same-as-source', 'spelling']);
    expect((await ignore(translator)).statusCode).toBe(200);
    const refusedBack = await takeBack(other);
    expect(refusedBack.statusCode).toBe(403);
    expect(refusedBack.json()).toMatchObject(notTheirs);
    expect(checksOf((await records(manager, document.id)).get('copied'))).toEqual([
      'same-as-source (ignored)',
      'spelling',
    ]);
    expect((await takeBack(manager)).statusCode).toBe(200);
    expect((await ignore(manager)).statusCode).toBe(200);
    expect((await takeBack(translator)).statusCode).toBe(200);
  });

  it('forgets an ignored warning once the target no longer has it', async () => {
    const translator = await t.signIn('user');
    const document = await uploadTranslated();
    const copied = (await records(translator, document.id)).get('copied')!;
    await translator.inject({
      method: 'POST',
      url: `/api/document/records/${copied.id}/qa/ignored`,
      payload: { check: 'same-as-source' },
    });
    const current = (await records(translator, document.id)).get('copied')!;
    const translatedNow = await savedRecord(translator, current, { target: 'Die Datei öffnen' });
    expect(translatedNow.qa).toEqual([]);
    const copiedAgain = await savedRecord(translator, translatedNow, { target: 'Open the file' });
    expect(checksOf(copiedAgain)).toEqual(['same-as-source', 'spelling']);
  });

  it('refuses to ignore an error, a warning the segment does not have, or an unknown check', async () => {
    const translator = await t.signIn('user');
    const document = await uploadTranslated();
    const all = await records(translator, document.id);
    const post = (id: number, check: string) =>
      translator.inject({ method: 'POST', url: `/api/document/records/${id}/qa/ignored`, payload: { check } });

    const error = await post(all.get('wait')!.id, 'numbers');
    expect(error.statusCode).toBe(422);
    expect(error.json().message).toBe('Errors cannot be ignored: correct the target instead');
    const absent = await post(all.get('fine')!.id, 'double-spaces');
    expect(absent.statusCode).toBe(409);
    expect(absent.json().message).toBe('This segment has no "Doubled spaces" warning');
    expect((await post(all.get('fine')!.id, 'grammar')).statusCode).toBe(400);
    expect((await post(2_000_000_000, 'double-spaces')).statusCode).toBe(404);
    const badDelete = await translator.inject({
      method: 'DELETE',
      url: `/api/document/records/${all.get('fine')!.id}/qa/ignored/grammar`,
    });
    expect(badDelete.statusCode).toBe(400);
  });

  it('reports misspelled words, not glossary terms, placeholders or codes, and says when it cannot check', async () => {
    const manager = await t.signIn('manager');
    const { glossary } = await createGlossaryWithTerms(manager, 'Products', [{ source: 'widget', target: 'Wydgetz' }]);
    const file = (lang: string, target: string) => `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="app" source-language="en" target-language="${lang}" datatype="plaintext"><body>
    <trans-unit id="typo"><source>The widget settings of {0} <x id="1"/>file</source><target>${target}</target></trans-unit>
  </body></file>
</xliff>`;
    const german = await uploadDocument(
      t,
      manager,
      file('de', 'Die Konfiguraiton der Wydgetz von {0} <x id="1"/>xqzt'),
      {
        name: 'de.xlf',
      },
    );
    await linkGlossaries(manager, `/api/document/${german.id}`, [glossary.id]);
    const [typo] = [...(await records(manager, german.id)).values()];
    // A save checks the target again with the document's glossaries.
    const saved = await savedRecord(manager, typo!, { target: typo!.target.replace('xqzt', 'gut') });
    const spelling = saved.qa.find((issue) => issue.check === 'spelling');
    expect(spelling).toMatchObject({
      severity: 'warning',
      message: 'Possible misspelling: “Konfiguraiton”',
    });
    expect(spelling!.words).toEqual([{ word: 'Konfiguraiton', start: 4, end: 17, suggestions: [] }]);
    const report = (await manager.inject(`/api/document/${german.id}/qa`)).json() as QaReport;
    expect(report.checks.find((c) => c.check === 'spelling')).toEqual({
      check: 'spelling',
      severity: 'warning',
      title: 'Possible misspelling',
      segments: 1,
      ignored: 0,
    });

    const japanese = await uploadDocument(t, manager, file('ja', 'ウィジェットの設定'), { name: 'ja.xlf' });
    const unchecked = (await manager.inject(`/api/document/${japanese.id}/qa`)).json() as QaReport;
    expect(unchecked.checks.find((c) => c.check === 'spelling')).toMatchObject({
      segments: 0,
      note: 'No spelling dictionary for ja: its spelling is not checked',
      note_phrase: { key: 'qaSpellingNoDictionary', values: { lang: 'ja' } },
    });
  });

  it("finds a saved target's misspelled words without searching for suggestions, which the word menu asks for", async () => {
    const manager = await t.signIn('manager');
    const english = 'shipping pirated downloaded clicking';
    const french = await uploadDocument(
      t,
      manager,
      `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="app" source-language="en" target-language="fr" datatype="plaintext"><body>
    <trans-unit id="shop"><source>Shipping and returns</source><target>Livraison et retours ${english}</target></trans-unit>
  </body></file>
</xliff>`,
      { name: 'fr.xlf' },
    );
    const [record] = [...(await records(manager, french.id)).values()];
    const suggester = vi.spyOn(Speller.prototype, 'suggestions');
    try {
      const saved = await savedRecord(manager, record!, { target: `Livraison et retours ${english} gratuits` });
      expect(suggester).not.toHaveBeenCalled();
      const spelling = saved.qa.find((issue) => issue.check === 'spelling');
      expect(spelling).toMatchObject({
        message: 'Possible misspellings: “shipping”, “pirated”, “downloaded”, “clicking”',
      });
      expect(spelling!.words!.map(({ word, suggestions }) => [word, suggestions])).toEqual(
        english.split(' ').map((word) => [word, []]),
      );

      // The editor's word menu: one word's suggestions, asked when it opens.
      const menu = await manager.inject({
        method: 'POST',
        url: '/api/spelling/check',
        payload: { lang: 'fr', text: 'pirated' },
      });
      expect(menu.json().misspelled[0].suggestions).not.toEqual([]);
      expect(suggester).toHaveBeenCalledOnce();
    } finally {
      suggester.mockRestore();
    }
  });

  it('reports the counts per check and pages the segments with findings, of one check if asked', async () => {
    const translator = await t.signIn('user');
    const document = await uploadTranslated();
    const response = await translator.inject(`/api/document/${document.id}/qa`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as QaReport;
    expect(report).toMatchObject({
      document_id: document.id,
      segments_with_errors: 3,
      segments_with_issues: 6,
      total_rows: 6,
    });
    const counted = Object.fromEntries(report.checks.filter((c) => c.segments > 0).map((c) => [c.check, c.segments]));
    expect(counted).toEqual({
      'empty-approved': 1,
      numbers: 1,
      length: 1,
      'same-as-source': 1,
      inconsistency: 2,
      spelling: 1,
    });
    expect(report.checks.map((c) => c.check)).toHaveLength(15);
    expect(report.checks.find((c) => c.check === 'numbers')).toEqual({
      check: 'numbers',
      severity: 'error',
      title: 'Numbers differ from the source',
      segments: 1,
      ignored: 0,
    });
    expect(report.segments.map((s) => s.position)).toEqual([0, 1, 3, 4, 5, 6]);

    const inconsistent = (
      await translator.inject(`/api/document/${document.id}/qa?check=inconsistency`)
    ).json() as QaReport;
    expect(inconsistent.total_rows).toBe(2);
    expect(inconsistent.segments.map((s) => s.target)).toEqual(['Abbrechen', 'Stornieren']);

    expect((await translator.inject(`/api/document/${document.id}/qa?check=grammar`)).statusCode).toBe(400);
    expect((await translator.inject('/api/document/2000000000/qa')).statusCode).toBe(404);
    expect((await t.anonymous.inject(`/api/document/${document.id}/qa`)).statusCode).toBe(401);
  });
});
