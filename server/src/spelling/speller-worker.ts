/**
 * Worker thread that holds one Hunspell dictionary (see spellers.ts). Hunspell runs synchronously and a suggestion
 * can take a few hundred milliseconds, so it runs here and the request event loop only exchanges messages with it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { loadModule } from 'hunspell-asm';
import { DICTIONARIES, type DictionaryId } from './dictionaries.ts';
import type { SpellerRequest, SpellerResponse } from './speller-protocol.ts';

const port = parentPort!;
const { dictionary } = workerData as { dictionary: DictionaryId };

/** Suggestions already worked out: a document repeats its misspellings, and each costs up to ~300 ms. */
const SUGGESTION_CACHE = 5000;
const MAX_SUGGESTIONS = 5;

async function open() {
  const started = performance.now();
  const [factory, { default: files }] = await Promise.all([loadModule(), DICTIONARIES[dictionary]()]);
  const hunspell = factory.create(
    factory.mountBuffer(files.aff, `${dictionary}.aff`),
    factory.mountBuffer(files.dic, `${dictionary}.dic`),
  );
  return { hunspell, milliseconds: Math.round(performance.now() - started) };
}

open().then(
  ({ hunspell, milliseconds }) => {
    const suggestions = new Map<string, string[]>();
    // Typographic apostrophes are written in texts, straight ones in most dictionaries.
    const correct = (word: string) =>
      hunspell.spell(word) || (word.includes('’') && hunspell.spell(word.replaceAll('’', "'")));
    const suggest = (word: string) => {
      let found = suggestions.get(word);
      if (found === undefined) {
        found = hunspell.suggest(word).slice(0, MAX_SUGGESTIONS);
        if (suggestions.size >= SUGGESTION_CACHE) suggestions.delete(suggestions.keys().next().value!);
        suggestions.set(word, found);
      }
      return found;
    };
    port.on('message', (request: SpellerRequest) => {
      const response: SpellerResponse =
        request.type === 'check'
          ? { id: request.id, type: 'checked', misspelled: request.words.filter((word) => !correct(word)) }
          : { id: request.id, type: 'suggested', suggestions: request.words.map(suggest) };
      port.postMessage(response);
    });
    port.postMessage({ type: 'ready', milliseconds } satisfies SpellerResponse);
  },
  (error: unknown) => port.postMessage({ type: 'failed', error: String(error) } satisfies SpellerResponse),
);
