import type { Translate } from '@tessera/shared/i18n/catalog';
import * as panelWords from './locales/en/panel.arb';

/**
 * Why a machine translation has no quality estimate, in the interface's language. The server says it in English
 * (`MtQuality.problem`, written in server/src/mt/quality.ts); each sentence it writes has a phrase here, the
 * category or severity a model made up kept as the model wrote it.
 */
const PROBLEMS: [RegExp, (t: Translate<'panel'>, match: RegExpExecArray) => string][] = [
  [
    /^The model answered the quality estimate in a form Tessera does not understand$/,
    (t) => t(panelWords.editorMtProblemUnreadable),
  ],
  [
    /^The model answered the quality estimate neither with JSON nor in GEMBA-MQM's form$/,
    (t) => t(panelWords.editorMtProblemNotJsonNorGemba),
  ],
  [
    /^The model named an error category the project does not use: "(.*)"$/s,
    (t, match) => t(panelWords.editorMtProblemUnknownCategory, { category: match[1]! }),
  ],
  [
    /^The model named a severity the project does not use: "(.*)"$/s,
    (t, match) => t(panelWords.editorMtProblemUnknownSeverity, { severity: match[1]! }),
  ],
  [
    /^Quality is estimated by a language model; the provider in use is none$/,
    (t) => t(panelWords.editorMtProblemNoModel),
  ],
  [
    /^The model is limiting how often it may be asked: no quality estimate this time$/,
    (t) => t(panelWords.editorMtProblemRateLimited),
  ],
  [/^The model did not answer the quality estimate in time$/, (t) => t(panelWords.editorMtProblemTimedOut)],
  [/^The model could not be asked for a quality estimate$/, (t) => t(panelWords.editorMtProblemNotAsked)],
];

/**
 * The reason for `problem` in the interface's language: known sentences have their phrase; one this version does
 * not know (a newer server's) says only that the estimate could not be used, its own words left for `known: false`
 * callers to show as a tooltip.
 */
export function mtQualityProblem(t: Translate<'panel'>, problem: string): { words: string; known: boolean } {
  for (const [pattern, say] of PROBLEMS) {
    const match = pattern.exec(problem);
    if (match) return { words: say(t, match), known: true };
  }
  return { words: t(panelWords.editorMtProblemOther), known: false };
}
