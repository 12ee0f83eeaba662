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

export const IDML_FIXTURE_FILES: Record<string, () => Buffer> = {
  'idml/fixtures/brochure.idml': brochureIdml,
  'idml/fixtures/japanese.idml': japaneseIdml,
};
