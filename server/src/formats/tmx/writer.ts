import type { TmxTuvDetails } from '@tessera/shared/contract';
import { escapeXmlAttribute, escapeXmlText } from '../xml-escape.ts';
import { formatTmxDate, type TmxProp, type TmxUnit } from './unit.ts';

export interface TmxWriteOptions {
  sourceLang: string;
  targetLang: string;
  /** Units in export order; segments are inner XML (inline elements included) and are written verbatim. */
  units:
    AsyncIterable<Omit<TmxUnit, 'sourceText' | 'targetText'>> | Iterable<Omit<TmxUnit, 'sourceText' | 'targetText'>>;
  /** Units per yielded string: large enough to keep the stream cheap, small enough to stay constant-memory. */
  unitsPerChunk?: number;
}

/** Writes TMX 1.4b as a stream of strings (pipe it into a response or a file). */
export async function* writeTmx(options: TmxWriteOptions): AsyncGenerator<string> {
  const { sourceLang, targetLang } = options;
  const perChunk = options.unitsPerChunk ?? 200;
  yield (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<tmx version="1.4">\n' +
    `  <header creationtool="Tessera" creationtoolversion="1" segtype="sentence" o-tmf="Tessera" adminlang="en"` +
    ` srclang="${escapeXmlAttribute(sourceLang)}" datatype="unknown"/>\n` +
    '  <body>\n'
  );
  let chunk = '';
  let count = 0;
  for await (const unit of options.units) {
    chunk += writeTu(unit, sourceLang, targetLang);
    if (++count % perChunk === 0) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}  </body>\n</tmx>\n`;
}

function writeTu(unit: Omit<TmxUnit, 'sourceText' | 'targetText'>, sourceLang: string, targetLang: string): string {
  const details = unit.details ?? {};
  let attributes = '';
  if (details.tuid !== undefined) attributes += ` tuid="${escapeXmlAttribute(details.tuid)}"`;
  if (details.usage_count !== undefined) attributes += ` usagecount="${details.usage_count}"`;
  if (unit.creationDate) attributes += ` creationdate="${formatTmxDate(unit.creationDate)}"`;
  if (unit.creationId) attributes += ` creationid="${escapeXmlAttribute(unit.creationId)}"`;
  if (unit.changeDate) attributes += ` changedate="${formatTmxDate(unit.changeDate)}"`;
  if (unit.changeId) attributes += ` changeid="${escapeXmlAttribute(unit.changeId)}"`;
  let xml = `    <tu${attributes}>\n`;
  xml += notesAndProps(unit.notes, unit.props, '      ');
  xml += writeTuv(sourceLang, unit.source, details.source);
  xml += writeTuv(targetLang, unit.target, details.target);
  return `${xml}    </tu>\n`;
}

function writeTuv(lang: string, segment: string, own: TmxTuvDetails | undefined): string {
  const start = `      <tuv xml:lang="${escapeXmlAttribute(lang)}">`;
  if (!own) return `${start}<seg>${segment}</seg></tuv>\n`;
  return `${start}\n${notesAndProps(own.notes, own.props, '        ')}        <seg>${segment}</seg>\n      </tuv>\n`;
}

/** TMX 1.4b wants a tu's or tuv's notes and props before its tuvs or seg. */
function notesAndProps(notes: string[], props: TmxProp[], indent: string): string {
  let xml = '';
  for (const note of notes) xml += `${indent}<note>${escapeXmlText(note)}</note>\n`;
  for (const prop of props) {
    const lang = prop.lang ? ` xml:lang="${escapeXmlAttribute(prop.lang)}"` : '';
    xml += `${indent}<prop type="${escapeXmlAttribute(prop.type)}"${lang}>${escapeXmlText(prop.value)}</prop>\n`;
  }
  return xml;
}
