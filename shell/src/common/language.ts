import { languageName } from '@tessera/shared/ui/language-fields';

/**
 * A document's target language in words ("German (Austria)" for de-AT; the code when none is known): a project's
 * files in several languages share a name, and their language tells them apart.
 */
export const targetLanguageOf = (code: string) => languageName(code) ?? code;
