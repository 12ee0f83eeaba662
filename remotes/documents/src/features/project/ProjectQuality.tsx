/**
 * The project's quality settings (LQA) on its page: the error categories reviewers record, the severities with the
 * penalty points each error of them weighs, and the pass threshold in penalty points per 1,000 words. Those who
 * manage the project edit and save them, or go back to the defaults; everyone else reads them.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@tessera/shared';
import { getProjectLqaSettings, putProjectLqaSettings } from '@tessera/shared/api/review';
import type { LqaSettings, Project, PutLqaSettingsBody } from '@tessera/shared/contract';
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

export function ProjectQuality({ project, manager }: { project: Project; manager: boolean }) {
  const settings = useQuery({
    queryKey: projectLqaKey(project.id),
    queryFn: ({ signal }) => getProjectLqaSettings(project.id, signal),
  });
  return (
    <Card title="Quality (LQA)">
      <div className="grid gap-4 px-4 py-3 text-sm">
        <p className="text-slate-600">
          Reviewers record each error they find by category and severity. A document&rsquo;s score is its penalty points
          per 1,000 words, each error weighing its severity&rsquo;s points; it passes at or under the threshold.
        </p>
        {settings.isPending && <Spinner label="Loading the quality settings…" />}
        {settings.isError && (
          <Alert tone="error">The quality settings could not be loaded: {errorMessage(settings.error)}</Alert>
        )}
        {settings.data &&
          (manager ? (
            // A new key once saved: the form starts again from what the server now holds.
            <LqaSettingsForm key={JSON.stringify(settings.data)} project={project} saved={settings.data} />
          ) : (
            <LqaSettingsSummary settings={settings.data} />
          ))}
      </div>
    </Card>
  );
}

const points = (value: number) => value.toLocaleString('en');
const defaultNote = (own: boolean) => (own ? '' : ' (the default)');

/** What others read: the threshold, the categories and the severities with their points. */
function LqaSettingsSummary({ settings }: { settings: LqaSettings }) {
  const { typology, pass_threshold, own_pass_threshold, own_typology } = settings;
  return (
    <>
      <p>
        A document passes with at most <strong>{points(pass_threshold)}</strong> penalty points per 1,000 words
        {defaultNote(own_pass_threshold)}.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <section>
          <h3 className="mb-1 font-semibold text-slate-800">Error categories{defaultNote(own_typology)}</h3>
          <ul className="list-disc pl-6">
            {typology.categories.map((category) => (
              <li key={category.id}>{category.label}</li>
            ))}
          </ul>
        </section>
        <section>
          <h3 className="mb-1 font-semibold text-slate-800">Severities{defaultNote(own_typology)}</h3>
          <Table label="Severities and their penalty points" columns={['Severity', ['Points per error', 'text-right']]}>
            <TBody>
              {typology.severities.map((severity) => (
                <Tr key={severity.id}>
                  <Td>{severity.label}</Td>
                  <Td className="text-right tabular-nums">{points(severity.weight)}</Td>
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
  const [draft, setDraft] = useState<LqaDraft>(() => draftOf(saved));
  const [problems, setProblems] = useState<string[]>([]);
  const save = useMutation({
    mutationFn: (body: PutLqaSettingsBody) => putProjectLqaSettings(project.id, body),
    onSuccess: (answer) => {
      client.setQueryData(projectLqaKey(project.id), answer);
      // The editor's error picker and scores read the settings in force for each document.
      void client.invalidateQueries({ queryKey: LQA_SETTINGS_KEY });
      toast.show('Quality settings saved');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = draftProblems(draft);
    setProblems(found);
    if (found.length === 0) save.mutate(settingsBody(draft, saved));
  };
  const changed = draftChanged(draft, saved);
  const ownSettings = saved.own_typology || saved.own_pass_threshold;
  return (
    <form aria-label={`Quality settings of ${project.name}`} className="grid gap-4" onSubmit={submit} noValidate>
      <p className="text-slate-600">
        {ownSettings
          ? 'This project has settings of its own.'
          : 'This project uses the defaults (the MQM core categories); a change saved makes them its own.'}{' '}
        Renaming keeps the errors already recorded; an error of a severity removed weighs nothing.
      </p>
      <TextField
        label="Pass threshold (penalty points per 1,000 words)"
        type="number"
        inputMode="decimal"
        min={0}
        max={MAX_THRESHOLD}
        step="any"
        value={draft.threshold}
        onChange={(event) => setDraft({ ...draft, threshold: event.target.value })}
        fieldClassName="max-w-xs"
      />
      <div className="grid gap-6 md:grid-cols-2">
        <CategoryRows rows={draft.categories} onChange={(categories) => setDraft({ ...draft, categories })} />
        <SeverityRows rows={draft.severities} onChange={(severities) => setDraft({ ...draft, severities })} />
      </div>
      {problems.length > 0 && (
        <Alert tone="error" title="The settings cannot be saved yet">
          <ul className="list-disc pl-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
      <FailureAlert failed={save} title="The settings could not be saved" />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" variant="primary" disabled={!changed} busy={save.isPending}>
          Save quality settings
        </Button>
        {changed && (
          <Button
            onClick={() => {
              setDraft(draftOf(saved));
              setProblems([]);
            }}
          >
            Discard changes
          </Button>
        )}
        {ownSettings && !changed && (
          <Button disabled={save.isPending} onClick={() => save.mutate({ typology: null, pass_threshold: null })}>
            Go back to the defaults
          </Button>
        )}
      </div>
    </form>
  );
}

/** Replaces the row at `index`, or removes it (`null`). */
function changedRows<T>(rows: readonly T[], index: number, row: T | null): T[] {
  return rows.flatMap((current, at) => (at !== index ? [current] : row === null ? [] : [row]));
}

function CategoryRows({ rows, onChange }: { rows: DraftCategory[]; onChange: (rows: DraftCategory[]) => void }) {
  return (
    <fieldset className="grid content-start gap-2">
      <legend className="mb-2 font-semibold text-slate-800">Error categories</legend>
      <ul className="grid gap-2">
        {rows.map((row, index) => (
          <li key={row.row} className="flex items-center gap-2">
            <TextField
              label={`Name of category ${index + 1}`}
              hideLabel
              value={row.label}
              maxLength={100}
              onChange={(event) => onChange(changedRows(rows, index, { ...row, label: event.target.value }))}
              fieldClassName="grow"
            />
            <RemoveButton
              what={row.label || `category ${index + 1}`}
              last={rows.length === 1}
              onRemove={() => onChange(changedRows(rows, index, null))}
            />
          </li>
        ))}
      </ul>
      <Button
        className="justify-self-start"
        disabled={rows.length >= MAX_CATEGORIES}
        onClick={() => onChange([...rows, { row: nextRow(), id: null, label: '' }])}
      >
        Add a category
      </Button>
    </fieldset>
  );
}

function SeverityRows({ rows, onChange }: { rows: DraftSeverity[]; onChange: (rows: DraftSeverity[]) => void }) {
  const columns = 'grid grid-cols-[minmax(0,1fr)_7rem_auto] items-center gap-2';
  return (
    <fieldset className="grid content-start gap-2">
      <legend className="mb-2 font-semibold text-slate-800">Severities</legend>
      {/* Each field has its own label; the headings show sighted readers which column is which. */}
      <div aria-hidden className={`${columns} text-xs font-medium text-slate-700`}>
        <span>Name</span>
        <span>Points per error</span>
      </div>
      <ul className="grid gap-2">
        {rows.map((row, index) => (
          <li key={row.row} className={columns}>
            <TextField
              label={`Name of severity ${index + 1}`}
              hideLabel
              value={row.label}
              maxLength={100}
              onChange={(event) => onChange(changedRows(rows, index, { ...row, label: event.target.value }))}
            />
            <TextField
              label={`Penalty points per error of severity ${index + 1}`}
              hideLabel
              type="number"
              inputMode="decimal"
              min={0}
              max={MAX_WEIGHT}
              step="any"
              value={row.weight}
              onChange={(event) => onChange(changedRows(rows, index, { ...row, weight: event.target.value }))}
            />
            <RemoveButton
              what={row.label || `severity ${index + 1}`}
              last={rows.length === 1}
              onRemove={() => onChange(changedRows(rows, index, null))}
            />
          </li>
        ))}
      </ul>
      <Button
        className="justify-self-start"
        disabled={rows.length >= MAX_SEVERITIES}
        onClick={() => onChange([...rows, { row: nextRow(), id: null, label: '', weight: '' }])}
      >
        Add a severity
      </Button>
    </fieldset>
  );
}

/** A typology keeps at least one category and one severity: the last cannot be removed. */
function RemoveButton({ what, last, onRemove }: { what: string; last: boolean; onRemove: () => void }) {
  return (
    <Button variant="ghost-danger" aria-label={`Remove ${what}`} disabled={last} onClick={onRemove}>
      Remove
    </Button>
  );
}
