import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { expect, it, vi } from 'vitest';
import { inlineText, inlineToken, type DocumentRecord } from '@tessera/shared/contract';
import {
  DEFAULT_FIXTURE_LANGUAGES,
  DOCUMENT_FIXTURES,
  fixtureBytes,
} from '../formats/document-fixtures.test-helper.ts';
import { tokensOf, translationOf, xliffSegments } from '../formats/xliff/export.test-helper.ts';
import { XML_FORBIDDEN_CHARS } from '../formats/xml-safety.ts';
import { pptxFormat } from '../formats/pptx/pptx.ts';
import { odfFormat } from '../formats/odf/odf.ts';
import { htmlFormat } from '../formats/html/html.ts';
import { ap, ar, pptx, smartArtFrame, sp } from '../formats/pptx/pptx.test-helper.ts';
import type { Db } from '../db/database.ts';
import { childElements, readXmlTree, textContent, type XmlElement } from '../formats/xml-tree.ts';
import { describeWithDatabases, type Client, type TestContext } from '../test/harness.ts';
import { saveRecord, savedRecord, uploadDocument } from '../test/resources.ts';
import { documentOf, recordsOf, save, uploadDocument as uploadFile } from './upload.test-helper.ts';
import { readWholeDocument } from './file-versions.ts';
import { upgradeOutdatedReadings } from './outdated-readings.ts';
import { odf } from '../formats/odf/odf.test-helper.ts';
import { part } from '../formats/format-test-kit.test-helper.ts';

/**
 * The download of a document: in its own format, named for the target language, and as an XLIFF 2.0 of its
 * segments for offline CAT tools, which Tessera itself reads back to the same segments.
 */

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../formats/xliff/fixtures', name), 'utf8');

const uploaded = (t: TestContext, client: Client, name: string, content: string, fields = {}) =>
  uploadDocument(t, client, content, { name, fields });

/** What a segment is, whatever markup its codes are written in: text, where its codes sit, state. */
const essence = (record: DocumentRecord) => ({
  unit: record.unit_id,
  source: inlineText(record.source),
  target: inlineText(record.target),
  codes: [record.source.match(/\u0001/g)?.length ?? 0, record.target.match(/\u0001/g)?.length ?? 0],
  approved: record.approved,
  locked: record.locked,
});

const english = { source_lang: 'en', target_lang: 'de' };

/**
 * One fixture of each document format, as the formats' contract test reads them: that test exports every fixture
 * as XLIFF 2.0 (document-formats.test.ts); this one proves the route does it with what the import stored and saved.
 */
const FIRST_FIXTURE_OF_EACH_FORMAT = Object.entries(DOCUMENT_FIXTURES).flatMap(([type, fixtures]) =>
  fixtures.slice(0, 1).map((fixture) => ({ type, ...fixture })),
);

/** The elements named `local` anywhere under `element`, in document order. */
const descendants = (element: XmlElement, local: string): XmlElement[] =>
  childElements(element).flatMap((child) => [...(child.local === local ? [child] : []), ...descendants(child, local)]);

/** The target of the unit `id` in a downloaded XLIFF (1.2 `trans-unit`, 2.0 `unit`): its text and elements. */
function targetOfUnit(xliff: string, id: string) {
  const root = readXmlTree(xliff);
  const unit = [...descendants(root, 'trans-unit'), ...descendants(root, 'unit')].find(
    (element) => element.attributes.get('id') === id,
  )!;
  const [target] = descendants(unit, 'target');
  return { text: textContent(target!), elements: childElements(target!).length };
}

/** Two slides, each with SmartArt items between its title and a text shape and the next slide's text. */
const smartArtDeck = () =>
  pptx([
    {
      shapes: sp(2, ap(ar('Roadmap')), 'title') + smartArtFrame(3) + sp(4, ap(ar('Dates may move.'))),
      smartArt: ['Plan the launch.', 'Ship it.'],
    },
    {
      shapes: sp(2, ap(ar('Next steps')), 'title') + smartArtFrame(3) + sp(4, ap(ar('Hire and train.'))),
      smartArt: ['Listen.'],
    },
  ]);

/** The segments of a PowerPoint file as its current reader gives them. */
const slideSegments = async (file: Buffer) =>
  (await readWholeDocument('PPTX', file, { source: 'en', target: 'de' })).segments;

