import { BODY, BR, content, csr, idml, psr } from './idml.test-helper.ts';

/**
 * The InDesign packages of the format contract test, written here from the IDML specification and zipped by
 * `idml.test-helper.ts`; `idml.test.ts` checks that the files in `fixtures/` are these
 * (`node server/src/formats/idml/write-fixtures.ts` writes them again after a change).
 */

const BOLD = 'FontStyle="Bold"';
const ITALIC = 'AppliedCharacterStyle="CharacterStyle/Emphasis"';

/** A footnote as InDesign anchors it: its number (`<?ACE 4?>`) then its text. */
const footnote = (text: string) =>
  `\n\t\t\t\t<Footnote>${psr(BODY, csr(content(`<?ACE 4?> ${text}`)))}\n\t\t\t\t</Footnote>`;

/** An InDesign note: the designer's remark, no text of the document. */
const note = (text: string) =>
  '\n\t\t\t\t<Note Self="un1" Collapsed="false" CreationDate="2026-11-02T10:00:00" ModificationDate="2026-11-02T10:00:00" ' +
  `UserName="Rita">${psr(BODY, csr(content(text)))}\n\t\t\t\t</Note>`;

/** A table of `rows` (each row's cells' text), its cells named "column:row" as IDML names them. */
function table(rows: string[][]): string {
  const columns = rows[0]!.length;
  const cells = rows
    .flatMap((cells, row) =>
      cells.map(
        (text, column) =>
          `\n\t\t\t\t\t<Cell Self="ut1i${column}i${row}" Name="${column}:${row}" RowSpan="1" ColumnSpan="1">` +
          `${psr(BODY, csr(content(text)))}\n\t\t\t\t\t</Cell>`,
      ),
    )
    .join('');
  return (
    `\n\t\t\t\t<Table Self="ut1" HeaderRowCount="0" FooterRowCount="0" BodyRowCount="${rows.length}" ColumnCount="${columns}">` +
    rows.map((_, row) => `\n\t\t\t\t\t<Row Self="ut1Row${row}" Name="${row}" SingleRowHeight="20"/>`).join('') +
    Array.from(
      { length: columns },
      (_, c) => `\n\t\t\t\t\t<Column Self="ut1Col${c}" Name="${c}" SingleColumnWidth="120"/>`,
    ).join('') +
    `${cells}\n\t\t\t\t</Table>`
  );
}

/**
 * Two stories, listed in designmap.xml in another order than the package stores them. The first: a heading, a
 * paragraph with bold and italic ranges and an escaped `&`, a note, a break into a second paragraph inside one
 * range, a special character and a footnote, a hyperlink, and a table. The second: Arabic and Japanese text and a
 * range of conditional text.
 */
export const brochureIdml = () =>
  idml(
    [
      {
        id: 'u1d8',
        ranges:
          psr('ParagraphStyle/Heading 1', csr(content('Lisbon in a Day') + BR)) +
          psr(
            BODY,
            csr(content('The tour starts at ')),
            csr(content('nine'), BOLD),
            csr(content(' o’clock. Bring water &amp; a hat.') + note('Check the time with the guide.') + BR),
            csr(content('Visit ')),
            csr(content('the castle'), ITALIC),
            csr(
              content(' first.<?ACE 7?>It opens early.') +
                footnote('Closed on Mondays.') +
                BR +
                content('Book at ') +
                '\n\t\t\t\t<HyperlinkTextSource Self="uhs1" Name="Hyperlink 1" Hidden="false">' +
                content('our website') +
                '\n\t\t\t\t</HyperlinkTextSource>' +
                content('.') +
                BR,
            ),
          ) +
          psr(
            BODY,
            csr(
              table([
                ['Day', 'Price'],
                ['Monday', '10 €'],
              ]),
            ),
          ),
      },
      {
        id: 'u1c5',
        ranges: psr(
          BODY,
          csr(content('مرحبا بكم في لشبونة.') + BR + content('東京から来ました。')),
          csr(content(' Printed copies only.'), 'AppliedConditions="Condition/Print"'),
        ),
      },
    ],
    ['u1c5', 'u1d8'],
  );

