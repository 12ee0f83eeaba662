import type { MtQuality, MtQualityProblemCode } from '@tessera/shared/contract';
import type { Translate } from '@tessera/shared/i18n/catalog';
import * as panelWords from './locales/en/panel.arb';

/**
 * Why a machine translation has no quality estimate, in the interface's language: a phrase for each
 * `MtQuality.problem_code`, the category or severity a model made up (`problem_value`) kept as the model wrote it.
 * Typed over every code, so that a code added to the contract fails the type check until it has its phrase here.
 */
const PROBLEMS: { [Code in MtQualityProblemCode]: (t: Translate<'panel'>, value: string) => string } = {
  unreadable: (t) => t(panelWords.editorMtProblemUnreadable),
  not_json_nor_gemba: (t) => t(panelWords.editorMtProblemNotJsonNorGemba),
  unknown_category: (t, category) => t(panelWords.editorMtProblemUnknownCategory, { category }),
  unknown_severity: (t, severity) => t(panelWords.editorMtProblemUnknownSeverity, { severity }),
  no_model: (t) => t(panelWords.editorMtProblemNoModel),
  rate_limited: (t) => t(panelWords.editorMtProblemRateLimited),
  timed_out: (t) => t(panelWords.editorMtProblemTimedOut),
  not_asked: (t) => t(panelWords.editorMtProblemNotAsked),
};

/**
 * The reason an estimate has no score in the interface's language: known codes have their phrase; one this version
 * does not know (a newer server's), or none, says only that the estimate could not be used, the server's English
 * (`problem`) left for `known: false` callers to show as a tooltip.
 */
export function mtQualityProblem(
  t: Translate<'panel'>,
  quality: Pick<MtQuality, 'problem_code' | 'problem_value'>,
): { words: string; known: boolean } {
  const code = quality.problem_code;
  // A newer server's code is a string this build's type does not name: only the table's own keys count.
  if (code === undefined || !Object.hasOwn(PROBLEMS, code)) {
    return { words: t(panelWords.editorMtProblemOther), known: false };
  }
  return { words: PROBLEMS[code](t, quality.problem_value ?? ''), known: true };
}
