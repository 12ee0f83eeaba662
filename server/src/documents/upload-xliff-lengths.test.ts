import { expect, it } from 'vitest';
import type { Document } from '@tessera/shared/contract';
import { SEGMENT_TARGET_MAX_LENGTH } from '@tessera/shared/contract/plain';
import { overlong } from '../formats/hostile-documents.test-helper.ts';
import { describeWithDatabases } from '../test/harness.ts';
import { countRows, documentOf, recordsOf, uploadDocument } from './upload.test-helper.ts';

/**
 * An XLIFF file is imported as it streams, yet a unit longer than a save takes is refused at upload, as in every
 * other format: 422 naming the unit and the line of its end, and no document, file or segment created.
 */

const OVER = 'x'.repeat(SEGMENT_TARGET_MAX_LENGTH + 1);
/** Units enough to push the long one far past the start the upload reads for the file's languages. */
const FILLER = Array.from({ length: 400 }, (_, index) => `Segment ${index + 1} of the manual.`);

const xliff12 = (units: string[]) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n' +
  '<file source-language="en" target-language="de" datatype="plaintext" original="a"><body>\n' +
  units.join('\n') +
  '\n</body></file>\n</xliff>\n';
const unit12 = (id: string, source: string, target?: string) =>
  `<trans-unit id="${id}"><source>${source}</source>${target === undefined ? '' : `<target>${target}</target>`}</trans-unit>`;

const xliff20 = (units: string[]) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="2.0" xmlns="urn:oasis:names:tc:xliff:document:2.0" ' +
  'srcLang="en" trgLang="de">\n<file id="f1">\n' +
  units.join('\n') +
  '\n</file>\n</xliff>\n';
const unit20 = (id: string, source: string, target?: string) =>
  `<unit id="${id}"><segment><source>${source}</source>${target === undefined ? '' : `<target>${target}</target>`}</segment></unit>`;

const FILES = [
  {
    what: 'an XLIFF 1.2 source past the start',
    content: xliff12([...FILLER.map((text, index) => unit12(`u${index + 1}`, text)), unit12('long', OVER)]),
    message: overlong(FILLER.length + 4),
  },
  {
    what: 'an XLIFF 1.2 target',
    content: xliff12([unit12('u1', 'Short.'), unit12('long', 'Short too.', OVER)]),
    message: overlong(5),
  },
  {
    what: 'an XLIFF 1.2 unit id',
    content: xliff12([unit12('u1', 'Short.'), unit12(OVER, 'Short too.')]),
    message: overlong(5, `${'x'.repeat(80)}…`),
  },
  {
    what: 'an XLIFF 2.0 source past the start',
    content: xliff20([...FILLER.map((text, index) => unit20(`u${index + 1}`, text)), unit20('long', OVER)]),
    message: overlong(FILLER.length + 4),
  },
  {
    what: 'an XLIFF 2.0 target',
    content: xliff20([unit20('long', 'Short.', OVER)]),
    message: overlong(4),
  },
];

describeWithDatabases('overlong XLIFF units', (t) => {
  it.each(FILES)('refuses $what at upload with 422, naming the unit and its line', async (file) => {
    const manager = await t.signIn('manager');
    const before = await countRows(t);
    const response = await uploadDocument(t, manager, {}, { name: 'manual.xlf', content: file.content });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(422);
    expect(response.json().message).toMatch(file.message);
    expect(await countRows(t)).toBe(before);
    expect((await t.anonymous.inject('/api/health')).statusCode).toBe(200);
  });

  it('still accepts a unit of exactly the longest length a save takes, and imports it', async () => {
    const manager = await t.signIn('manager');
    const longest = 'x'.repeat(SEGMENT_TARGET_MAX_LENGTH);
    const response = await uploadDocument(
      t,
      manager,
      {},
      { name: 'manual.xlf', content: xliff12([unit12('u1', 'Short.'), unit12('longest', longest, longest)]) },
    );
    expect(response.statusCode, response.body).toBe(202);
    const document = await documentOf(manager, (response.json() as Document).id);
    expect(document).toMatchObject({ status: 'done', records_count: 2 });
    const records = await recordsOf(manager, document.id);
    expect(records.map((record) => [record.unit_id, record.source.length])).toEqual([
      ['u1', 6],
      ['longest', SEGMENT_TARGET_MAX_LENGTH],
    ]);
  });

  it('leaves a file malformed past its start to the import, which marks the document as failed', async () => {
    const manager = await t.signIn('manager');
    const truncated = xliff12([...FILLER.map((text, index) => unit12(`u${index + 1}`, text))]).slice(0, -40);
    const response = await uploadDocument(t, manager, {}, { name: 'manual.xlf', content: truncated });
    expect(response.statusCode, response.body).toBe(202);
    const document = await documentOf(manager, (response.json() as Document).id);
    expect(document).toMatchObject({ status: 'error', records_count: 0 });
    expect(document.processing_error).toMatch(/^Malformed XML/);
  });
});
