import { documentFormat } from '../formats/document-formats.ts';
import { streamOf, type DocumentSegment } from '../formats/document.ts';
import type { DocumentFormatType } from '@tessera/shared/contract';

/** A segment's key within its file: the unit's key and, for units of several segments, the segment's. */
export const segmentKey = (segment: { unitId: string; segmentId: string | null }) =>
  `${segment.unitId}\u0000${segment.segmentId ?? ''}`;
export const recordKey = (record: { unit_id: string; segment_id: string | null }) =>
  `${record.unit_id}\u0000${record.segment_id ?? ''}`;

/** Every segment of a file in file order (repository files are read whole: a pull reads few at a time). */
export async function readSegments(
  format: DocumentFormatType,
  bytes: Buffer,
  languages: { source: string; target: string },
): Promise<DocumentSegment[]> {
  const segments: DocumentSegment[] = [];
  await documentFormat(format).read(
    streamOf(bytes),
    async (batch) => {
      segments.push(...batch);
    },
    1000,
    languages,
  );
  return segments;
}

/**
 * The translations a translation file holds, by segment key: for a file of one language (JSON, Android XML) what
 * it says in place of the source; for a bilingual one (PO, XLIFF) its targets. Blank values translate nothing.
 */
export async function readTranslations(
  format: DocumentFormatType,
  bytes: Buffer,
  languages: { source: string; target: string },
): Promise<Map<string, string>> {
  const monolingual = documentFormat(format).monolingual;
  const segments = await readSegments(
    format,
    bytes,
    monolingual ? { source: languages.target, target: languages.target } : languages,
  );
  const translations = new Map<string, string>();
  for (const segment of segments) {
    const text = monolingual ? segment.source : segment.target;
    if (text.trim() !== '') translations.set(segmentKey(segment), text);
  }
  return translations;
}
