import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@tessera/shared/contract/endpoints';
import type { Db } from '../db/database.ts';
import { rowExists } from '../db/row-exists.ts';
import { projectTargetLanguage } from '../plugins/project-target-language.ts';
import { route } from '../plugins/endpoint.ts';
import { HttpError } from '../plugins/errors.ts';
import { acceptedIn, checkSpelling, withSuggestions } from './check.ts';

async function projectDictionary(db: Db, projectId: number, lang: string) {
  const rows = await db
    .selectFrom('project_dictionary_words')
    .select(['word', 'added_by', 'added_at'])
    .where('project_id', '=', projectId)
    .where('lang', '=', lang)
    .orderBy('word')
    .execute();
  return {
    project_id: projectId,
    lang,
    words: rows.map((row) => ({ ...row, added_at: new Date(row.added_at).toISOString() })),
  };
}

/** Spell checking for the editor, and the project dictionaries it accepts words from. */
export const spellingRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.spelling.check, async (request) => {
    const { lang, text, project_id, suggest = true } = request.body;
    if (project_id !== undefined && !(await rowExists(app.db, 'projects', project_id)))
      throw new HttpError(404, 'project_not_found', 'Project not found');
    const result = await checkSpelling(lang, [text], acceptedIn(app.db, lang, { projectId: project_id }));
    if (result.dictionary === null)
      return {
        lang,
        dictionary: null,
        message: `No spelling dictionary for ${lang}: its spelling is not checked`,
        misspelled: [],
      };
    const [misspelled = []] = result.misspelled;
    return {
      lang,
      dictionary: result.dictionary,
      misspelled: suggest ? await withSuggestions(lang, misspelled) : misspelled,
    };
  });

  route(app, endpoints.spelling.dictionary, async (request) => {
    const { id, lang } = request.params;
    return projectDictionary(app.db, id, await projectTargetLanguage(app.db, id, lang));
  });

  route(app, endpoints.spelling.addWord, async (request) => {
    const { id } = request.params;
    const lang = await projectTargetLanguage(app.db, id, request.params.lang);
    await app.db
      .insertInto('project_dictionary_words')
      .values({ project_id: id, lang, word: request.body.word, added_by: request.user!.id })
      .onConflict((conflict) => conflict.columns(['project_id', 'lang', 'word']).doNothing())
      .execute();
    return projectDictionary(app.db, id, lang);
  });

  route(app, endpoints.spelling.deleteWord, async (request) => {
    const { id, word } = request.params;
    const lang = await projectTargetLanguage(app.db, id, request.params.lang);
    const deleted = await app.db
      .deleteFrom('project_dictionary_words')
      .where('project_id', '=', id)
      .where('lang', '=', lang)
      .where('word', '=', word)
      .executeTakeFirst();
    if (deleted.numDeletedRows === 0n)
      throw new HttpError(404, 'word_not_in_dictionary', `"${word}" is not in the project's ${lang} dictionary`);
    return projectDictionary(app.db, id, lang);
  });
};
