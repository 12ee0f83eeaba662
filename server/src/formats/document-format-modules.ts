import type { DocumentFormatType } from '@tessera/shared/contract/plain';
import type { DocumentFormat } from './document.ts';

/**
 * Each document format's reader, loaded when asked for. A worker process started for one uploaded file (an
 * inspection, a document's import) loads its own format's alone: loading every reader was most of each start (an
 * inspection of a 41-byte JSON p50 448 against 172 ms, bench/reader-starts.ts). The server loads them all
 * (document-formats.ts), in this order, the order in which an upload's file is tried.
 */
export const DOCUMENT_FORMAT_MODULES = {
  XLIFF: async () => (await import('./xliff/format.ts')).xliffFormat,
  TEXT: async () => (await import('./text/text.ts')).plainTextFormat,
  JSON: async () => (await import('./json/json.ts')).jsonFormat,
  PO: async () => (await import('./po/po.ts')).poFormat,
  XCSTRINGS: async () => (await import('./xcstrings/xcstrings.ts')).xcstringsFormat,
  PROPERTIES: async () => (await import('./properties/properties.ts')).propertiesFormat,
  ANDROID: async () => (await import('./android/android.ts')).androidFormat,
  RESX: async () => (await import('./resx/resx.ts')).resxFormat,
  STRINGS: async () => (await import('./strings/strings.ts')).stringsFormat,
  STRINGSDICT: async () => (await import('./stringsdict/stringsdict.ts')).stringsdictFormat,
  ARB: async () => (await import('./arb/arb.ts')).arbFormat,
  CSV: async () => (await import('./csv/csv-document.ts')).csvDocumentFormat,
  YAML: async () => (await import('./yaml/yaml.ts')).yamlFormat,
  DOCX: async () => (await import('./docx/docx.ts')).docxFormat,
  PPTX: async () => (await import('./pptx/pptx.ts')).pptxFormat,
  XLSX: async () => (await import('./xlsx-document/xlsx-document.ts')).xlsxDocumentFormat,
  ODF: async () => (await import('./odf/odf.ts')).odfFormat,
  IDML: async () => (await import('./idml/idml.ts')).idmlFormat,
  HTML: async () => (await import('./html/html.ts')).htmlFormat,
  MARKDOWN: async () => (await import('./markdown/markdown.ts')).markdownFormat,
  SRT: async () => (await import('./subtitles/subtitles.ts')).srtFormat,
  VTT: async () => (await import('./subtitles/subtitles.ts')).vttFormat,
} satisfies Record<DocumentFormatType, () => Promise<DocumentFormat>>;

/** The reader of `type`, loading only its own modules. */
export function loadDocumentFormat(type: DocumentFormatType): Promise<DocumentFormat> {
  return DOCUMENT_FORMAT_MODULES[type]();
}
