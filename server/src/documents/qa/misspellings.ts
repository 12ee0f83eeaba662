import type { SpellingWord } from '@tessera/shared/contract';
import type { Db } from '../../db/database.ts';
import { documentGlossariesForTerms } from '../../glossary/terms/lookup.ts';
import { acceptedIn, checkSpelling } from '../../spelling/check.ts';
import type { QaDocument } from './types.ts';

/**
 * The misspelled words of these targets of a document, by the dictionary of its target language, with the words of
 * its project's dictionary and of its glossaries' target terms accepted: their places, never suggestions (a save
 * would wait seconds for them; the editor asks for a word's when its menu opens). A speller that fails leaves the
 * targets unchecked rather than failing the save or import that asked.
 */
export async function misspellingsOf(
  db: Db,
  document: QaDocument,
  targets: readonly string[],
  { glossaryIds }: { glossaryIds?: readonly number[] } = {},
): Promise<SpellingWord[][]> {
  const projectId =
    document.project_id !== undefined
      ? document.project_id
      : ((await db.selectFrom('documents').select('project_id').where('id', '=', document.id).executeTakeFirst())
          ?.project_id ?? null);
  const glossaries = glossaryIds ?? (await documentGlossariesForTerms(db, document.id)).map((glossary) => glossary.id);
  const accepted = acceptedIn(db, document.target_lang, { projectId, glossaryIds: glossaries });
  return checkSpelling(document.target_lang, targets, accepted).then(
    (result) => result.misspelled,
    () => targets.map(() => []),
  );
}
