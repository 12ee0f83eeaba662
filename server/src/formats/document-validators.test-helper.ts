import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseHtml } from 'parse5';
import { SaxesParser } from 'saxes';
import { parseAllDocuments } from 'yaml';
import type { DocumentFormatType } from '@tessera/shared/contract';
import { unzip } from './xlsx/zip.test-helper.ts';

/**
 * What each format's own tools say of a file, independent of Tessera's reader: a parser of the syntax, or the
 * format's validator where one is installed. Each throws with the tool's message for a file they refuse.
 */

export const hasMsgfmt = spawnSync('msgfmt', ['--version']).status === 0;

/** gettext's own check of a PO (`msgfmt -c`: syntax, header, plural forms, c-format/python-format directives). */
function msgfmtCheck(bytes: Buffer): void {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-msgfmt-'));
  try {
    writeFileSync(join(dir, 'file.po'), bytes);
    execFileSync('msgfmt', ['-c', '-o', '/dev/null', join(dir, 'file.po')], { stdio: 'pipe' });
  } catch (error) {
    throw new Error(`msgfmt -c refuses the file: ${String((error as { stderr?: Buffer }).stderr ?? error)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** python-docx (Debian's python3-docx), the reader the team checks Word documents with. */
export const hasPythonDocx = spawnSync('/usr/bin/python3', ['-c', 'import docx']).status === 0;

/** Every paragraph, table cell, header and footer of a Word document, as python-docx reads them. */
const PYTHON_DOCX_READ = `
import sys, docx
document = docx.Document(sys.argv[1])
texts = [p.text for p in document.paragraphs]
texts += [c.text for t in document.tables for row in t.rows for c in row.cells]
for section in document.sections:
    texts += [p.text for p in section.header.paragraphs] + [p.text for p in section.footer.paragraphs]
print(len(texts))
`;

/** python-docx opens a Word document and reads its text (it refuses a part that is not well-formed). */
export function pythonDocxCheck(bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-docx-'));
  try {
    writeFileSync(join(dir, 'file.docx'), bytes);
    return execFileSync('/usr/bin/python3', ['-c', PYTHON_DOCX_READ, join(dir, 'file.docx')], {
      stdio: 'pipe',
    }).toString();
  } catch (error) {
    throw new Error(`python-docx refuses the file: ${String((error as { stderr?: Buffer }).stderr ?? error)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** LibreOffice (Debian's libreoffice), which the team converts translated Office documents with. */
export const hasLibreOffice = spawnSync('soffice', ['--version']).status === 0;

/**
 * The file converted by LibreOffice headless into `format` (`odp`, `csv`, `txt:Text` …), as the bytes of the
 * result; throws with LibreOffice's message when it cannot convert it.
 */
export function libreOfficeConvert(bytes: Buffer, fileName: string, format: string): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-soffice-'));
  try {
    writeFileSync(join(dir, fileName), bytes);
    const run = spawnSync(
      'soffice',
      [
        `-env:UserInstallation=file://${dir}/profile`,
        '--headless',
        '--convert-to',
        format,
        '--outdir',
        dir,
        join(dir, fileName),
      ],
      { stdio: 'pipe', timeout: 60_000 },
    );
    const output = join(dir, `${fileName.replace(/\.[^.]+$/, '')}.${format.split(':')[0]}`);
    try {
      return readFileSync(output);
    } catch {
      throw new Error(`LibreOffice did not convert ${fileName}: ${run.stderr?.toString() || run.stdout?.toString()}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * odfpy (Debian's python3-odf), a reader of OpenDocument files independent of LibreOffice; run outside the
 * repository, whose `odf/` folder Python would import in its place.
 */
export const hasOdfpy =
  spawnSync('/usr/bin/python3', ['-c', 'import odf.opendocument'], { cwd: tmpdir() }).status === 0;

/** Each paragraph's text and the properties of its style as odfpy reads them, a paragraph a JSON line. */
const ODFPY_PARAGRAPHS = `
import sys, json
from odf.opendocument import load
from odf import text, style, teletype
document = load(sys.argv[1])
def properties(name):
    for styles in (document.automaticstyles, document.styles):
        for s in styles.getElementsByType(style.Style):
            if s.getAttribute('name') == name:
                out = {}
                for kind in (style.ParagraphProperties, style.TextProperties):
                    for p in s.getElementsByType(kind):
                        out.update({k[1]: v for k, v in p.attributes.items()})
                return out
    return None
for p in document.body.getElementsByType(text.P) + document.body.getElementsByType(text.H):
    name = p.getAttribute('stylename')
    print(json.dumps([teletype.extractText(p), name and properties(name)], ensure_ascii=False))
`;

/**
 * odfpy opens an OpenDocument file and reads its body's paragraphs (headings after paragraphs): each one's text and
 * its style's paragraph and text properties by local name (null where it names no style).
 */
export function odfpyParagraphs(bytes: Buffer): [string, Record<string, string> | null][] {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-odf-'));
  try {
    writeFileSync(join(dir, 'file.odt'), bytes);
    const output = execFileSync('/usr/bin/python3', ['-c', ODFPY_PARAGRAPHS, join(dir, 'file.odt')], {
      stdio: 'pipe',
      cwd: dir,
    });
    return output
      .toString()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as [string, Record<string, string> | null]);
  } catch (error) {
    throw new Error(`odfpy refuses the file: ${String((error as { stderr?: Buffer }).stderr ?? error)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** openpyxl (Debian's python3-openpyxl), the reader the team checks Excel workbooks with. */
export const hasOpenpyxl = spawnSync('/usr/bin/python3', ['-c', 'import openpyxl']).status === 0;

/** Every cell's value of every sheet, as openpyxl reads a workbook, one sheet's rows as a JSON line. */
const OPENPYXL_READ = `
import sys, json, openpyxl
workbook = openpyxl.load_workbook(sys.argv[1])
for sheet in workbook:
    print(json.dumps([[cell.value for cell in row] for row in sheet.iter_rows()], ensure_ascii=False, default=str))
`;

/** Whether openpyxl reads each sheet of a workbook as shown right to left (its first view's `rightToLeft`). */
export function openpyxlRightToLeft(bytes: Buffer): boolean[] {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-xlsx-'));
  try {
    writeFileSync(join(dir, 'file.xlsx'), bytes);
    const read =
      'import sys, json, openpyxl\nprint(json.dumps([bool(s.sheet_view.rightToLeft) for s in openpyxl.load_workbook(sys.argv[1])]))';
    return JSON.parse(execFileSync('/usr/bin/python3', ['-c', read, join(dir, 'file.xlsx')]).toString()) as boolean[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** openpyxl opens a workbook and reads its cells: each sheet's rows of values. */
export function openpyxlCells(bytes: Buffer): unknown[][][] {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-xlsx-'));
  try {
    writeFileSync(join(dir, 'file.xlsx'), bytes);
    const output = execFileSync('/usr/bin/python3', ['-c', OPENPYXL_READ, join(dir, 'file.xlsx')], { stdio: 'pipe' });
    return output
      .toString()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as unknown[][]);
  } catch (error) {
    throw new Error(`openpyxl refuses the file: ${String((error as { stderr?: Buffer }).stderr ?? error)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const parseJson = (text: string) => void JSON.parse(text.replace(/^\uFEFF/, ''));

function parseYaml(text: string): void {
  const problems = parseAllDocuments(text).flatMap((document) => ('errors' in document ? document.errors : []));
  if (problems.length) throw new Error(problems.map((p) => p.message).join('\n'));
}

function parseXml(text: string): void {
  const parser = new SaxesParser({ xmlns: true });
  parser.on('error', (error) => {
    throw error;
  });
  parser.write(text.replace(/^\uFEFF/, '')).close();
}

/** An XHTML page is XML; an HTML page one the WHATWG parser reads without a parse error. */
function parseHtmlPage(text: string): void {
  if (/^\uFEFF?<\?xml/.test(text)) return parseXml(text);
  const errors: string[] = [];
  parseHtml(text.replace(/^\uFEFF/, ''), {
    onParseError: (error) => void errors.push(`${error.code} at line ${error.startLine}, column ${error.startCol}`),
  });
  if (errors.length) throw new Error(`parse5 reports ${errors.join(', ')}`);
}

const SUBTITLE_TIME = String.raw`(?:(\d+):)?(\d{2}):(\d{2})[,.](\d{3})`;
const CUE_TIMING = new RegExp(`^${SUBTITLE_TIME} --> ${SUBTITLE_TIME}(?:[ \t].*)?$`);
const milliseconds = (hours = '0', minutes: string, seconds: string, ms: string) =>
  ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000 + Number(ms);

/**
 * A subtitle file's timings as players read them: every cue's timing line well formed, no cue ending before it
 * starts or before the previous one starts; a WebVTT file starting with its signature.
 */
function checkSubtitleTimings(text: string, webvtt: boolean): void {
  if (webvtt && !/^\uFEFF?WEBVTT(?:[ \t\r\n]|$)/.test(text)) throw new Error('The file does not start with WEBVTT');
  let previousStart = -1;
  for (const line of text.split(/\r\n|\n|\r/).filter((l) => l.includes('-->'))) {
    const timing = CUE_TIMING.exec(line);
    if (!timing) throw new Error(`Malformed cue timing: ${line}`);
    const [, h1, m1, s1, ms1, h2, m2, s2, ms2] = timing;
    const [start, end] = [milliseconds(h1, m1!, s1!, ms1!), milliseconds(h2, m2!, s2!, ms2!)];
    if (end < start || start < previousStart) throw new Error(`A cue out of order: ${line}`);
    previousStart = start;
  }
}

/** Every XML part of an InDesign package parses with saxes (not the reader the format uses). */
function idmlPartsParse(bytes: Buffer): void {
  for (const entry of unzip(bytes)) if (entry.name.endsWith('.xml')) parseXml(entry.data.toString('utf8'));
}

/**
 * The validator of each format that has one (the file's text decoded, and its bytes): `PO`, `DOCX` and `XLSX` only
 * where msgfmt, python-docx and openpyxl are installed; the contract test runs the check on the fixtures of the
 * formats listed here, so a machine without one of them runs that format's check nowhere.
 */
export const FILE_VALIDATORS: Partial<Record<DocumentFormatType, (text: string, bytes: Buffer) => void>> = {
  JSON: parseJson,
  ARB: parseJson,
  XCSTRINGS: parseJson,
  YAML: parseYaml,
  XLIFF: parseXml,
  ANDROID: parseXml,
  RESX: parseXml,
  STRINGSDICT: parseXml,
  HTML: parseHtmlPage,
  SRT: (text) => checkSubtitleTimings(text, false),
  VTT: (text) => checkSubtitleTimings(text, true),
  IDML: (_text, bytes) => idmlPartsParse(bytes),
  ...(hasMsgfmt && { PO: (_text: string, bytes: Buffer) => msgfmtCheck(bytes) }),
  ...(hasPythonDocx && { DOCX: (_text: string, bytes: Buffer) => void pythonDocxCheck(bytes) }),
  ...(hasOpenpyxl && { XLSX: (_text: string, bytes: Buffer) => void openpyxlCells(bytes) }),
};

/**
 * The formats whose markup tags live inside their string values, so that a translated file holds every tag of
 * the original; in the XML formats tags are the file's own structure too, which a translation rewrites (a
 * plural's items, XLIFF's targets and states).
 */
export const TAGS_IN_STRINGS: ReadonlySet<DocumentFormatType> = new Set([
  'TEXT',
  'JSON',
  'ARB',
  'XCSTRINGS',
  'PO',
  'STRINGS',
  'PROPERTIES',
  'YAML',
  'CSV',
  'MARKDOWN',
  'SRT',
  'VTT',
]);
