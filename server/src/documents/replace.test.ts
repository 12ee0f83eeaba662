import { describe, expect, it } from 'vitest';
import { inlineToken as tok, type DocumentRecord, type ReplaceResult } from '@tessera/shared/contract';
import { describeWithPostgresToo, statusOf, type Client, type TestContext } from '../test/harness.ts';
import { findPattern, replaceInTarget } from './replace.ts';
import { uploadDocument } from '../test/resources.ts';

const XLIFF = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="menu.properties" source-language="en" target-language="de" datatype="plaintext">
    <body>
      <trans-unit id="a"><source>Save the file</source><target state="translated">Datei speichern</target></trans-unit>
      <trans-unit id="b"><source>Click <g id="1">the file</g> to open</source><target state="translated">Klicken Sie auf <g id="1">die Datei</g>, Datei öffnen</target></trans-unit>
      <trans-unit id="c" translate="no"><source>Datei</source><target>Datei</target></trans-unit>
      <trans-unit id="d" approved="yes"><source>Files</source><target state="final">Dateien</target></trans-unit>
      <trans-unit id="e"><source>Print</source><target state="translated">Drucken</target></trans-unit>
    </body>
  </file>
</xliff>
`;

/** Uploaded by a manager (users may not upload); the tests then read and edit as a plain user. */
const upload = async (t: TestContext) => uploadDocument(t, await t.signIn('manager'), XLIFF, { name: 'menu.xlf' });

const recordsOf = async (client: Client, id: number) =>
  Object.fromEntries(
    ((await (await client.inject(`/api/document/${id}/records`)).json()).records as DocumentRecord[]).map((r) => [
      r.unit_id,
      r,
    ]),
  );

describe('replacing in a target', () => {
  it('replaces in the text only: inline codes stay, a hit across a code is none', () => {
    const target = `Die ${tok(1)}Datei${tok(2)} und die Datei`;
    expect(
      replaceInTarget(target, findPattern({ find: 'datei', regex: false, case_sensitive: false }), 'Akte', false),
    ).toEqual({
      after: `Die ${tok(1)}Akte${tok(2)} und die Akte`,
      occurrences: 2,
    });
    expect(
      replaceInTarget(target, findPattern({ find: 'Datei und', regex: false, case_sensitive: false }), 'x', false)
        .occurrences,
    ).toBe(0);
  });

  it('inserts a literal replacement as typed, and expands $1, $<name> and $& for a regular expression', () => {
    expect(
      replaceInTarget('a.b a.b', findPattern({ find: 'a.b', regex: false, case_sensitive: true }), '$1$&', false).after,
    ).toBe('$1$& $1$&');
    expect(
      replaceInTarget('axb', findPattern({ find: 'a.b', regex: false, case_sensitive: true }), 'y', false).occurrences,
    ).toBe(0);
    const swap = findPattern({ find: '(\\w+), (?<second>\\w+)', regex: true, case_sensitive: false });
    expect(replaceInTarget('Doe, John', swap, '$<second> $1 ($&) $$ $9', true).after).toBe('John Doe (Doe, John) $ $9');
    expect(
      replaceInTarget('Datei', findPattern({ find: 'DATEI', regex: false, case_sensitive: true }), 'x', false)
        .occurrences,
    ).toBe(0);
  });
});

/** A target on which a backtracking engine tries every way of splitting the letters: 2^30 of them. */
const BACKTRACKING_TRAP = 'a'.repeat(30) + '!';
const TRAPS = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="traps.txt" source-language="en" target-language="de" datatype="plaintext">
    <body>
${Array.from({ length: 8 }, (_, i) => `<trans-unit id="t${i}"><source>Trap ${i}</source><target>${BACKTRACKING_TRAP}</target></trans-unit>`).join('\n')}
    </body>
  </file>
</xliff>
`;

