import { Readable } from 'node:stream';
import { SEGMENT_TARGET_MAX_LENGTH } from '@tessera/shared/contract/plain';
import type {
  DocumentFormatType,
  DocumentReviewMarks,
  InlineCode,
  PreviewValueCell,
  SegmentBlock,
  SegmentOrigin,
  SegmentPlace,
  UntranslatedStrings,
} from '@tessera/shared/contract';
import { FormatError } from './terms.ts';

/**
 * One segment of a document as a format hands it to the import: the fields of a document record. `unitId` is
 * the unit's key in the file, `segmentId` tells the segments of one unit apart (a sentence's number, a plural
 * form's category); `source` and `target` carry inline codes as tokens (see xliff/README.md, "Inline codes").
 */
export interface DocumentSegment {
  unitId: string;
  segmentId: string | null;
  source: string;
  sourceText: string;
  target: string;
  codes: InlineCode[];
  state: string | null;
  approved: boolean;
  rejected: boolean;
  /** Where an unapproved target came from (a TM match, machine translation), when the file says; else null. */
  origin: SegmentOrigin | null;
  locked: boolean;
  note: string | null;
  /** The file's words on its context; in a structured document, `place` in English words (segment-structure.ts). */
  context: string | null;
  /** Where it sits in its document, for a format that knows its structure; else left out. */
  place?: SegmentPlace;
  words: number;
  maxWidth: number | null;
  /** Where it sits in the document, for a format that knows its structure; else its unit is one block. */
  block?: SegmentBlock;
}

/**
 * A segment changed in the tool since import: its new target (tokens), approval, a reviewer's rejection, and
 * where the target came from (a TM match or MT nobody confirmed is written as still to be reviewed).
 */
export interface SegmentEdit {
  position: number;
  target: string;
  approved: boolean;
  /** A reviewer confirmed it (1.2 `signed-off`, 2.0 `reviewed`). Left out: not reviewed. */
  reviewed?: boolean;
  /** Left out: not rejected. */
  rejected?: boolean;
  /** Left out: typed (or unknown). */
  origin?: SegmentOrigin | null;
  /**
   * A translation file's own text for the unit (unitTexts), written as it is while `target` is empty: a
   * translation the segment's codes could not hold.
   */
  keptText?: string | null;
}

/** Who translated a file last and when, for formats whose header records it (gettext's `Last-Translator`). */
export interface TranslationCredits {
  /** `Name <email>`. */
  lastTranslator: string;
  revisedAt: Date;
}

/** Languages as BCP 47 codes; either may be unknown until the file or the upload says. */
export interface DocumentLanguages {
  source?: string | undefined;
  target?: string | undefined;
}

export interface DocumentReadResult {
  /** The languages the document is in: the file's own where it states them, else the ones it was given. */
  languages: { source: string; target: string };
  /** The format's own version, where it has several (XLIFF '1.2' or '2.0'). */
  version: string | null;
  segments: number;
  /**
   * The tracked changes and comments reviewers left in the file, for a format that has them (Word, OpenDocument,
   * PowerPoint and Excel comments): what a project manager is told of the upload.
   */
  reviewMarks?: DocumentReviewMarks;
  /**
   * The table cells that hold nothing to translate (a spreadsheet's numbers, dates, formulas' results), with the
   * value each shows, for a format that draws its tables whole in the preview; left out by the others.
   */
  valueCells?: PreviewValueCell[];
}

/**
 * One interface for every document format, one registry (`DOCUMENT_FORMATS`), one contract test
 * (`document-formats.test.ts`, which runs every format over its fixtures). `read` hands the segments over in
 * document order; `merge` writes the original file back with the targets of the segments at those positions,
 * patching the original text where each segment sits and copying everything else as it was, so an untouched
 * document comes back byte for byte. Both throw `FormatError`/`XmlFormatError` with a message for the user.
 */
