/** Messages between a speller worker (speller-worker.ts) and the thread that asks it (spellers.ts). */
export type SpellerRequest =
  /** Which of these words the dictionary does not know. */
  | { id: number; type: 'check'; words: string[] }
  /** Up to 5 suggestions for each of these words, in order. */
  | { id: number; type: 'suggest'; words: string[] };

export type SpellerResponse =
  | { type: 'ready'; milliseconds: number }
  | { type: 'failed'; error: string }
  | { id: number; type: 'checked'; misspelled: string[] }
  | { id: number; type: 'suggested'; suggestions: string[][] };
