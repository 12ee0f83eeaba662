/**
 * What the contract's schemas (zod) refuse in a form, said in the interface's language: each kind of problem
 * (required, too long, not a date…) by its zod issue code, after the label of the field it is about. A problem
 * that has no message of its kind here (a schema's own refinement) keeps the schema's English words.
 */
import { sameLanguageCode } from '@tessera/shared';
import type { Formats } from '@tessera/shared/i18n';
import type { Translate } from '@tessera/shared/i18n/catalog';
import * as documentsWords from '../locales/en/documents.arb';
import { targetLabel } from './TargetLanguagesField.tsx';

/** What the screens read of a zod issue (zod 4's `$ZodIssue`), without importing zod's types. */
export type FormIssue = {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  format?: string;
  input?: unknown;
};

/** A form's fields by their name in the body: the label each is shown with, and whether it holds a language code. */
export type FormFields = Record<string, { label: string; language?: boolean }>;

/**
 * The fields' labels by their name in the body, for a refusal of the server's (errorMessage's `fields`): a problem
 * the form's own check lets through (a rule only the server knows) names its field as the form does.
 */
export const fieldNamesOf = (fields: FormFields): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).map(([name, { label }]) => [name, label]));

const count = (limit: number | bigint | undefined) => Number(limit ?? 0);

/** One issue's problem in words, without its field: by its kind, else the schema's English. */
export function issueProblem(issue: FormIssue, t: Translate<'documents'>, f: Formats, language = false): string {
  const sized = issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set';
  switch (issue.code) {
    case 'too_small':
      if (sized && count(issue.minimum) <= 1) return t(documentsWords.formRequired);
      if (issue.origin === 'string') return t(documentsWords.formTooShort, { minimum: count(issue.minimum) });
      if (sized) return t(documentsWords.formTooFew, { minimum: count(issue.minimum) });
      return t(documentsWords.formTooSmall, { minimum: f.number(count(issue.minimum)) });
    case 'too_big':
      if (issue.origin === 'string') return t(documentsWords.formTooLong, { maximum: count(issue.maximum) });
      if (sized) return t(documentsWords.formTooMany, { maximum: count(issue.maximum) });
      return t(documentsWords.formTooLarge, { maximum: f.number(count(issue.maximum)) });
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? t(documentsWords.formRequired)
        : t(documentsWords.formInvalid);
    case 'invalid_format':
      if (language) return t(documentsWords.formNotLanguage);
      switch (issue.format) {
        case 'date':
          return t(documentsWords.formNotDate);
        case 'datetime':
          return t(documentsWords.formNotDateTime);
        case 'email':
          return t(documentsWords.formNotEmail);
        case 'url':
          return t(documentsWords.formNotUrl);
        default:
          return t(documentsWords.formInvalidFormat);
      }
    case 'invalid_value':
    case 'invalid_union':
      return t(documentsWords.formInvalid);
    default:
      return issue.message;
  }
}

/**
 * A form's issues as one text: each problem after its field's label ("Project name: required"), joined as the
 * language lists them. A field the form does not name is said by its name in the body.
 */
export function formProblems(
  issues: readonly FormIssue[],
  fields: FormFields,
  t: Translate<'documents'>,
  f: Formats,
): string {
  return issues
    .map((issue) => {
      const [name, index] = issue.path;
      const field = fields[String(name)];
      const label =
        field && typeof index === 'number' && name === 'target_langs'
          ? targetLabel(t, index)
          : (field?.label ?? issue.path.join('.'));
      const problem = issueProblem(issue, t, f, field?.language === true);
      return label ? t(documentsWords.formFieldProblem, { field: label, problem }) : problem;
    })
    .join(t(documentsWords.formProblemSeparator));
}

/**
 * What the project's own rules refuse in its languages, in words: a target language named twice, or the source
 * language among the targets (the contract's refinements say so in English only).
 */
function projectLanguagesProblem(
  source: string,
  targets: readonly string[],
  t: Translate<'documents'>,
): string | undefined {
  const field = t(documentsWords.languagesTargets);
  if (targets.some((code, index) => targets.findIndex((other) => sameLanguageCode(other, code)) !== index))
    return t(documentsWords.formFieldProblem, { field, problem: t(documentsWords.formLanguageTwice) });
  if (source.trim() && targets.some((code) => sameLanguageCode(code, source.trim())))
    return t(documentsWords.formFieldProblem, { field, problem: t(documentsWords.formLanguageIsSource) });
  return undefined;
}

/**
 * What a project's form cannot save, in words (undefined when it can): the schema's issues (`issues`, none when it
 * parsed) after their fields' labels, with the languages' own rules said in the interface's language in place of
 * the contract's English refinements.
 */
export function projectFormProblem(
  issues: readonly FormIssue[],
  languages: { source: string; targets: readonly string[] },
  fields: FormFields,
  t: Translate<'documents'>,
  f: Formats,
): string | undefined {
  const languagesProblem = projectLanguagesProblem(languages.source, languages.targets, t);
  const others = languagesProblem ? issues.filter((issue) => issue.code !== 'custom') : issues;
  const problems = [others.length > 0 ? formProblems(others, fields, t, f) : '', languagesProblem ?? ''];
  const said = problems.filter(Boolean);
  return said.length > 0 ? said.join(t(documentsWords.formProblemSeparator)) : undefined;
}

/**
 * What a project's form leads to once its schema parsed it: the body to send, or the problem to say (as
 * projectFormProblem), the languages checked as the form shows them.
 */
export function projectFormOutcome<Body>(
  parsed: { success: true; data: Body } | { success: false; error: { issues: readonly FormIssue[] } },
  languages: { source: string; targets: readonly string[] },
  fields: FormFields,
  t: Translate<'documents'>,
  f: Formats,
): { body: Body; problem?: undefined } | { body?: undefined; problem: string | undefined } {
  const problem = projectFormProblem(parsed.success ? [] : parsed.error.issues, languages, fields, t, f);
  return problem || !parsed.success ? { problem } : { body: parsed.data };
}

/**
 * The fields of a project's form by their names in its body: the labels the form shows (its catalog's words) and
 * the languages' labels of ProjectLanguageFields (`t` is this remote's common catalog).
 */
export const projectFormFields = (
  t: Translate<'documents'>,
  labels: { name: string; description: string; client?: string; dueDate?: string },
): FormFields => ({
  name: { label: labels.name },
  description: { label: labels.description },
  source_lang: { label: t(documentsWords.languagesSource), language: true },
  target_lang: { label: t(documentsWords.languagesTarget), language: true },
  target_langs: { label: t(documentsWords.languagesTargets), language: true },
  ...(labels.client ? { client: { label: labels.client } } : {}),
  ...(labels.dueDate ? { due_date: { label: labels.dueDate } } : {}),
});
