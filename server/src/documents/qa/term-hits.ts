import type { Db } from '../../db/database.ts';
import { documentGlossariesForTerms, findTermHitsOfMany } from '../../glossary/terms/lookup.ts';
import type { TermPair } from './types.ts';

/** The glossary terms found in each of these sources (one list per source, in order). */
export type TermHitsLookup = (documentId: number, sources: readonly string[]) => Promise<TermPair[][]>;

/** Term hits as the editor's terms tab finds them: the document's glossaries (its own or its project's). */
export const glossaryTermHits =
  (db: Db): TermHitsLookup =>
  async (documentId, sources) => {
    const glossaries = await documentGlossariesForTerms(db, documentId);
    if (glossaries.length === 0) return sources.map(() => []);
    const found = await findTermHitsOfMany(db, glossaries, sources);
    return found.map((hits) => hits.map((hit): TermPair => ({ source: hit.source, target: hit.target })));
  };
