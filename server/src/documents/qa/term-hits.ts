import type { Db } from '../../db/database.ts';
import { documentGlossariesForTerms, findTermHitsOfMany, type LinkedGlossary } from '../../glossary/terms/lookup.ts';
import type { TermHitsLookup, TermPair } from './types.ts';

/** The terms of these glossaries found in each source, as the checks read them (no statement without glossaries). */
export async function termPairsIn(
  db: Db,
  glossaries: readonly LinkedGlossary[],
  sources: readonly string[],
): Promise<TermPair[][]> {
  if (glossaries.length === 0) return sources.map(() => []);
  const found = await findTermHitsOfMany(db, glossaries, sources);
  return found.map((hits) =>
    hits.map((hit): TermPair => ({
      source: hit.source,
      target: hit.target,
      status: hit.status,
      match_rule: hit.match_rule,
    })),
  );
}

/** Term hits as the editor's terms tab finds them: the document's glossaries (its own or its project's). */
export const glossaryTermHits =
  (db: Db): TermHitsLookup =>
  async (documentId, sources) =>
    termPairsIn(db, await documentGlossariesForTerms(db, documentId), sources);
