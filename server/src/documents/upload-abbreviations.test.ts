import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { inlineText } from '@tessera/shared/contract';
import { describeWithPostgresToo } from '../test/harness.ts';
import { recordsOf, uploadDocument } from './upload.test-helper.ts';

/**
 * Abbreviations formatted apart from their sentence ("Smith Ltd." bold, "Dr." after a comment's code, "Fig." in
 * emphasis) are read into one segment with it through the API, in a Word document and an HTML page; on PostgreSQL
 * too, as every upload's segments are written in batches there.
 */

const fixture = (path: string) => readFileSync(new URL(`../formats/${path}`, import.meta.url));

describeWithPostgresToo('Abbreviations across inline codes in uploads', (t) => {
  it.each([
    ['docx/fixtures/review-libreoffice.docx', ['Smith Ltd. is the supplier, and Dr. Jones signs for it.']],
    [
      'html/fixtures/suppliers.html',
      ['Smith Ltd. is the supplier.', 'Dr. Jones signs for it.', 'See Fig. 3 and No. 5 on p. 12.'],
    ],
  ])('keeps them in their sentence in %s', async (path, sentences) => {
    const manager = await t.signIn('manager');
    const name = path.split('/').at(-1)!;
    const upload = await uploadDocument(
      t,
      manager,
      { source_lang: 'en', target_lang: 'de' },
      {
        name,
        content: fixture(path),
      },
    );
    expect(upload.statusCode, upload.body).toBe(202);
    const sources = (await recordsOf(manager, upload.json().id)).map((record) => inlineText(record.source));
    expect(sources).toEqual(expect.arrayContaining(sentences));
  });
});