export interface DocumentFormat {
  type: DocumentFormatType;
  /**
   * Which reading of a file `read` gives. A stored document's edits are written back by position, so a reader
   * that hands over other segments than before (more, fewer, others in between) raises it: a document read by an
   * earlier one has its edits placed by key instead (documents/reader-upgrade.ts). Every reading before documents
   * kept this number is 1.
   */
  readerVersion: number;
  /** What a file in this format is called. */
  extensions: readonly string[];
  /** The start of a file (a few KB) is this format's. */
  looksLike(head: Buffer): boolean;
  /**
   * Holds one language (plain text, JSON): a translated file says in its source what a bilingual one (XLIFF,
   * PO) says in its targets.
   */
  monolingual: boolean;
  /**
   * `read` gives the same segments whatever target language it is given (a document, not a resource file whose
   * plural forms or target column follow the language): a project's upload is then read once for all its target
   * languages (documents/import.ts). Left out: read once per target language.
   */
  sameSegmentsForEveryTarget?: boolean;
  /**
   * The translated file's name where the uploaded one does not name the source language, if the format's
   * tools expect one (.NET's satellite `Strings.de.resx`, a gettext template's `app.po`).
   */
  targetFileName?(fileName: string, target: string): string;
  /**
   * Reads the file (its start where that tells all, else all of it) as `read` will and answers which
   * languages the upload must give because the file does not state them, and the target language it states, if
   * any (a project's upload makes a document of that language only). Throws for a file `read` refuses.
   * `languages` are those the upload gives, for a format whose segments depend on them (a String Catalog's).
   */
  inspect(
    open: () => Readable,
    languages?: DocumentLanguages,
    options?: ReadOptions,
  ): Promise<{ needs: ('source' | 'target')[]; statedTarget?: string | undefined }>;
  /**
   * For a format whose `inspect` reads only the start: reads the rest and throws the refusal `read` would throw
   * for a unit longer than a save takes (`overlongUnit`), so that the upload refuses it as in every other format.
   */
  checkUnitLengths?(open: () => Readable): Promise<void>;
  read(
    input: AsyncIterable<Buffer>,
    onBatch: (segments: DocumentSegment[]) => Promise<void>,
    batchSize: number,
    languages: DocumentLanguages,
    options?: ReadOptions,
  ): Promise<DocumentReadResult>;
  /**
   * `options` must be those the document was read with: the segments' positions depend on them. `writing` says
   * what becomes of an untranslated string (by default its source text is written).
   */
  merge(
    original: AsyncIterable<Buffer>,
    edits: AsyncIterable<SegmentEdit>,
    languages: { source: string; target: string },
    credits?: TranslationCredits,
    options?: ReadOptions,
    writing?: WritingOptions,
  ): Promise<{ mediaType: string; bytes: AsyncIterable<Buffer> }>;
  /**
   * Reads the whole file in memory (its parser holds it whole): the import worker gets a larger heap for it.
   * XLIFF streams.
   */
  wholeFile: boolean;
  /**
   * A one-language file's text of each unit by its key, exactly as the file writes it: what a merge writes back
   * whole for an untranslated unit whose translation its segment could not hold (SegmentEdit.keptText). Formats
   * that cannot write a unit back whole do not have it.
   */
  unitTexts?(file: Buffer): Promise<Map<string, string>>;
}

/** How a translated file is written, beyond its segments' targets. */
export interface WritingOptions {
  /**
   * 'leave-out': a one-language key-value file (JSON) has no entry for a string without a translation, so that the
   * app falls back to its source language and the file holds exactly the translations, as a repository wants it.
   * 'source' (the default): the string's source text is written, as a document's every paragraph is.
   */
  untranslated?: UntranslatedStrings | undefined;
}

/** How a document is read beyond its languages: the same at import and at every download. */
export interface ReadOptions {
  /** The text of the SRX rules its project cuts sentences by (`segmentation/srx.ts`), if not Tessera's own. */
  segmentation?: string | null | undefined;
  /** Subtitles: cues that continue a sentence are one segment (`subtitles/`); off where left out. */
  joinCues?: boolean | undefined;
}

/** A whole file in memory, for formats whose parser needs it all. */
export async function readAll(input: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Bytes as the one-chunk stream `read` and `merge` take. */
export const streamOf = (bytes: Buffer): Readable => Readable.from([bytes]);

/** How much of a unit's key a message quotes. */
const QUOTED_KEY_LENGTH = 80;

/**
 * Whether a unit's key, source or target is longer than a save takes: its translation could never be saved, and
 * a value of many MB is no text to translate.
 */
export const isOverlong = (unit: { unitId: string; source: string; target: string }) =>
  unit.unitId.length > SEGMENT_TARGET_MAX_LENGTH ||
  unit.source.length > SEGMENT_TARGET_MAX_LENGTH ||
  unit.target.length > SEGMENT_TARGET_MAX_LENGTH;

/** The refusal of a file for its overlong unit `unitId` (quoted shortened) at `line`. */
export function overlongUnit(unitId: string, line: number): FormatError {
  const key = JSON.stringify(unitId.length > QUOTED_KEY_LENGTH ? `${unitId.slice(0, QUOTED_KEY_LENGTH)}…` : unitId);
  return new FormatError(
    `The unit ${key} at line ${line} is longer than a segment may be (${SEGMENT_TARGET_MAX_LENGTH.toLocaleString('en')} ` +
      'characters, as for a translation saved in the editor): shorten or split it and upload the file again.',
  );
}
