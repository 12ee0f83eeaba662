import { z } from 'zod';
import { IdParam, LanguageCode } from './common.ts';
import { MT_PROVIDER_NAMES } from './plain.ts';
import { OutboundUrl } from './outbound-url.ts';

/**
 * Machine translation (server/src/mt, README there): one provider for the workspace, off until an admin
 * configures it in the settings screen or the server's environment sets MT_PROVIDER. The API key is write-only:
 * it is never sent back, only whether one is stored (`has_key`).
 */
export const MtProviderName = z.enum(MT_PROVIDER_NAMES);
export type MtProviderName = z.infer<typeof MtProviderName>;

/** Where the settings in use come from: the server's environment wins over the database, and then cannot be changed here. */
export const MtSettingsSource = z.enum(['none', 'database', 'environment']);
export type MtSettingsSource = z.infer<typeof MtSettingsSource>;

/** GET /mt/status: whether a provider is configured, so that screens ask for suggestions only then. */
export const MtStatus = z.object({ available: z.boolean() });
export type MtStatus = z.infer<typeof MtStatus>;

/** GET /mt/settings (admin). */
export const MtSettings = z.object({
  /** null: machine translation is off. */
  provider: MtProviderName.nullable(),
  /** Base URL of the service; null: the provider's public endpoint (DeepL only). */
  url: z.string().nullable(),
  /** The chat model (openai only). */
  model: z.string().nullable(),
  has_key: z.boolean(),
  /**
   * Whether the provider may be on the server's own machine or a private network (localhost, 10.x, 192.168.x,
   * link-local addresses…); otherwise the server connects only to public addresses. Always true from the environment.
   */
  allow_private_network: z.boolean(),
  source: MtSettingsSource,
  updated_at: z.string().nullable(),
});
export type MtSettings = z.infer<typeof MtSettings>;

/**
 * PUT /mt/settings (admin). `api_key`: a new key; left out keeps the stored one; null removes it.
 * `provider: null` turns machine translation off (and forgets the key).
 */
export const PutMtSettingsBody = z
  .object({
    provider: MtProviderName.nullable(),
    url: OutboundUrl.nullable().optional(),
    model: z.string().trim().min(1, 'model is required').max(200).nullable().optional(),
    api_key: z.string().trim().min(1, 'api_key must not be empty (null removes it)').max(1000).nullable().optional(),
    /** Left out: false, public addresses only. */
    allow_private_network: z.boolean().optional(),
  })
  .strict();
export type PutMtSettingsBody = z.infer<typeof PutMtSettingsBody>;

/**
 * How a machine translation's quality is estimated: `gemba-mqm` (Kocmi & Federmann 2023), the configured language
 * model annotating the translation's errors by the project's LQA categories and severities.
 */
export const MtQualityMethod = z.enum(['gemba-mqm']);
export type MtQualityMethod = z.infer<typeof MtQualityMethod>;

/** One error the estimate found: ids of the project's LQA typology, and the words of the translation in error. */
export const MtQualityError = z.object({
  category: z.string(),
  severity: z.string(),
  /** Null when the model named none, or words the translation does not hold. */
  span: z.string().nullable(),
});
export type MtQualityError = z.infer<typeof MtQualityError>;

/**
 * Why a machine translation has no quality estimate. The model's answer could not be read: `unreadable` (not the
 * annotation's shape), `not_json_nor_gemba` (neither JSON nor GEMBA-MQM's text form), `unknown_category` and
 * `unknown_severity` (one the project's typology does not have, quoted in `problem_value`). No answer:
 * `no_model` (the provider is no language model), `rate_limited`, `timed_out`, `not_asked` (asking failed).
 * A client meets codes a newer server adds: it has a general phrase for those.
 */
export const MtQualityProblemCode = z.enum([
  'unreadable',
  'not_json_nor_gemba',
  'unknown_category',
  'unknown_severity',
  'no_model',
  'rate_limited',
  'timed_out',
  'not_asked',
]);
export type MtQualityProblemCode = z.infer<typeof MtQualityProblemCode>;

/**
 * A machine translation's quality estimate: 0-100 (100 without errors; the errors' severity weights, as the
 * project's LQA counts them, take it down to 0 at the heaviest severity's weight), or null with `problem_code`
 * saying why there is none (the model's answer could not be read, or the model could not be asked), `problem` the
 * same in English for the API's readers and logs.
 */
export const MtQuality = z.object({
  method: MtQualityMethod,
  score: z.number().int().min(0).max(100).nullable(),
  errors: z.array(MtQualityError),
  problem_code: MtQualityProblemCode.optional(),
  /** The model's own value the problem is about, as it wrote it: the category or severity of `unknown_…`. */
  problem_value: z.string().optional(),
  problem: z.string().optional(),
});
export type MtQuality = z.infer<typeof MtQuality>;