const isSmartArt = (segment: { context: string | null }) => segment.context?.includes('SmartArt') ?? false;

/**
 * A document as PowerPoint's reader before SmartArt left it: no segments of the SmartArt items, the others
 * numbered without them, read by reader 1.
 */
async function readBeforeSmartArt(db: Db, documentId: number) {
  await db
    .deleteFrom('document_records')
    .where('document_id', '=', documentId)
    .where('context', 'like', '%SmartArt%')
    .execute();
  await sql`update document_records set position = -1 - position where document_id = ${documentId}`.execute(db);
  await sql`update document_records r set position = n.position
    from (select id, row_number() over (order by position desc) - 1 as position
      from document_records where document_id = ${documentId}) n
    where r.id = n.id`.execute(db);
  await db.updateTable('documents').set({ reader_version: 1 }).where('id', '=', documentId).execute();
}

/** A document of an earlier reading given a segment that reader found and the current one does not. */
const withSegmentTheReaderMisses = (db: Db, documentId: number) =>
  db
    .updateTable('document_records')
    .set({ unit_id: 'slide1/9' })
    .where('document_id', '=', documentId)
    .where('source_text', '=', 'Dates may move.')
    .execute();

const readerVersionOf = async (db: Db, documentId: number) =>
  (await db.selectFrom('documents').select('reader_version').where('id', '=', documentId).executeTakeFirstOrThrow())
    .reader_version;

/** Confirms every segment's translation: its source behind "DE ". */
async function translateAll(client: Client, documentId: number) {
  for (const record of await recordsOf(client, documentId))
    await save(client, record, `DE ${inlineText(record.source)}`);
}

