import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { Document } from '@tessera/shared/contract';
import { describeWithPostgresToo } from '../test/harness.ts';
import { documentOf, uploadDocument } from './upload.test-helper.ts';

/**
 * What a project manager learns of an uploaded file's tracked changes and comments: counted by the format's reader
 * as the file is read, kept with the document, and answered with it (contract Document `review_marks`) by the
 * document's own route and by the list. Files written by LibreOffice (see the formats' fixtures' READMEs). On
 * PostgreSQL too: the marks are a JSON column, written as the import ends.
 */

const LANGUAGES = { source_lang: 'en', target_lang: 'de' };
const fixture = (path: string) => readFileSync(new URL(`../formats/${path}`, import.meta.url));

describeWithPostgresToo('Tracked changes and comments of an uploaded file', (t) => {
  it.each([
    ['docx/fixtures/review-libreoffice.docx', { tracked_changes: 3, comments: 2, comments_translated: true }],
    ['odf/fixtures/review-libreoffice.odt', { tracked_changes: 3, comments: 2, comments_translated: true }],
    ['pptx/fixtures/comments-libreoffice.pptx', { tracked_changes: 0, comments: 2, comments_translated: false }],
    ['xlsx-document/fixtures/notes-libreoffice.xlsx', { tracked_changes: 0, comments: 2, comments_translated: false }],
  ])('counts those of %s and answers them with the document', async (path, marks) => {
    const manager = await t.signIn('manager');
    const name = path.split('/').at(-1)!;
    const response = await uploadDocument(t, manager, LANGUAGES, { name, content: fixture(path) });
    expect(response.statusCode, response.body).toBe(202);
    // Not known before the file is read.
    expect((response.json() as Document).review_marks).toBeNull();
    const document = await documentOf(manager, response.json().id);
    expect(document).toMatchObject({ status: 'done', review_marks: marks });
    const listed = (await manager.inject('/api/document/')).json() as Document[];
    expect(listed.find((each) => each.id === document.id)?.review_marks).toEqual(marks);
  });

  it('counts none in a Word document without them, and has nothing to say of a format without them', async () => {
    const manager = await t.signIn('manager');
    const plain = await uploadDocument(t, manager, LANGUAGES, {
      name: 'report.docx',
      content: fixture('docx/fixtures/report-python-docx.docx'),
    });
    expect((await documentOf(manager, plain.json().id)).review_marks).toEqual({
      tracked_changes: 0,
      comments: 0,
      comments_translated: true,
    });
    const text = await uploadDocument(t, manager, LANGUAGES, { name: 'notes.txt', content: 'One line to translate.' });
    expect(await documentOf(manager, text.json().id)).toMatchObject({ status: 'done', review_marks: null });
  });
});
