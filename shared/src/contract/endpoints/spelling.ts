import { routes } from '../routes.ts';
import {
  AddDictionaryWordBody,
  ProjectDictionary,
  ProjectDictionaryParams,
  ProjectDictionaryWordParams,
  SpellingCheckBody,
  SpellingCheckResult,
} from '../spelling.ts';
import { endpointsTagged } from './endpoint.ts';

const define = endpointsTagged('documents');

export const spellingEndpoints = define(routes.spelling, {
  check: {
    summary: 'The misspelled words of a text in a language, with their places and suggestions',
    description:
      "For the editor while typing (`suggest: false`), and for a word's suggestions when its menu opens or the QA " +
      'tab or report shows them (saves never look for suggestions). Inline-code tokens, URLs, e-mail addresses, placeholders, ' +
      "numbers, words with digits and words in capitals are not checked; nor are the words of the project's " +
      'dictionary (project_id). ' +
      'A language without a dictionary answers `dictionary: null` and a message, with no words.',
    body: SpellingCheckBody,
    response: { 200: SpellingCheckResult },
  },
  dictionary: {
    tag: 'projects',
    summary: "The project's dictionary for a target language: words its spelling check accepts",
    params: ProjectDictionaryParams,
    response: { 200: ProjectDictionary },
  },
  addWord: {
    tag: 'projects',
    summary: "Add a word to the project's dictionary for a target language (adding it again changes nothing)",
    description:
      'A word added in small letters is accepted capitalised too; one added with capitals only so. Saved targets are ' +
      'checked again at their next save.',
    params: ProjectDictionaryParams,
    body: AddDictionaryWordBody,
    response: { 200: ProjectDictionary },
  },
  deleteWord: {
    tag: 'projects',
    summary: "Remove a word from the project's dictionary for a target language",
    params: ProjectDictionaryWordParams,
    response: { 200: ProjectDictionary },
  },
});
