import { expect, it } from 'vitest';
import { inlineToken, type Job } from '@tessera/shared/contract';
import { describeWithPostgresToo, type Client, type TestContext } from '../test/harness.ts';
import { multipart } from '../test/multipart.ts';
import { createProject, documentRecords, savedRecord, uploadDocument } from '../test/resources.ts';

/*
 * A repository's translation files read back into its documents (`tessera push --translations`): a translation's
 * inline codes are its own file's reading, numbered as its text has them, and are stored as the codes of the
 * English segment holding the same placeholder or syntax, whatever their order or spacing.
 */

const arb = (messages: Record<string, string>) => `${JSON.stringify(messages, null, 2)}\n`;

const ENGLISH = arb({
  '@@locale': 'en',
  shared: '{user} shared {count, plural, one {# file} other {# files}} with {team}',
  statusBy: '{step, select, translation {Translation} review {Review} other {Second review}} by {name} on {date}',
  stepIn: 'In {step, select, translation {translation} review {review} other {second review}} by {name}',
  where: '{hasUrl, select, yes {at {url}} other {nowhere}}',
});

/**
 * The German catalog: `shared` and `statusBy` put their placeholders in another order, and `statusBy` spaces its
 * cases otherwise; `where` has words between its placeholder and the end of its case, where the English has none;
 * `stepIn` repeats its name in each case, which the English segment's codes cannot hold, and `shared` has a case
 * for none the English has no segment for.
 */
const GERMAN = arb({
  '@@locale': 'de',
  shared: '{user} hat {team} {count, plural, =0{keine Datei} one{# Datei} other{# Dateien}} freigegeben',
  statusBy:
    '{step, select, translation{Übersetzung} review{Überprüfung} other{Zweite Überprüfung}} am {date} von {name}',
  stepIn:
    '{step, select, translation {In Übersetzung bei {name}} review {In Überprüfung bei {name}} other {In zweiter Überprüfung bei {name}}}',
  where: '{hasUrl, select, yes {unter {url} erreichbar} other {nirgends}}',
});

