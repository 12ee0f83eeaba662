import { XML_FORBIDDEN_CHARS, type TermPair } from '../terms.ts';

type Pairs =
  | AsyncIterable<Pick<TermPair, 'source' | 'target' | 'comment'>>
  | Iterable<Pick<TermPair, 'source' | 'target' | 'comment'>>;

/** The TBX shapes a glossary is exported in: v2 `<martif>` TBX-Basic, and v3 `<tbx>` TBX-Basic or TBX-Min. */
export type TbxShape = 'v2-basic' | 'v3-basic' | 'v3-min';

/**
 * Writes a glossary as TBX: by default TBX-Basic in the v2 (`<martif>`) shape, the one every terminology tool
 * imports; `v3-basic` and `v3-min` write TBX v3 (ISO 30042:2019, `<tbx>` > conceptEntry > langSec > termSec,
 * DCA style) in the TBX-Basic or TBX-Min dialect. One entry per record. The comment goes into a <note>
 * (marked xml:space="preserve" when it begins or ends with whitespace, which readers would otherwise trim):
 * at entry level in v2, in the source term's termSec in v3 (the only place TBX-Min has notes); readTbx reads
 * it back as the comment either way. No DOCTYPE: the DTD reference is optional.
 */
export async function* writeTbx(
  pairs: Pairs,
  languages: { source: string; target: string },
  title = 'Glossary',
  shape: TbxShape = 'v2-basic',
): AsyncGenerator<string> {
  const source = escapeAttribute(languages.source);
  const target = escapeAttribute(languages.target);
  const v3 = shape !== 'v2-basic';
  yield v3 ? v3Header(shape === 'v3-min' ? 'TBX-Min' : 'TBX-Basic', source, title) : v2Header(source, title);
  let id = 0;
  let chunk = '';
  for await (const pair of pairs) {
    id++;
    const note =
      pair.comment === ''
        ? ''
        : `<note${/^\s|\s$/.test(pair.comment) ? ' xml:space="preserve"' : ''}>${escapeText(pair.comment)}</note>`;
    chunk += v3
      ? `      <conceptEntry id="c${id}">` +
        `<langSec xml:lang="${source}"><termSec><term>${escapeText(pair.source)}</term>${note}</termSec></langSec>` +
        `<langSec xml:lang="${target}"><termSec><term>${escapeText(pair.target)}</term></termSec></langSec></conceptEntry>\n`
      : `      <termEntry id="c${id}">${note}` +
        `<langSet xml:lang="${source}"><tig><term>${escapeText(pair.source)}</term></tig></langSet>` +
        `<langSet xml:lang="${target}"><tig><term>${escapeText(pair.target)}</term></tig></langSet></termEntry>\n`;
    if (chunk.length > 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}    </body>\n  </text>\n</${v3 ? 'tbx' : 'martif'}>\n`;
}

function v2Header(source: string, title: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<martif type="TBX-Basic" xml:lang="${source}">\n` +
    '  <martifHeader>\n' +
    `    <fileDesc><titleStmt><title>${escapeText(title)}</title></titleStmt><sourceDesc><p>Exported from Tessera</p></sourceDesc></fileDesc>\n` +
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
    `    <fileDesc><titleStmt><title>${escapeText(title)}</title></titleStmt><sourceDesc><p>Exported from Tessera</p></sourceDesc></fileDesc>\n` +
    '  </tbxHeader>\n' +
    '  <text>\n    <body>\n'
  );
}

/** Escapes markup and keeps carriage returns (a raw CR would be normalised away by every XML parser). */
function escapeText(text: string): string {
  return text
    .replace(XML_FORBIDDEN_CHARS, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('\r', '&#13;');
}

function escapeAttribute(text: string): string {
  return escapeText(text).replaceAll('"', '&quot;');
}
