import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { libreOfficeConvert } from '../document-validators.test-helper.ts';

/**
 * The words each comment of a Word or OpenDocument text is on, as readers other than Tessera find them: python-docx
 * (the text of the runs between a Word comment's `w:commentRangeStart` and `w:commentRangeEnd`, in the body's order)
 * and LibreOffice (the document converted to a flat OpenDocument text, whose comments hold their words between
 * `office:annotation` and `office:annotation-end`). In the order the comments' ranges end.
 */

const PYTHON_DOCX_RANGES = `
import sys, json, docx
from docx.oxml.ns import qn
document = docx.Document(sys.argv[1])
open_ranges, ranges = {}, []
for element in document.element.body.iter():
    if element.tag == qn('w:commentRangeStart'):
        open_ranges[element.get(qn('w:id'))] = []
    elif element.tag == qn('w:commentRangeEnd'):
        ranges.append(''.join(open_ranges.pop(element.get(qn('w:id')), [])))
    elif element.tag == qn('w:t'):
        for words in open_ranges.values():
            words.append(element.text or '')
print(json.dumps(ranges))
`;

/** The words of each comment's range, as python-docx reads them. */
export function commentRangesByPythonDocx(file: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-comments-'));
  try {
    writeFileSync(join(dir, 'file.docx'), file);
    return JSON.parse(execFileSync('/usr/bin/python3', ['-c', PYTHON_DOCX_RANGES, join(dir, 'file.docx')]).toString());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const ANNOTATED =
  /<office:annotation\b[^>]*\boffice:name="([^"]+)"[^>]*>[\s\S]*?<\/office:annotation>([\s\S]*?)<office:annotation-end\b[^>]*\boffice:name="\1"[^>]*\/>/g;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };

/** The words of each comment's range, as LibreOffice reads them from a file of that `extension` (`docx`, `odt`). */
export function commentRangesByLibreOffice(file: Buffer, extension = 'docx'): string[] {
  const flat = libreOfficeConvert(file, `file.${extension}`, 'fodt').toString('utf8');
  return [...flat.matchAll(ANNOTATED)].map(([, , words]) =>
    words!
      .replace(/<text:s\/>/g, ' ')
      .replace(/<[^>]+>/g, '')
      .replace(/&\w+;/g, (entity) => ENTITIES[entity] ?? entity),
  );
}