describeWithPostgresToo('find and replace in targets', (t) => {
  const replace = (client: Client, id: number, body: object) =>
    client.inject({ method: 'POST', url: `/api/document/${id}/replace`, payload: body });

  it('previews every change with counts, changing nothing, leaving locked segments and codes alone', async () => {
    const user = await t.signIn('user');
    const { id } = await upload(t);
    const response = await replace(user, id, { find: 'datei', replace: 'Akte' });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json() as ReplaceResult;
    const records = await recordsOf(user, id);
    expect(preview).toMatchObject({ segments: 3, occurrences: 4, skipped: [] });
    expect(preview.changes.map((change) => [change.position, change.after, change.occurrences])).toEqual([
      [0, 'Akte speichern', 1],
      [1, `Klicken Sie auf ${tok(1)}die Akte${tok(2)}, Akte öffnen`, 2],
      [3, 'Akteen', 1],
    ]);
    expect(preview.changes[0]!.updated_at).toBe(records.a!.updated_at);
    expect(records.a!.target).toBe('Datei speichern');
    expect((await replace(user, id, { find: 'Datei', replace: 'x', case_sensitive: true })).json().segments).toBe(3);
    expect((await replace(user, id, { find: 'datei', replace: 'x', case_sensitive: true })).json().segments).toBe(0);
    expect((await replace(user, id, { find: '\\bDatei\\b', replace: 'Akte', regex: true })).json().occurrences).toBe(3);
  });

  it('replaces the previewed segments, keeps approvals, skips one changed meanwhile, and undoes what it did', async () => {
    const user = await t.signIn('user');
    const { id } = await upload(t);
    const preview = (await replace(user, id, { find: 'Datei', replace: 'Akte' })).json() as ReplaceResult;
    // Someone saves segment "a" after the preview.
    const a = (await recordsOf(user, id)).a!;
    expect(
      await statusOf(user, {
        method: 'PUT',
        url: `/api/document/records/${a.id}`,
        payload: { target: 'Datei sichern', approved: false, updated_at: a.updated_at },
      }),
    ).toBe(200);

    const records = preview.changes.map(({ id: recordId, updated_at }) => ({ id: recordId, updated_at }));
    const applied = await replace(user, id, { find: 'Datei', replace: 'Akte', preview: false, records });
    expect(applied.statusCode, applied.body).toBe(200);
    const result = applied.json() as ReplaceResult;
    expect(result).toMatchObject({ segments: 2, occurrences: 3 });
    expect(result.skipped).toEqual([{ id: a.id, position: 0, reason: 'Changed by someone else meanwhile' }]);
    let now = await recordsOf(user, id);
    expect(now.a!.target).toBe('Datei sichern');
    expect(now.b!.target).toBe(`Klicken Sie auf ${tok(1)}die Akte${tok(2)}, Akte öffnen`);
    expect(now.d).toMatchObject({ target: 'Akteen', approved: true });
    expect(result.changes.find((change) => change.id === now.b!.id)!.updated_at).toBe(now.b!.updated_at);

    // Undo: b goes back; d was edited since the replacement, so it stays as it is now.
    expect(
      await statusOf(user, {
        method: 'PUT',
        url: `/api/document/records/${now.d!.id}`,
        payload: { target: 'Die Akten', approved: true, updated_at: now.d!.updated_at },
      }),
    ).toBe(200);
    const undo = await user.inject({
      method: 'POST',
      url: `/api/document/${id}/replace/undo`,
      payload: {
        changes: result.changes.map((change) => ({
          id: change.id,
          target: change.before,
          updated_at: change.updated_at,
        })),
      },
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toMatchObject({
      segments: 1,
      skipped: [{ id: now.d!.id, position: 3, reason: 'Changed by someone else meanwhile' }],
    });
    now = await recordsOf(user, id);
    expect(now.b!.target).toBe(`Klicken Sie auf ${tok(1)}die Datei${tok(2)}, Datei öffnen`);
    expect(now.d!.target).toBe('Die Akten');
  });

  it('refuses what cannot be a replacement (400), a missing document (404), and anonymous callers (401)', async () => {
    const user = await t.signIn('user');
    const { id } = await upload(t);
    const bad = async (body: object, message: RegExp) => {
      const response = await replace(user, id, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(message);
    };
    await bad({ find: '(', replace: 'x', regex: true }, /find.*not a valid regular expression/);
    await bad({ find: 'a*', replace: 'x', regex: true }, /matches empty text/);
    await bad({ find: '', replace: 'x' }, /find is required/);
    await bad({ find: 'Datei', replace: 'x', preview: false }, /records.*required/);
    await bad({ find: '\\p{Lu}', replace: 'x', regex: true }, /not a valid regular expression/);
    // A replacement that would break a target is refused for that segment only.
    const preview = (await replace(user, id, { find: 'Drucken', replace: '\u0007' })).json() as ReplaceResult;
    const applied = (
      await replace(user, id, { find: 'Drucken', replace: '\u0007', preview: false, records: preview.changes })
    ).json() as ReplaceResult;
    expect(applied.segments).toBe(0);
    expect(applied.skipped[0]!.reason).toMatch(/control characters/);
    await bad({ find: '(\\w+) \\1', replace: '$1', regex: true }, /find.*backreferences.*not supported/);
    await bad({ find: '(?<=Datei )x', replace: 'y', regex: true }, /find.*lookbehind.*not supported/);
    await bad({ find: '(?:.{100}){10}', replace: 'y', regex: true }, /find is too costly.*at most 200/);
    await bad({ find: '(a{100}){100}', replace: 'y', regex: true }, /find is not a valid regular expression.*repeat/);
    expect((await replace(user, 999_999, { find: 'x', replace: 'y' })).statusCode).toBe(404);
    expect((await replace(t.anonymous, id, { find: 'x', replace: 'y' })).statusCode).toBe(401);
  });

  it('runs a regular expression in linear time: a pattern that backtracks exponentially answers at once', async () => {
    const user = await t.signIn('user');
    const { id } = await uploadDocument(t, await t.signIn('manager'), TRAPS, { name: 'traps.xlf' });
    // JavaScript's RegExp took about 10 s per target on this one, and no other request was answered meanwhile.
    const replacing = replace(user, id, { find: '(a+)+b|!', replace: 'x', regex: true });
    expect((await t.anonymous.inject('/api/health')).statusCode).toBe(200);
    const response = await replacing;
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json() as ReplaceResult;
    expect(preview).toMatchObject({ segments: 8, occurrences: 8 });
    expect(new Set(preview.changes.map((change) => change.after))).toEqual(new Set(['a'.repeat(30) + 'x']));
    const search = await user.inject(`/api/document/${id}/records?regex=true&search=${encodeURIComponent('(a+)+b|!')}`);
    expect(search.json().total_rows).toBe(8);
  });
});
