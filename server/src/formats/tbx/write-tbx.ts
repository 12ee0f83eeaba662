import { TBX_STATUS, type TermPair } from '../terms.ts';
import { escapeXmlAttribute, escapeXmlText } from '../xml-escape.ts';

type Pair = Omit<TermPair, 'at'>;
type Pairs = AsyncIterable<Pair> | Iterable<Pair>;

/** The TBX shapes a glossary is exported in: v2 `<martif>` TBX-Basic, and v3 `<tbx>` TBX-Basic or TBX-Min. */
export type TbxShape = 'v2-basic' | 'v3-basic' | 'v3-min';

/**
 * Writes a glossary as TBX: by default TBX-Basic in the v2 (`<martif>`) shape, the one every terminology tool
 * imports; `v3-basic` and `v3-min` write TBX v3 (ISO 30042:2019, `<tbx>` > conceptEntry > langSec > termSec,
 * DCA style) in the TBX-Basic or TBX-Min dialect. One entry per record. The comment goes into a <note>
 * (marked xml:space="preserve" when it begins or ends with whitespace, which readers would otherwise trim):
 * at entry level in v2, in the source term's termSec in v3 (the only place TBX-Min has notes); readTbx reads
 * it back as the comment either way. The term fields: the target term's <termNote type="administrativeStatus">
 * (the record's status; TBX_STATUS) and both terms' partOfSpeech; the definition as a <descrip type="definition">
 * of the source language section (TBX-Basic; TBX-Min has no definition, so its exports leave it out). Case
 * sensitivity has no TBX data category and is not written. No DOCTYPE: the DTD reference is optional.
 */
export async function* writeTbx(
  pairs: Pairs,
  languages: { source: string; target: string },
  title = 'Glossary',
  shape: TbxShape = 'v2-basic',
): AsyncGenerator<string> {
  const source = escapeXmlAttribute(languages.source);
  const target = escapeXmlAttribute(languages.target);
  const v3 = shape !== 'v2-basic';
  yield v3 ? v3Header(shape === 'v3-min' ? 'TBX-Min' : 'TBX-Basic', source, title) : v2Header(source, title);
  let id = 0;
  let chunk = '';
  for await (const pair of pairs) {
    id++;
    const note =
      pair.comment === ''
        ? ''
        : `<note${/^\s|\s$/.test(pair.comment) ? ' xml:space="preserve"' : ''}>${escapeXmlText(pair.comment)}</note>`;
    const definition =
      !pair.definition || shape === 'v3-min'
        ? ''
        : `<descrip type="definition">${escapeXmlText(pair.definition)}</descrip>`;
    const partOfSpeech = termNote('partOfSpeech', pair.part_of_speech);
    const status = termNote('administrativeStatus', TBX_STATUS[pair.status ?? 'admitted']);
    chunk += v3
      ? `      <conceptEntry id="c${id}">` +
        `<langSec xml:lang="${source}">${definition}<termSec><term>${escapeXmlText(pair.source)}</term>${note}${partOfSpeech}</termSec></langSec>` +
        `<langSec xml:lang="${target}"><termSec><term>${escapeXmlText(pair.target)}</term>${partOfSpeech}${status}</termSec></langSec></conceptEntry>\n`
      : `      <termEntry id="c${id}">${note}` +
        `<langSet xml:lang="${source}">${definition}<tig><term>${escapeXmlText(pair.source)}</term>${partOfSpeech}</tig></langSet>` +
        `<langSet xml:lang="${target}"><tig><term>${escapeXmlText(pair.target)}</term>${partOfSpeech}${status}</tig></langSet></termEntry>\n`;
    if (chunk.length > 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}    </body>\n  </text>\n</${v3 ? 'tbx' : 'martif'}>\n`;
}

const termNote = (type: string, value: string | undefined) =>
  value ? `<termNote type="${type}">${escapeXmlText(value)}</termNote>` : '';

function v2Header(source: string, title: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<martif type="TBX-Basic" xml:lang="${source}">\n` +
    '  <martifHeader>\n' +
    `    <fileDesc><titleStmt><title>${escapeXmlText(title)}</title></titleStmt><sourceDesc><p>Exported from Tessera</p></sourceDesc></fileDesc>\n` +
    '    <encodingDesc><p type="XCSURI">TBXBasicXCSV02.xcs</p></encodingDesc>\n' +
    '  </martifHeader>\n' +
    '  <text>\n    <body>\n'
  );
}

function v3Header(dialect: 'TBX-Basic' | 'TBX-Min', source: string, title: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<tbx type="${dialect}" style="dca" xml:lang="${source}" xmlns="urn:iso:std:iso:30042:ed-2">\n` +
    '  <tbxHeader>\n' +
    `    <fileDesc><titleStmt><title>${escapeXmlText(title)}</title></titleStmt><sourceDesc><p>Exported from Tessera</p></sourceDesc></fileDesc>\n` +
    '  </tbxHeader>\n' +
    '  <text>\n    <body>\n'
  );
}
