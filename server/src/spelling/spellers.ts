import { Worker } from 'node:worker_threads';
import { dictionaryFor, type DictionaryId } from './dictionaries.ts';
import type { SpellerRequest, SpellerResponse } from './speller-protocol.ts';

/**
 * Words sent to a worker in one message. A message is answered whole, and a worker answers one at a time: a
 * document's words go in several, so that a segment saved meanwhile waits for one message, not the document.
 */
const WORDS_PER_MESSAGE = 200;

type Pending = { resolve: (response: SpellerResponse) => void; reject: (error: Error) => void };

/**
 * One dictionary, loaded in its own worker thread the first time a text of its language is checked, and kept for
 * the life of the process (reading a dictionary takes 30-350 ms, measured; see bench/README.md). A worker that
 * fails or dies is replaced at the next check.
 */
export class Speller {
  readonly dictionary: DictionaryId;
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly ready: Promise<{ milliseconds: number }>;
  #nextId = 1;
  #dead: Error | undefined;

  constructor(dictionary: DictionaryId, onDeath: () => void) {
    this.dictionary = dictionary;
    this.#worker = new Worker(new URL('./speller-worker.ts', import.meta.url), { workerData: { dictionary } });
    // An idle worker keeps no process alive; one that is being asked does (see #send).
    this.#worker.unref();
    const die = (error: Error) => {
      this.#dead ??= error;
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
      onDeath();
    };
    this.ready = new Promise((resolve, reject) => {
      this.#worker.on('message', (message: SpellerResponse) => {
        if (message.type === 'ready') resolve(message);
        else if (message.type === 'failed') {
          const error = new Error(`The ${dictionary} spelling dictionary could not be loaded: ${message.error}`);
          reject(error);
          die(error);
          void this.#worker.terminate();
        } else this.#answer(message);
      });
      this.#worker.on('error', (error) => {
        reject(error);
        die(error);
      });
      this.#worker.on('exit', (code) => {
        const error = new Error(`The ${dictionary} speller exited with code ${code}`);
        reject(error);
        die(error);
      });
    });
    // Whoever checks hears of a failed load; an unheard rejection must not end the process.
    this.ready.catch(() => {});
  }

  #answer(message: Extract<SpellerResponse, { id: number }>) {
    const pending = this.#pending.get(message.id);
    this.#pending.delete(message.id);
    if (this.#pending.size === 0) this.#worker.unref();
    pending?.resolve(message);
  }

  async #send<T extends SpellerRequest['type']>(type: T, words: string[]): Promise<SpellerResponse> {
    await this.ready;
    if (this.#dead) throw this.#dead;
    const id = this.#nextId++;
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, type, words } as SpellerRequest);
    });
  }

  /** The words the dictionary does not know, of these (in their order). */
  async misspelled(words: readonly string[]): Promise<string[]> {
    const found: string[] = [];
    for (let i = 0; i < words.length; i += WORDS_PER_MESSAGE) {
      const response = await this.#send('check', words.slice(i, i + WORDS_PER_MESSAGE));
      if (response.type === 'checked') found.push(...response.misspelled);
    }
    return found;
  }

  /**
   * Up to 5 suggestions for each of these words, the most likely first. One word per message: a search takes up to
   * ~500 ms, and a save's check sent meanwhile waits for one word's search, not for all of them.
   */
  async suggestions(words: readonly string[]): Promise<string[][]> {
    const found: string[][] = [];
    for (const word of words) {
      const response = await this.#send('suggest', [word]);
      if (response.type === 'suggested') found.push(...response.suggestions);
    }
    return found;
  }

  terminate(): Promise<number> {
    return this.#worker.terminate();
  }
}

const spellers = new Map<DictionaryId, Speller>();

/** The speller of a language (started on first use), or null when the server has no dictionary for it. */
export function spellerFor(lang: string): Speller | null {
  const dictionary = dictionaryFor(lang);
  if (dictionary === null) return null;
  let speller = spellers.get(dictionary);
  if (speller === undefined) {
    const started: Speller = new Speller(dictionary, () => {
      if (spellers.get(dictionary) === started) spellers.delete(dictionary);
    });
    speller = started;
    spellers.set(dictionary, speller);
  }
  return speller;
}
