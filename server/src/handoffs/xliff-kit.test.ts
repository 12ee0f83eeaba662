import { expect, it } from 'vitest';
import { zip } from '../formats/xlsx/zip.test-helper.ts';
import { describeWithPostgresToo } from '../test/harness.ts';
import { documentRecords, savedRecord, uploadDocument } from '../test/resources.ts';
import { entriesOf, handoffProject, returnReport, sendPackage, uploadReturn } from './handoff.test-helper.ts';
import { hasXmllint, XMLLINT_MISSING, xmllintErrors } from './xmllint.test-helper.ts';

/** A document whose one unit has a length limit (maxwidth in characters). */
const LIMITED = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="l" source-language="en" target-language="de" datatype="plaintext"><body>
    <trans-unit id="button" maxwidth="12" size-unit="char"><source>Settings</source></trans-unit>
  </body></file>
</xliff>`;

/** What a schema test's title says when xmllint is not there to check. */
const unchecked = hasXmllint ? '' : ` (${XMLLINT_MISSING})`;

describeWithPostgresToo('the XLIFF kits of a package', (t) => {
  /** A project with a commented segment, a limited one and instructions for German, sent out as `format`. */
  async function sentKit(format: 'xliff2' | 'xliff12') {
    const manager = await t.signIn('manager');
    const { project, guide, coded } = await handoffProject(t, manager);
    const limited = await uploadDocument(t, manager, LIMITED, { projectId: project.id, name: 'limited.xlf' });
    const [first, second] = await documentRecords(manager, guide.id);
    await savedRecord(manager, first!, { target: 'Speichern Sie die Datei.', approved: true });
    const comment = await manager.inject({
      method: 'POST',
      url: `/api/document/records/${second!.id}/comments`,
      payload: { text: 'Menus, not windows' },
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const instructions = await manager.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}/instructions/de`,
      payload: { instructions: 'Address the reader as Sie.' },
    });
    expect(instructions.statusCode, instructions.body).toBe(200);
    const handoff = await sendPackage(manager, project.id, {
      target_lang: 'de',
      format,
      due_at: '2027-01-15T12:00:00.000Z',
    });
    expect(handoff.format).toBe(format);
    const response = await manager.inject(`/api/projects/${project.id}/handoffs/${handoff.id}/package`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    return { manager, project, guide, coded, limited, handoff, response, entries: entriesOf(response) };
  }

  it('holds each document as XLIFF 2.0, the TM units of 70 % or more, the terms hit, the analysis and a README', async () => {
    const { manager, guide, coded, limited, response, entries } = await sentKit('xliff2');
    expect(response.headers['content-disposition']).toContain('filename="Spring-de.xliff2.zip"');
    expect([...entries.keys()]).toEqual([
      'Spring-de/README.txt',
      'Spring-de/analysis.html',
      'Spring-de/tm/tessera.tmx',
      'Spring-de/glossary/tessera.tbx',
      'Spring-de/guide.xlf',
      'Spring-de/coded.xlf',
      'Spring-de/limited.xlf',
    ]);
    const [first, second] = await documentRecords(manager, guide.id);
    const guideFile = entries.get('Spring-de/guide.xlf')!;
    expect(guideFile).toContain('xmlns="urn:oasis:names:tc:xliff:document:2.0"');
    // Segment ids are Tessera's, states as the editor left them, each segment's place and comments in the notes.
    expect(guideFile).toContain(
      `<segment id="${first!.id}" state="final">\n    <source>Save the file before you close it.</source>\n    <target>Speichern Sie die Datei.</target>`,
    );
    expect(guideFile).toContain(`<segment id="${second!.id}" state="initial">`);
    expect(guideFile).toContain(
      `<note category="location">Segment 2 of guide.xlf (Tessera segment ${second!.id})</note>`,
    );
    expect(guideFile).toContain(
      `<note category="comment">Segment ${second!.id}, ${manager.user.username}: Menus, not windows</note>`,
    );
    const [bold, fixed] = await documentRecords(manager, coded.id);
    const codedFile = entries.get('Spring-de/coded.xlf')!;
    expect(codedFile).toMatch(/<unit id="fixed" name="fixed" translate="no">/);
    expect(codedFile).toContain(`<segment id="${fixed!.id}" state="initial">`);
    expect(codedFile).toContain('<note category="note">The toolbar button</note>');
    expect(codedFile).toContain(`<segment id="${bold!.id}"`);
    const limitedFile = entries.get('Spring-de/limited.xlf')!;
    expect(limitedFile).toContain('xmlns:slr="urn:oasis:names:tc:xliff:sizerestriction:2.0"');
    expect(limitedFile).toContain('<slr:profiles generalProfile="xliff:codepoints"/>');
    expect(limitedFile).toContain('<unit id="button" name="button" slr:sizeRestriction="12">');
    const [button] = await documentRecords(manager, limited.id);
    expect(limitedFile).toContain(`<segment id="${button!.id}" state="initial">`);

    // 74 % is in, 60 % is not; the TM unit of the approved first segment (97 %) too.
    const tmFile = entries.get('Spring-de/tm/tessera.tmx')!;
    expect(tmFile).toContain('<seg>Open the settings and choose a theme for all windows.</seg>');
    expect(tmFile).toContain('<seg>Save the file before you close it!</seg>');
    expect(tmFile).not.toContain('Print the page now please.');
    expect(tmFile).not.toContain('Something else entirely.');
    // The terms the segments hit, and no other.
    const tbx = entries.get('Spring-de/glossary/tessera.tbx')!;
    expect(tbx.match(/<termEntry /g)).toHaveLength(1);
    expect(tbx).toContain('<term>settings</term>');
    expect(tbx).toContain('<term>Einstellungen</term>');
    expect(tbx).not.toContain('invoice');

    const analysis = entries.get('Spring-de/analysis.html')!;
    expect(analysis).toMatch(/^<!DOCTYPE html>/);
    expect(analysis).not.toMatch(/<(script|link|img)\b/);
    expect(analysis).toContain('<caption>All documents</caption>');
    expect(analysis).toContain('<caption>guide.xlf</caption>');
    // Six segments in all, the locked one included.
    expect(analysis).toMatch(/<tfoot><tr><th scope="row">Total<\/th><td>6<\/td><td>\d+<\/td>/);

    const readme = entries.get('Spring-de/README.txt')!;
    expect(readme).toContain('Spring, en to de');
    expect(readme).toContain('Due: 2027-01-15 12:00 UTC');
    expect(readme).toContain(`Sent by: ${manager.user.username}, `);
    expect(readme).toContain('  guide.xlf\n  coded.xlf\n  limited.xlf\n');
    expect(readme).toContain('WHAT TO SEND BACK');
    expect(readme).toContain('INSTRUCTIONS FOR DE\nAddress the reader as Sie.\n');
  });

  it(`holds files valid against the OASIS XLIFF 2.0 schemas and the TMX 1.4 and TBX DTDs${unchecked}`, async () => {
    if (!hasXmllint) return;
    const { entries } = await sentKit('xliff2');
    for (const name of ['guide.xlf', 'coded.xlf', 'limited.xlf'])
      expect(xmllintErrors(entries.get(`Spring-de/${name}`)!, 'xliff20'), name).toBe('');
    expect(xmllintErrors(entries.get('Spring-de/tm/tessera.tmx')!, 'tmx14')).toBe('');
    expect(xmllintErrors(entries.get('Spring-de/glossary/tessera.tbx')!, 'tbx')).toBe('');
    // The check can fail: an attribute the size restriction module does not have.
    const broken = entries.get('Spring-de/limited.xlf')!.replace('<slr:profiles ', '<slr:profiles sizeUnit="x" ');
    expect(xmllintErrors(broken, 'xliff20')).toContain("attribute 'sizeUnit': The attribute 'sizeUnit' is not allowed");
  });

  it(`holds XLIFF 1.2 for older tools, valid against its strict schema${unchecked}`, async () => {
    const { manager, guide, coded, limited, response, entries } = await sentKit('xliff12');
    expect(response.headers['content-disposition']).toContain('filename="Spring-de.xliff12.zip"');
    const [first, second] = await documentRecords(manager, guide.id);
    const guideFile = entries.get('Spring-de/guide.xlf')!;
    expect(guideFile).toContain('<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">');
    expect(guideFile).toContain(
      `<trans-unit id="${first!.id}" resname="u1" approved="yes" xml:space="preserve"><source>Save the file before you close it.</source><target state="final">Speichern Sie die Datei.</target>`,
    );
    expect(guideFile).toContain(
      `<note from="comment">Segment ${second!.id}, ${manager.user.username}: Menus, not windows</note>`,
    );
    const [bold, fixed] = await documentRecords(manager, coded.id);
    const codedFile = entries.get('Spring-de/coded.xlf')!;
    expect(codedFile).toContain(`<trans-unit id="${fixed!.id}" resname="fixed" translate="no" xml:space="preserve">`);
    expect(codedFile).toContain(
      `<trans-unit id="${bold!.id}" resname="bold" xml:space="preserve"><source>Press <bx id="1"/>Save<ex id="2"/> now.<x id="3"/></source><note from="note">`,
    );
    const [button] = await documentRecords(manager, limited.id);
    expect(entries.get('Spring-de/limited.xlf')).toContain(
      `<trans-unit id="${button!.id}" resname="button" maxwidth="12" size-unit="char" xml:space="preserve">`,
    );
    if (!hasXmllint) return;
    for (const name of ['guide.xlf', 'coded.xlf', 'limited.xlf'])
      expect(xmllintErrors(entries.get(`Spring-de/${name}`)!, 'xliff12'), name).toBe('');
    expect(xmllintErrors(guideFile.replace('state="final"', 'state="done"'), 'xliff12')).toContain('state');
  });

  it('takes back an XLIFF 2.0 kit translated by segment id, codes included, and refuses a changed source', async () => {
    const { manager, project, guide, coded, handoff, entries } = await sentKit('xliff2');
    const [, second, third] = await documentRecords(manager, guide.id);
    const [bold] = await documentRecords(manager, coded.id);
    /** The file with a target after the source of each of these segments, as a translator's tool writes it. */
    const translated = (file: string, targets: Record<number, string>) => {
      let result = file;
      for (const [id, target] of Object.entries(targets))
        result = result.replace(
          new RegExp(`(<segment id="${id}" state=")initial(">\\n\\s*<source>(.*?)</source>)`),
          (_, open: string, source: string, text: string) =>
            `${open}translated${source}<target>${target.replace('$SOURCE', text)}</target>`,
        );
      return result;
    };
    const guideFile = translated(entries.get('Spring-de/guide.xlf')!, {
      [second!.id]: 'Öffnen Sie die Einstellungen und wählen Sie eine Sprache für die Menüs.',
    });
    // A changed source is refused with its id.
    const changed = guideFile.replace('<source>Print the page.</source>', '<source>Print it.</source>');
    const codedSource = /<segment id="\d+" state="initial">\n\s*<source>(Press .*?)<\/source>/.exec(
      entries.get('Spring-de/coded.xlf')!,
    )![1]!;
    const codedFile = translated(entries.get('Spring-de/coded.xlf')!, {
      [bold!.id]: codedSource.replace('Press ', 'Drücken Sie ').replace('Save', 'Speichern').replace(' now', ' jetzt'),
    });
    const report = await returnReport(
      manager,
      project.id,
      handoff.id,
      'return.zip',
      zip([
        { name: 'guide.xlf', data: Buffer.from(changed) },
        { name: 'coded.xlf', data: Buffer.from(codedFile) },
      ]),
    );
    expect(report).toMatchObject({ applied: 2, conflicts: [] });
    expect(report.refused).toEqual([
      expect.objectContaining({ segment_id: third!.id, reason: 'source_changed', file: 'guide.xlf' }),
    ]);
    const [, secondNow] = await documentRecords(manager, guide.id);
    expect(secondNow).toMatchObject({
      target: 'Öffnen Sie die Einstellungen und wählen Sie eine Sprache für die Menüs.',
      approved: true,
    });
    const [boldNow] = await documentRecords(manager, coded.id);
    expect(boldNow!.target).toBe('Drücken Sie \u00011\u0002Speichern\u00012\u0002 jetzt.\u00013\u0002');
  });

  it("takes back an XLIFF 1.2 kit translated by trans-unit id, its codes the kit's empty elements", async () => {
    const { manager, project, guide, coded, handoff, entries } = await sentKit('xliff12');
    const [first, second, third] = await documentRecords(manager, guide.id);
    const [bold, fixed] = await documentRecords(manager, coded.id);
    /** The file with a target after the source of each of these trans-units, as an older tool writes it. */
    const translated = (file: string, targets: Record<number, string>) => {
      let result = file;
      for (const [id, target] of Object.entries(targets)) {
        const before = result;
        result = result.replace(
          new RegExp(`(<trans-unit id="${id}"[^>]*>(?:<source>.*?</source>))(<target[^>]*>.*?</target>)?`),
          (_, unit: string) => `${unit}<target state="translated">${target}</target>`,
        );
        expect(result, `trans-unit ${id}`).not.toBe(before);
      }
      return result;
    };
    const guideFile = translated(entries.get('Spring-de/guide.xlf')!, {
      [second!.id]: 'Öffnen Sie die Einstellungen und wählen Sie eine Sprache für die Menüs.',
      // The tags of the kit's third segment are none: one added is refused.
      [third!.id]: 'Drucken Sie <x id="9"/>die Seite.',
    });
    const codedFile = translated(entries.get('Spring-de/coded.xlf')!, {
      [bold!.id]: 'Drücken Sie <bx id="1"/>Speichern<ex id="2"/> jetzt.<x id="3"/>',
    });
    const report = await returnReport(
      manager,
      project.id,
      handoff.id,
      'return.zip',
      zip([
        { name: 'Spring-de/guide.xlf', data: Buffer.from(guideFile) },
        { name: 'Spring-de/coded.xlf', data: Buffer.from(codedFile) },
      ]),
    );
    // The first segment, approved before the kit left and sent with its target, comes back the same.
    expect(report).toMatchObject({ applied: 2, unchanged: 1, conflicts: [] });
    expect(report.refused).toEqual([
      expect.objectContaining({ segment_id: third!.id, reason: 'tags_changed', file: 'Spring-de/guide.xlf' }),
    ]);
    expect((await documentRecords(manager, guide.id)).map((record) => [record.id, record.target])).toEqual([
      [first!.id, 'Speichern Sie die Datei.'],
      [second!.id, 'Öffnen Sie die Einstellungen und wählen Sie eine Sprache für die Menüs.'],
      [third!.id, ''],
    ]);
    const [boldNow, fixedNow] = await documentRecords(manager, coded.id);
    expect(boldNow!.target).toBe('Drücken Sie \u00011\u0002Speichern\u00012\u0002 jetzt.\u00013\u0002');
    expect(fixedNow!.target).toBe(fixed!.target);
    // The package is returned: its documents are editable again, a second return refused.
    const again = await uploadReturn(manager, project.id, handoff.id, 'guide.xlf', guideFile);
    expect(again.statusCode).toBe(409);
  });
});