describeWithPostgresToo('a translation file read back by its inline codes’ content', (t) => {
  async function sendTranslations(client: Client, documentId: number, content: string): Promise<Job> {
    const response = await client.inject({
      method: 'POST',
      url: `/api/document/${documentId}/translations`,
      ...multipart({}, { name: 'de.arb', content }),
    });
    expect(response.statusCode, response.body).toBe(202);
    await t.app.jobs.idle();
    return (await client.inject(`/api/jobs/${response.json().job_id}`)).json() as Job;
  }

  const uploadEnglish = (context: TestContext, client: Client) =>
    uploadDocument(context, client, ENGLISH, { name: 'app.arb', fields: { target_lang: 'de' } });

  it('writes the placeholders where the translation puts them, and a message its segment cannot hold as the file has it', async () => {
    const manager = await t.signIn('manager');
    const document = await uploadEnglish(t, manager);
    const job = await sendTranslations(manager, document.id, GERMAN);
    expect(job.status).toBe('done');
    expect(job.message).toBe(
      "4 translations read; 2 not read, their placeholders or message syntax not the source's: stepIn, shared (=0)" +
        '; downloads write 1 of them as the file has them until translated here',
    );

    const download = await manager.inject(`/api/document/${document.id}/download`);
    expect(download.statusCode, download.body).toBe(200);
    // The plural spans its whole sentence (a segment per form), the select keeps the English's spacing: the same
    // words and placeholders as the German catalog. `stepIn` is the German catalog's own text until translated
    // here; the plural's case for none, which no segment holds, is gone.
    expect(download.body).toBe(
      arb({
        '@@locale': 'de',
        shared:
          '{count, plural, one {{user} hat {team} # Datei freigegeben} other {{user} hat {team} # Dateien freigegeben}}',
        statusBy:
          '{step, select, translation {Übersetzung} review {Überprüfung} other {Zweite Überprüfung}} am {date} von {name}',
        stepIn: JSON.parse(GERMAN).stepIn,
        where: '{hasUrl, select, yes {unter {url} erreichbar} other {nirgends}}',
      }),
    );

    const records = await documentRecords(manager, document.id);
    const stepIn = records.find((record) => record.unit_id === 'stepIn')!;
    expect([stepIn.target, stepIn.approved]).toEqual(['', false]);
  });

  it("gives up a message's text kept from the file for a translation made here, a newer file and a changed source", async () => {
    const manager = await t.signIn('manager');
    const stepInOf = async (documentId: number) =>
      JSON.parse((await manager.inject(`/api/document/${documentId}/download`)).body).stepIn as string;
    const englishStepIn = JSON.parse(ENGLISH).stepIn as string;
    const germanStepIn = JSON.parse(GERMAN).stepIn as string;
    const keptFromGerman = async () => {
      const document = await uploadEnglish(t, manager);
      await sendTranslations(manager, document.id, GERMAN);
      expect(await stepInOf(document.id)).toBe(germanStepIn);
      return document;
    };

    const translatedHere = await keptFromGerman();
    const record = (await documentRecords(manager, translatedHere.id)).find((one) => one.unit_id === 'stepIn')!;
    await savedRecord(manager, record, { target: record.source.replace('In ', 'Bei '), approved: true });
    expect(await stepInOf(translatedHere.id)).toBe(englishStepIn.replace('In ', 'Bei '));

    const newerFile = await keptFromGerman();
    const { stepIn: _, ...withoutStepIn } = JSON.parse(GERMAN) as Record<string, string>;
    expect((await sendTranslations(manager, newerFile.id, arb(withoutStepIn))).message).not.toContain('downloads');
    expect(await stepInOf(newerFile.id)).toBe(englishStepIn);

    const changedSource = await keptFromGerman();
    const newer = ENGLISH.replace(' by {name}"', ' for {name}"');
    const update = await manager.inject({
      method: 'POST',
      url: `/api/document/${changedSource.id}/source`,
      ...multipart({}, { name: 'app.arb', content: newer }),
    });
    expect(update.statusCode, update.body).toBe(202);
    await t.app.jobs.idle();
    expect(await stepInOf(changedSource.id)).toBe(englishStepIn.replace(' by ', ' for '));
  });

  it('takes the same file again as no news, and a translation left without a placeholder (QA names it)', async () => {
    const manager = await t.signIn('manager');
    const document = await uploadEnglish(t, manager);
    expect((await sendTranslations(manager, document.id, GERMAN)).status).toBe('done');
    const again = await sendTranslations(manager, document.id, GERMAN);
    expect(again.message).toMatch(/^0 translations read; 2 not read/);

    const shorter = GERMAN.replace(' am {date} von {name}', ' von {name}');
    expect((await sendTranslations(manager, document.id, shorter)).message).toMatch(/^1 translations read;/);
    const download = await manager.inject(`/api/document/${document.id}/download`);
    expect(JSON.parse(download.body).statusBy).toBe(
      '{step, select, translation {Übersetzung} review {Überprüfung} other {Zweite Überprüfung}} von {name}',
    );
    const statusBy = (await documentRecords(manager, document.id)).find((record) => record.unit_id === 'statusBy')!;
    expect(statusBy.qa).toContainEqual(
      expect.objectContaining({ check: 'inline-codes', message: expect.stringContaining('{date}') }),
    );
  });

  it('rewrites the targets of a document read when a message’s syntax was one code from text to text', async () => {
    const manager = await t.signIn('manager');
    const document = await uploadEnglish(t, manager);
    const where = () =>
      t.db
        .selectFrom('document_records')
        .select(['source', 'target', 'codes', 'state', 'approved'])
        .where('document_id', '=', document.id)
        .where('unit_id', '=', 'where')
        .executeTakeFirstOrThrow();
    const { source, codes } = await where();
    // As the earlier reader stored it: `{url}` and the next case's opening one code.
    const code = (id: number, xml: string) => ({ id, kind: 'standalone' as const, label: xml, xml });
    const earlier = async () => {
      await t.db
        .updateTable('document_records')
        .set({
          source: `${inlineToken(1)}at ${inlineToken(2)}nowhere${inlineToken(3)}`,
          codes: JSON.stringify([code(1, '{hasUrl, select, yes {'), code(2, '{url}} other {'), code(3, '}}')]),
          target: `${inlineToken(1)}bei ${inlineToken(2)}nirgends${inlineToken(3)}`,
          approved: true,
          dirty: true,
        })
        .where('document_id', '=', document.id)
        .where('unit_id', '=', 'where')
        .execute();
      await t.db.updateTable('documents').set({ reader_version: 1 }).where('id', '=', document.id).execute();
    };
    const rewritten = `${inlineToken(1)}bei ${inlineToken(2)}${inlineToken(3)}nirgends${inlineToken(4)}`;

    // A download reads the original again, today's codes replacing the stored ones.
    await earlier();
    const download = await manager.inject(`/api/document/${document.id}/download`);
    expect(JSON.parse(download.body).where).toBe('{hasUrl, select, yes {bei {url}} other {nirgends}}');
    expect(await where()).toEqual({ source, codes, target: rewritten, state: null, approved: true });

    // A newer source file (here the same) finds the segment unchanged: not to be reviewed, its target rewritten.
    await earlier();
    const response = await manager.inject({
      method: 'POST',
      url: `/api/document/${document.id}/source`,
      ...multipart({}, { name: 'app.arb', content: ENGLISH }),
    });
    expect(response.statusCode, response.body).toBe(202);
    await t.app.jobs.idle();
    expect(await where()).toEqual({ source, codes, target: rewritten, state: null, approved: true });
  });

  it('refuses a download naming the segment whose stored translation holds a code its source does not have', async () => {
    const manager = await t.signIn('manager');
    const project = await createProject(manager);
    const document = await uploadDocument(t, manager, ENGLISH, {
      name: 'app.arb',
      projectId: project.id,
      fields: { target_lang: 'de' },
    });
    // As a translation file read before its codes were matched by content could leave it: code 7 of 6.
    await t.db
      .updateTable('document_records')
      .set({ target: `${inlineToken(1)}Übersetzung${inlineToken(7)}`, dirty: true })
      .where('document_id', '=', document.id)
      .where('unit_id', '=', 'statusBy')
      .execute();
    const message =
      '"app.arb" cannot be written: the translation of segment 3 (statusBy) holds inline code 7, which its source ' +
      'does not have. Correct that translation and download again.';
    for (const url of [
      `/api/document/${document.id}/download`,
      `/api/document/${document.id}/download?as=xliff`,
      `/api/projects/${project.id}/download`,
    ]) {
      const download = await manager.inject(url);
      expect(download.statusCode, url).toBe(422);
      expect(download.json()).toMatchObject({ code: 'target_code_unknown', message });
    }
  });
  it('takes a translation that is its source’s own text as one to check, never as a confirmed translation', async () => {
    const manager = await t.signIn('manager');
    const document = await uploadDocument(t, manager, arb({ '@@locale': 'en', ok: 'OK', save: 'Save' }), {
      name: 'buttons.arb',
      fields: { target_lang: 'de' },
    });
    const job = await sendTranslations(manager, document.id, arb({ '@@locale': 'de', ok: 'OK', save: 'Speichern' }));
    expect(job.status).toBe('done');
    const records = Object.fromEntries(
      (await documentRecords(manager, document.id)).map((record) => [record.unit_id, record]),
    );
    // A file sent to a document counts as edited here: the text to check is a draft.
    expect(records.ok).toMatchObject({ target: 'OK', approved: false, status: 'draft' });
    expect(records.save).toMatchObject({ target: 'Speichern', approved: true, status: 'approved' });
  });
});
