/**
 * A paragraph of an Office document as the pieces a translator sees, whatever the format: text with the
 * formatting of its run, placeholders kept as written, elements wrapping runs, and markers that only hold a
 * place. Each format's reader makes them (`docx/paragraphs.ts`, `pptx/`, …); `sentence-segments.ts` cuts them
 * into sentences and writes a translation back.
 */

/** How a run is formatted: its properties as written, and a key that tells identical formatting alike. */
export interface RunFormat {
  /** The run's properties as written (`w:rPr`, `a:rPr`; tracked formatting changes left out), '' for none. */
  rPr: string;
  key: string;
}

/** An element that wraps runs: a hyperlink, a content control, a smart tag, an OpenDocument span. */
export interface Wrapper {
  open: string;
  close: string;
  /** It is a hyperlink: the segments holding its text say so in their context. */
  link?: boolean;
}

export type Piece =
  | { kind: 'text'; text: string; format: RunFormat; wrappers: readonly Wrapper[] }
  /** Kept as written: `start`/`end` are its span in the part (nested text boxes are patched inside it). */
  | {
      kind: 'placeholder';
      label: string;
      start: number;
      end: number;
      /** Markup around the span, for a run child written in a run of its own. */
      before: string;
      after: string;
      format: RunFormat;
      wrappers: readonly Wrapper[];
      /**
       * It bounds a range that marks words, not a place (a Word comment's range start or end): a translator places it
       * around the translation of those words, and a translation leaving it out has it written at the start (a start)
       * or the end (an end) of its sentence. At the edge of a sentence's text it stays between the sentences, as it
       * was.
       */
      anchor?: 'start' | 'end';
      /**
       * It marks where a range's note is (a Word comment's reference, which Word writes right after the comment's
       * range end): right after that end at the edge of a sentence's text, it stays with the end between the
       * sentences, so that the range closes after everything the sentence holds (a footnote reference too).
       */
      rangeNote?: true;
    }
  /** Written as it was; `side` says where a translated sentence keeps it (or drops it: proofing marks). */
  | { kind: 'marker'; xml: string; side: 'start' | 'end' | 'drop'; wrappers: readonly Wrapper[] };

export const NO_FORMAT: RunFormat = { rPr: '', key: '' };
