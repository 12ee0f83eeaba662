import { XML_FORBIDDEN_CHARS, type TermPair } from '../terms.ts';

/**
 * Writes a glossary as TBX-Basic in the TBX v2 (`<martif>`) shape, the one every terminology tool imports.
 * One termEntry per record; the comment goes into an entry-level <note> (marked xml:space="preserve" when
 * it begins or ends with whitespace, which readers would otherwise trim), which readTbx reads back as the
 * comment. No DOCTYPE: the DTD reference is optional and our own reader refuses DTDs.
 */
export async function* writeTbx(
  pairs: AsyncIterable<Pick<TermPair, 'source' | 'target' | 'comment'>> | Iterable<Pick<TermPair, 'source' | 'target' | 'comment'>>,
  languages: { source: string; target: string },
  title = 'Glossary',
): AsyncGenerator<string> {
  const source = escapeAttribute(languages.source);
  const target = escapeAttribute(languages.target);
  yield '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<martif type="TBX-Basic" xml:lang="${source}">\n` +
    '  <martifHeader>\n' +
    `    <fileDesc><titleStmt><title>${escapeText(title)}</title></titleStmt><sourceDesc><p>Exported from Tessera</p></sourceDesc></fileDesc>\n` +
    '    <encodingDesc><p type="XCSURI">TBXBasicXCSV02.xcs</p></encodingDesc>\n' +
    '  </martifHeader>\n' +
    '  <text>\n    <body>\n';
  let id = 0;
  let chunk = '';
  for await (const pair of pairs) {
    id++;
    const note = pair.comment === '' ? '' : `<note${/^\s|\s$/.test(pair.comment) ? ' xml:space="preserve"' : ''}>${escapeText(pair.comment)}</note>`;
    chunk +=
      `      <termEntry id="c${id}">${note}` +
      `<langSet xml:lang="${source}"><tig><term>${escapeText(pair.source)}</term></tig></langSet>` +
      `<langSet xml:lang="${target}"><tig><term>${escapeText(pair.target)}</term></tig></langSet></termEntry>\n`;
    if (chunk.length > 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}    </body>\n  </text>\n</martif>\n`;
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
