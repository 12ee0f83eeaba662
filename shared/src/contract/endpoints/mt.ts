import { IdParam } from '../common.ts';
import {
  ModelTokenUsage,
  MtInstructions,
  MtInstructionsParams,
  MtSettings,
  MtStatus,
  MtSuggestion,
  MtTestBody,
  MtQualitySettings,
  MtTestResult,
  PutMtQualitySettingsBody,
  PutMtInstructionsBody,
  PutModelTokenCeilingBody,
  PutMtSettingsBody,
} from '../mt.ts';
import { routes } from '../routes.ts';
import { endpointsTagged } from './endpoint.ts';

const define = endpointsTagged('machine translation');

export const mtEndpoints = define(routes.mt, {
  settings: {
    summary: 'The machine translation provider in use (never its API key: has_key says whether one is stored)',
    response: { 200: MtSettings },
  },
  putSettings: {
    summary: 'Set the machine translation provider (provider null turns it off)',
    description:
      'api_key: a new key; left out keeps the stored one while provider and URL stay the same (a key is never sent ' +
      'to another server than the one it was entered for); null removes it. 409 when the environment (MT_PROVIDER) sets it.',
    body: PutMtSettingsBody,
    response: { 200: MtSettings },
  },
  test: {
    summary: 'Translate a sentence with the provider in use, to check that it answers (no retry on a rate limit)',
    body: MtTestBody,
    response: { 200: MtTestResult },
    errors: [400, 401, 403, 404, 409, 429, 502, 504],
  },
  status: {
    summary: 'Whether a machine translation provider is configured (suggestions answer 409 while none is)',
    response: { 200: MtStatus },
  },
  suggestion: {
    tag: 'documents',
    summary: "The configured machine translation provider's translation of a segment, inline codes in place",
    description:
      "The provider gets the segment, its neighbours as context and (LLM) the terms of the document's glossaries found " +
      "in it, its best TM matches as examples, the unit's key, note and context, and the project's instructions for the " +
      'target language. A model answer whose inline codes are wrong is asked again once; still wrong, it comes with ' +
      '`problem` and is not insertable. 409 when no provider is configured; 429 (with Retry-After) when the provider limits requests; 502 when ' +
      'it fails or refuses; 504 when it does not answer in time (MT_TIMEOUT_SECONDS).',
    params: IdParam,
    response: { 200: MtSuggestion },
    errors: [400, 401, 403, 404, 409, 429, 502, 504],
  },
  instructions: {
    tag: 'projects',
    summary: "The project's instructions to language models for a target language (empty when none are set)",
    params: MtInstructionsParams,
    response: { 200: MtInstructions },
  },
  putInstructions: {
    tag: 'projects',
    summary: "Set the project's instructions to language models for a target language (empty removes them)",
    description: 'They go into every model prompt for the documents of the project in that target language.',
    params: MtInstructionsParams,
    body: PutMtInstructionsBody,
    response: { 200: MtInstructions },
  },
  tokenUsage: {
    tag: 'projects',
    summary: 'The tokens language models used for the project this month (UTC), and its monthly ceiling',
    params: IdParam,
    response: { 200: ModelTokenUsage },
  },
  putTokenCeiling: {
    tag: 'projects',
    summary: "Set the project's monthly ceiling of model tokens (null removes it)",
    description:
      "Once the month's use reaches it, model suggestions answer 429 and pre-translation stops machine-translating, " +
      'saying so, until the next month (UTC) or a higher ceiling.',
    params: IdParam,
    body: PutModelTokenCeilingBody,
    response: { 200: ModelTokenUsage },
  },
  quality: {
    tag: 'projects',
    summary: "Whether the project's machine suggestions get a quality estimate, and pre-translation's threshold",
    params: IdParam,
    response: { 200: MtQualitySettings },
  },
  putQuality: {
    tag: 'projects',
    summary: "Turn the project's quality estimates on or off and set pre-translation's threshold",
    description:
      'On, each machine suggestion of the configured language model is rated 0-100 (GEMBA-MQM: the model annotates ' +
      "its errors by the project's LQA categories and severities, in a second request). Pre-translation by model " +
      'marks a segment translated only at or above the threshold (null: none); the others stay drafts, flagged.',
    params: IdParam,
    body: PutMtQualitySettingsBody,
    response: { 200: MtQualitySettings },
  },
});
