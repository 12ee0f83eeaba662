import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { inlineToken as code } from '@tessera/shared/contract';
import { hasPythonDocx } from '../formats/document-validators.test-helper.ts';
import { commentRangesByPythonDocx } from '../formats/office/comment-ranges.test-helper.ts';
import { describeWithPostgresToo } from '../test/harness.ts';
import { bySource, recordsOf, save, uploadDocument } from './upload.test-helper.ts';

/**
 * A Word document's comments on a few words of a sentence, through the API: the segment holds the range's bounds
 * as codes, the translator places them, and the downloaded file has each comment on the translation of its words
 * (python-docx reads it), one whose codes a translation leaves out on its sentence. On PostgreSQL too: the codes
 * are stored and read back as JSON with the segments.
 */

const reviewed = readFileSync(new URL('../formats/docx/fixtures/review-libreoffice.docx', import.meta.url));

describeWithPostgresToo("Comments' ranges in a translated Word document", (t) => {
  it.skipIf(!hasPythonDocx)('stay on the translation of the words they are on', async () => {
    const manager = await t.signIn('manager');
    const upload = await uploadDocument(
      t,
      manager,
      { source_lang: 'en', target_lang: 'de' },
      { name: 'terms.docx', content: reviewed },
    );
    expect(upload.statusCode, upload.body).toBe(202);
    const id = upload.json().id as number;
    const records = await recordsOf(manager, id);
    const payment = bySource(records, 'Payment is due on receipt of the invoice.');
    expect(payment.codes.map((code) => code.label)).toEqual(['[comment start]', '[comment end]', '[comment]']);
    await save(manager, payment, `Die Zahlung ist bei ${code(1)}Erhalt der Rechnung${code(2)}${code(3)} fällig.`);
    // Saved without the comment's codes, as a match would give it.
    await save(
      manager,
      bySource(records, 'Smith Ltd. is the supplier, and Dr. Jones signs for it.'),
      `${code(1)}Smith Ltd.${code(2)} ist der Lieferant, und Dr. Jones unterschreibt dafür.${code(5)}`,
    );
    const download = await manager.inject(`/api/document/${id}/download`);
    expect(download.statusCode).toBe(200);
    expect(commentRangesByPythonDocx(download.rawPayload)).toEqual([
      'Erhalt der Rechnung',
      'Smith Ltd. ist der Lieferant, und Dr. Jones unterschreibt dafür.',
    ]);
  });
});
