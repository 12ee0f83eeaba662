import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { SegmentHistory } from '@tessera/shared/contract';
import { zip } from '../formats/xlsx/zip.test-helper.ts';
import { describeWithPostgresToo } from '../test/harness.ts';
import { createProject, documentRecords, getJson, uploadDocument, xliffOf } from '../test/resources.ts';
import { handoffProject, returnReport, sendPackage, uploadReturn } from './handoff.test-helper.ts';

/**
 * The real files of fixtures/ up to their `<body>`: Trados' and memoQ's headers (file info, tag and context
 * definitions, skeleton) as the tools write them, to which each test gives a body of the package's segments in the
 * tool's shape, and the path of the file the tool opened.
 */
function headOf(name: string, original: string): string {
  const text = readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8');
  const head = text.slice(0, text.indexOf('<body>') + '<body>'.length);
  return head.replace(/(<file original=")[^"]*"/, `$1${original}"`);
}
const TRADOS_PATH = 'C:\\Users\\Ana\\Documents\\Studio 2022\\Projects\\Spring-de\\en-US\\';
const MEMOQ_PATH = 'C:\\Users\\Ana\\memoQ\\Projects\\Spring\\';

/** A Trados trans-unit: its segments (each a source, a target and a confirmation level) in `<mrk mtype="seg">`. */
let mid = 0;
function tradosUnit(segments: { source: string; target: string; conf?: string }[], between = ' '): string {
  const mids = segments.map(() => ++mid);
  const marked = (part: 'source' | 'target') =>
    segments.map((segment, i) => `<mrk mtype="seg" mid="${mids[i]}">${segment[part]}</mrk>`).join(between);
  const defs = segments
    .map(
      (segment, i) =>
        `<sdl:seg id="${mids[i]}"${segment.conf ? ` conf="${segment.conf}"` : ''} origin="interactive" />`,
    )
    .join('');
  return (
    `<group><sdl:cxts><sdl:cxt id="1" /></sdl:cxts>\n<trans-unit id="${crypto.randomUUID()}">` +
    `<source>${segments.map((segment) => segment.source).join(between)}</source>` +
    `<seg-source>${marked('source')}</seg-source><target>${marked('target')}</target>` +
    `<sdl:seg-defs>${defs}</sdl:seg-defs></trans-unit></group>\n`
  );
}

/** A document's rows as memoQ exports them, numbered from 1. */
const memoqRows = (rows: [source: string, target: string, status: string][]) =>
  rows
    .map(
      ([source, target, status], i) =>
        `<trans-unit id="${i + 1}" mq:status="${status}" mq:segmentguid="${crypto.randomUUID()}" ` +
        `mq:translatorcommittimestamp="2026-11-20T10:00:00Z" mq:lastchangedtimestamp="2026-11-20T10:00:00Z">\n` +
        `<source mq:segpart="${i + 1}">${source}</source>\n<target>${target}</target>\n</trans-unit>\n`,
    )
    .join('');

describeWithPostgresToo("a package's return from Trados or memoQ", (t) => {
  it('applies the confirmed segments of SDLXLIFF files, matched by their source, and refuses the rest', async () => {
    const manager = await t.signIn('manager');
    const { project, guide, coded } = await handoffProject(t, manager);
    const handoff = await sendPackage(manager, project.id, { target_lang: 'de' });
    const [first, second, third] = await documentRecords(manager, guide.id);

    // The guide as Trados keeps it: its second segment split in two sentences, both approved; the third a draft;
    // one unit whose source is no segment's.
    const guideFile =
      headOf('TS09-12-Test01.sdlxliff', `${TRADOS_PATH}guide.xlf`) +
      tradosUnit([
        { source: first!.source, target: 'Speichern Sie die Datei, bevor Sie sie schließen.', conf: 'Translated' },
      ]) +
      tradosUnit([
        { source: 'Open the settings and', target: 'Öffnen Sie die Einstellungen und', conf: 'ApprovedTranslation' },
        {
          source: 'choose a language for the menus.',
          target: 'wählen Sie eine Menüsprache.',
          conf: 'ApprovedTranslation',
        },
      ]) +
      tradosUnit([{ source: third!.source, target: 'Drucken Sie die Seite.', conf: 'Draft' }]) +
      tradosUnit([{ source: 'A sentence the package never had.', target: 'Ein Satz.', conf: 'Translated' }]) +
      '</body></file></xliff>';
    // The coded document: Trados' own codes for the package's (a <g> for the bold pair, an <x/> for the break),
    // the locked segment not to translate.
    const codedFile =
      headOf('TS09-12-Test01.sdlxliff', `${TRADOS_PATH}coded.xlf`) +
      tradosUnit([
        {
          source: 'Press <g id="pt1">Save</g> now.<x id="ph2" />',
          target: 'Jetzt <g id="pt1">Speichern</g> drücken.<x id="ph2" />',
          conf: 'Translated',
        },
      ]) +
      '<trans-unit id="9d1e" translate="no"><source>ACME Corp.</source></trans-unit></body></file></xliff>';
    const returned = zip([
      { name: 'de-DE/guide.xlf.sdlxliff', data: Buffer.from(`\uFEFF${guideFile}`) },
      { name: 'de-DE/coded.xlf.sdlxliff', data: Buffer.from(codedFile) },
    ]);
    const report = await returnReport(manager, project.id, handoff.id, 'Spring-de.sdlrpx', returned);
    expect(report).toMatchObject({ applied: 3, unchanged: 0, conflicts: [] });
    expect(report.refused).toEqual([
      expect.objectContaining({
        segment_id: third!.id,
        position: 2,
        file: 'de-DE/guide.xlf.sdlxliff',
        reason: 'not_confirmed',
        message: 'the translator did not confirm it (Draft): only confirmed segments are taken',
      }),
      expect.objectContaining({
        segment_id: null,
        reason: 'unknown_segment',
        message: expect.stringMatching(/^no segment of this package has the source of the unit "[0-9a-f-]{36}"$/),
      }),
    ]);
    expect((await documentRecords(manager, guide.id)).map((record) => [record.target, record.approved])).toEqual([
      ['Speichern Sie die Datei, bevor Sie sie schließen.', true],
      ['Öffnen Sie die Einstellungen und wählen Sie eine Menüsprache.', true],
      ['', false],
    ]);
    const [bold] = await documentRecords(manager, coded.id);
    expect(bold!.target).toBe('Jetzt \u00011\u0002Speichern\u00012\u0002 drücken.\u00013\u0002');
    const history = await getJson<SegmentHistory>(manager, `/api/document/records/${second!.id}/history`);
    expect(history.versions[0]).toMatchObject({ change: 'return' });
  });

  it('applies the confirmed rows of MQXLIFF files, split ones joined, and refuses rows only edited or retagged', async () => {
    const manager = await t.signIn('manager');
    const { project, guide, coded } = await handoffProject(t, manager);
    const handoff = await sendPackage(manager, project.id, { target_lang: 'de' });
    const [first, , third] = await documentRecords(manager, guide.id);
    const [bold] = await documentRecords(manager, coded.id);
    const guideFile =
      headOf('MQ-12-Test01.xlf', `${MEMOQ_PATH}guide.xlf`) +
      memoqRows([
        [first!.source, 'Speichern Sie die Datei, bevor Sie sie schließen.', 'ManuallyConfirmed'],
        // The second segment split in two rows, both confirmed.
        ['Open the settings and ', 'Öffnen Sie die Einstellungen und', 'ManuallyConfirmed'],
        ['choose a language for the menus.', 'wählen Sie eine Menüsprache.', 'Reviewer1Confirmed'],
        [third!.source, 'Drucken Sie die', 'PartiallyEdited'],
      ]) +
      '</body>\n</file>\n</xliff>';
    // memoQ's codes for the package's: the bold pair as bpt/ept, the break as a ph, the markup they stand for
    // copied inside; the translator dropped the closing one.
    const codedFile =
      headOf('MQ-12-Test01.xlf', `${MEMOQ_PATH}coded.xlf`) +
      memoqRows([
        [
          'Press <bpt id="1">&lt;bx id=&quot;1&quot;/&gt;</bpt>Save<ept id="1">&lt;ex id=&quot;2&quot;/&gt;</ept> now.' +
            '<ph id="2">&lt;x id=&quot;3&quot;/&gt;</ph>',
          'Jetzt <bpt id="1">&lt;bx id=&quot;1&quot;/&gt;</bpt>Speichern drücken.<ph id="2">&lt;x id=&quot;3&quot;/&gt;</ph>',
          'ManuallyConfirmed',
        ],
      ]) +
      '</body>\n</file>\n</xliff>';
    const files = [
      { name: 'guide.xlf.mqxliff', data: Buffer.from(guideFile) },
      { name: 'coded.xlf.mqxliff', data: Buffer.from(codedFile) },
    ];
    const report = await returnReport(manager, project.id, handoff.id, 'Spring-de.zip', zip(files));
    expect(report).toMatchObject({ applied: 2, unchanged: 0, conflicts: [] });
    expect(report.refused.map((refusal) => [refusal.segment_id, refusal.unit, refusal.reason])).toEqual([
      [third!.id, '4', 'not_confirmed'],
      [bold!.id, '1', 'tags_changed'],
    ]);
    expect((await documentRecords(manager, guide.id)).map((record) => record.target)).toEqual([
      'Speichern Sie die Datei, bevor Sie sie schließen.',
      'Öffnen Sie die Einstellungen und wählen Sie eine Menüsprache.',
      '',
    ]);
  });

  it('matches repeated sources in their order, in SDLXLIFF and MQXLIFF files alike', async () => {
    const manager = await t.signIn('manager');
    const project = await createProject(manager, 'Spring');
    const repeated = ['Save.', 'Close.', 'Save.', 'Save.'];
    const trados = await uploadDocument(t, manager, xliffOf(repeated), { projectId: project.id, name: 'trados.xlf' });
    const memoq = await uploadDocument(t, manager, xliffOf(repeated), { projectId: project.id, name: 'memoq.xlf' });
    const handoff = await sendPackage(manager, project.id, { target_lang: 'de' });
    // Each tool's file: the first "Save." a draft, the next two confirmed with targets of their own.
    const tradosFile =
      headOf('TS09-12-Test01.sdlxliff', `${TRADOS_PATH}trados.xlf`) +
      tradosUnit([{ source: 'Save.', target: 'Speichern.', conf: 'Draft' }]) +
      tradosUnit([{ source: 'Close.', target: 'Schließen.', conf: 'Translated' }]) +
      tradosUnit([{ source: 'Save.', target: 'Sichern.', conf: 'Translated' }]) +
      tradosUnit([{ source: 'Save.', target: 'Abspeichern.', conf: 'ApprovedTranslation' }]) +
      '</body></file></xliff>';
    const memoqFile =
      headOf('MQ-12-Test01.xlf', `${MEMOQ_PATH}memoq.xlf`) +
      memoqRows([
        ['Save.', 'Speichern.', 'PartiallyEdited'],
        ['Close.', 'Schließen.', 'ManuallyConfirmed'],
        ['Save.', 'Sichern.', 'ManuallyConfirmed'],
        ['Save.', 'Abspeichern.', 'Reviewer1Confirmed'],
      ]) +
      '</body>\n</file>\n</xliff>';
    const report = await returnReport(
      manager,
      project.id,
      handoff.id,
      'Spring-de.zip',
      zip([
        { name: 'trados.xlf.sdlxliff', data: Buffer.from(tradosFile) },
        { name: 'memoq.xlf.mqxliff', data: Buffer.from(memoqFile) },
      ]),
    );
    const [tradosFirst] = await documentRecords(manager, trados.id);
    const [memoqFirst] = await documentRecords(manager, memoq.id);
    // The draft is the first "Save." of each document, refused; the confirmed ones the second and the third.
    expect(report.refused.map((refusal) => [refusal.segment_id, refusal.position, refusal.reason])).toEqual([
      [tradosFirst!.id, 0, 'not_confirmed'],
      [memoqFirst!.id, 0, 'not_confirmed'],
    ]);
    expect(report).toMatchObject({ applied: 6, conflicts: [] });
    for (const document of [trados, memoq])
      expect((await documentRecords(manager, document.id)).map((record) => record.target).slice(1)).toEqual([
        'Schließen.',
        'Sichern.',
        'Abspeichern.',
      ]);
  });

  it('names the file and the line of an SDLXLIFF file it cannot read, and refuses one of another package', async () => {
    const manager = await t.signIn('manager');
    const { project } = await handoffProject(t, manager);
    const handoff = await sendPackage(manager, project.id, { target_lang: 'de' });
    const head = headOf('TS09-12-Test01.sdlxliff', `${TRADOS_PATH}guide.xlf`);
    const broken = await uploadReturn(
      manager,
      project.id,
      handoff.id,
      'guide.xlf.sdlxliff',
      `${head}\n<group>\n</body>`,
    );
    expect(broken.statusCode).toBe(422);
    expect(broken.json()).toMatchObject({ code: 'return_unreadable' });
    expect(broken.json().message).toMatch(/^The return cannot be read: guide\.xlf\.sdlxliff: .*line \d+/);
    const foreign = await uploadReturn(
      manager,
      project.id,
      handoff.id,
      'other.sdlxliff',
      `${head}${tradosUnit([{ source: 'Not ours.', target: 'Nicht unseres.', conf: 'Translated' }])}</body></file></xliff>`,
    );
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({ code: 'return_not_of_package' });
  });
});
