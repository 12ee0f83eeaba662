/**
 * The project's quality settings (LQA) on its page: the error categories reviewers record, the severities with the
 * penalty points each error of them weighs, and the pass threshold in penalty points per 1,000 words. Those who
 * manage the project edit and save them, or go back to the defaults; everyone else reads them.
 */
import { useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@tessera/shared';
import { getProjectLqaSettings, putProjectLqaSettings } from '@tessera/shared/api/review';
import type { LqaSettings, Project, PutLqaSettingsBody } from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import { richMessage } from '@tessera/shared/i18n/catalog';
import {
  Alert,
  Button,
  Card,
  FailureAlert,
  Spinner,
  TBody,
  Table,
  Td,
  TextField,
  Tr,
  useToast,
} from '@tessera/shared/ui';
import { LQA_SETTINGS_KEY } from '../../common/documentQueries.ts';
import { useMessages as useDocumentsMessages } from '../../common/i18n.ts';
import { withTypologyInWords } from '../../common/lqaNames.ts';
import {
  MAX_CATEGORIES,
  MAX_SEVERITIES,
  MAX_THRESHOLD,
  MAX_WEIGHT,
  draftChanged,
  draftOf,
  draftProblems,
  nextRow,
  settingsBody,
  type DraftCategory,
  type DraftSeverity,
  type LqaDraft,
} from './lqaDraft.ts';
import { projectLqaKey } from './queries.ts';
import { useMessages } from './panels-i18n.ts';
import * as projectPanelsWords from './locales/en/project-panels.arb';

export function ProjectQuality({ project, manager }: { project: Project; manager: boolean }) {
  const settings = useQuery({
    queryKey: projectLqaKey(project.id),
    queryFn: ({ signal }) => getProjectLqaSettings(project.id, signal),
  });
  const t = useMessages();
  const documentsWords = useDocumentsMessages();
  const f = useFormats();
  // The default typology in the interface's language (what the form starts from, too), a project's own as typed.
  const shown = settings.data && withTypologyInWords(documentsWords, settings.data);
  return (
    <Card title={t(projectPanelsWords.projectLqaTitle)}>
      <div className="grid gap-4 px-4 py-3 text-sm">
        <p className="text-slate-600">{t(projectPanelsWords.projectLqaExplained, { thousand: f.number(1000) })}</p>
        {settings.isPending && <Spinner label={t(projectPanelsWords.projectLqaLoading)} />}
        {settings.isError && (
          <Alert tone="error">
            {t(projectPanelsWords.projectLqaNotLoaded, { error: errorMessage(settings.error) })}
          </Alert>
        )}
        {shown &&
          (manager ? (
            // A new key once saved (or in another language): the form starts again from what the server now holds.
            <LqaSettingsForm key={JSON.stringify(shown)} project={project} saved={shown} />
          ) : (
            <LqaSettingsSummary settings={shown} />
          ))}
      </div>
    </Card>
  );
}

/** What others read: the threshold, the categories and the severities with their points. */
function LqaSettingsSummary({ settings }: { settings: LqaSettings }) {
  const { typology, pass_threshold, own_pass_threshold, own_typology } = settings;
  const t = useMessages();
  const f = useFormats();
  return (
    <>
      <p>
        {richMessage(
          t,
          own_pass_threshold ? projectPanelsWords.projectLqaPassesAt : projectPanelsWords.projectLqaPassesAtDefault,
          {
            points: <strong>{f.number(pass_threshold)}</strong>,
            thousand: f.number(1000),
          },
        )}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <section>
          <h3 className="mb-1 font-semibold text-slate-800">
            {own_typology
              ? t(projectPanelsWords.projectLqaCategories)
              : t(projectPanelsWords.projectLqaCategoriesDefault)}
          </h3>
          <ul className="list-disc ps-6">
            {typology.categories.map((category) => (
              <li key={category.id}>{category.label}</li>
            ))}
          </ul>
        </section>
        <section>
          <h3 className="mb-1 font-semibold text-slate-800">
            {own_typology
              ? t(projectPanelsWords.projectLqaSeverities)
              : t(projectPanelsWords.projectLqaSeveritiesDefault)}
          </h3>
          <Table
            label={t(projectPanelsWords.projectLqaSeveritiesTable)}
            columns={[
              t(projectPanelsWords.projectLqaSeverity),
              [t(projectPanelsWords.projectLqaPointsPerError), 'text-end'],
            ]}
          >
            <TBody>
              {typology.severities.map((severity) => (
                <Tr key={severity.id}>
                  <Td>{severity.label}</Td>
                  <Td className="text-end tabular-nums">{f.number(severity.weight)}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        </section>
      </div>
    </>
  );
}

/** What a manager edits and saves; nothing is sent while the form says what keeps it from being saved. */
function LqaSettingsForm({ project, saved }: { project: Project; saved: LqaSettings }) {
  const client = useQueryClient();
  const toast = useToast();
  const t = useMessages();
  const f = useFormats();
  const [draft, setDraft] = useState<LqaDraft>(() => draftOf(saved));
  const [problems, setProblems] = useState<string[]>([]);
  const save = useMutation({
    mutationFn: (body: PutLqaSettingsBody) => putProjectLqaSettings(project.id, body),
    onSuccess: (answer) => {
      client.setQueryData(projectLqaKey(project.id), answer);
      // The editor's error picker and scores read the settings in force for each document.
      void client.invalidateQueries({ queryKey: LQA_SETTINGS_KEY });
      toast.show(t(projectPanelsWords.projectLqaSaved));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = draftProblems(draft, t, f);
    setProblems(found);
    if (found.length === 0) save.mutate(settingsBody(draft, saved));
  };
  const changed = draftChanged(draft, saved);
  // The body's rows are the draft's, in order (typologyOf): a refused row is named by its fields' labels.
  const fieldNames = Object.fromEntries([
    ['pass_threshold', t(projectPanelsWords.projectLqaThreshold, { thousand: f.number(1000) })],
    ...draft.categories.map((_, index) => [
      `typology.categories.${index}.label`,
      t(projectPanelsWords.projectLqaCategoryName, { number: index + 1 }),
    ]),
    ...draft.severities.flatMap((_, index) => [
      [`typology.severities.${index}.label`, t(projectPanelsWords.projectLqaSeverityName, { number: index + 1 })],
      [`typology.severities.${index}.weight`, t(projectPanelsWords.projectLqaSeverityPoints, { number: index + 1 })],
    ]),
  ]);
  const ownSettings = saved.own_typology || saved.own_pass_threshold;
  return (
    <form
      aria-label={t(projectPanelsWords.projectLqaFormOf, { name: project.name })}
      className="grid gap-4"
      onSubmit={submit}
      noValidate
    >
      <p className="text-slate-600">
        {t(projectPanelsWords.projectLqaIntro, { settings: ownSettings ? 'own' : 'defaults' })}
      </p>
      <PointsField
        label={t(projectPanelsWords.projectLqaThreshold, { thousand: f.number(1000) })}
        max={MAX_THRESHOLD}
        value={draft.threshold}
        onChange={(event) => setDraft({ ...draft, threshold: event.target.value })}
        fieldClassName="max-w-xs"
      />
      <div className="grid gap-6 md:grid-cols-2">
        <CategoryRows rows={draft.categories} onChange={(categories) => setDraft({ ...draft, categories })} />
        <SeverityRows rows={draft.severities} onChange={(severities) => setDraft({ ...draft, severities })} />
      </div>
      {problems.length > 0 && (
        <Alert tone="error" title={t(projectPanelsWords.projectLqaCannotSave)}>
          <ul className="list-disc ps-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
      <FailureAlert failed={save} title={t(projectPanelsWords.projectLqaNotSaved)} fields={fieldNames} />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" variant="primary" disabled={!changed} busy={save.isPending}>
          {t(projectPanelsWords.projectLqaSave)}
        </Button>
        {changed && (
          <Button
            onClick={() => {
              setDraft(draftOf(saved));
              setProblems([]);
            }}
          >
            {t(projectPanelsWords.projectLqaDiscard)}
          </Button>
        )}
        {ownSettings && !changed && (
          <Button disabled={save.isPending} onClick={() => save.mutate({ typology: null, pass_threshold: null })}>
            {t(projectPanelsWords.projectLqaBackToDefaults)}
          </Button>
        )}
      </div>
    </form>
  );
}

/** A number of penalty points (a threshold, a severity's weight): 0 or more, decimals allowed, up to `max`. */
function PointsField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode' | 'min' | 'step'>) {
  return <TextField type="number" inputMode="decimal" min={0} step="any" {...props} />;
}

/** Replaces the row at `index`, or removes it (`null`). */
function changedRows<T>(rows: readonly T[], index: number, row: T | null): T[] {
  return rows.flatMap((current, at) => (at !== index ? [current] : row === null ? [] : [row]));
}

function CategoryRows({ rows, onChange }: { rows: DraftCategory[]; onChange: (rows: DraftCategory[]) => void }) {
  const t = useMessages();
  return (
    <TypologyRows
      legend={t(projectPanelsWords.projectLqaCategories)}
      rows={rows}
      onChange={onChange}
      rowClassName="flex items-center gap-2"
      nameLabel={(index) => t(projectPanelsWords.projectLqaCategoryName, { number: index + 1 })}
      nameClassName="grow"
      unnamed={(index) => t(projectPanelsWords.projectLqaRemoveCategory, { number: index + 1 })}
      max={MAX_CATEGORIES}
      blank={() => ({ row: nextRow(), id: null, label: '' })}
      addLabel={t(projectPanelsWords.projectLqaAddCategory)}
    />
  );
}

const SEVERITY_COLUMNS = 'grid grid-cols-[minmax(0,1fr)_7rem_auto] items-center gap-2';

function SeverityRows({ rows, onChange }: { rows: DraftSeverity[]; onChange: (rows: DraftSeverity[]) => void }) {
  const t = useMessages();
  return (
    <TypologyRows
      legend={t(projectPanelsWords.projectLqaSeverities)}
      heading={
        // Each field has its own label; the headings show sighted readers which column is which.
        <div aria-hidden className={`${SEVERITY_COLUMNS} text-xs font-medium text-slate-700`}>
          <span>{t(projectPanelsWords.projectLqaName)}</span>
          <span>{t(projectPanelsWords.projectLqaPointsPerError)}</span>
        </div>
      }
      rows={rows}
      onChange={onChange}
      rowClassName={SEVERITY_COLUMNS}
      nameLabel={(index) => t(projectPanelsWords.projectLqaSeverityName, { number: index + 1 })}
      unnamed={(index) => t(projectPanelsWords.projectLqaRemoveSeverity, { number: index + 1 })}
      max={MAX_SEVERITIES}
      blank={() => ({ row: nextRow(), id: null, label: '', weight: '' })}
      addLabel={t(projectPanelsWords.projectLqaAddSeverity)}
    >
      {(row, index) => (
        <PointsField
          label={t(projectPanelsWords.projectLqaSeverityPoints, { number: index + 1 })}
          hideLabel
          max={MAX_WEIGHT}
          value={row.weight}
          onChange={(event) => onChange(changedRows(rows, index, { ...row, weight: event.target.value }))}
        />
      )}
    </TypologyRows>
  );
}

/**
 * The categories or the severities being edited: a row each, its name field, then what `children` draws of the
 * row's own (a severity's points), then its remove button; and a button that adds a blank row while there are
 * fewer than `max`.
 */
function TypologyRows<Row extends DraftCategory>({
  legend,
  heading,
  rows,
  onChange,
  rowClassName,
  nameLabel,
  nameClassName,
  unnamed,
  max,
  blank,
  addLabel,
  children,
}: {
  legend: string;
  /** What stands above the rows (column headings). */
  heading?: ReactNode;
  rows: Row[];
  onChange: (rows: Row[]) => void;
  rowClassName: string;
  /** The name field's hidden label, which says the row's number. */
  nameLabel: (index: number) => string;
  nameClassName?: string;
  /** The remove button's label of a row without a name yet, which says its number. */
  unnamed: (index: number) => string;
  max: number;
  blank: () => Row;
  addLabel: string;
  children?: (row: Row, index: number) => ReactNode;
}) {
  return (
    <fieldset className="grid content-start gap-2">
      <legend className="mb-2 font-semibold text-slate-800">{legend}</legend>
      {heading}
      <ul className="grid gap-2">
        {rows.map((row, index) => (
          <li key={row.row} className={rowClassName}>
            <RowNameField
              label={nameLabel(index)}
              rows={rows}
              index={index}
              onChange={onChange}
              fieldClassName={nameClassName}
            />
            {children?.(row, index)}
            <RemoveRowButton unnamed={unnamed(index)} rows={rows} index={index} onChange={onChange} />
          </li>
        ))}
      </ul>
      <Button className="justify-self-start" disabled={rows.length >= max} onClick={() => onChange([...rows, blank()])}>
        {addLabel}
      </Button>
    </fieldset>
  );
}

/** A category or severity of the typology being edited: the row at `index` of `rows`, which `onChange` replaces. */
type RowEdit<Row extends { label: string }> = { rows: Row[]; index: number; onChange: (rows: Row[]) => void };

/** The name of a category or severity, its number in its (hidden) label. */
function RowNameField<Row extends { label: string }>({
  rows,
  index,
  onChange,
  label,
  fieldClassName,
}: RowEdit<Row> & { label: string; fieldClassName?: string }) {
  const row = rows[index]!;
  return (
    <TextField
      label={label}
      hideLabel
      value={row.label}
      maxLength={100}
      onChange={(event) => onChange(changedRows(rows, index, { ...row, label: event.target.value }))}
      fieldClassName={fieldClassName}
    />
  );
}

/**
 * Removes a category or severity, said by its name, or while it has none by its number (`unnamed`). A typology
 * keeps at least one category and one severity: the last cannot be removed.
 */
function RemoveRowButton<Row extends { label: string }>({
  rows,
  index,
  onChange,
  unnamed,
}: RowEdit<Row> & { unnamed: string }) {
  const t = useMessages();
  const { label } = rows[index]!;
  return (
    <Button
      variant="ghost-danger"
      aria-label={label ? t(projectPanelsWords.projectLqaRemoveNamed, { name: label }) : unnamed}
      disabled={rows.length === 1}
      onClick={() => onChange(changedRows(rows, index, null))}
    >
      {t(projectPanelsWords.projectLqaRemove)}
    </Button>
  );
}
