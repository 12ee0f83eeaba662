import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { SaxesParser } from 'saxes';
import { inlineToken } from '@tessera/shared/contract';
import { contractDocx } from '../docx/docx-fixtures.test-helper.ts';
import { formatTestKit, part, readable, refusal } from '../format-test-kit.test-helper.ts';
import { MAX_PART_RATIO } from '../office/zip-package.ts';
import { unzip, zip } from '../xlsx/zip.test-helper.ts';
import { idmlFormat } from './idml.ts';
import { brochureIdml, IDML_FIXTURE_FILES, interviewIdml, japaneseIdml } from './idml-fixtures.test-helper.ts';
import { BODY, BR, content, csr, idml, IDML_MEDIA_TYPE, psr, psrWith, taggedTexts } from './idml.test-helper.ts';

const { segmentsOf, mergedFile, translatedAll } = formatTestKit(idmlFormat);

const FIRST_STORY = 'Stories/Story_u1d8.xml';
const SECOND_STORY = 'Stories/Story_u1c5.xml';

/** Parses XML with saxes (not the reader the format uses), throwing at the first error. */
function parseXml(text: string): void {
  const parser = new SaxesParser({ xmlns: true });
  parser.on('error', (error) => {
    throw error;
  });
  parser.write(text).close();
}

/** The package with its entry `name` replaced by `xml`, every other entry as it was. */
const withPart = (file: Buffer, name: string, xml: string) =>
  zip(
    unzip(file).map((entry) =>
      entry.name === name ? { name, data: Buffer.from(xml) } : { ...entry, stored: entry.name === 'mimetype' },
    ),
  );

/** The raw bytes of each entry's local record and data, as the writer must copy an untouched one. */
function rawEntries(file: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  for (let at = 0; file.readUInt32LE(at) === 0x04034b50;) {
    const nameLength = file.readUInt16LE(at + 26);
    const end = at + 30 + nameLength + file.readUInt16LE(at + 28) + file.readUInt32LE(at + 18);
    entries.set(file.toString('utf8', at + 30, at + 30 + nameLength), file.subarray(at, end));
    at = end;
  }
  return entries;
}

