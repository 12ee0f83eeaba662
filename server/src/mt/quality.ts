import { z } from 'zod';
import type { LqaSeverity, LqaTypology, MtQuality, MtQualityError } from '@tessera/shared/contract';
import { languageName, type ChatMessage } from './prompt.ts';
import { MtError, type MtProvider } from './provider.ts';
import { problemFields, type QualityProblem } from './quality-problems.ts';

/**
 * Quality estimation of a machine translation by GEMBA-MQM (Kocmi & Federmann 2023, "GEMBA-MQM: Detecting
 * Translation Quality Error Spans with GPT-4"): the language model marks the translation's errors by MQM category
 * and severity, and the score follows from the severities' weights. The categories, severities and weights are the
 * project's LQA typology, the ones its reviewers record, so a machine's estimate and a reviewer's verdict count
 * errors alike.
 */
export const QUALITY_METHOD = 'gemba-mqm';

/** The paper's wording of its three severities, told to the model where the typology has them. */
const SEVERITY_MEANINGS: Record<string, string> = {
  critical: 'critical errors inhibit comprehension of the text',
  major: 'major errors disrupt the flow, but what the text is trying to say is still understandable',
  minor: 'minor errors are technically errors, but do not disrupt the flow or hinder comprehension',
};

/** More errors than this in one answer is no annotation of one segment. */
const MAX_ERRORS = 50;

export interface QualityInput {
  sourceLang: string;
  targetLang: string;
  /** Source and translation as the model reads them: inline codes as `<x id="n"/>`. */
  source: string;
  target: string;
  typology: LqaTypology;
}

function heaviestFirst(severities: readonly LqaSeverity[]): LqaSeverity[] {
  return [...severities].sort((a, b) => b.weight - a.weight);
}

