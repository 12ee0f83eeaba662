import { expect, it } from 'vitest';
import type { DocumentProgress, DocumentRecord } from '@tessera/shared/contract';
import { describeWithPostgresToo } from '../test/harness.ts';
import { savedRecord, uploadDocument } from '../test/resources.ts';

const XLIFF = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="menu.properties" source-language="en" target-language="de" datatype="plaintext">
    <body>
      <trans-unit id="a"><source>Save the file</source><target state="translated">Datei speichern</target></trans-unit>
      <trans-unit id="b" approved="yes"><source>Open it</source><target state="final">Öffnen</target></trans-unit>
      <trans-unit id="c"><source>Version 2 is out now</source></trans-unit>
      <trans-unit id="d"><source>Print</source><target> </target></trans-unit>
    </body>
  </file>
</xliff>
`;

describeWithPostgresToo('document progress', (t) => {
  it('counts segments and words translated, approved and rejected, and segments with QA errors, as they are saved', async () => {
    const manager = await t.signIn('manager');
    const { id } = await uploadDocument(t, manager, XLIFF, { name: 'menu.xlf' });
    const user = await t.signIn('user');
    const progress = async () => {
      const response = await user.inject(`/api/document/${id}/progress`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as DocumentProgress;
    };
    // A blank target is no translation.
    expect(await progress()).toEqual({
      segments: { total: 4, translated: 2, approved: 1, reviewed: 0, rejected: 0 },
      words: { total: 11, translated: 5, approved: 2, reviewed: 0, rejected: 0 },
      qa_errors: 0,
    });

    const records = (await (await user.inject(`/api/document/${id}/records`)).json()).records as DocumentRecord[];
    const c = records.find((record) => record.unit_id === 'c')!;
    // A number of the source missing in the target is a QA error.
    await savedRecord(user, c, { target: 'Version 3 ist jetzt da' });
    expect(await progress()).toEqual({
      segments: { total: 4, translated: 3, approved: 1, reviewed: 0, rejected: 0 },
      words: { total: 11, translated: 10, approved: 2, reviewed: 0, rejected: 0 },
      qa_errors: 1,
    });

    // A rejected target is there, and to be done again: rejected, not translated.
    const a = records.find((record) => record.unit_id === 'a')!;
    await savedRecord(user, a, { target: a.target, rejected: true });
    expect(await progress()).toEqual({
      segments: { total: 4, translated: 2, approved: 1, reviewed: 0, rejected: 1 },
      words: { total: 11, translated: 7, approved: 2, reviewed: 0, rejected: 3 },
      qa_errors: 1,
    });

    expect((await user.inject('/api/document/999999/progress')).statusCode).toBe(404);
    expect((await t.anonymous.inject(`/api/document/${id}/progress`)).statusCode).toBe(401);
  });
});
