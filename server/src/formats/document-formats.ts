import { DOCUMENT_FORMATS_READ } from '@tessera/shared/contract/plain';
import type { DocumentFormatType } from '@tessera/shared/contract';
import { androidFormat } from './android/android.ts';
import { arbFormat } from './arb/arb.ts';
import { csvDocumentFormat } from './csv/csv-document.ts';
import type { DocumentFormat } from './document.ts';
import { docxFormat } from './docx/docx.ts';
import { htmlFormat } from './html/html.ts';
import { idmlFormat } from './idml/idml.ts';
import { jsonFormat } from './json/json.ts';
import { markdownFormat } from './markdown/markdown.ts';
import { odfFormat } from './odf/odf.ts';
import { poFormat } from './po/po.ts';
import { pptxFormat } from './pptx/pptx.ts';
import { resxFormat } from './resx/resx.ts';
import { stringsFormat } from './strings/strings.ts';
import { srtFormat, vttFormat } from './subtitles/subtitles.ts';
import { stringsdictFormat } from './stringsdict/stringsdict.ts';
import { propertiesFormat } from './properties/properties.ts';
import { plainTextFormat } from './text/text.ts';
import { xliffFormat } from './xliff/format.ts';
import { xcstringsFormat } from './xcstrings/xcstrings.ts';
import { xlsxDocumentFormat } from './xlsx-document/xlsx-document.ts';
import { yamlFormat } from './yaml/yaml.ts';

export const DOCUMENT_FORMATS: readonly DocumentFormat[] = [
  xliffFormat,
  plainTextFormat,
  jsonFormat,
  poFormat,
  xcstringsFormat,
  propertiesFormat,
  androidFormat,
  resxFormat,
  stringsFormat,
  stringsdictFormat,
  arbFormat,
  csvDocumentFormat,
  yamlFormat,
  docxFormat,
  pptxFormat,
  xlsxDocumentFormat,
  odfFormat,
  idmlFormat,
  htmlFormat,
  markdownFormat,
  srtFormat,
  vttFormat,
];

export function documentFormat(type: DocumentFormatType): DocumentFormat {
  const format = DOCUMENT_FORMATS.find((f) => f.type === type);
  if (!format) throw new Error(`No document format ${type}`);
  return format;
}

/**
 * The format of an uploaded file: among the formats its extension names, the first whose content the file's
 * start looks like. Null: no format reads it.
 */
export function detectDocumentFormat(fileName: string, head: Buffer): DocumentFormat | null {
  const lower = fileName.toLowerCase();
  const named = DOCUMENT_FORMATS.filter((f) => f.extensions.some((e) => lower.endsWith(e)));
  return named.find((f) => f.looksLike(head)) ?? null;
}

/** The answer to a file no format reads. */
export const UNSUPPORTED_DOCUMENT = `Documents can be uploaded in these formats: ${DOCUMENT_FORMATS_READ}`;
