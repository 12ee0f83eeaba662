/**
 * The project's assignments: its documents a page at a time, each with who does each step, the step's state, its
 * words done and its due date, the late ones marked, a document out in a package said so (with whom, since and until
 * when), and its quality score; filtered by the server by name, language, person and whether a step is late or the
 * document has none, so a project of thousands of documents answers a page. Above them, the steps the project's new
 * documents start with. Managers set a document's steps and the project's.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { can, errorMessage, useCurrentUser } from '@tessera/shared';
import * as assignmentsApi from '@tessera/shared/api/assignments';
import type { ProjectDocumentStepsRequest } from '@tessera/shared/api/assignments';
import type {
  Assignment,
  AssignmentState,
  DocumentSteps,
  DocumentStepsShown,
  Project,
  ProjectAssignment,
  ProjectDocumentSteps,
  UserRef,
  WorkflowStep,
} from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import { PackageOut } from '../../common/PackageOut.tsx';
import {
  Alert,
  Badge,
  Button,
  Card,
  EmptyState,
  Select,
  Spinner,
  TBody,
  Table,
  Td,
  Tr,
  lazyPart,
  linkClass,
} from '@tessera/shared/ui';
import { Pagination, SEARCH_DEBOUNCE_MS, SearchToolbar, useDebouncedValue } from '@tessera/shared/ui/lists';
import { PersonPicker } from '@tessera/shared/ui/person-picker';
import { STEP_LABELS, WORKFLOW_KEY, assigneeName, isOverdue } from '../../common/workflowSteps.ts';
import { documentPath } from '../../common/paths.ts';
import { QualityCell } from '../../common/QualityVerdict.tsx';
import { projectDefaultStepsKey, projectDocumentStepsKey } from './queries.ts';
import { stepCase } from './stepCase.ts';
import { languageLabel } from './ProjectDocuments.tsx';
import { useMessages as useProjectMessages } from './i18n.ts';
import { messagesIn, useMessages } from './panels-i18n.ts';
import * as projectPanelsWords from './locales/en/project-panels.arb';
import * as projectWords from './locales/en/project.arb';

const StepsDialog = lazyPart(() => import('./StepsDialog.tsx'), 'StepsDialog', {
  what: () => messagesIn()(projectPanelsWords.projectStepsDialogPart),
});

const STATE_TONES: Record<AssignmentState, 'neutral' | 'info' | 'success'> = {
  waiting: 'neutral',
  active: 'info',
  delivered: 'success',
};

/** How many documents the assignments list at a time. */
const ASSIGNMENTS_PAGE_SIZE = 50;

type Editing = { document: DocumentSteps } | 'defaults' | null;

/** What the list is narrowed to besides the name searched; each change goes back to the first page. */
type Filters = { language: string; person: UserRef | null; show: DocumentStepsShown | '' };
const NO_FILTERS: Filters = { language: '', person: null, show: '' };

