/**
 * A project's quality settings (LQA) as a manager edits them: the pass threshold and the typology's rows as typed
 * (numbers as text, new rows without an id yet), what is wrong with them, and the PUT body they make.
 */
import type { LqaSettings, LqaTypology, PutLqaSettingsBody } from '@tessera/shared/contract';
import { formatsOf, type Formats } from '@tessera/shared/i18n';
import { type Translate } from '@tessera/shared/i18n/catalog';
import { messagesIn } from './panels-i18n.ts';
import * as projectPanelsWords from './locales/en/project-panels.arb';

/** A row of the form: `id` null until saved (it is made from the name), `row` a stable React key. */
export type DraftCategory = { row: number; id: string | null; label: string };
export type DraftSeverity = DraftCategory & { weight: string };
export type LqaDraft = { threshold: string; categories: DraftCategory[]; severities: DraftSeverity[] };

/** The contract's bounds (LqaTypology, LqaPassThreshold), said as the form says them. */
export const MAX_CATEGORIES = 50;
export const MAX_SEVERITIES = 10;
export const MAX_WEIGHT = 1000;
export const MAX_THRESHOLD = 100_000;
const MAX_NAME = 100;

let lastRow = 0;
export const nextRow = () => ++lastRow;

export function draftOf(settings: LqaSettings): LqaDraft {
  return {
    threshold: String(settings.pass_threshold),
    categories: settings.typology.categories.map(({ id, label }) => ({ row: nextRow(), id, label })),
    severities: settings.typology.severities.map(({ id, label, weight }) => ({
      row: nextRow(),
      id,
      label,
      weight: String(weight),
    })),
  };
}

/** A number typed in, or NaN when the field is blank or not a number. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The id of a new category or severity, from its name (`Locale convention` -> `locale-convention`): lower-case
 * letters, digits and hyphens starting with a letter, as the contract's LqaKey wants, and none of `taken`.
 */
export function idFor(label: string, taken: ReadonlySet<string>): string {
  const words = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[^a-z]+|-+$/g, '')
    .slice(0, 34)
    .replace(/-+$/, '');
  const base = words || 'custom';
  let id = base;
  for (let suffix = 2; taken.has(id); suffix++) id = `${base}-${suffix}`;
  return id;
}

/** The rows with their ids, new ones made from their names; the ids kept name the errors already recorded. */
function withIds<T extends DraftCategory>(rows: readonly T[]): Array<T & { id: string }> {
  const taken = new Set(rows.flatMap((row) => (row.id ? [row.id] : [])));
  return rows.map((row) => {
    if (row.id) return { ...row, id: row.id };
    const id = idFor(row.label, taken);
    taken.add(id);
    return { ...row, id };
  });
}

export function typologyOf(draft: LqaDraft): LqaTypology {
  return {
    categories: withIds(draft.categories).map(({ id, label }) => ({ id, label: label.trim() })),
    severities: withIds(draft.severities).map(({ id, label, weight }) => ({
      id,
      label: label.trim(),
      weight: numberOf(weight),
    })),
  };
}

const inRange = (value: number, max: number) => Number.isFinite(value) && value >= 0 && value <= max;

/**
 * What keeps the draft from being saved, in words a manager can act on; empty when it can be. In the active locale,
 * or with `t` (this feature's `useMessages()`) and `f` (`useFormats()`).
 */
export function draftProblems(
  draft: LqaDraft,
  t: Translate<'project-panels'> = messagesIn(),
  f: Formats = formatsOf(),
): string[] {
  const problems: string[] = [];
  if (!inRange(numberOf(draft.threshold), MAX_THRESHOLD))
    problems.push(t(projectPanelsWords.projectLqaThresholdRange, { min: f.number(0), max: f.number(MAX_THRESHOLD) }));
  if (draft.categories.length === 0) problems.push(t(projectPanelsWords.projectLqaKeepCategory));
  if (draft.severities.length === 0) problems.push(t(projectPanelsWords.projectLqaKeepSeverity));
  const names = (rows: readonly DraftCategory[]) => rows.map((row) => row.label.trim());
  if (names(draft.categories).some((name) => name === ''))
    problems.push(t(projectPanelsWords.projectLqaNameCategories));
  if (names(draft.severities).some((name) => name === ''))
    problems.push(t(projectPanelsWords.projectLqaNameSeverities));
  if ([...names(draft.categories), ...names(draft.severities)].some((name) => name.length > MAX_NAME))
    problems.push(t(projectPanelsWords.projectLqaNamesTooLong, { max: MAX_NAME }));
  if (draft.severities.some((severity) => !inRange(numberOf(severity.weight), MAX_WEIGHT)))
    problems.push(t(projectPanelsWords.projectLqaWeightRange, { min: f.number(0), max: f.number(MAX_WEIGHT) }));
  return problems;
}

const sameTypology = (a: LqaTypology, b: LqaTypology) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The PUT body: each part as edited, except one that still follows the defaults and was not changed, which stays
 * null so that it keeps following them.
 */
export function settingsBody(draft: LqaDraft, saved: LqaSettings): PutLqaSettingsBody {
  const typology = typologyOf(draft);
  const threshold = numberOf(draft.threshold);
  return {
    typology: saved.own_typology || !sameTypology(typology, saved.typology) ? typology : null,
    pass_threshold: saved.own_pass_threshold || threshold !== saved.pass_threshold ? threshold : null,
  };
}

/** Whether the draft says anything other than what is saved. */
export const draftChanged = (draft: LqaDraft, saved: LqaSettings) =>
  numberOf(draft.threshold) !== saved.pass_threshold || !sameTypology(typologyOf(draft), saved.typology);