/** The request that asks the model to annotate the translation's errors (GEMBA-MQM's prompt, answered as JSON). */
export function qualityPrompt(input: QualityInput): ChatMessage[] {
  const source = languageName(input.sourceLang);
  const target = languageName(input.targetLang);
  const severities = heaviestFirst(input.typology.severities);
  const meanings = severities.flatMap((severity) => SEVERITY_MEANINGS[severity.id] ?? []);
  const system = [
    'You are an annotator for the quality of machine translation. Your task is to identify errors and assess the ' +
      'quality of the translation.',
    'Answer with one JSON object and nothing else: {"errors": [{"category": "<category id>", "severity": ' +
      '"<severity id>", "span": "<the words of the translation in error>"}]}. Without errors: {"errors": []}. ' +
      'Use null as the span when the error has no words of its own (an omission).',
  ].join('\n\n');
  const user = [
    `${source} source:\n\`\`\`${input.source}\`\`\``,
    `${target} translation:\n\`\`\`${input.target}\`\`\``,
    'Based on the source segment and machine translation surrounded with triple backticks, identify error types in ' +
      'the translation and classify them. Elements like <x id="1"/> are formatting codes: not an error where they ' +
      'correspond to the source.',
    'Error categories (id: name):\n' +
      input.typology.categories.map((category) => `- ${category.id}: ${category.label}`).join('\n'),
    'Severities, worst first (id: name):\n' +
      severities.map((severity) => `- ${severity.id}: ${severity.label}`).join('\n') +
      (meanings.length > 0
        ? `\n${meanings.map((meaning) => meaning[0]!.toUpperCase() + meaning.slice(1)).join('. ')}.`
        : ''),
  ].join('\n\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

const Annotation = z.object({
  errors: z
    .array(z.object({ category: z.string(), severity: z.string(), span: z.string().nullable().optional() }))
    .max(MAX_ERRORS),
});
type Annotation = z.infer<typeof Annotation>;

export type QualityReading = { score: number; errors: MtQualityError[] } | { score: null; problem: QualityProblem };

/**
 * The answer's JSON schema, which a model server that takes structured output (`response_format`: OpenAI, vLLM,
 * Ollama, llama.cpp's server) holds its answer to.
 */
export const QUALITY_ANSWER_SCHEMA = {
  name: 'gemba_mqm_errors',
  schema: {
    type: 'object',
    properties: {
      errors: {
        type: 'array',
        maxItems: MAX_ERRORS,
        items: {
          type: 'object',
          properties: {
            category: { type: 'string' },
            severity: { type: 'string' },
            span: { type: ['string', 'null'] },
          },
          required: ['category', 'severity', 'span'],
          additionalProperties: false,
        },
      },
    },
    required: ['errors'],
    additionalProperties: false,
  },
};

/** What an MQM category of GEMBA-MQM's own answer (`accuracy/mistranslation`) is called where its top level differs. */
const GEMBA_CATEGORIES: Record<string, string> = { 'non-translation': 'accuracy' };

/**
 * GEMBA-MQM's answer in the method's own published text form, as models prompted by it answer:
 * `Critical:` / `no-error` / `Major:` / `accuracy/mistranslation - "words"` … one severity heading after another,
 * each followed by its errors (one a line, or ` / ` between them on one line). Undefined when the answer has no
 * severity heading of the typology: it is not in that form.
 */
function gembaTextErrors(answer: string, typology: LqaTypology): Annotation['errors'] | undefined {
  const names = new Map<string, string>();
  for (const severity of typology.severities) {
    names.set(severity.id.toLowerCase(), severity.id);
    names.set(severity.label.toLowerCase(), severity.id);
  }
  const heading = new RegExp(
    `(?:^|\\n|\\s/\\s)\\s*(${[...names.keys()].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\s*:`,
    'gi',
  );
  const headings = [...answer.matchAll(heading)];
  if (headings.length === 0) return undefined;
  const errors: Annotation['errors'] = [];
  headings.forEach((match, index) => {
    const severity = names.get(match[1]!.toLowerCase())!;
    const body = answer.slice(match.index + match[0].length, headings[index + 1]?.index ?? answer.length);
    for (const item of body.split(/\n|\s\/\s/)) {
      const line = item.trim();
      if (line === '' || /^no[- ]error\.?$/i.test(line)) continue;
      const [, path, span] = /^(.+?)(?:\s+-\s+"([^"]*)")?\s*$/.exec(line)!;
      const top = path!.split('/')[0]!.trim().toLowerCase().replace(/\s+/g, '-');
      errors.push({ category: GEMBA_CATEGORIES[top] ?? top, severity, span: span ?? null });
    }
  });
  return errors;
}

/** An answer without a reasoning model's thoughts and a Markdown code fence around it. */
const bareAnswer = (answer: string) =>
  answer
    .replace(/<think>[\s\S]*?<\/think>/g, '')
    .trim()
    .replace(/^```(?:json|text)?\s*\n?([\s\S]*?)\n?```$/, '$1')
    .trim();

/**
 * The model's annotation read strictly: one JSON object of errors, or GEMBA-MQM's own text form (gembaTextErrors),
 * whose categories and severities are the typology's; anything else gives no score and says why. A span the
 * translation does not hold is kept as null (the editor could not show where it is).
 * `translation`: the text the spans are looked for in, as the model read it.
 */
export function readQualityAnswer(answer: string, translation: string, typology: LqaTypology): QualityReading {
  const bare = bareAnswer(answer);
  let annotated: Annotation['errors'];
  try {
    const checked = Annotation.safeParse(JSON.parse(bare));
    if (!checked.success) return { score: null, problem: { code: 'unreadable' } };
    annotated = checked.data.errors;
  } catch {
    const inText = gembaTextErrors(bare, typology);
    if (!inText) return { score: null, problem: { code: 'not_json_nor_gemba' } };
    if (inText.length > MAX_ERRORS) return { score: null, problem: { code: 'unreadable' } };
    annotated = inText;
  }
  const categories = new Set(typology.categories.map((category) => category.id));
  const severities = new Set(typology.severities.map((severity) => severity.id));
  const errors: MtQualityError[] = [];
  for (const error of annotated) {
    const category = error.category.trim().toLowerCase();
    const severity = error.severity.trim().toLowerCase();
    if (!categories.has(category)) {
      return { score: null, problem: { code: 'unknown_category', value: error.category } };
    }
    if (!severities.has(severity)) {
      return { score: null, problem: { code: 'unknown_severity', value: error.severity } };
    }
    const span = error.span?.trim() ?? '';
    errors.push({ category, severity, span: span !== '' && translation.includes(span) ? span : null });
  }
  return { score: qualityScore(errors, typology.severities), errors };
}

/**
 * 0-100 from the errors' severity weights: GEMBA-MQM sums the weights and caps the sum at the critical weight
 * (25), so one critical error is as bad as it gets; here the cap is the typology's heaviest weight, and the sum
 * scales to 100 (no errors) down to 0 (the cap).
 */
export function qualityScore(errors: readonly { severity: string }[], severities: readonly LqaSeverity[]): number {
  const weights = new Map(severities.map((severity) => [severity.id, severity.weight]));
  const cap = Math.max(0, ...severities.map((severity) => severity.weight));
  if (cap === 0) return 100;
  const penalty = errors.reduce((sum, error) => sum + (weights.get(error.severity) ?? 0), 0);
  return Math.round(100 * (1 - Math.min(penalty, cap) / cap));
}

/** A reading as the API answers it. */
export function qualityOf(reading: QualityReading): MtQuality {
  return reading.score === null
    ? { method: QUALITY_METHOD, score: null, errors: [], ...problemFields(reading.problem) }
    : { method: QUALITY_METHOD, score: reading.score, errors: reading.errors };
}

/** Why the model could not be asked, as a translator learns it: where it is and what it said is for admins. */
const NOT_ASKED: Partial<Record<MtError['status'], QualityProblem>> = {
  429: { code: 'rate_limited' },
  504: { code: 'timed_out' },
};

/**
 * Asks the provider's model to annotate a translation and reads its answer. A provider that is no language model,
 * a model that cannot be asked, and an answer that cannot be read give no score and say why; only cancelling throws.
 */
export async function estimateQuality(
  provider: MtProvider,
  input: QualityInput,
  options: { signal: AbortSignal; background?: boolean; onTokens?: (tokens: number) => void },
): Promise<MtQuality> {
  if (!provider.complete) {
    return qualityOf({ score: null, problem: { code: 'no_model' } });
  }
  try {
    const answer = await provider.complete(qualityPrompt(input), { ...options, answerSchema: QUALITY_ANSWER_SCHEMA });
    return qualityOf(readQualityAnswer(answer, input.target, input.typology));
  } catch (error) {
    if (!(error instanceof MtError)) throw error;
    return qualityOf({ score: null, problem: NOT_ASKED[error.status] ?? { code: 'not_asked' } });
  }
}