describeWithDatabases('document downloads', (t) => {
  it('names the file of a one-language format for the target language where its name names the source', async () => {
    const manager = await t.signIn('manager');
    for (const [name, expected] of [
      ['en.json', 'de.json'],
      ['messages.en.json', 'messages.de.json'],
      ['app_en.json', 'app_de.json'],
      ['strings.json', 'strings.json'],
    ]) {
      const document = await uploaded(t, manager, name!, '{ "a": "Hello" }', english);
      const download = await manager.inject(`/api/document/${document.id}/download`);
      expect(download.headers['content-disposition']).toContain(`filename="${expected}"`);
    }
  });

  it('answers an XLIFF 2.0 of a JSON file: unit keys, placeholders and tags as codes with their text, targets and states', async () => {
    const manager = await t.signIn('manager');
    const json =
      '{\n  "inbox": {\n    "title": "Inbox",\n    "unread": "You have {{count}} new <b>messages</b>"\n  }\n}\n';
    const document = await uploaded(t, manager, 'en.json', json, english);
    const [title, unread] = await recordsOf(manager, document.id);
    await save(manager, unread!, `Sie haben ${inlineToken(1)} neue ${inlineToken(2)}Nachrichten${inlineToken(3)}`);
    await savedRecord(manager, title!, { target: 'Posteingang' });

    const xliff = await manager.inject(`/api/document/${document.id}/download?as=xliff`);
    expect(xliff.statusCode).toBe(200);
    expect(xliff.headers['content-type']).toBe('application/xliff+xml');
    expect(xliff.headers['content-disposition']).toContain('filename="en.json.xlf"');
    const body = xliff.body;
    expect(body).toContain('srcLang="en" trgLang="de"');
    expect(body).toContain('<file id="f1" original="en.json"');
    expect(body).toContain('<unit id="inbox.title" name="inbox.title">');
    expect(body).toContain('<segment id="s1" state="translated">');
    expect(body).toContain('<target>Posteingang</target>');
    expect(body).toContain('<data id="d1_1">{{count}}</data>');
    expect(body).toContain('<data id="d1_2">&lt;b&gt;</data>');
    expect(body).toContain(
      '<source>You have <ph id="c1_1" disp="{{count}}" dataRef="d1_1"/> new <pc id="c1_2" dispStart="&lt;1>" ' +
        'dispEnd="&lt;/1>" dataRefStart="d1_2" dataRefEnd="d1_3">messages</pc></source>',
    );
    expect(body).toContain('<segment id="s1" state="final">');
    expect(body).toContain('<target>Sie haben <ph id="c1_1" disp="{{count}}" dataRef="d1_1"/> neue');

    const again = await uploaded(t, manager, 'again.xlf', body);
    expect(again).toMatchObject({ source_lang: 'en', target_lang: 'de', records_count: 2 });
    const reread = await recordsOf(manager, again.id);
    expect(reread.map(essence)).toEqual((await recordsOf(manager, document.id)).map(essence));
  });

  it('writes the plural forms of a PO entry as the segments of one unit, its comments and references as notes', async () => {
    const manager = await t.signIn('manager');
    const po =
      'msgid ""\nmsgstr ""\n"Language: de\\n"\n"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n' +
      '#. Shown in the inbox\n#: src/inbox.c:12\n#, c-format\nmsgid "%d file"\nmsgid_plural "%d files"\nmsgstr[0] ""\nmsgstr[1] ""\n';
    const document = await uploaded(t, manager, 'app.po', po, english);
    const [, many] = await recordsOf(manager, document.id);
    await save(manager, many!, `${inlineToken(1)} Dateien`);
    const body = (await manager.inject(`/api/document/${document.id}/download?as=xliff`)).body;
    expect(body).toContain('<unit id="u1" name="%d file">');
    expect(body).toContain('<note category="note">Shown in the inbox</note>');
    expect(body).toContain('<note category="context">src/inbox.c:12</note>');
    expect(body.match(/<segment /g)).toHaveLength(2);
    expect(body).toContain('<target><ph id="c2_1" disp="%d" dataRef="d2_1"/> Dateien</target>');
    // A key XLIFF does not allow as an id is the unit's name; a tool reading it back has the rest as it was.
    const withoutKey = (record: DocumentRecord) => ({ ...essence(record), unit: undefined });
    const again = await uploaded(t, manager, 'again.xlf', body);
    expect((await recordsOf(manager, again.id)).map(withoutKey)).toEqual(
      (await recordsOf(manager, document.id)).map(withoutKey),
    );
  });

  it('turns an XLIFF 1.2 file into XLIFF 2.0 with its pairs as <pc>, its placeholders as <ph> and locked units kept locked', async () => {
    const manager = await t.signIn('manager');
    const document = await uploaded(t, manager, 'sample.xlf', fixture('sample-1.2.xlf'));
    const xliff = await manager.inject(`/api/document/${document.id}/download?as=xliff`);
    expect(xliff.headers['content-disposition']).toContain('filename="sample.xlf"');
    expect(xliff.body).toContain('srcLang="en-US" trgLang="de-DE"');
    expect(xliff.body).toContain(
      '<pc id="c1_1" dispStart="&lt;1>" dispEnd="&lt;/1>" dataRefStart="d1_1" dataRefEnd="d1_2">dear</pc>',
    );
    expect(xliff.body).toContain('<data id="d1_1">&lt;g id="1" ctype="bold"&gt;</data>');
    expect(xliff.body).toContain('<unit id="brand" name="brand" translate="no">');
    const again = await uploaded(t, manager, 'again.xlf', xliff.body);
    expect((await recordsOf(manager, again.id)).map(essence)).toEqual(
      (await recordsOf(manager, document.id)).map(essence),
    );
  });

  it.each(FIRST_FIXTURE_OF_EACH_FORMAT)(
    'answers an XLIFF 2.0 of the $type document $file with its unit keys and a saved target',
    async ({ file, languages = DEFAULT_FIXTURE_LANGUAGES }) => {
      const manager = await t.signIn('manager');
      const name = file.split('/').at(-1)!;
      const fields = { source_lang: languages.source, target_lang: languages.target };
      const response = await uploadFile(t, manager, fields, { name, content: await fixtureBytes(file) });
      expect(response.statusCode, response.body).toBe(202);
      expect(await documentOf(manager, response.json().id)).toMatchObject({ status: 'done' });
      const records = await recordsOf(manager, response.json().id);
      const position = records.findIndex((record) => !record.locked);
      const translation = translationOf(records[position]!.source);
      await save(manager, records[position]!, translation);

      const xliff = await manager.inject(`/api/document/${response.json().id}/download?as=xliff`);
      expect(xliff.statusCode).toBe(200);
      const segments = xliffSegments(xliff.body);
      // XML cannot hold every character of a key: a PO entry's msgctxt separator (U+0004) is left out.
      const keyInXml = (record: DocumentRecord) => record.unit_id.replace(XML_FORBIDDEN_CHARS, '');
      expect(segments.map((segment) => segment.unit)).toEqual(records.map(keyInXml));
      expect(segments[position]).toMatchObject({
        state: 'final',
        target: { text: inlineText(translation), codes: tokensOf(translation).length },
      });
    },
  );

  it('saves a target that leaves out whole inline codes for QA to report, refuses half a pair, and downloads valid files without the codes', async () => {
    const manager = await t.signIn('manager');
    const document = await uploaded(t, manager, 'sample.xlf', fixture('sample-1.2.xlf'));
    // "A <1>term</1> inside.": a TM match inserted without its codes (Ctrl+1), then Ctrl+Enter.
    const marked = (await recordsOf(manager, document.id)).find((record) => record.unit_id === 'marked')!;
    const draft = await savedRecord(manager, marked, { target: 'Ein Begriff drin.' });
    const missing = {
      check: 'inline-codes',
      severity: 'error',
      message: 'Missing inline codes: <1> </1>',
      ignored: false,
    };
    expect(draft).toMatchObject({ target: 'Ein Begriff drin.', approved: false, state: 'translated', qa: [missing] });
    const held = await savedRecord(manager, draft, {
      target: 'Ein Begriff drin.',
      approved: true,
      unless_qa_errors: true,
    });
    expect(held).toMatchObject({ approved: false, state: 'translated', qa: [missing] });
    // One half of the pair without the other cannot be written back into the file.
    const half = await saveRecord(manager, held, { target: `Ein ${inlineToken(1)}Begriff drin.`, approved: true });
    expect([half.statusCode, half.json()]).toEqual([
      422,
      {
        message: "The target's inline codes do not match the source: half a pair of inline codes: <1> without </1>",
        code: 'inline_codes_mismatch',
        details: { problems: ['half a pair of inline codes: <1> without </1>'] },
      },
    ]);

    const file = await manager.inject(`/api/document/${document.id}/download`);
    expect(file.statusCode).toBe(200);
    expect(targetOfUnit(file.body, 'marked')).toEqual({ text: 'Ein Begriff drin.', elements: 0 });
    const asXliff2 = await manager.inject(`/api/document/${document.id}/download?as=xliff`);
    expect(asXliff2.statusCode).toBe(200);
    expect(targetOfUnit(asXliff2.body, 'marked')).toEqual({ text: 'Ein Begriff drin.', elements: 0 });

    // XLIFF 2.0: a placeholder and a pair left out, a pair of <sc>/<ec> too.
    const xliff2 = await uploaded(t, manager, 'sample.xlf', fixture('sample-2.0.xlf'));
    const [title, start] = await recordsOf(manager, xliff2.id);
    await savedRecord(manager, title!, { target: 'Ligne saut et gras.' });
    await savedRecord(manager, start!, { target: 'Commencez ici, finissez là.' });
    const file2 = await manager.inject(`/api/document/${xliff2.id}/download`);
    expect(file2.statusCode).toBe(200);
    const unit = descendants(readXmlTree(file2.body), 'unit').find((element) => element.attributes.get('id') === 'u1')!;
    expect(descendants(unit, 'target').map((target) => [textContent(target), childElements(target).length])).toEqual([
      ['Ligne saut et gras.', 0],
      ['Commencez ici, finissez là.', 0],
    ]);

    // JSON: a placeholder left out.
    const json = await uploaded(
      t,
      manager,
      'en.json',
      '{ "unread": "You have {{count}} new <b>messages</b>" }',
      english,
    );
    const [unread] = await recordsOf(manager, json.id);
    expect(await savedRecord(manager, unread!, { target: 'Sie haben neue Nachrichten' })).toMatchObject({
      qa: [{ check: 'inline-codes', message: expect.stringContaining('Missing inline codes: {{count}}') }],
    });
    const jsonFile = await manager.inject(`/api/document/${json.id}/download`);
    expect(JSON.parse(jsonFile.body)).toEqual({ unread: 'Sie haben neue Nachrichten' });

    // Android strings: a placeholder and a pair of tags left out.
    const strings = await uploaded(
      t,
      manager,
      'strings.xml',
      '<?xml version="1.0" encoding="utf-8"?>\n<resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">\n' +
        '    <string name="welcome">Welcome, <xliff:g id="name">%1$s</xliff:g>! <b>New</b></string>\n</resources>\n',
      english,
    );
    const [welcome] = await recordsOf(manager, strings.id);
    await savedRecord(manager, welcome!, { target: 'Willkommen! Neu' });
    const stringsFile = await manager.inject(`/api/document/${strings.id}/download`);
    const [string] = descendants(readXmlTree(stringsFile.body), 'string');
    expect([textContent(string!), childElements(string!).length]).toEqual(['Willkommen! Neu', 0]);
  });

  it('writes each translation of a document read before PowerPoint SmartArt was read into its own segment, and adds the SmartArt items to translate', async () => {
    const manager = await t.signIn('manager');
    const original = smartArtDeck();
    const document = (await uploadFile(t, manager, english, { name: 'Deck.pptx', content: original })).json();
    await readBeforeSmartArt(t.db, document.id);
    await translateAll(manager, document.id);

    const download = await manager.inject(`/api/document/${document.id}/download`);
    expect(download.statusCode, download.body).toBe(200);
    const segments = await slideSegments(original);
    const translated = (segment: { sourceText: string; context: string | null }) =>
      isSmartArt(segment) ? segment.sourceText : `DE ${segment.sourceText}`;
    expect((await slideSegments(download.rawPayload)).map((segment) => segment.sourceText)).toEqual(
      segments.map(translated),
    );

    // The document is read as the reader reads it now: the SmartArt items are untranslated segments in their places.
    expect(await readerVersionOf(t.db, document.id)).toBe(pptxFormat.readerVersion);
    const records = await recordsOf(manager, document.id);
    expect(records.map((record) => [inlineText(record.source), inlineText(record.target)])).toEqual(
      segments.map((segment) => [segment.sourceText, isSmartArt(segment) ? '' : translated(segment)]),
    );
    await save(
      manager,
      records.find((record) => inlineText(record.source) === 'Listen.')!,
      'Zuhören.',
    );
    const again = await manager.inject(`/api/document/${document.id}/download`);
    expect((await slideSegments(again.rawPayload)).map((segment) => segment.sourceText)).toEqual(
      segments.map((segment) => (segment.sourceText === 'Listen.' ? 'Zuhören.' : translated(segment))),
    );
  });

  it('places the edits of an earlier reading by key for the download alone where the current reader misses one of its segments', async () => {
    const manager = await t.signIn('manager');
    const original = smartArtDeck();
    const document = (await uploadFile(t, manager, english, { name: 'Deck.pptx', content: original })).json();
    await readBeforeSmartArt(t.db, document.id);
    await withSegmentTheReaderMisses(t.db, document.id);
    await translateAll(manager, document.id);
    const before = await recordsOf(manager, document.id);

    const download = await manager.inject(`/api/document/${document.id}/download`);
    expect(download.statusCode, download.body).toBe(200);
    expect((await slideSegments(download.rawPayload)).map((segment) => segment.sourceText)).toEqual(
      (await slideSegments(original)).map((segment) =>
        isSmartArt(segment) || segment.sourceText === 'Dates may move.'
          ? segment.sourceText
          : `DE ${segment.sourceText}`,
      ),
    );
    // Upgrading would take that translation out of the editor: the document stays as it was read.
    expect(await readerVersionOf(t.db, document.id)).toBe(1);
    expect(await recordsOf(manager, document.id)).toEqual(before);
  });

  it('brings the documents of an earlier reading to the current one when the server starts, and keeps one that would lose a translation', async () => {
    const manager = await t.signIn('manager');
    // Documents the tests before left of an earlier reading are settled first.
    const { kept: keptBefore } = await upgradeOutdatedReadings(t.app);
    const upload = async (name: string) =>
      (await uploadFile(t, manager, english, { name, content: smartArtDeck() })).json() as { id: number };
    const [upgradable, losing] = [await upload('Deck.pptx'), await upload('Other.pptx')];
    for (const document of [upgradable, losing]) await readBeforeSmartArt(t.db, document.id);
    await withSegmentTheReaderMisses(t.db, losing.id);
    await translateAll(manager, upgradable.id);
    const losingRecords = await recordsOf(manager, losing.id);

    expect(await upgradeOutdatedReadings(t.app)).toEqual({ upgraded: 1, kept: keptBefore + 1 });
    // The editor shows the SmartArt items untranslated in their places, every translation in its own segment.
    expect(await readerVersionOf(t.db, upgradable.id)).toBe(pptxFormat.readerVersion);
    const segments = await slideSegments(smartArtDeck());
    expect(
      (await recordsOf(manager, upgradable.id)).map((record) => [inlineText(record.source), inlineText(record.target)]),
    ).toEqual(segments.map((segment) => [segment.sourceText, isSmartArt(segment) ? '' : `DE ${segment.sourceText}`]));
    expect(await readerVersionOf(t.db, losing.id)).toBe(1);
    expect(await recordsOf(manager, losing.id)).toEqual(losingRecords);
  });

  /**
   * An OpenDocument file uploaded, then stored as the reader before spans were formatting read it (each span a pair
   * of codes), its first segment translated then; `lossy` gives it a second segment today's reader does not have.
   */
  async function odtReadWhileSpansWereCodes(manager: Client, lossy: boolean) {
    const original = odf(
      'text',
      '<text:p><text:span text:style-name="T1">Keep it </text:span><text:span text:style-name="T2">dry</text:span>' +
        '<text:span text:style-name="T1">.</text:span></text:p><text:p>Unplug it.</text:p>',
      `<style:style style:name="T1" style:family="text"><style:text-properties fo:font-size="14pt"/></style:style>` +
        `<style:style style:name="T2" style:family="text"><style:text-properties fo:font-size="14pt" fo:font-weight="bold"/></style:style>`,
    );
    const document = (await uploadFile(t, manager, english, { name: 'Manual.odt', content: original })).json();
    const [today] = await recordsOf(manager, document.id);
    expect(today!.source).toBe(`Keep it ${inlineToken(1)}dry${inlineToken(2)}.`);
    const codes = ['T1', 'T2', 'T1'].flatMap((style, i) => [
      { id: 2 * i + 1, kind: 'open', label: `<${i + 1}>`, xml: span(style) },
      { id: 2 * i + 2, kind: 'close', label: `</${i + 1}>`, xml: '</text:span>' },
    ]);
    await t.db
      .updateTable('document_records')
      .set({ source: spanTokens('Keep it ', 'dry', '.'), codes: JSON.stringify(codes) })
      .where('id', '=', today!.id)
      .execute();
    if (lossy)
      await t.db
        .updateTable('document_records')
        .set({ unit_id: 'content/9' })
        .where('document_id', '=', document.id)
        .where('source_text', '=', 'Unplug it.')
        .execute();
    await t.db.updateTable('documents').set({ reader_version: 2 }).where('id', '=', document.id).execute();
    const [earlier] = await recordsOf(manager, document.id);
    await save(manager, earlier!, spanTokens('Halte es ', 'trocken', '.'));
    return document as { id: number };
  }
  const span = (style: string) => `<text:span text:style-name="${style}">`;
  /** Texts each in a pair of codes, numbered as the earlier reader numbered them. */
  const spanTokens = (...texts: string[]) =>
    texts.map((text, i) => `${inlineToken(2 * i + 1)}${text}${inlineToken(2 * i + 2)}`).join('');
  /** The content.xml of the document's download. */
  async function downloadedContent(manager: Client, documentId: number) {
    const download = await manager.inject(`/api/document/${documentId}/download`);
    expect(download.statusCode, download.body).toBe(200);
    return part(download.rawPayload, 'content.xml');
  }
  const translatedParagraph = `<text:p text:style-name="Tessera_1">${span('T1')}Halte es </text:span>${span('T2')}trocken</text:span>${span('T1')}.</text:span></text:p>`;

  it("brings an OpenDocument file read while its spans were codes to today's reading, its translation's codes rewritten", async () => {
    const manager = await t.signIn('manager');
    const document = await odtReadWhileSpansWereCodes(manager, false);

    expect(await downloadedContent(manager, document.id)).toContain(translatedParagraph);
    expect(await readerVersionOf(t.db, document.id)).toBe(odfFormat.readerVersion);
    const [record] = await recordsOf(manager, document.id);
    expect([record!.source, record!.target, record!.approved]).toEqual([
      `Keep it ${inlineToken(1)}dry${inlineToken(2)}.`,
      `Halte es ${inlineToken(1)}trocken${inlineToken(2)}.`,
      true,
    ]);
  });

  it("brings an HTML page read while a ruby's readings were codes of their own to today's reading", async () => {
    const manager = await t.signIn('manager');
    const page = '<p><ruby>東京<rp>(</rp><rt>とうきょう</rt><rp>)</rp></ruby>の天気</p>';
    const japanese = { source_lang: 'ja', target_lang: 'en' };
    const document = (await uploadFile(t, manager, japanese, { name: 'tenki.html', content: page })).json();
    const [today] = await recordsOf(manager, document.id);
    expect(today!.codes.map((code) => code.xml)).toEqual(['<ruby>', '<rp>(</rp><rt>とうきょう</rt><rp>)</rp></ruby>']);
    // As the first reader read it: the ruby a pair, each parenthesis and the reading a code of its own.
    const codes = [
      { id: 1, kind: 'open', label: '<1>', xml: '<ruby>' },
      ...['<rp>(</rp>', '<rt>とうきょう</rt>', '<rp>)</rp>'].map((xml, i) => ({
        id: i + 2,
        kind: 'standalone',
        label: `<${xml.slice(1, 3)}>`,
        xml,
      })),
      { id: 5, kind: 'close', label: '</1>', xml: '</ruby>' },
    ];
    const tokens = (base: string) => `${inlineToken(1)}${base}${[2, 3, 4, 5].map(inlineToken).join('')}`;
    await t.db
      .updateTable('document_records')
      .set({ source: `${tokens('東京')}の天気`, codes: JSON.stringify(codes) })
      .where('id', '=', today!.id)
      .execute();
    await t.db.updateTable('documents').set({ reader_version: 1 }).where('id', '=', document.id).execute();
    const [earlier] = await recordsOf(manager, document.id);
    await save(manager, earlier!, `Weather in ${tokens('Tokyo')}`);

    const download = await manager.inject(`/api/document/${document.id}/download`);
    expect(download.body).toBe('<p>Weather in <ruby>Tokyo<rp>(</rp><rt>とうきょう</rt><rp>)</rp></ruby></p>');
    expect(await readerVersionOf(t.db, document.id)).toBe(htmlFormat.readerVersion);
    const [upgraded] = await recordsOf(manager, document.id);
    expect(upgraded!.target).toBe(`Weather in ${inlineToken(1)}Tokyo${inlineToken(2)}`);
  });

  it("writes the translations of an OpenDocument file read while its spans were codes with today's codes, where it keeps its reading", async () => {
    const manager = await t.signIn('manager');
    const document = await odtReadWhileSpansWereCodes(manager, true);

    expect(await downloadedContent(manager, document.id)).toContain(translatedParagraph);
    expect(await readerVersionOf(t.db, document.id)).toBe(2);
  });

  it('downloads a document read by the current reader by its positions, without reading its file again', async () => {
    const manager = await t.signIn('manager');
    const original = smartArtDeck();
    const document = (await uploadFile(t, manager, english, { name: 'Deck.pptx', content: original })).json();
    expect(await readerVersionOf(t.db, document.id)).toBe(pptxFormat.readerVersion);
    const read = vi.spyOn(pptxFormat, 'read');
    try {
      const untouched = await manager.inject(`/api/document/${document.id}/download`);
      expect(untouched.rawPayload.equals(original)).toBe(true);
      await translateAll(manager, document.id);
      const translated = await manager.inject(`/api/document/${document.id}/download`);
      expect(read).not.toHaveBeenCalled();
      expect((await slideSegments(translated.rawPayload)).map((segment) => segment.sourceText)).toEqual(
        (await slideSegments(original)).map((segment) => `DE ${segment.sourceText}`),
      );
    } finally {
      read.mockRestore();
    }
  });

  it('refuses a download format it does not know', async () => {
    const manager = await t.signIn('manager');
    const document = await uploaded(t, manager, 'en.json', '{ "a": "Hello" }', english);
    const response = await manager.inject(`/api/document/${document.id}/download?as=docx`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/as/);
    expect((await manager.inject('/api/document/999999/download?as=xliff')).statusCode).toBe(404);
  });
});
