import { Button, Select } from '@tessera/shared/ui';
import { useMessages } from '../common/parts-i18n.ts';
import * as editorPartsWords from '../locales/en/editor-parts.arb';

/** One error a reviewer marks: a category of the typology and how severe it is. */
export type MarkedError<C extends string = string, S extends string = string> = { category: C; severity: S };

export type Typology<C extends string = string, S extends string = string> = {
  categories: readonly { value: C; label: string }[];
  severities: readonly { value: S; label: string }[];
};

/**
 * The errors of a segment as a reviewer marks them (LQA): each a category × severity, as many as the segment has,
 * added and taken out one at a time. Two errors of the same kind are two rows: each counts.
 */
export function ErrorsPicker<C extends string, S extends string>({
  typology,
  errors,
  onChange,
}: {
  typology: Typology<C, S>;
  errors: readonly MarkedError<C, S>[];
  onChange: (errors: MarkedError<C, S>[]) => void;
}) {
  const t = useMessages();
  const first = { category: typology.categories[0]!.value, severity: typology.severities[0]!.value };
  const change = (index: number, error: MarkedError<C, S>) =>
    onChange(errors.map((before, at) => (at === index ? error : before)));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{t(editorPartsWords.editorErrorsLegend)}</legend>
      {errors.length === 0 && <p className="text-sm text-slate-600">{t(editorPartsWords.editorErrorsNone)}</p>}
      <ol aria-label={t(editorPartsWords.editorErrorsMarked)} className="flex flex-col gap-2">
        {errors.map((error, index) => (
          <li key={index} className="flex items-end gap-2">
            <Select
              label={t(editorPartsWords.editorErrorCategory, { number: index + 1 })}
              options={typology.categories.map(({ value, label }) => ({ value, label }))}
              value={error.category}
              onChange={(event) => change(index, { ...error, category: event.target.value as C })}
              fieldClassName="flex-1"
            />
            <Select
              label={t(editorPartsWords.editorErrorSeverity, { number: index + 1 })}
              options={typology.severities.map(({ value, label }) => ({ value, label }))}
              value={error.severity}
              onChange={(event) => change(index, { ...error, severity: event.target.value as S })}
              fieldClassName="w-32"
            />
            <Button
              variant="ghost-danger"
              aria-label={t(editorPartsWords.editorErrorRemoveLabel, { number: index + 1 })}
              onClick={() => onChange(errors.filter((_, at) => at !== index))}
            >
              {t(editorPartsWords.editorErrorRemove)}
            </Button>
          </li>
        ))}
      </ol>
      <div>
        <Button size="sm" onClick={() => onChange([...errors, first])}>
          {t(editorPartsWords.editorErrorAdd)}
        </Button>
      </div>
    </fieldset>
  );
}