export function ProjectAssignments({ project }: { project: Project }) {
  const user = useCurrentUser();
  const client = useQueryClient();
  const t = useMessages();
  const tProject = useProjectMessages();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);
  // The page chosen belongs to the search it was chosen in: a new search starts on its first page (set while
  // rendering, so no page of the new search but the first is asked for).
  const [paging, setPaging] = useState({ search, page: 0 });
  if (paging.search !== search) setPaging({ search, page: 0 });
  const page = paging.search === search ? paging.page : 0;
  const setPage = (next: number) => setPaging({ search, page: next });
  const filter = (changes: Partial<Filters>) => {
    setFilters({ ...filters, ...changes });
    setPage(0);
  };
  const narrowed = Boolean(search || filters.language || filters.person || filters.show);
  const request: ProjectDocumentStepsRequest = {
    page,
    limit: ASSIGNMENTS_PAGE_SIZE,
    search,
    targetLang: filters.language || undefined,
    assignee: filters.person?.id,
    show: filters.show || undefined,
  };
  const documents = useQuery({
    queryKey: [...projectDocumentStepsKey(project.id), request],
    queryFn: ({ signal }) => assignmentsApi.getProjectDocumentStepsPage(project.id, request, signal),
    placeholderData: keepPreviousData,
  });
  const defaults = useQuery({
    queryKey: projectDefaultStepsKey(project.id),
    queryFn: async ({ signal }) => (await assignmentsApi.getProjectAssignments(project.id, signal)).assignments,
  });
  const [editing, setEditing] = useState<Editing>(null);
  // When the page opened: what is due before it is late.
  const [now] = useState(Date.now);
  const saved = () => {
    setEditing(null);
    void client.invalidateQueries({ queryKey: projectDocumentStepsKey(project.id) });
    void client.invalidateQueries({ queryKey: projectDefaultStepsKey(project.id) });
    // The editor's steps and one's work elsewhere in the app.
    void client.invalidateQueries({ queryKey: WORKFLOW_KEY });
  };
  return (
    <Card title={t(projectPanelsWords.projectAssignmentsTitle)}>
      <div className="grid gap-3 px-4 py-3 text-sm">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <DefaultSteps steps={defaults.data} />
            <p className="text-xs text-slate-500">{t(projectPanelsWords.projectAssignmentsDefaultsNote)}</p>
          </div>
          {can(user, 'project.manage') && defaults.data && (
            <Button onClick={() => setEditing('defaults')}>
              {t(projectPanelsWords.projectAssignmentsEditDefaults)}
            </Button>
          )}
        </div>
        {defaults.isError && <Alert tone="error">{errorMessage(defaults.error)}</Alert>}
        {documents.isPending && <Spinner label={t(projectPanelsWords.projectAssignmentsLoading)} />}
        {documents.isError && <Alert tone="error">{errorMessage(documents.error)}</Alert>}
        {documents.data &&
          (documents.data.total_rows === 0 && !narrowed ? (
            <EmptyState title={t(projectPanelsWords.projectAssignmentsNoneTitle)}>
              {t(projectPanelsWords.projectAssignmentsNoneText)}
            </EmptyState>
          ) : (
            <div>
              <AssignmentsFilters
                project={project}
                filters={filters}
                searchInput={searchInput}
                onSearch={setSearchInput}
                onFilter={filter}
                updating={documents.isPlaceholderData}
              />
              <AssignmentsTable
                project={project}
                documents={documents.data.records}
                now={now}
                onEdit={can(user, 'document.manage') ? (document) => setEditing({ document }) : undefined}
              />
              {documents.data.records.length === 0 && (
                <p className="px-4 py-3 text-slate-500">{tProject(projectWords.projectDocumentsNoMatch)}</p>
              )}
              <Pagination
                label={tProject(projectWords.projectDocumentsPages)}
                page={page}
                pageSize={ASSIGNMENTS_PAGE_SIZE}
                totalRows={documents.data.total_rows}
                onPageChange={setPage}
              />
            </div>
          ))}
      </div>
      {editing === 'defaults' && defaults.data && (
        <StepsDialog
          title={t(projectPanelsWords.projectAssignmentsDefaultsTitle, { name: project.name })}
          note={t(projectPanelsWords.projectAssignmentsDefaultsDialogNote)}
          steps={defaults.data}
          save={(body) => assignmentsApi.putProjectAssignments(project.id, body)}
          onSaved={saved}
          onClose={() => setEditing(null)}
        />
      )}
      {editing && editing !== 'defaults' && (
        <StepsDialog
          title={t(projectPanelsWords.projectAssignmentsDocumentTitle, { name: editing.document.document.name })}
          note={t(projectPanelsWords.projectAssignmentsDocumentNote)}
          steps={editing.document.assignments}
          save={(body) => assignmentsApi.putDocumentAssignments(editing.document.document.id, body)}
          onSaved={saved}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}

/** The name searched, the target language (of a project with several), the person and late or without steps. */
function AssignmentsFilters({
  project,
  filters,
  searchInput,
  onSearch,
  onFilter,
  updating,
}: {
  project: Project;
  filters: Filters;
  searchInput: string;
  onSearch: (search: string) => void;
  onFilter: (changes: Partial<Filters>) => void;
  updating: boolean;
}) {
  const t = useMessages();
  const tProject = useProjectMessages();
  const shown: Record<DocumentStepsShown | '', string> = {
    '': t(projectPanelsWords.projectAssignmentsShowAll),
    late: t(projectPanelsWords.projectAssignmentsShowLate),
    without_steps: t(projectPanelsWords.projectAssignmentsShowWithoutSteps),
  };
  return (
    <SearchToolbar
      label={tProject(projectWords.projectDocumentsFilters)}
      searchLabel={tProject(projectWords.projectDocumentsSearch)}
      value={searchInput}
      onSearch={onSearch}
      updating={updating}
    >
      {project.target_langs.length > 1 && (
        <Select
          label={tProject(projectWords.projectDocumentsLanguage)}
          value={filters.language}
          onChange={(event) => onFilter({ language: event.target.value })}
          options={[
            { value: '', label: tProject(projectWords.projectDocumentsAllLanguages) },
            ...project.target_langs.map((code) => ({ value: code, label: languageLabel(code, tProject) })),
          ]}
        />
      )}
      <PersonPicker
        label={t(projectPanelsWords.projectAssignmentsPerson)}
        value={filters.person}
        onChange={(person) => onFilter({ person })}
        noneLabel={t(projectPanelsWords.projectAssignmentsEveryone)}
        className="w-56"
      />
      <Select
        label={t(projectPanelsWords.projectAssignmentsShow)}
        value={filters.show}
        onChange={(event) => onFilter({ show: event.target.value as DocumentStepsShown | '' })}
        options={Object.entries(shown).map(([value, label]) => ({ value, label }))}
      />
    </SearchToolbar>
  );
}

/** "New documents start with: Translation by ana, due …; Review by ben." */
function DefaultSteps({ steps }: { steps: ProjectAssignment[] | undefined }) {
  const t = useMessages();
  const f = useFormats();
  if (!steps) return null;
  const said = steps.map((step) =>
    step.due_at
      ? t(projectPanelsWords.projectDefaultStepDue, {
          step: stepCase(step.step),
          name: assigneeName(step.user),
          due: f.dateTime(step.due_at),
        })
      : t(projectPanelsWords.projectDefaultStep, { step: stepCase(step.step), name: assigneeName(step.user) }),
  );
  return (
    <p>
      {steps.length === 0
        ? t(projectPanelsWords.projectDefaultStepsNone)
        : t(projectPanelsWords.projectDefaultSteps, { steps: said.join(t(projectPanelsWords.projectStepsSeparator)) })}
    </p>
  );
}

function AssignmentsTable({
  project,
  documents,
  now,
  onEdit,
}: {
  project: Project;
  documents: ProjectDocumentSteps[];
  now: number;
  onEdit?: (document: DocumentSteps) => void;
}) {
  // The second review gets a column when a document has one.
  const steps: WorkflowStep[] = ['translation', 'review'];
  if (documents.some((row) => row.assignments.some((step) => step.step === 'review-2'))) steps.push('review-2');
  const several = project.target_langs.length > 1;
  const t = useMessages();
  return (
    <Table
      label={t(projectPanelsWords.projectAssignmentsTable)}
      columns={[
        t(projectPanelsWords.projectAssignmentsDocument),
        ...steps.map((step) => STEP_LABELS[step]),
        t(projectPanelsWords.projectAssignmentsQuality),
      ]}
      actionsColumn={onEdit ? 'w-28' : undefined}
    >
      <TBody>
        {documents.map((row) => {
          const { document, assignments, handoff, quality } = row;
          const name = several ? `${document.name} · ${document.target_lang}` : document.name;
          return (
            <Tr key={document.id}>
              <Td>
                <div className="grid gap-0.5">
                  <Link className={linkClass} to={documentPath(document.id)}>
                    {name}
                  </Link>
                  {handoff && <PackageOut handoff={handoff} as="line" />}
                </div>
              </Td>
              {assignments.length === 0 ? (
                <Td colSpan={steps.length} className="text-slate-500">
                  {t(projectPanelsWords.projectAssignmentsNoSteps)}
                </Td>
              ) : (
                steps.map((step) => (
                  <StepCell key={step} step={assignments.find((candidate) => candidate.step === step)} now={now} />
                ))
              )}
              <Td>
                <QualityCell quality={quality} documentId={document.id} />
              </Td>
              {onEdit && (
                <Td>
                  <Button
                    size="sm"
                    aria-label={t(projectPanelsWords.projectAssignmentsEditStepsOf, { name })}
                    onClick={() => onEdit(row)}
                  >
                    {t(projectPanelsWords.projectAssignmentsEditSteps)}
                  </Button>
                </Td>
              )}
            </Tr>
          );
        })}
      </TBody>
    </Table>
  );
}

/** Who does the step, its state, its words done of all, and its due date: red and said "late" once passed. */
function StepCell({ step, now }: { step: Assignment | undefined; now: number }) {
  const t = useMessages();
  const f = useFormats();
  if (!step) return <Td className="text-slate-400">{t(projectPanelsWords.projectAssignmentsNoStep)}</Td>;
  const late = isOverdue(step, now);
  const { words, words_done } = step.progress;
  return (
    <Td>
      <div className="grid gap-0.5">
        <span className={step.user.disabled ? 'font-medium text-red-700' : 'font-medium'}>
          {assigneeName(step.user)}
        </span>
        <span className="flex flex-wrap items-center gap-2">
          <Badge tone={STATE_TONES[step.state]}>
            {t(projectPanelsWords.projectAssignmentsState, { state: step.state })}
          </Badge>
          <span className="text-xs text-slate-600 tabular-nums">
            {t(projectPanelsWords.projectAssignmentsWordsDone, {
              done: f.number(words_done),
              words,
              wordsShown: f.number(words),
            })}
          </span>
        </span>
        {step.due_at && (
          <span className={late ? 'text-xs font-semibold text-red-700' : 'text-xs text-slate-600'}>
            {late
              ? t(projectPanelsWords.projectAssignmentsDueLate, { due: f.dateTime(step.due_at) })
              : t(projectPanelsWords.projectAssignmentsDue, { due: f.dateTime(step.due_at) })}
          </span>
        )}
      </div>
    </Td>
  );
}
