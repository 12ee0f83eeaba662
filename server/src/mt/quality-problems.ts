import type { MtQualityProblemCode } from '@tessera/shared/contract';

/** Why an estimate has no score, as the API answers it: the code, and the model's own value it quotes if any. */
export type QualityProblem =
  | { code: Exclude<MtQualityProblemCode, 'unknown_category' | 'unknown_severity'> }
  | { code: 'unknown_category' | 'unknown_severity'; value: string };

/**
 * Each code's English, for the API's readers and logs (`MtQuality.problem`); the editor says the code in the
 * interface's language from its own catalog. Writing the sentence here only keeps the two from drifting apart.
 */
const ENGLISH: { [Code in MtQualityProblemCode]: (value: string) => string } = {
  unreadable: () => 'The model answered the quality estimate in a form Tessera does not understand',
  not_json_nor_gemba: () => "The model answered the quality estimate neither with JSON nor in GEMBA-MQM's form",
  unknown_category: (value) => `The model named an error category the project does not use: "${value}"`,
  unknown_severity: (value) => `The model named a severity the project does not use: "${value}"`,
  no_model: () => 'Quality is estimated by a language model; the provider in use is none',
  rate_limited: () => 'The model is limiting how often it may be asked: no quality estimate this time',
  timed_out: () => 'The model did not answer the quality estimate in time',
  not_asked: () => 'The model could not be asked for a quality estimate',
};

/** A problem as `MtQuality` carries it: `problem_code`, `problem_value` where the model's value is quoted, `problem`. */
export function problemFields(problem: QualityProblem) {
  const value = 'value' in problem ? problem.value : undefined;
  return {
    problem_code: problem.code,
    ...(value !== undefined && { problem_value: value }),
    problem: ENGLISH[problem.code](value ?? ''),
  };
}