/** A Japanese story with an emphasised range, to be translated into Arabic. */
export const japaneseIdml = () =>
  idml([
    {
      id: 'u2a0',
      ranges: psr(
        BODY,
        csr(content('会社概要') + BR + content('私たちは東京にあります。')),
        csr(content('十年'), ITALIC),
        csr(content('の経験があります。')),
      ),
    },
  ]);

/** An element of the document's XML structure around `inner`, as InDesign writes one (`Self` names it once). */
const tagged = (self: string, tag: string, inner: string) =>
  `\n\t\t\t\t<XMLElement Self="${self}" MarkupTag="XMLTag/${tag}">${inner}\n\t\t\t\t</XMLElement>`;

/**
 * A magazine interview tagged with XML structure, in French, laid out as SimpleIDML's `interview.idml` (a real
 * InDesign 2020 export, BSD licence, whose binary the team could not fetch; this one is written like it from the
 * IDML specification). Its stories carry `XMLElement`s around character ranges and inside them, as InDesign writes
 * them where the structure and the formatting do not nest alike:
 * - a question tagged around two character ranges (its speaker in a character style of its own, tagged too) whose
 *   second line follows a `<Br/>` inside the tag;
 * - answers tagged inside one character range, with breaks and a nested tag inside;
 * - a quote tagged inside an answer tag, a break inside both;
 * - text before a tag holding a break, in the same paragraph;
 * - a pull quote, its story tagged as a whole.
 */
export const interviewIdml = () =>
  idml(
    [
      {
        id: 'u1f0',
        ranges:
          '\n\t\t<XMLElement Self="di2i3" MarkupTag="XMLTag/article" XMLContent="u1f0">' +
          psr(
            'ParagraphStyle/Question',
            '\n\t\t\t<XMLElement Self="di2i3i1" MarkupTag="XMLTag/question">' +
              csr(
                tagged('di2i3i1i1', 'black', content('Stéphane Guerra')),
                'AppliedCharacterStyle="CharacterStyle/black"',
              ) +
              csr(content(' Parlez-nous de l’histoire') + BR + content('et la valeur ajoutée de votre agence ?')) +
              '\n\t\t\t</XMLElement>',
            csr(BR),
          ) +
          psr(
            'ParagraphStyle/reponse',
            csr(
              tagged(
                'di2i3i2',
                'reponse',
                content('Notre cabinet a été fondé par mon arrière-arrière-grand-père dans les années 90.') +
                  BR +
                  content('Nous couvrons le ') +
                  tagged('di2i3i2i1', 'region', content('sud-est de la France')) +
                  content('.'),
              ) +
                BR +
                tagged('di2i3i3', 'question', content('Un avantage sur vos pairs ?')) +
                BR +
                tagged(
                  'di2i3i4',
                  'reponse',
                  tagged(
                    'di2i3i4i1',
                    'citation',
                    content('« Notre engagement est total ».') + BR + content('Henri D.'),
                  ),
                ) +
                BR +
                content('Réponse courte : ') +
                tagged('di2i3i5', 'reponse', content('oui.') + BR + content('Et vous ?')),
            ),
          ) +
          '\n\t\t</XMLElement>',
      },
      {
        id: 'u2a4',
        ranges:
          '\n\t\t<XMLElement Self="di2i4" MarkupTag="XMLTag/exergue" XMLContent="u2a4">' +
          psr('ParagraphStyle/exergue', csr(content('« Contactez-nous »'))) +
          '\n\t\t</XMLElement>',
      },
    ],
    undefined,
    {
      tags: ['Root', 'article', 'question', 'black', 'reponse', 'region', 'citation', 'exergue'],
      placed: [
        { self: 'di2i3', tag: 'article', story: 'u1f0' },
        { self: 'di2i4', tag: 'exergue', story: 'u2a4' },
      ],
      characterStyles: ['black'],
      paragraphStyles: ['Question', 'reponse', 'exergue'],
    },
  );

export const IDML_FIXTURE_FILES: Record<string, () => Buffer> = {
  'idml/fixtures/brochure.idml': brochureIdml,
  'idml/fixtures/japanese.idml': japaneseIdml,
  'idml/fixtures/interview.idml': interviewIdml,
};
