/**
 * When an 'indexed' load (repository.ts, LoadStrategy) moves a trigram index's pending list into the index.
 *
 * Each batch adds its units' trigrams to the pending list of the source and of the target index; moving a list
 * into its index is the longest statement of such a load, and the one a request may have to wait for. Left to
 * PostgreSQL, both lists fill at about the same pace and are moved by the same batch, so a request would wait for
 * both. Here each list is moved by a statement of its own (gin_clean_pending_list) once its index has been given
 * `textCharsPerMove` characters of text since the last move, and never both after the same batch.
 */
export type SearchIndexSide = 'source' | 'target';

export class PendingListSchedule {
  readonly #textCharsPerMove: number;
  readonly #pending: Record<SearchIndexSide, number> = { source: 0, target: 0 };

  constructor(textCharsPerMove: number) {
    this.#textCharsPerMove = textCharsPerMove;
  }

  /** Counts a batch's text; answers the index whose pending list to move now, if any. */
  afterBatch(sourceChars: number, targetChars: number): SearchIndexSide | undefined {
    this.#pending.source += sourceChars;
    this.#pending.target += targetChars;
    const fuller: SearchIndexSide = this.#pending.source >= this.#pending.target ? 'source' : 'target';
    if (this.#pending[fuller] < this.#textCharsPerMove) return undefined;
    this.#pending[fuller] = 0;
    return fuller;
  }
}
