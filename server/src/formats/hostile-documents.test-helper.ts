import type { DocumentFormatType } from '@tessera/shared/contract';
import { SEGMENT_TARGET_MAX_LENGTH } from '@tessera/shared/contract/plain';

/**
 * Hostile files for every document format, which each must refuse with a message naming the line, never with a
 * crash: a value of 8 MB (far over what a save takes, and long enough to overflow a regular expression that
 * backtracks once per character) and, where the format nests, a file nested 10,000 deep (a recursive parser
 * overflows its stack). The contract test reads them through each format, the upload tests through the API.
 */

export interface HostileDocument {
  what: string;
  name: string;
  content: string;
  message: RegExp;
}

/** Longer than a save takes, and than the stack of a regular expression that backtracks per character. */
export const LONG_VALUE = 'x'.repeat(8 * 1024 * 1024);
const DEEP = 10_000;

/** The refusal's message for the unit `unit` ending at `line` (overlongUnit). */
export const overlong = (line: number, unit = 'long') =>
  new RegExp(
    `^The unit "${unit}" at line ${line} is longer than a segment may be \\(${SEGMENT_TARGET_MAX_LENGTH.toLocaleString('en')} characters`,
  );
const tooDeep = (syntax: string, line: number, column: number) =>
  new RegExp(`^Malformed ${syntax} at line ${line}, column ${column}: .*nested more than 64 levels deep`);
/** The key of a unit named by a long value, as a message quotes it. */
const longKey = `${'x'.repeat(80)}…`;

const nestedJson = (depth: number, open: string, close: string) => `${open.repeat(depth)}"x"${close.repeat(depth)}`;
const nestedXml = (depth: number) => `${'<b>'.repeat(depth)}x${'</b>'.repeat(depth)}`;
const plist = (format: string) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n  <key>long</key>\n  <dict>\n' +
  `    <key>NSStringLocalizedFormatKey</key>\n    <string>${format}</string>\n  </dict>\n</dict>\n</plist>\n`;
const xliff = (source: string) =>
  '<?xml version="1.0"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n' +
  '<file source-language="en" target-language="de" datatype="plaintext" original="a"><body>\n' +
  `<trans-unit id="long"><source>${source}</source></trans-unit>\n</body></file>\n</xliff>\n`;

