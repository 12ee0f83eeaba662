import { z } from 'zod';
import { IdParam, LanguageCode } from './common.ts';

/**
 * A misspelled word of a text: where it is (UTF-16 offsets into the text as sent or stored, inline-code tokens
 * included: `text.slice(start, end) === word`) and up to 5 suggestions, the most likely first. QA findings never
 * have suggestions (`[]`: no save waits for Hunspell's search); `POST /spelling/check` with the word gives them.
 */
export const SpellingWord = z.object({
  word: z.string(),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  suggestions: z.array(z.string()).max(5),
});
export type SpellingWord = z.infer<typeof SpellingWord>;

export const MAX_SPELLING_TEXT = 5000;

/** `POST /spelling/check`: the text the editor is typing, in its language, with the project's dictionary if named. */
export const SpellingCheckBody = z
  .object({
    lang: LanguageCode,
    text: z.string().max(MAX_SPELLING_TEXT, `text must be at most ${MAX_SPELLING_TEXT} characters`),
    /** Words of this project's dictionary for the language are not misspelled. */
    project_id: z.number().int().positive().optional(),
    /**
     * false: the misspelled words without suggestions, answered without waiting for Hunspell to find them (~10-50 ms
     * a word), as the editor's underlining asks; a word's suggestions are asked when its menu opens. Default true.
     */
    suggest: z.boolean().optional(),
  })
  .strict();
export type SpellingCheckBody = z.infer<typeof SpellingCheckBody>;

export const SpellingCheckResult = z.object({
  lang: z.string(),
  /** The dictionary the text was checked with (`en`, `pt-pt`…); null when there is none for the language. */
  dictionary: z.string().nullable(),
  /** Why nothing was checked, when `dictionary` is null. */
  message: z.string().optional(),
  misspelled: z.array(SpellingWord),
});
export type SpellingCheckResult = z.infer<typeof SpellingCheckResult>;

/** A word a project's team spells so: letters, marks, digits, apostrophes, hyphens and dots, no spaces. */
export const DictionaryWord = z
  .string()
  .trim()
  .normalize('NFC')
  .min(1, 'word is required')
  .max(100, 'word must be at most 100 characters')
  .regex(/^[\p{L}\p{M}\p{N}'’.-]+$/u, 'must be one word: letters, digits, apostrophes, hyphens or dots');

export const ProjectDictionaryParams = IdParam.extend({ lang: LanguageCode });
export const ProjectDictionaryWordParams = ProjectDictionaryParams.extend({ word: DictionaryWord });
export const AddDictionaryWordBody = z.object({ word: DictionaryWord }).strict();
export type AddDictionaryWordBody = z.infer<typeof AddDictionaryWordBody>;

/** `GET /projects/{id}/dictionary/{lang}`: the project's words for a target language, alphabetically. */
export const ProjectDictionary = z.object({
  project_id: z.number().int(),
  lang: z.string(),
  words: z.array(z.object({ word: z.string(), added_by: z.number().int().nullable(), added_at: z.string() })),
});
export type ProjectDictionary = z.infer<typeof ProjectDictionary>;
