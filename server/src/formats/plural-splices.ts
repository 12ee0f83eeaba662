import type { SegmentEdit } from './document.ts';
import { pluralCategoriesOf, type PluralCategory } from './plural-categories.ts';
import type { Splice, TextUnit } from './text-units.ts';
import { whitespaceBefore, type XmlElement } from './xml-tree.ts';

/** A unit of a format whose plural forms follow the target language (Android `plurals`, `.stringsdict`). */
export interface PluralFormUnit extends TextUnit {
  /** What a translation of a plural form also removes: the forms of its entry the target language lacks. */
  removals?: readonly Splice[];
  /** Markup around the value: a plural form the file lacks is written with its own. */
  wrap?: { before: string; after: string };
}

/** A plural form of an entry as the file holds it. */
export interface PluralFormInFile {
  category: PluralCategory;
  /** Its first element: Android's `<item>`, a `.stringsdict` form's `<key>`. */
  first: XmlElement;
  /** Where its markup ends. */
  end: number;
}

/** How a format makes the units of an entry's plural forms. */
export interface PluralFormWriting<Form, Unit> {
  /** The unit of `form`, or of a new form of `category` when the file has none and `form` is the one copied. */
  unitOf: (form: Form, category: PluralCategory) => Unit | null;
  /** The markup of a new form around its value; `lineBreak` is the whitespace before the last form. */
  newForm: (category: PluralCategory, lineBreak: string) => { before: string; after: string };
  /** A `zero` form the file has is kept whatever the language (Apple uses it for 0 in every language). */
  keepZero?: boolean;
}

/**
 * One unit per plural form of the target language (the forms the file has when it is not known yet) for an
 * entry whose forms are `forms`, in the file's order: the file's form of that category, or a new one after the
 * last form with the text of `other` (else of the last form). Each unit carries the removal of the forms the
 * target language lacks, which a translation of any of them makes.
 */
export function pluralFormUnits<Form extends PluralFormInFile, Unit extends PluralFormUnit>(
  text: string,
  forms: readonly Form[],
  target: string | undefined,
  { unitOf, newForm, keepZero = false }: PluralFormWriting<Form, Unit>,
): Unit[] {
  const last = forms.at(-1);
  if (!last) return [];
  const byCategory = new Map(forms.map((form) => [form.category, form]));
  const wanted = pluralCategoriesOf(target, 'cardinal', byCategory.keys());
  if (keepZero && byCategory.has('zero') && !wanted.includes('zero')) wanted.unshift('zero');
  const removals: Splice[] = forms
    .filter((form) => !wanted.includes(form.category))
    .map((form) => ({ start: form.first.start - whitespaceBefore(text, form.first).length, end: form.end, text: '' }));
  const lineBreak = whitespaceBefore(text, last.first) || '\n';
  return wanted.flatMap((category) => {
    const form = byCategory.get(category);
    const unit = unitOf(form ?? byCategory.get('other') ?? last, category);
    if (!unit) return [];
    if (!form) {
      unit.start = unit.end = last.end;
      unit.wrap = newForm(category, lineBreak);
    }
    return [{ ...unit, removals }];
  });
}

/**
 * The splices of a merge where plural forms follow the target language: each translated unit's rendering over
 * its span (a form the file lacks is an empty span after the entry's last form; those of one entry keep the
 * units' order) and, once per entry, the removal of the forms the target language lacks.
 */
export function pluralFormSplices<Unit extends PluralFormUnit>(
  units: readonly Unit[],
  edits: ReadonlyMap<number, SegmentEdit>,
  render: (unit: Unit, target: string) => string,
): Splice[] {
  const splices: Splice[] = [];
  const removals = new Set<Splice>();
  units.forEach((unit, position) => {
    const target = edits.get(position)?.target ?? '';
    if (unit.locked || target === '') return;
    splices.push({ start: unit.start, end: unit.end, text: render(unit, target) });
    unit.removals?.forEach((removal) => removals.add(removal));
  });
  return [...splices, ...removals];
}