describe('InDesign IDML packages', () => {
  it.each(Object.entries(IDML_FIXTURE_FILES))('has %s as its XML builds it', (file, build) => {
    expect(readFileSync(new URL(`../${file}`, import.meta.url)).equals(build())).toBe(true);
  });

  it('reads the stories in designmap.xml order: ranges as codes, breaks ending paragraphs, notes left out', async () => {
    // The package stores the second story first: the order is designmap.xml's.
    const names = unzip(brochureIdml()).map((e) => e.name);
    expect(names.indexOf(SECOND_STORY)).toBeLessThan(names.indexOf(FIRST_STORY));
    const segments = await segmentsOf(brochureIdml());
    expect(segments.map((s) => [s.unitId, readable(s), s.context])).toEqual([
      ['story1/1', 'Lisbon in a Day', 'Story 1, heading 1'],
      ['story1/2', 'The tour starts at {<1>}nine{</1>} o’clock.', 'Story 1'],
      ['story1/2', 'Bring water & a hat.', 'Story 1'],
      ['story1/3', 'Visit {<1>}the castle{</1>} first.{[indent to here]}It opens early.{[footnote]}', 'Story 1'],
      ['story1/4', '{[footnote number]} Closed on Mondays.', 'Story 1, footnote 1'],
      ['story1/5', 'Book at {<1>}our website{</1>}.', 'Story 1'],
      ['story1/7', 'Day', 'Story 1, table 1, row 1, cell 1'],
      ['story1/8', 'Price', 'Story 1, table 1, row 1, cell 2'],
      ['story1/9', 'Monday', 'Story 1, table 1, row 2, cell 1'],
      ['story2/1', 'مرحبا بكم في لشبونة.', 'Story 2'],
      // Conditional text is a range like any other: here most of the sentence, so the rest is the pair.
      ['story2/2', '{<1>}東京から来ました。{</1>} Printed copies only.', 'Story 2'],
    ]);
    expect(segments.some((s) => s.sourceText.includes('Check the time'))).toBe(false);
    // The place as parts, which the editor says in its interface's language.
    expect(segments[0]!.place).toEqual([
      { kind: 'story', number: 1 },
      { kind: 'heading', level: 1 },
    ]);
    expect(segments[4]!.place).toEqual([
      { kind: 'story', number: 1 },
      { kind: 'footnote', label: '1' },
    ]);
    expect(segments[8]!.place).toEqual([
      { kind: 'story', number: 1 },
      { kind: 'table', number: 1, name: null },
      { kind: 'cell', row: 2, column: 1 },
    ]);
    // For the editor's preview: the heading, the footnote, the table's cells.
    expect(segments.map((s) => s.block && [s.block.kind, s.block.level ?? s.block.cell?.col ?? null])).toEqual([
      ['heading', 1],
      ['paragraph', null],
      ['paragraph', null],
      ['paragraph', null],
      ['note', null],
      ['paragraph', null],
      ['table-cell', 1],
      ['table-cell', 2],
      ['table-cell', 1],
      ['paragraph', null],
      ['paragraph', null],
    ]);
  });

  it("makes codes of a range's formatting, a hyperlink and a special character, holding their markup", async () => {
    const segments = await segmentsOf(brochureIdml());
    expect(segments[1]!.codes).toEqual([
      {
        id: 1,
        kind: 'open',
        label: '<1>',
        xml: '<CharacterStyleRange AppliedCharacterStyle="CharacterStyle/$ID/[No character style]" FontStyle="Bold">',
      },
      { id: 2, kind: 'close', label: '</1>', xml: '</CharacterStyleRange>' },
    ]);
    expect(segments[5]!.codes.map((code) => code.xml)).toEqual([
      '<CharacterStyleRange AppliedCharacterStyle="CharacterStyle/$ID/[No character style]">' +
        '<HyperlinkTextSource Self="uhs1" Name="Hyperlink 1" Hidden="false">',
      '</HyperlinkTextSource></CharacterStyleRange>',
    ]);
    expect(segments[3]!.codes[2]).toMatchObject({ kind: 'standalone', xml: expect.stringContaining('<?ACE 7?>') });
  });

  it('writes a translation into its story only, every other entry copied as it was, mimetype first and stored', async () => {
    const original = brochureIdml();
    const segments = await segmentsOf(original);
    const { mediaType, bytes } = await mergedFile(original, [
      { position: 1, target: `Die Tour beginnt um ${inlineToken(1)}neun${inlineToken(2)} Uhr.`, approved: true },
      { position: 2, target: 'Wasser & Hut mitbringen.', approved: true },
      { position: 5, target: `Buchen Sie ${inlineToken(1)}auf unserer Website${inlineToken(2)}.`, approved: true },
      {
        position: 4,
        target: segments[4]!.source.replace('Closed on Mondays.', 'Montags geschlossen.'),
        approved: true,
      },
    ]);
    expect(mediaType).toBe(IDML_MEDIA_TYPE);
    const story = part(bytes, FIRST_STORY);
    expect(story).toContain(
      '<CharacterStyleRange AppliedCharacterStyle="CharacterStyle/$ID/[No character style]"><Content>Die Tour beginnt um </Content></CharacterStyleRange>' +
        '<CharacterStyleRange AppliedCharacterStyle="CharacterStyle/$ID/[No character style]" FontStyle="Bold"><Content>neun</Content></CharacterStyleRange>',
    );
    // Runs of one formatting written in a row are one range again; `&` escaped.
    expect(story).toContain('<Content> Uhr. Wasser &amp; Hut mitbringen.</Content>');
    // The note stays, then the break and what follows it as they were.
    expect(story).toContain('</Note></CharacterStyleRange><CharacterStyleRange');
    expect(story).toContain(
      '<HyperlinkTextSource Self="uhs1" Name="Hyperlink 1" Hidden="false"><Content>auf unserer Website</Content></HyperlinkTextSource>',
    );
    expect(story).toContain('<Content><?ACE 4?> Montags geschlossen.</Content>');
    expect(story).not.toContain('Closed on Mondays');
    expect(() => parseXml(story)).not.toThrow();
    // Every other entry, the second story too, is the upload's local record and data byte for byte, in its order.
    const before = rawEntries(original);
    const after = rawEntries(bytes);
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [name, raw] of before)
      if (name !== FIRST_STORY) expect(after.get(name)!.equals(raw), `${name} is copied`).toBe(true);
    expect(bytes.readUInt16LE(8)).toBe(0);
    expect(bytes.toString('latin1', 30, 38 + IDML_MEDIA_TYPE.length)).toBe(`mimetype${IDML_MEDIA_TYPE}`);
  });

  it('keeps the text around a translated paragraph that starts or ends inside a range as it was', async () => {
    const original = idml([
      {
        id: 'u1',
        ranges: psr(BODY, csr(content('One.') + BR + content('Two.') + BR + content('Three.'), 'FontStyle="Bold"')),
      },
    ]);
    const bytes = await mergedFile(original, [{ position: 1, target: 'Zwei.', approved: true }]);
    const story = part(bytes.bytes, 'Stories/Story_u1.xml');
    const open = `<CharacterStyleRange AppliedCharacterStyle="CharacterStyle/$ID/[No character style]" FontStyle="Bold">`;
    expect(story).toContain(
      `${open}\n\t\t\t\t<Content>One.</Content>\n\t\t\t\t<Br/></CharacterStyleRange>${open}<Content>Zwei.</Content>` +
        `</CharacterStyleRange>${open}<Br/>\n\t\t\t\t<Content>Three.</Content>\n\t\t\t</CharacterStyleRange>`,
    );
    expect(() => parseXml(story)).not.toThrow();
    expect((await segmentsOf(bytes.bytes)).map(readable)).toEqual(['One.', 'Zwei.', 'Three.']);
  });

  it('reads a hyperlink that holds character ranges as a pair around them', async () => {
    const original = idml([
      {
        id: 'u1',
        ranges: psr(
          BODY,
          csr(content('See ')) +
            `<HyperlinkTextSource Self="uh2" Name="Link" Hidden="false">${csr(content('the '))}${csr(content('map'), 'FontStyle="Bold"')}</HyperlinkTextSource>` +
            csr(content(' now.')),
        ),
      },
    ]);
    const [segment] = await segmentsOf(original);
    expect(readable(segment!)).toBe('See {<1>}the {<2>}map{</2>}{</1>} now.');
    const translated = await translatedAll(original, (source) =>
      source.replace('See', 'Siehe').replace('now', 'jetzt'),
    );
    const story = part(translated, 'Stories/Story_u1.xml');
    expect(story).toContain('<HyperlinkTextSource Self="uh2" Name="Link" Hidden="false"><CharacterStyleRange');
    expect(() => parseXml(story)).not.toThrow();
    expect((await segmentsOf(translated)).map(readable)).toEqual(['Siehe {<1>}the {<2>}map{</2>}{</1>} jetzt.']);
  });

  it('writes a hyperlink across two sentences as one element, as InDesign wants each Self once', async () => {
    const link = '<HyperlinkTextSource Self="uh3" Name="Guide" Hidden="false">';
    const original = idml([
      {
        id: 'u1',
        ranges: psr(BODY, csr(content('Read ') + link + content('the guide. It helps') + '</HyperlinkTextSource>')),
      },
    ]);
    const segments = await segmentsOf(original);
    expect(segments.map(readable)).toEqual(['Read {<1>}the guide.{</1>}', '{<1>}It helps{</1>}']);
    const translated = await translatedAll(original, (source) =>
      source.replace('Read', 'Lies').replace('the guide', 'die Anleitung').replace('It helps', 'Sie hilft'),
    );
    const story = part(translated, 'Stories/Story_u1.xml');
    expect(story.split('Self="uh3"')).toHaveLength(2);
    expect(story).toContain(`${link}<Content>die Anleitung.</Content><Content> </Content><Content>Sie hilft</Content>`);
    expect(() => parseXml(story)).not.toThrow();
  });

  describe('text inside XML structure elements', () => {
    const FRENCH = { source: 'fr', target: 'en' };
    const INTERVIEW = 'Stories/Story_u1f0.xml';
    const ENGLISH: [string, string][] = [
      ['Parlez-nous de l’histoire', 'Tell us about the history'],
      ['et la valeur ajoutée de votre agence ?', 'and the added value of your agency?'],
      [
        'Notre cabinet a été fondé par mon arrière-arrière-grand-père dans les années 90.',
        'Our firm was founded by my great-great-grandfather in the 90s.',
      ],
      ['Nous couvrons le ', 'We cover '],
      ['sud-est de la France', 'the south-east of France'],
      ['Un avantage sur vos pairs ?', 'An edge over your peers?'],
      ['« Notre engagement est total ».', '“Our commitment is total.”'],
      ['Réponse courte :', 'Short answer:'],
      ['oui.', 'yes.'],
      ['Et vous ?', 'And you?'],
      ['« Contactez-nous »', '“Contact us”'],
    ];
    const toEnglish = (source: string) => ENGLISH.reduce((text, [fr, en]) => text.replace(fr, en), source);

    it('reads every line of an element holding breaks, nested ones too, keeping the keys of text read before', async () => {
      const segments = await segmentsOf(interviewIdml(), FRENCH);
      expect(segments.map((s) => [s.unitId, s.segmentId, readable(s)])).toEqual([
        ['story1/1', '1', '{<1>}Stéphane Guerra{</1>} Parlez-nous de l’histoire'],
        ['story1/1.2', '1', 'et la valeur ajoutée de votre agence ?'],
        ['story1/2', '1', 'Notre cabinet a été fondé par mon arrière-arrière-grand-père dans les années 90.'],
        ['story1/2.2', '1', 'Nous couvrons le {<1>}sud-est de la France{</1>}.'],
        // Read before as it is now: an element without a break is a pair, and its key stays.
        ['story1/3', '1', '{<1>}Un avantage sur vos pairs ?{</1>}'],
        ['story1/4', '1', '« Notre engagement est total ».'],
        ['story1/4.2', '1', 'Henri D.'],
        // Text before an element holding breaks is a paragraph of its own.
        ['story1/5', '1', 'Réponse courte :'],
        ['story1/5.2', '1', 'oui.'],
        ['story1/5.3', '1', 'Et vous ?'],
        ['story2/1', '1', '« Contactez-nous »'],
      ]);
      // A tag inside the text is a pair holding its start tag, inside its range or not.
      expect(segments[0]!.codes.map((code) => code.xml)).toEqual([
        '<CharacterStyleRange AppliedCharacterStyle="CharacterStyle/black"><XMLElement Self="di2i3i1i1" MarkupTag="XMLTag/black">',
        '</XMLElement></CharacterStyleRange>',
      ]);
      expect(segments[3]!.codes.map((code) => code.xml)).toEqual([
        '<XMLElement Self="di2i3i2i1" MarkupTag="XMLTag/region">',
        '</XMLElement>',
      ]);
    });

    it('writes each translation inside the elements its source was in, each element once', async () => {
      const original = interviewIdml();
      const translated = await translatedAll(original, toEnglish, FRENCH);
      const story = part(translated, INTERVIEW);
      expect(() => parseXml(story)).not.toThrow();
      const before = taggedTexts(part(original, INTERVIEW));
      expect(before['di2i3i1']).toBe(
        'Stéphane Guerra Parlez-nous de l’histoire\net la valeur ajoutée de votre agence ?',
      );
      expect(taggedTexts(story)).toEqual({
        di2i3:
          'Stéphane Guerra Tell us about the history\nand the added value of your agency?\n' +
          'Our firm was founded by my great-great-grandfather in the 90s.\nWe cover the south-east of France.\n' +
          'An edge over your peers?\n“Our commitment is total.”\nHenri D.\nShort answer: yes.\nAnd you?',
        di2i3i1: 'Stéphane Guerra Tell us about the history\nand the added value of your agency?',
        di2i3i1i1: 'Stéphane Guerra',
        di2i3i2: 'Our firm was founded by my great-great-grandfather in the 90s.\nWe cover the south-east of France.',
        di2i3i2i1: 'the south-east of France',
        di2i3i3: 'An edge over your peers?',
        di2i3i4: '“Our commitment is total.”\nHenri D.',
        di2i3i4i1: '“Our commitment is total.”\nHenri D.',
        di2i3i5: 'yes.\nAnd you?',
      });
      expect(taggedTexts(part(translated, 'Stories/Story_u2a4.xml'))).toEqual({ di2i4: '“Contact us”' });
      // Read again: the same units, each with its translation.
      const again = await segmentsOf(translated, FRENCH);
      const read = await segmentsOf(original, FRENCH);
      expect(again.map((s) => [s.unitId, s.segmentId, s.source])).toEqual(
        read.map((s) => [s.unitId, s.segmentId, toEnglish(s.source)]),
      );
    });

    it('rewrites only the translated line, the markup around it as it was', async () => {
      const original = interviewIdml();
      const segments = await segmentsOf(original, FRENCH);
      const position = segments.findIndex((s) => s.unitId === 'story1/5.2');
      const { bytes } = await mergedFile(original, [{ position, target: 'yes.', approved: true }], FRENCH);
      const story = part(bytes, INTERVIEW);
      expect(story).toBe(
        part(original, INTERVIEW).replace('<Content>oui.</Content>\n\t\t\t\t<Br/>', '<Content>yes.</Content><Br/>'),
      );
      for (const [name, raw] of rawEntries(original))
        if (name !== INTERVIEW) expect(rawEntries(bytes).get(name)!.equals(raw), `${name} is copied`).toBe(true);
    });

    it("numbers a footnote inside such an element after its paragraph's units, leaving later keys alone", async () => {
      const original = idml([
        {
          id: 'u1',
          ranges: psr(
            BODY,
            csr(
              '\n\t\t\t\t<XMLElement Self="di3" MarkupTag="XMLTag/note">' +
                content('First line.') +
                `\n\t\t\t\t<Footnote>${psr(BODY, csr(content('<?ACE 4?> Inside.')))}\n\t\t\t\t</Footnote>` +
                BR +
                content('Second line.') +
                '\n\t\t\t\t</XMLElement>' +
                BR +
                content('Outside.') +
                `\n\t\t\t\t<Footnote>${psr(BODY, csr(content('<?ACE 4?> Read before.')))}\n\t\t\t\t</Footnote>`,
            ),
          ),
        },
      ]);
      const segments = await segmentsOf(original);
      expect(segments.map((s) => [s.unitId, readable(s), s.context])).toEqual([
        ['story1/1', 'First line.{[footnote]}', 'Story 1'],
        ['story1/1.2', 'Second line.', 'Story 1'],
        ['story1/1.3', '{[footnote number]} Inside.', 'Story 1, footnote 1'],
        ['story1/2', 'Outside.{[footnote]}', 'Story 1'],
        ['story1/3', '{[footnote number]} Read before.', 'Story 1, footnote 2'],
      ]);
      const translated = await translatedAll(original, (source) => source.replace(' line', '').replace('.', '!'));
      const story = part(translated, 'Stories/Story_u1.xml');
      expect(taggedTexts(story)).toEqual({ di3: 'First! Inside!\nSecond!' });
      expect((await segmentsOf(translated)).map(readable)).toEqual([
        'First!{[footnote]}',
        'Second!',
        '{[footnote number]} Inside!',
        'Outside!{[footnote]}',
        '{[footnote number]} Read before!',
      ]);
    });
  });

  it('reads Japanese by its own sentence rules and writes an Arabic translation', async () => {
    const languages = { source: 'ja', target: 'ar' };
    const segments = await segmentsOf(japaneseIdml(), languages);
    expect(segments.map((s) => [readable(s), s.context])).toEqual([
      ['会社概要', 'Story 1'],
      ['私たちは東京にあります。', 'Story 1'],
      ['{<1>}十年{</1>}の経験があります。', 'Story 1'],
    ]);
    const translated = await translatedAll(japaneseIdml(), () => 'نبذة عن الشركة', languages);
    expect(part(translated, 'Stories/Story_u2a0.xml')).toContain('<Content>نبذة عن الشركة</Content>');
  });

  describe('the target language', () => {
    const ENGLISH = 'AppliedLanguage="$ID/English: USA"';
    /**
     * A story whose first paragraph range says left to right and names English, holding a range naming English and
     * setting its own direction, a range set to no language, a range leaving its direction to the paragraph and a
     * footnote; the second range says neither. And a second story.
     */
    const twoStories = () =>
      idml([
        {
          id: 'u1',
          ranges:
            psrWith(
              `ParagraphDirection="LeftToRightDirection" ${ENGLISH}`,
              BODY,
              csr(content('Welcome.'), `${ENGLISH} CharacterDirection="LeftToRightDirection"`),
              csr(content(' www.example.com'), 'AppliedLanguage="$ID/[No Language]"'),
              csr(
                content(' Read on.') +
                  `\n\t\t\t\t<Footnote>${psr(BODY, csr(content('<?ACE 4?> A note.'), ENGLISH))}\n\t\t\t\t</Footnote>`,
                'CharacterDirection="DefaultDirection"',
              ),
            ) + psr(BODY, csr(content('Goodbye.'), ENGLISH)),
        },
        { id: 'u2', ranges: psr(BODY, csr(content('Untouched.'), ENGLISH)) },
      ]);
    const FIRST = 'Stories/Story_u1.xml';
    const startTags = (story: string, element: string) =>
      [...story.matchAll(new RegExp(`<${element}\\b[^>]*>`, 'g'))].map((m) => m[0]);

    it('makes every paragraph range of a story translated into Hebrew right to left, in Hebrew', async () => {
      const original = twoStories();
      const languages = { source: 'en', target: 'he' };
      expect((await segmentsOf(original, languages)).map(readable)).toEqual([
        '{<1>}Welcome.{</1>} www.example.com{<2>} Read on.{</2>}{[footnote]}',
        '{[footnote number]} A note.',
        'Goodbye.',
        'Untouched.',
      ]);
      const { bytes } = await mergedFile(original, [{ position: 2, target: 'להתראות.', approved: true }], languages);
      const story = part(bytes, FIRST);
      expect(() => parseXml(story)).not.toThrow();
      // The direction replaced where a range says one and added where it says none, in the footnote too.
      expect(startTags(story, 'ParagraphStyleRange')).toEqual([
        `<ParagraphStyleRange AppliedParagraphStyle="${BODY}" ParagraphDirection="RightToLeftDirection" AppliedLanguage="$ID/Hebrew">`,
        `<ParagraphStyleRange AppliedParagraphStyle="${BODY}" ParagraphDirection="RightToLeftDirection">`,
        `<ParagraphStyleRange AppliedParagraphStyle="${BODY}" ParagraphDirection="RightToLeftDirection">`,
      ]);
      // Each range naming a language names Hebrew; one set to no language, or naming none, is left so.
      expect(startTags(story, 'CharacterStyleRange').map((tag) => /AppliedLanguage="([^"]*)"/.exec(tag)?.[1])).toEqual([
        '$ID/Hebrew',
        '$ID/[No Language]',
        undefined,
        '$ID/Hebrew',
        '$ID/Hebrew',
      ]);
      // A range setting its own direction takes Hebrew's; one following its paragraph's still does.
      const directions = startTags(story, 'CharacterStyleRange').map(
        (tag) => /CharacterDirection="([^"]*)"/.exec(tag)?.[1],
      );
      expect(directions).toEqual(['RightToLeftDirection', undefined, 'DefaultDirection', undefined, undefined]);
      expect(story).toContain('<Content>להתראות.</Content>');
      // The story with no translation, and every other entry, stays as it was.
      const before = rawEntries(original);
      for (const [name, raw] of rawEntries(bytes))
        if (name !== FIRST) expect(raw.equals(before.get(name)!), `${name} is copied`).toBe(true);
      expect((await segmentsOf(bytes, languages)).map(readable)).toEqual([
        '{<1>}Welcome.{</1>} www.example.com{<2>} Read on.{</2>}{[footnote]}',
        '{[footnote number]} A note.',
        'להתראות.',
        'Untouched.',
      ]);
    });

    it('names the target language of a left-to-right translation and keeps the direction', async () => {
      const { bytes } = await mergedFile(twoStories(), [{ position: 2, target: 'Auf Wiedersehen.', approved: true }]);
      const story = part(bytes, FIRST);
      // Every range of the story naming a language, those of paragraphs left untranslated too.
      expect(story.split('AppliedLanguage="$ID/German: 2006 Reform"')).toHaveLength(5);
      expect(startTags(story, 'ParagraphStyleRange')[0]).toBe(
        `<ParagraphStyleRange AppliedParagraphStyle="${BODY}" ParagraphDirection="LeftToRightDirection" AppliedLanguage="$ID/German: 2006 Reform">`,
      );
      expect(story).not.toContain('RightToLeftDirection');
      expect(story).not.toContain('English');
      expect(part(bytes, 'Stories/Story_u2.xml')).toContain(ENGLISH);
    });

    it('makes a story translated from Arabic into English left to right where it said right to left', async () => {
      const RIGHT_TO_LEFT = 'CharacterDirection="RightToLeftDirection"';
      const arabic = idml([
        {
          id: 'u1',
          ranges:
            psrWith(
              'ParagraphDirection="RightToLeftDirection"',
              BODY,
              csr(content('مرحبا.'), RIGHT_TO_LEFT),
              csr(content(' اقرأ.'), 'CharacterDirection="DefaultDirection"'),
            ) + psr(BODY, csr(content('وداعا.'))),
        },
      ]);
      const languages = { source: 'ar', target: 'en' };
      const { bytes } = await mergedFile(arabic, [{ position: 0, target: 'Welcome.', approved: true }], languages);
      const story = part(bytes, FIRST);
      expect(() => parseXml(story)).not.toThrow();
      expect(startTags(story, 'ParagraphStyleRange')).toEqual([
        `<ParagraphStyleRange AppliedParagraphStyle="${BODY}" ParagraphDirection="LeftToRightDirection">`,
        `<ParagraphStyleRange AppliedParagraphStyle="${BODY}">`,
      ]);
      const directions = startTags(story, 'CharacterStyleRange').map(
        (tag) => /CharacterDirection="([^"]*)"/.exec(tag)?.[1],
      );
      expect(directions).toEqual(['LeftToRightDirection', 'DefaultDirection', undefined]);
    });

    it("writes the document's own name of the language where designmap.xml lists one", async () => {
      const original = twoStories();
      const designmap = part(original, 'designmap.xml').replace(
        '\t<idPkg:Graphic',
        '\t<Language Self="Language/$ID/de_DE_2006" Name="$ID/de_DE_2006" PrimaryLanguageName="$ID/de_DE_2006" ' +
          'SublanguageName="$ID/" Id="275"/>\n\t<Language Self="Language/$ID/hi_IN" Name="$ID/hi_IN" Id="348"/>\n\t<idPkg:Graphic',
      );
      const listing = withPart(original, 'designmap.xml', designmap);
      const german = await mergedFile(listing, [{ position: 0, target: 'Willkommen.', approved: true }]);
      expect(part(german.bytes, FIRST)).toContain('AppliedLanguage="$ID/de_DE_2006"');
      // A language only the document names, by its ICU name.
      const hindi = await mergedFile(listing, [{ position: 0, target: 'स्वागत है।', approved: true }], {
        source: 'en',
        target: 'hi',
      });
      expect(part(hindi.bytes, FIRST)).toContain('AppliedLanguage="$ID/hi_IN"');
    });

    it('leaves the language a story names where InDesign has no name known for the target', async () => {
      const { bytes } = await mergedFile(twoStories(), [{ position: 2, target: 'Kwaheri.', approved: true }], {
        source: 'en',
        target: 'sw',
      });
      const story = part(bytes, FIRST);
      expect(story).toContain('<Content>Kwaheri.</Content>');
      expect(story.split('AppliedLanguage="$ID/English: USA"')).toHaveLength(5);
    });

    it('writes an untouched download for a right-to-left target byte for byte', async () => {
      const original = twoStories();
      const { bytes } = await mergedFile(original, [], { source: 'en', target: 'ar' });
      expect(bytes.equals(original)).toBe(true);
    });
  });

  it('refuses damaged packages, XML bombs, files of other kinds and hostile ZIPs, naming the part', async () => {
    const original = brochureIdml();
    expect(await refusal(segmentsOf(withPart(original, FIRST_STORY, '<idPkg:Story><Story>')))).toMatch(
      /^The part Stories\/Story_u1d8\.xml is not well-formed: Malformed XML at line 1, column \d+/,
    );
    const bomb =
      '<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>\n' +
      '<idPkg:Story xmlns:idPkg="http://ns.adobe.com/AdobeInDesign/idml/1.0/packaging"><Story>&lol2;</Story></idPkg:Story>';
    expect(await refusal(segmentsOf(withPart(original, SECOND_STORY, bomb)))).toMatch(
      /^The part Stories\/Story_u1c5\.xml is not well-formed: .*DOCTYPE/,
    );
    const missing = zip(
      unzip(original)
        .filter((e) => e.name !== SECOND_STORY)
        .map((e) => ({ ...e, stored: e.name === 'mimetype' })),
    );
    expect(await refusal(segmentsOf(missing))).toBe(
      'The InDesign IDML package (.idml) is damaged: designmap.xml lists the story "Stories/Story_u1c5.xml", which it does not hold.',
    );
    expect(await refusal(segmentsOf(contractDocx()))).toBe(
      'This file is a Word document (.docx), not an InDesign IDML package (.idml).',
    );
    expect(await refusal(segmentsOf(original.subarray(0, original.length - 30)))).toMatch(
      /^The InDesign IDML package \(\.idml\) is damaged: its ZIP directory is missing or cut short/,
    );
    const slip = zip([...unzip(original), { name: '../../etc/passwd', data: Buffer.from('x') }]);
    expect(await refusal(segmentsOf(slip))).toBe(
      'The InDesign IDML package (.idml) holds an entry named "../../etc/passwd", which points outside the package; such a file is refused.',
    );
    const zipBomb = withPart(original, FIRST_STORY, ' '.repeat(MAX_PART_RATIO * 20_000));
    expect(await refusal(segmentsOf(zipBomb))).toMatch(
      /^The part Stories\/Story_u1d8\.xml unpacks to \d+ times its packed size .* looks like a zip bomb/,
    );
  });
});
