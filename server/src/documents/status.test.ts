import { expect, it } from 'vitest';
import { SegmentStatus, type Document, type DocumentRecord } from '@tessera/shared/contract';
import { describeWithDatabases, type Client, type TestContext } from '../test/harness.ts';

const unit = (id: string, attributes: string, target: string | null) =>
  `<trans-unit id="${id}"${attributes.startsWith('approved') ? ` ${attributes}` : ''}><source>Source ${id}</source>${
    target === null ? '' : `<target${attributes.startsWith('state') ? ` ${attributes}` : ''}>${target}</target>`
  }</trans-unit>`;

/** A unit in every XLIFF 1.2 state (and none, and a tool's own), with the status each must show. */
const units12: [id: string, attributes: string, target: string | null, status: SegmentStatus][] = [
  ['no-target', '', null, 'new'],
  ['no-state', '', 'Ziel', 'translated'],
  ['blank', '', ' \n ', 'new'],
  ['new', 'state="new"', '', 'new'],
  ['needs-translation', 'state="needs-translation"', '', 'needs-translation'],
  ['needs-adaptation', 'state="needs-adaptation"', 'Ziel', 'needs-translation'],
  ['needs-l10n', 'state="needs-l10n"', 'Ziel', 'needs-translation'],
  ['translated', 'state="translated"', 'Ziel', 'translated'],
  ['needs-review-translation', 'state="needs-review-translation"', 'Ziel', 'needs-review'],
  ['needs-review-adaptation', 'state="needs-review-adaptation"', 'Ziel', 'needs-review'],
  ['needs-review-l10n', 'state="needs-review-l10n"', 'Ziel', 'needs-review'],
  ['final', 'state="final"', 'Ziel', 'final'],
  ['signed-off', 'state="signed-off"', 'Ziel', 'final'],
  ['approved-attribute', 'approved="yes"', 'Ziel', 'approved'],
  ['own-state', 'state="x-checked"', 'Ziel', 'translated'],
];
const xliff12 = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="states.txt" source-language="en" target-language="de" datatype="plaintext"><body>
${units12.map(([id, attributes, target]) => `    ${unit(id, attributes, target)}`).join('\n')}
  </body></file>
</xliff>
`;
const states20: [state: string, target: string | null, status: SegmentStatus][] = [
  ['initial', null, 'new'],
  ['translated', 'Ziel', 'translated'],
  ['reviewed', 'Ziel', 'approved'],
  ['final', 'Ziel', 'final'],
];
const xliff20 = `<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de"><file id="f1">
${states20
  .map(
    ([state, target]) =>
      `  <unit id="${state}"><segment state="${state}"><source>Source ${state}</source>${target === null ? '' : `<target>${target}</target>`}</segment></unit>`,
  )
  .join('\n')}
</file></xliff>
`;

function multipart(name: string, content: string) {
  const boundary = '----tessera-states';
  const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n${content}\r\n--${boundary}--\r\n`;
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(t: TestContext, client: Client, name: string, content: string): Promise<Document> {
  const response = await client.inject({ method: 'POST', url: '/api/document/', ...multipart(name, content) });
  expect(response.statusCode, response.body).toBe(202);
  await t.app.jobs.idle();
  return (await client.inject(`/api/document/${response.json().id}`)).json() as Document;
}

async function records(client: Client, id: number, filter = 'all'): Promise<DocumentRecord[]> {
  const response = await client.inject(`/api/document/${id}/records?filter=${filter}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().records;
}

const statusByUnit = (list: DocumentRecord[]) =>
  Object.fromEntries(list.map((record) => [record.unit_id, record.status]));
const unitsWith = (list: DocumentRecord[], status: SegmentStatus) =>
  list.filter((record) => record.status === status).map((r) => r.unit_id);

describeWithDatabases('segment statuses', (t) => {
  it('shows every XLIFF 1.2 state in the one vocabulary, needs-review-* as needs review, and keeps the file state', async () => {
    const manager = await t.signIn('manager');
    const document = await upload(t, manager, 'states.xlf', xliff12);
    const list = await records(manager, document.id);
    expect(statusByUnit(list)).toEqual(Object.fromEntries(units12.map(([id, , , status]) => [id, status])));
    expect(list.find((record) => record.unit_id === 'needs-review-l10n')?.state).toBe('needs-review-l10n');
  });

  it('shows the XLIFF 2.0 states initial, translated, reviewed and final', async () => {
    const manager = await t.signIn('manager');
    const document = await upload(t, manager, 'states.xlf', xliff20);
    expect(statusByUnit(await records(manager, document.id))).toEqual(
      Object.fromEntries(states20.map(([state, , status]) => [state, status])),
    );
  });

  it('filters by each status with the same words, as the records say them', async () => {
    const manager = await t.signIn('manager');
    const document = await upload(t, manager, 'states.xlf', xliff12);
    const list = await records(manager, document.id);
    for (const status of SegmentStatus.options) {
      const filtered = await records(manager, document.id, status);
      expect(
        filtered.map((record) => record.unit_id),
        status,
      ).toEqual(unitsWith(list, status));
      expect(filtered.length, status).toBeGreaterThan(0);
    }
    expect(
      (await records(manager, document.id, 'unapproved')).every(
        (record) => !['final', 'approved'].includes(record.status),
      ),
    ).toBe(true);
  });

  it("an approval given here is approved (final stays the file's word for what came approved), a plain save is translated", async () => {
    const manager = await t.signIn('manager');
    const document = await upload(t, manager, 'states.xlf', xliff12);
    const byUnit = (list: DocumentRecord[], id: string) => list.find((record) => record.unit_id === id)!;
    const before = await records(manager, document.id);
    const save = async (id: string, approved: boolean) => {
      const record = byUnit(before, id);
      const response = await manager.inject({
        method: 'PUT',
        url: `/api/document/records/${record.id}`,
        payload: { target: 'Neu', approved, updated_at: record.updated_at },
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as DocumentRecord).status;
    };
    expect(await save('final', true)).toBe('approved');
    expect(await save('needs-review-translation', true)).toBe('approved');
    expect(await save('new', false)).toBe('translated');
    const after = await records(manager, document.id);
    expect([byUnit(after, 'final').status, byUnit(after, 'signed-off').status, byUnit(after, 'new').status]).toEqual([
      'approved',
      'final',
      'translated',
    ]);
    expect((await records(manager, document.id, 'final')).map((record) => record.unit_id)).toEqual(['signed-off']);
    expect((await records(manager, document.id, 'approved')).map((record) => record.unit_id)).toEqual([
      'needs-review-translation',
      'final',
      'approved-attribute',
    ]);
  });

  it("writes the file's own state back unchanged for segments not edited", async () => {
    const manager = await t.signIn('manager');
    const document = await upload(t, manager, 'states.xlf', xliff12);
    const file = (await manager.inject(`/api/document/${document.id}/download`)).body;
    for (const state of ['needs-review-translation', 'needs-adaptation', 'signed-off', 'x-checked'])
      expect(file).toContain(`state="${state}"`);
  });
});
