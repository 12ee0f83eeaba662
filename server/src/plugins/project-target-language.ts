import { sameLanguageCode } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import { foundOr404, HttpError } from './errors.ts';

/**
 * The project's target language that `lang` names, written as the project writes it (`de-de` finds `de-DE`): 404
 * when there is no such project, 400 when `lang` is none of its targets. For what a project keeps per target
 * language (machine-translation instructions, its spelling dictionary), which both sit below projects/: hence here.
 */
export async function projectTargetLanguage(db: Db, projectId: number, lang: string): Promise<string> {
  const project = foundOr404(
    await db.selectFrom('projects').select('target_langs').where('id', '=', projectId).executeTakeFirst(),
    'project_not_found',
    'Project not found',
  );
  const found = project.target_langs.find((target) => sameLanguageCode(target, lang));
  if (!found)
    throw new HttpError(
      400,
      'not_a_target_language',
      `${lang} is not a target language of this project (${project.target_langs.join(', ')})`,
    );
  return found;
}