export const HOSTILE_DOCUMENTS: Record<DocumentFormatType, HostileDocument[]> = {
  XLIFF: [
    { what: 'an 8 MB source', name: 'a.xlf', content: xliff(LONG_VALUE), message: overlong(4) },
    { what: 'elements 10,000 deep', name: 'a.xlf', content: xliff(nestedXml(DEEP)), message: tooDeep('XML', 4, 210) },
  ],
  TEXT: [
    { what: 'an 8 MB paragraph', name: 'a.txt', content: `Short.\n\n${LONG_VALUE}\n`, message: overlong(3, 'p2') },
  ],
  JSON: [
    {
      what: 'an 8 MB value',
      name: 'a.json',
      content: `{\n  "a": "b",\n  "long": "${LONG_VALUE}"\n}\n`,
      message: overlong(3),
    },
    {
      what: 'objects 10,000 deep',
      name: 'a.json',
      content: `{\n  "a": ${nestedJson(DEEP, '{"a":', '}')}\n}\n`,
      message: tooDeep('JSON', 2, 323),
    },
    {
      what: 'arrays 100,000 deep',
      name: 'a.json',
      content: `{\n  "a": ${nestedJson(10 * DEEP, '[', ']')}\n}\n`,
      message: tooDeep('JSON', 2, 71),
    },
  ],
  PO: [
    {
      what: 'an 8 MB msgid',
      name: 'a.po',
      content: `msgid ""\nmsgstr ""\n"Language: de\\n"\n\nmsgid "${LONG_VALUE}"\nmsgstr ""\n`,
      message: overlong(6, longKey),
    },
    {
      what: 'an 8 MB msgid not closed',
      name: 'a.po',
      content: `msgid ""\nmsgstr ""\n"Language: de\\n"\n\nmsgid "${LONG_VALUE}\nmsgstr ""\n`,
      message: /^Malformed PO file at line 5, column 7: a string is not closed/,
    },
  ],
  XCSTRINGS: [
    {
      what: 'an 8 MB value',
      name: 'a.xcstrings',
      content:
        '{\n  "sourceLanguage" : "en",\n  "strings" : {\n    "long" : {\n      "localizations" : {\n' +
        `        "en" : { "stringUnit" : { "state" : "translated", "value" : "${LONG_VALUE}" } }\n` +
        '      }\n    }\n  },\n  "version" : "1.0"\n}\n',
      message: overlong(4),
    },
    {
      what: 'objects 10,000 deep',
      name: 'a.xcstrings',
      content: `{\n  "sourceLanguage" : "en",\n  "strings" : ${nestedJson(DEEP, '{"a":', '}')}\n}\n`,
      message: tooDeep('JSON', 3, 330),
    },
  ],
  PROPERTIES: [
    { what: 'an 8 MB value', name: 'a.properties', content: `a=b\nlong=${LONG_VALUE}\n`, message: overlong(2) },
  ],
  ANDROID: [
    {
      what: 'an 8 MB string',
      name: 'strings.xml',
      content: `<resources>\n  <string name="a">b</string>\n  <string name="long">${LONG_VALUE}</string>\n</resources>\n`,
      message: overlong(3),
    },
    {
      what: 'an 8 MB name attribute',
      name: 'strings.xml',
      content: `<resources>\n  <string name="a">b</string>\n  <string name="${LONG_VALUE}">x</string>\n</resources>\n`,
      message: overlong(3, longKey),
    },
    {
      what: 'elements 10,000 deep',
      name: 'strings.xml',
      content: `<resources>\n  <string name="a">${nestedXml(DEEP)}</string>\n</resources>\n`,
      message: tooDeep('XML', 2, 208),
    },
  ],
  RESX: [
    {
      what: 'an 8 MB value',
      name: 'Strings.resx',
      content: `<root>\n  <data name="long" xml:space="preserve">\n    <value>${LONG_VALUE}</value>\n  </data>\n</root>\n`,
      message: overlong(3),
    },
    {
      what: 'elements 10,000 deep',
      name: 'Strings.resx',
      content: `<root>\n  <data name="a">${nestedXml(DEEP)}</data>\n</root>\n`,
      message: tooDeep('XML', 2, 206),
    },
  ],
  STRINGS: [
    {
      what: 'an 8 MB value',
      name: 'Localizable.strings',
      content: `"a" = "b";\n"long" = "${LONG_VALUE}";\n`,
      message: overlong(2),
    },
    {
      what: 'an 8 MB string not closed',
      name: 'Localizable.strings',
      content: `"a" = "b";\n"long" = "${LONG_VALUE}\n`,
      message: /^Malformed \.strings file at line 2, column 10: a string is not closed/,
    },
  ],
  STRINGSDICT: [
    { what: 'an 8 MB format', name: 'Localizable.stringsdict', content: plist(LONG_VALUE), message: overlong(7) },
    {
      what: 'elements 10,000 deep',
      name: 'Localizable.stringsdict',
      content: plist(nestedXml(DEEP)),
      message: tooDeep('XML', 7, 195),
    },
  ],
  ARB: [
    {
      what: 'an 8 MB message',
      name: 'app_en.arb',
      content: `{\n  "@@locale": "en",\n  "long": "${LONG_VALUE}"\n}\n`,
      message: overlong(3),
    },
    {
      what: 'objects 10,000 deep',
      name: 'app_en.arb',
      content: `{\n  "@@locale": "en",\n  "a": ${nestedJson(DEEP, '{"a":', '}')}\n}\n`,
      message: tooDeep('JSON', 3, 323),
    },
  ],
  CSV: [
    { what: 'an 8 MB cell', name: 'a.csv', content: `source,target\na,b\n${LONG_VALUE},\n`, message: overlong(3, '2') },
  ],
  YAML: [
    { what: 'an 8 MB value', name: 'en.yml', content: `en:\n  a: b\n  long: ${LONG_VALUE}\n`, message: overlong(3) },
    {
      what: 'mappings 10,000 deep',
      name: 'en.yml',
      content: Array.from({ length: DEEP }, (_, depth) => `${' '.repeat(depth)}a:`).join('\n') + ' x\n',
      message: tooDeep('YAML', 65, 1),
    },
  ],
  DOCX: [
    {
      what: 'an 8 MB text file named .docx',
      name: 'a.docx',
      content: LONG_VALUE,
      message: /^This file is a text file, not a Word document \(\.docx\)\.$/,
    },
  ],
  PPTX: [
    {
      what: 'an 8 MB text file named .pptx',
      name: 'a.pptx',
      content: LONG_VALUE,
      message: /^This file is a text file, not a PowerPoint presentation \(\.pptx\)\.$/,
    },
  ],
  XLSX: [
    {
      what: 'an 8 MB text file named .xlsx',
      name: 'a.xlsx',
      content: LONG_VALUE,
      message: /^This file is a text file, not an Excel workbook \(\.xlsx\)\.$/,
    },
  ],
  ODF: [
    {
      what: 'an 8 MB text file named .odt',
      name: 'a.odt',
      content: LONG_VALUE,
      message: /^This file is a text file, not an OpenDocument file \(\.odt, \.ods, \.odp\)\.$/,
    },
  ],
  IDML: [
    {
      what: 'an 8 MB text file named .idml',
      name: 'a.idml',
      content: LONG_VALUE,
      message: /^This file is a text file, not an InDesign IDML package \(\.idml\)\.$/,
    },
  ],
  HTML: [
    {
      what: 'an 8 MB paragraph',
      name: 'a.html',
      content: `<!DOCTYPE html>\n<p>Short.</p>\n<p>${LONG_VALUE}</p>\n`,
      message: overlong(3, 'p2'),
    },
    {
      what: 'elements 10,000 deep',
      name: 'a.html',
      content: `<!DOCTYPE html>\n<div>\n${'<div>'.repeat(DEEP)}x${'</div>'.repeat(DEEP)}\n</div>\n`,
      message: /^Malformed HTML at line 3, column 2546: elements are nested more than 512 levels deep/,
    },
  ],
  MARKDOWN: [
    {
      what: 'an 8 MB paragraph',
      name: 'README.md',
      content: `# Title\n\nShort.\n\n${LONG_VALUE}\n`,
      message: /^The paragraph at line 5 is longer than 1,000,000 characters/,
    },
    {
      what: 'block quotes 10,000 deep',
      name: 'README.md',
      content: `# Title\n\n${'>'.repeat(DEEP)} x\n`,
      message: /^Malformed Markdown at line 3, column 65: block quotes are nested more than 64 levels deep/,
    },
  ],
  SRT: [
    {
      what: 'an 8 MB cue',
      name: 'film.srt',
      content: `1\n00:00:01,000 --> 00:00:02,000\nHi.\n\n2\n00:00:03,000 --> 00:00:04,000\n${LONG_VALUE}\n`,
      message: overlong(7, '2'),
    },
  ],
  VTT: [
    {
      what: 'an 8 MB cue',
      name: 'film.vtt',
      content: `WEBVTT\n\n00:01.000 --> 00:02.000\n${LONG_VALUE}\n`,
      message: overlong(4, '1'),
    },
  ],
};
