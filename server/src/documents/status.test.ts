import { expect, it } from 'vitest';
import { SegmentStatus, type Document, type DocumentRecord } from '@tessera/shared/contract';
import { describeWithPostgresToo, type Client, type TestContext } from '../test/harness.ts';
import { savedRecord } from '../test/resources.ts';

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
  ['signed-off', 'state="signed-off"', 'Ziel', 'reviewed'],
  ['approved-attribute', 'approved="yes"', 'Ziel', 'approved'],
  ['own-state', 'state="x-checked"', 'Ziel', 'translated'],
  ['rejected-grammar', 'state="needs-review-translation" state-qualifier="rejected-grammar"', 'Ziel', 'rejected'],
];
const xliff12 = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="states.txt" source-language="en" target-language="de" datatype="plaintext"><body>
${units12.map(([id, attributes, target]) => `    ${unit(id, attributes, target)}`).join('\n')}
  </body></file>
</xliff>
`;
/** A segment in every XLIFF 2.0 state, and a rejected one (Tessera's own subState), with the status each must show. */
const states20: [id: string, state: string, subState: string | null, target: string | null, status: SegmentStatus][] = [
  ['initial', 'initial', null, null, 'new'],
  ['translated', 'translated', null, 'Ziel', 'translated'],
  ['reviewed', 'reviewed', null, 'Ziel', 'reviewed'],
  ['final', 'final', null, 'Ziel', 'final'],
  ['rejected', 'translated', 'tessera:rejected', 'Ziel', 'rejected'],
];
const xliff20 = `<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de"><file id="f1">
${states20
  .map(([id, state, subState, target]) => {
    const attributes = `state="${state}"${subState === null ? '' : ` subState="${subState}"`}`;
    return `  <unit id="${id}"><segment ${attributes}><source>Source ${id}</source>${target === null ? '' : `<target>${target}</target>`}</segment></unit>`;
  })
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
  unitIds(list.filter((record) => record.status === status));
const unitIds = (list: DocumentRecord[]) => list.map((record) => record.unit_id);
const segmentOf = (list: DocumentRecord[], unitId: string) => list.find((record) => record.unit_id === unitId)!;

describeWithPostgresToo('segment statuses', (t) => {
  /**
   * `content` uploaded by a manager; `segment` reads one of its segments as it is now, `reimported` gives the
   * statuses by unit of a file (its download) uploaded again as a new document.
   */
  async function statesDocument(content: string) {
    const manager = await t.signIn('manager');
    const document = await upload(t, manager, 'states.xlf', content);
    return {
      manager,
      document,
      segment: async (unitId: string) => segmentOf(await records(manager, document.id), unitId),
      download: async () => (await manager.inject(`/api/document/${document.id}/download`)).body,
      reimported: async (file: string) =>
        statusByUnit(await records(manager, (await upload(t, manager, 'states-again.xlf', file)).id)),
    };
  }

  it('shows every XLIFF 1.2 state in the one vocabulary, needs-review-* as needs review, and keeps the file state', async () => {
    const { manager, document } = await statesDocument(xliff12);
    const list = await records(manager, document.id);
    expect(statusByUnit(list)).toEqual(Object.fromEntries(units12.map(([id, , , status]) => [id, status])));
    expect(segmentOf(list, 'needs-review-l10n').state).toBe('needs-review-l10n');
  });

  it('shows the XLIFF 2.0 states initial, translated, reviewed and final, and the subState of a rejection', async () => {
    const { manager, document } = await statesDocument(xliff20);
    expect(statusByUnit(await records(manager, document.id))).toEqual(
      Object.fromEntries(states20.map(([id, , , , status]) => [id, status])),
    );
  });

  it('filters by each status with the same words, as the records say them', async () => {
    const { manager, document, segment } = await statesDocument(xliff12);
    // A target saved here and not approved is the one draft.
    await savedRecord(manager, await segment('no-target'), { target: 'Neu', approved: false });
    const list = await records(manager, document.id);
    expect(unitsWith(list, 'draft')).toEqual(['no-target']);
    for (const status of SegmentStatus.options) {
      const filtered = await records(manager, document.id, status);
      expect(unitIds(filtered), status).toEqual(unitsWith(list, status));
      expect(filtered.length, status).toBeGreaterThan(0);
    }
    expect(
      (await records(manager, document.id, 'unapproved')).every(
        (record) => !['final', 'approved'].includes(record.status),
      ),
    ).toBe(true);
  });

  it('rejects a target for a reviewer: rejected until its target changes or it is approved, in its history', async () => {
    const { manager, document, segment } = await statesDocument(xliff12);
    const translated = await segment('translated');

    const rejected = await savedRecord(manager, translated, { target: 'Ziel', approved: false, rejected: true });
    expect([rejected.status, rejected.approved, rejected.state]).toEqual([
      'rejected',
      false,
      'needs-review-translation',
    ]);
    expect(unitIds(await records(manager, document.id, 'rejected'))).toEqual(['translated', 'rejected-grammar']);
    const history = await manager.inject(`/api/document/records/${translated.id}/history`);
    expect(history.json().versions[0]).toMatchObject({
      change: 'reject',
      user: { username: manager.user.username },
      old_target: 'Ziel',
      new_target: 'Ziel',
      new_approved: false,
    });

    // Saved again as it was, it stays rejected; a new target is the translator's draft; approving ends it too.
    const again = await savedRecord(manager, rejected, { target: 'Ziel', approved: false });
    expect(again.status).toBe('rejected');
    const redone = await savedRecord(manager, again, { target: 'Neues Ziel', approved: false });
    expect(redone.status).toBe('draft');
    const rejectedAgain = await savedRecord(manager, redone, { target: 'Neues Ziel', approved: false, rejected: true });
    expect((await savedRecord(manager, rejectedAgain, { target: 'Neues Ziel', approved: true })).status).toBe(
      'approved',
    );

    // Nothing to reject in an empty target, and approving and rejecting at once is no decision.
    const empty = await segment('no-target');
    for (const body of [
      { target: '', approved: false, rejected: true },
      { target: 'Ziel', approved: true, rejected: true },
    ]) {
      const response = await manager.inject({
        method: 'PUT',
        url: `/api/document/records/${empty.id}`,
        payload: { ...body, updated_at: empty.updated_at },
      });
      expect(response.statusCode, response.body).toBe(400);
    }
  });

  it('writes a rejection and a draft into the XLIFF 1.2 download, and reads the rejection back', async () => {
    const { manager, segment, download, reimported } = await statesDocument(xliff12);
    await savedRecord(manager, await segment('translated'), { target: 'Ziel', approved: false, rejected: true });
    await savedRecord(manager, await segment('no-target'), { target: 'Entwurf', approved: false });
    // A rejection from the file, approved here: its qualifier goes with it.
    await savedRecord(manager, await segment('rejected-grammar'), { target: 'Ziel', approved: true });

    const file = await download();
    const unitXml = (id: string) => new RegExp(`<trans-unit id="${id}"[^>]*>.*?</trans-unit>`).exec(file)?.[0];
    expect(unitXml('translated')).toContain(
      '<target state="needs-review-translation" state-qualifier="rejected-inaccurate">Ziel</target>',
    );
    expect(unitXml('no-target')).toContain('<target state="translated">Entwurf</target>');
    expect(unitXml('rejected-grammar')).toContain('<target state="final">Ziel</target>');

    const statuses = await reimported(file);
    expect([statuses['translated'], statuses['no-target'], statuses['rejected-grammar']]).toEqual([
      'rejected',
      'translated',
      'final',
    ]);
  });

  it('writes a rejection into the XLIFF 2.0 download as subState tessera:rejected, and reads it back', async () => {
    const { manager, segment, download, reimported } = await statesDocument(xliff20);
    await savedRecord(manager, await segment('translated'), { target: 'Ziel', approved: false, rejected: true });
    await savedRecord(manager, await segment('rejected'), { target: 'Besser', approved: false });

    const file = await download();
    expect(file).toContain(
      '<segment state="translated" subState="tessera:rejected"><source>Source translated</source>',
    );
    // Translated again: the rejection's subState is gone, the state says a target is there.
    expect(file).toContain('<segment state="translated"><source>Source rejected</source><target>Besser</target>');

    const statuses = await reimported(file);
    expect([statuses['translated'], statuses['rejected']]).toEqual(['rejected', 'translated']);
  });

  it("an approval given here is approved (final stays the file's word for what came approved), a plain save a draft", async () => {
    const { manager, document, segment } = await statesDocument(xliff12);
    const saveAs = async (unitId: string, approved: boolean) =>
      (await savedRecord(manager, await segment(unitId), { target: 'Neu', approved })).status;
    expect(await saveAs('final', true)).toBe('approved');
    expect(await saveAs('needs-review-translation', true)).toBe('approved');
    expect(await saveAs('new', false)).toBe('draft');
    const after = await records(manager, document.id);
    expect([
      segmentOf(after, 'final').status,
      segmentOf(after, 'signed-off').status,
      segmentOf(after, 'new').status,
    ]).toEqual(['approved', 'reviewed', 'draft']);
    expect(unitIds(await records(manager, document.id, 'final'))).toEqual([]);
    expect(unitIds(await records(manager, document.id, 'reviewed'))).toEqual(['signed-off']);
    expect(unitIds(await records(manager, document.id, 'approved'))).toEqual([
      'needs-review-translation',
      'final',
      'approved-attribute',
    ]);
  });

  it('writes a review given in a review step as 1.2 signed-off and 2.0 reviewed, and reads it back as reviewed', async () => {
    for (const [content, reviewedState, unitId] of [
      [xliff12, 'signed-off', 'translated'],
      [xliff20, 'reviewed', 'translated'],
    ] as const) {
      const { manager, document, segment, download, reimported } = await statesDocument(content);
      const reviewStep = { step: 'review', user_id: manager.user.id };
      await manager.inject({
        method: 'PUT',
        url: `/api/document/${document.id}/assignments`,
        payload: { assignments: [reviewStep] },
      });
      const reviewed = await savedRecord(manager, await segment(unitId), { target: 'Geprüft', approved: true });
      expect([reviewed.status, reviewed.state]).toEqual(['reviewed', reviewedState]);
      // The file's final stays final; approved without a review step it is approved.
      await manager.inject({
        method: 'PUT',
        url: `/api/document/${document.id}/assignments`,
        payload: { assignments: [] },
      });
      expect((await savedRecord(manager, await segment('final'), { target: 'Fertig', approved: true })).status).toBe(
        'approved',
      );

      const file = await download();
      expect(file).toMatch(
        new RegExp(
          `state="${reviewedState}"[^>]*>(<source>Source translated</source>)?<target>Geprüft|<target state="${reviewedState}">Geprüft`,
        ),
      );
      const statuses = await reimported(file);
      expect([statuses[unitId], statuses['final']]).toEqual(['reviewed', 'final']);
      const exported = (await manager.inject(`/api/document/${document.id}/download?as=xliff`)).body;
      expect(exported).toMatch(/<segment id="s1" state="reviewed">(?:(?!<\/segment>)[\s\S])*Geprüft/);
    }
  });

  it("writes the file's own state back unchanged for segments not edited", async () => {
    const file = await (await statesDocument(xliff12)).download();
    for (const state of ['needs-review-translation', 'needs-adaptation', 'signed-off', 'x-checked'])
      expect(file).toContain(`state="${state}"`);
  });
});
