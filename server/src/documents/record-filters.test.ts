import { expect, it } from 'vitest';
import type { DocumentRecord, DocumentRecordPage } from '@tessera/shared/contract';
import { describeWithPostgresToo, type Client, type TestContext } from '../test/harness.ts';
import { savedRecord, uploadDocument } from '../test/resources.ts';

/** Six segments: sources and targets that tell substring, regex, case and source-or-target searches apart. */
const XLIFF = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="menu.properties" source-language="en" target-language="de" datatype="plaintext">
    <body>
      <trans-unit id="a"><source>Save the File</source><target state="translated">Datei speichern</target></trans-unit>
      <trans-unit id="b"><source>Open a file</source><target state="translated">Eine Datei öffnen</target></trans-unit>
      <trans-unit id="c"><source>Click <g id="1">here</g> to save</source></trans-unit>
      <trans-unit id="d"><source>Version 2.10 is out</source><target state="translated">Version 2.10 ist da</target></trans-unit>
      <trans-unit id="e"><source>100% done</source></trans-unit>
      <trans-unit id="f"><source>Print</source><target state="translated">file</target></trans-unit>
    </body>
  </file>
</xliff>
`;

/** Uploaded by a manager (users may not upload); the tests then read and edit as a plain user. */
const upload = async (t: TestContext) => uploadDocument(t, await t.signIn('manager'), XLIFF, { name: 'menu.xlf' });

describeWithPostgresToo('document record filters', (t) => {
  const units = async (client: Client, id: number, query: string) => {
    const response = await client.inject(`/api/document/${id}/records?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as DocumentRecordPage;
    expect(page.total_rows).toBe(page.records.length);
    return page.records.map((record) => record.unit_id);
  };

  it('searches source and target, or one of them, as a substring ignoring case unless asked', async () => {
    const user = await t.signIn('user');
    const { id } = await upload(t);
    expect(await units(user, id, 'search=file')).toEqual(['a', 'b', 'f']);
    expect(await units(user, id, 'search=file&search_in=source')).toEqual(['a', 'b']);
    expect(await units(user, id, 'search=file&search_in=target')).toEqual(['f']);
    expect(await units(user, id, 'search=File&case_sensitive=true')).toEqual(['a']);
    // Inline codes are not text: "here to" is found across the closing code.
    expect(await units(user, id, 'search=here%20to')).toEqual(['c']);
    // LIKE's wildcards are literal characters in a substring search.
    expect(await units(user, id, 'search=100%25')).toEqual(['e']);
    expect(await units(user, id, 'search=_')).toEqual([]);
  });

  it('searches with a regular expression (PostgreSQL ~ and ~*), and answers 400 for one that is not', async () => {
    const user = await t.signIn('user');
    const { id } = await upload(t);
    expect(await units(user, id, `regex=true&search=${encodeURIComponent('^(save|open)\\b')}`)).toEqual(['a', 'b']);
    expect(
      await units(user, id, `regex=true&case_sensitive=true&search=${encodeURIComponent('^(save|open)\\b')}`),
    ).toEqual([]);
    expect(await units(user, id, `regex=true&search=${encodeURIComponent('\\d+\\.\\d+')}&search_in=target`)).toEqual([
      'd',
    ]);
    // Not a regular expression: "2.10" matches "2x10" too, a substring search does not.
    expect(await units(user, id, `regex=true&search=${encodeURIComponent('[0-9]+%')}`)).toEqual(['e']);
    const unclosed = await user.inject(`/api/document/${id}/records?regex=true&search=${encodeURIComponent('(save')}`);
    expect(unclosed.statusCode).toBe(400);
    expect(unclosed.json().message).toMatch(/search.*not a valid regular expression/);
    // JavaScript reads a Unicode property; PostgreSQL does not: still the request's fault, not the server's.
    const property = await user.inject(
      `/api/document/${id}/records?regex=true&search=${encodeURIComponent('\\p{Lu}ave')}`,
    );
    expect(property.statusCode).toBe(400);
    expect(property.json().message).toMatch(/not a valid regular expression/);
    // What only a backtracking engine runs, or what costs too much to run, is refused before any segment is read.
    const refused = async (pattern: string) => {
      const response = await user.inject(
        `/api/document/${id}/records?regex=true&search=${encodeURIComponent(pattern)}`,
      );
      expect(response.statusCode, response.body).toBe(400);
      return response.json().message as string;
    };
    expect(await refused('(save) \\1')).toMatch(/search.*backreferences.*not supported/);
    expect(await refused('(?<=the )file')).toMatch(/search.*lookbehind.*not supported/);
    expect(await refused('x{0,500}')).toMatch(/search is too costly a regular expression/);
    // Without regex=true the same text is a plain substring.
    expect(await units(user, id, `search=${encodeURIComponent('(save')}`)).toEqual([]);
    expect((await user.inject(`/api/document/${id}/records?regex=yes`)).statusCode).toBe(400);
  });

  it('keeps the segments saved since a moment, combined with status and text filters', async () => {
    const user = await t.signIn('user');
    const { id } = await upload(t);
    const all = (await (await user.inject(`/api/document/${id}/records`)).json()).records as DocumentRecord[];
    const since = new Date(Date.now() + 1).toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    for (const unit of ['b', 'e']) {
      const record = all.find((r) => r.unit_id === unit)!;
      await savedRecord(user, record, { target: 'Neu', approved: unit === 'e' });
    }
    expect(await units(user, id, `changed_since=${encodeURIComponent(since)}`)).toEqual(['b', 'e']);
    expect(await units(user, id, `changed_since=${encodeURIComponent(since)}&filter=approved`)).toEqual(['e']);
    expect(await units(user, id, `changed_since=${encodeURIComponent(since)}&search=open`)).toEqual(['b']);
    expect(
      await units(user, id, `changed_since=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`),
    ).toEqual([]);
    const bad = await user.inject(`/api/document/${id}/records?changed_since=yesterday`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/changed_since/);
  });

  it('keeps the segments asked for in a filtered view, saying which no longer match, until asked without them', async () => {
    const user = await t.signIn('user');
    const { id } = await upload(t);
    const all = (await (await user.inject(`/api/document/${id}/records`)).json()).records as DocumentRecord[];
    const byUnit = (unit: string) => all.find((record) => record.unit_id === unit)!;
    // Two segments are confirmed in the "not confirmed" view, as a translator going on with Ctrl+Enter does.
    await savedRecord(user, byUnit('a'), { target: 'Datei speichern', approved: true });
    await savedRecord(user, byUnit('c'), { target: 'Hier klicken', approved: false });
    const kept = `${byUnit('a').id},${byUnit('c').id}`;
    const page = async (query: string) => {
      const response = await user.inject(`/api/document/${id}/records?filter=unapproved&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as DocumentRecordPage;
    };
    const keeping = await page(`keep=${kept}`);
    expect(keeping.records.map((record) => record.unit_id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(keeping.total_rows).toBe(6);
    // "a" is there only because it was kept; "c" still matches the view on its own.
    expect(keeping.kept_ids).toEqual([byUnit('a').id]);
    expect((await page('')).records.map((record) => record.unit_id)).toEqual(['b', 'c', 'd', 'e', 'f']);
    // The whole document has nothing to keep; another document's segment is never brought in.
    const other = await upload(t);
    const foreign = (await (await user.inject(`/api/document/${other.id}/records`)).json()).records[0].id;
    const elsewhere = await page(`keep=${foreign}`);
    expect(elsewhere.records.map((record) => record.unit_id)).toEqual(['b', 'c', 'd', 'e', 'f']);
    expect(elsewhere.kept_ids).toEqual([]);
    for (const bad of ['keep=a', 'keep=1,,2', `keep=${Array.from({ length: 501 }, (_, i) => i + 1).join(',')}`]) {
      const response = await user.inject(`/api/document/${id}/records?filter=unapproved&${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message).toMatch(/keep/);
    }
  });

  it('needs a session, and answers 404 for a document that does not exist', async () => {
    expect((await t.anonymous.inject('/api/document/1/records?search=x&regex=true')).statusCode).toBe(401);
    const user = await t.signIn('user');
    expect((await user.inject('/api/document/999999/records?search=x&regex=true')).statusCode).toBe(404);
  });
});
