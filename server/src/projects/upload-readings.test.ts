import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { expect, it } from 'vitest';
import type { DocumentPreview, Project, ProjectDocumentsStarted } from '@tessera/shared/contract';
import { fixtureBytes } from '../formats/document-fixtures.test-helper.ts';
import { describeWithPostgresToo, type Client, type TestContext } from '../test/harness.ts';
import { multipart } from '../test/multipart.ts';
import { xliffOf } from '../test/resources.ts';

/**
 * A file uploaded into a project is read once for all its target languages where its format reads the same
 * segments into each (documents/import.ts), and stored once, the original its documents share: each language's
 * document must be what a reading of its own made, as every upload did before.
 */

const TARGETS = ['de', 'ru', 'ja'];

async function createProject(client: Client): Promise<Project> {
  const payload = { name: 'Release', source_lang: 'en', target_langs: TARGETS };
  const response = await client.inject({ method: 'POST', url: '/api/projects/', payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function uploadInto(t: TestContext, client: Client, url: string, fields: Record<string, string>, file: File) {
  const response = await client.inject({ method: 'POST', url, ...multipart(fields, file) });
  expect(response.statusCode, response.body).toBe(202);
  await t.app.jobs.idle();
  return response.json();
}

type File = { name: string; content: Buffer | string };

/** The project's upload: one document per target language, in the project's order. */
async function uploadedIntoProject(t: TestContext, client: Client, projectId: number, file: File) {
  const { documents } = (await uploadInto(
    t,
    client,
    `/api/projects/${projectId}/documents`,
    {},
    file,
  )) as ProjectDocumentsStarted;
  expect(documents.map((document) => document.target_lang)).toEqual(TARGETS);
  return documents.map((document) => document.id);
}

/** What every upload did before: the file read for one document, in one target language, into the project. */
async function uploadedAlone(t: TestContext, client: Client, projectId: number, file: File, target: string) {
  const fields = { project_id: String(projectId), source_lang: 'en', target_lang: target };
  return ((await uploadInto(t, client, '/api/document/', fields, file)) as { id: number }).id;
}

/** Everything a document's import made, without its ids: its row, its segments, its preview and its download. */
async function imported(t: TestContext, client: Client, id: number) {
  const {
    id: _id,
    original_id,
    created_at: _created,
    updated_at: _updated,
    ...document
  } = await t.db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const records = (
    await t.db.selectFrom('document_records').selectAll().where('document_id', '=', id).orderBy('position').execute()
  ).map(({ id: _record, document_id: _document, updated_at: _updated, ...record }) => record);
  const preview = (await client.inject(`/api/document/${id}/preview`)).json() as DocumentPreview;
  const blocks = preview.blocks.map((block) => ({
    ...block,
    segments: block.segments.map(({ id: _segment, ...segment }) => segment),
  }));
  const download = await client.inject(`/api/document/${id}/download`);
  expect(download.statusCode).toBe(200);
  return { document, records, blocks, download: download.rawPayload, originalId: original_id };
}

/** Counts the child processes started (the upload's inspection and readers) until `stop()`. */
function countProcessesStarted(): { stop(): number } {
  let count = 0;
  const onStart = () => count++;
  subscribe('child_process', onStart);
  return {
    stop() {
      unsubscribe('child_process', onStart);
      return count;
    },
  };
}

const storedChunks = async (t: TestContext, originalId: number) =>
  (await t.db.selectFrom('document_files').select('seq').where('original_id', '=', originalId).execute()).length;

describeWithPostgresToo('a file uploaded into a project of several target languages', (t) => {
  it.each([
    ['a Word document, read once for every language', 'docx/fixtures/structure-libreoffice.docx'],
    ['a resource file of plural forms, read once for each language', 'json/fixtures/i18next-en.json'],
  ])(
    '%s: each document as a reading of its own made it, the file stored once',
    async (_kind, fixture) => {
      const manager = await t.signIn('manager');
      const project = await createProject(manager);
      const file = { name: fixture.split('/').at(-1)!, content: await fixtureBytes(fixture) };
      const started = performance.now();
      const processes = countProcessesStarted();
      const shared = await uploadedIntoProject(t, manager, project.id, file);
      // The upload's inspection, then one reader for every language, however many readings it makes.
      expect(processes.stop()).toBe(2);
      const sharedSeconds = (performance.now() - started) / 1000;
      const aloneStarted = performance.now();
      const alone = [];
      for (const target of TARGETS) alone.push(await uploadedAlone(t, manager, project.id, file, target));
      const aloneSeconds = (performance.now() - aloneStarted) / 1000;
      // A figure for the commit, no assertion: one upload into three languages, and three uploads of one each.
      console.log(
        `${file.name}: project upload into 3 languages ${sharedSeconds.toFixed(2)} s, 3 single uploads ${aloneSeconds.toFixed(2)} s`,
      );

      const originals = new Set<number>();
      for (const [index, id] of shared.entries()) {
        const { originalId, ...ours } = await imported(t, manager, id);
        const { originalId: ownOriginal, ...reference } = await imported(t, manager, alone[index]!);
        expect(ours.document.status, ours.document.processing_error ?? '').toBe('done');
        expect(ours.records.length).toBeGreaterThan(0);
        expect(ours).toEqual(reference);
        expect(await storedChunks(t, originalId)).toBe(await storedChunks(t, ownOriginal));
        originals.add(originalId);
      }
      expect(originals.size).toBe(1);
    },
    120_000,
  );

  it('keeps the shared original until the last of its documents goes, and stores nothing of a file that fails', async () => {
    const manager = await t.signIn('manager');
    const project = await createProject(manager);
    const file = { name: 'ui.xlf', content: xliffOf(['Save the file.']).replace(' target-language="de"', '') };
    const ids = await uploadedIntoProject(t, manager, project.id, file);
    const { original_id: originalId } = await t.db
      .selectFrom('documents')
      .select('original_id')
      .where('id', '=', ids[0]!)
      .executeTakeFirstOrThrow();
    const chunks = await storedChunks(t, originalId);
    expect(chunks).toBeGreaterThan(0);
    for (const id of ids.slice(0, -1)) {
      expect((await manager.inject({ method: 'DELETE', url: `/api/document/${id}` })).statusCode).toBe(200);
      expect(await storedChunks(t, originalId)).toBe(chunks);
    }
    expect((await manager.inject({ method: 'DELETE', url: `/api/document/${ids.at(-1)}` })).statusCode).toBe(200);
    expect(await storedChunks(t, originalId)).toBe(0);
    const left = await t.db.selectFrom('document_originals').select('id').where('id', '=', originalId).execute();
    expect(left).toEqual([]);

    // In another source language: every document fails, saying so, and keeps no segment and no file.
    const french = { name: 'fr.xlf', content: file.content.replace('source-language="en"', 'source-language="fr"') };
    const failed = await uploadedIntoProject(t, manager, project.id, french);
    for (const id of failed) {
      const document = await t.db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(document).toMatchObject({ status: 'error', records_count: 0 });
      expect(document.processing_error).toContain('from fr');
      expect(await storedChunks(t, document.original_id)).toBe(0);
    }
  }, 60_000);
});