/**
 * GET/PUT /projects/{id}/mt-quality: whether machine suggestions of the project's documents get a quality estimate
 * (off by default: it costs a second model request), and the score at or above which pre-translation by model marks
 * a segment translated (null: none is; the others stay drafts, flagged).
 */
export const MtQualitySettings = z.object({
  enabled: z.boolean(),
  threshold: z.number().int().min(0).max(100).nullable(),
});
export type MtQualitySettings = z.infer<typeof MtQualitySettings>;
export const PutMtQualitySettingsBody = z
  .object({
    enabled: z.boolean(),
    threshold: z
      .number()
      .int('threshold must be a whole number from 0 to 100')
      .min(0, 'threshold must be from 0 to 100')
      .max(100, 'threshold must be from 0 to 100')
      .nullable(),
  })
  .strict();
export type PutMtQualitySettingsBody = z.infer<typeof PutMtQualitySettingsBody>;

/** GET /document/records/{id}/mt: the configured provider's translation of the segment, inline codes in place. */
export const MtSuggestion = z.object({
  /** Ready to insert: the segment's own code tokens, each exactly once, properly nested (unless `problem`). */
  target: z.string(),
  provider: MtProviderName,
  /**
   * Set when the suggestion is not insertable as it is: a language model kept the inline codes wrong even when
   * asked again (which codes, by their labels). The editor shows it to read, without the insert action.
   */
  problem: z.string().optional(),
  /** Its quality estimate, when the document's project has estimates on. */
  quality: MtQuality.optional(),
});
export type MtSuggestion = z.infer<typeof MtSuggestion>;

/** POST /mt/test (admins): a sentence through the provider in use, to see that it answers and how. */
export const MtTestBody = z
  .object({
    text: z
      .string()
      .trim()
      .min(1, 'text is required')
      .max(1000)
      .refine((value) => !/[\u0001\u0002]/.test(value), 'text must not hold control characters U+0001 or U+0002'),
    source_lang: LanguageCode,
    target_lang: LanguageCode,
  })
  .strict();
export type MtTestBody = z.infer<typeof MtTestBody>;

export const MtTestResult = z.object({
  target: z.string(),
  provider: MtProviderName,
  /** How long the provider took to answer. */
  milliseconds: z.number().int().min(0),
});
export type MtTestResult = z.infer<typeof MtTestResult>;

/** GET/PUT /projects/{id}/instructions/{lang}: the project's instructions to language models for a target language. */
export const MtInstructionsParams = IdParam.extend({ lang: LanguageCode });
export const MAX_INSTRUCTIONS_LENGTH = 4000;
export const MtInstructions = z.object({
  lang: z.string(),
  /** A style guide the model follows ("formal Sie; no exclamation marks"); empty when none is set. */
  instructions: z.string(),
  updated_at: z.string().nullable(),
});
export type MtInstructions = z.infer<typeof MtInstructions>;
export const PutMtInstructionsBody = z
  .object({
    /** Empty removes them. */
    instructions: z
      .string()
      .trim()
      .max(MAX_INSTRUCTIONS_LENGTH, `instructions must be at most ${MAX_INSTRUCTIONS_LENGTH} characters`),
  })
  .strict();
export type PutMtInstructionsBody = z.infer<typeof PutMtInstructionsBody>;

/**
 * GET/PUT /projects/{id}/model-tokens: the tokens language models used for the project this calendar month (UTC),
 * as the model servers reported them, and the monthly ceiling an admin set (null: none). Once the month's use
 * reaches the ceiling, model calls for the project are refused until the next month or a higher ceiling.
 */
export const ModelTokenUsage = z.object({
  /** YYYY-MM, UTC. */
  month: z.string(),
  used: z.number().int().min(0),
  ceiling: z.number().int().positive().nullable(),
});
export type ModelTokenUsage = z.infer<typeof ModelTokenUsage>;
export const MAX_MODEL_TOKEN_CEILING = 1_000_000_000_000;
export const PutModelTokenCeilingBody = z
  .object({
    ceiling: z
      .number()
      .int('ceiling must be a whole number of tokens')
      .min(1, 'ceiling must be at least 1 token; null removes it')
      .max(MAX_MODEL_TOKEN_CEILING, `ceiling must be at most ${MAX_MODEL_TOKEN_CEILING} tokens`)
      .nullable(),
  })
  .strict();
export type PutModelTokenCeilingBody = z.infer<typeof PutModelTokenCeilingBody>;
