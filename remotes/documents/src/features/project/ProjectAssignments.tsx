/**
 * The project's assignments: every document with who does each step, the step's state, its words done and its
 * due date, the late ones marked, a document out in a package said so (with whom, since and until when), from one
 * request however many documents the project has; and the steps the project's new documents start with. Managers
 * set a document's steps and the project's.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { can, errorMessage, useCurrentUser } from '@tessera/shared';
import * as assignmentsApi from '@tessera/shared/api/assignments';
import type {
  Assignment,
  AssignmentState,
  DocumentQuality,
  DocumentSteps,
  Project,
  ProjectAssignment,
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
  Spinner,
  TBody,
  Table,
  Td,
  Tr,
  lazyPart,
  linkClass,
} from '@tessera/shared/ui';
import { STEP_LABELS, WORKFLOW_KEY, assigneeName, isOverdue } from '../../common/workflowSteps.ts';
import { documentPath } from '../../common/paths.ts';
import { QualityCell } from '../../common/QualityVerdict.tsx';
import { projectDefaultStepsKey, projectDocumentStepsKey } from './queries.ts';
import { stepCase } from './stepCase.ts';
import { messagesIn, useMessages } from './panels-i18n.ts';
import * as projectPanelsWords from './locales/en/project-panels.arb';

const StepsDialog = lazyPart(() => import('./StepsDialog.tsx'), 'StepsDialog', {
  what: () => messagesIn()(projectPanelsWords.projectStepsDialogPart),
});

const STATE_TONES: Record<AssignmentState, 'neutral' | 'info' | 'success'> = {
  waiting: 'neutral',
  active: 'info',
  delivered: 'success',
};

type Editing = { document: DocumentSteps } | 'defaults' | null;
/** A document's quality score, from the project's scores the page loads once (undefined until they are there). */
type QualityOf = (documentId: number) => DocumentQuality | undefined;

export function ProjectAssignments({ project, qualityOf }: { project: Project; qualityOf: QualityOf }) {
  const user = useCurrentUser();
  const client = useQueryClient();
  const t = useMessages();
  const documents = useQuery({
    queryKey: projectDocumentStepsKey(project.id),
    queryFn: async ({ signal }) => (await assignmentsApi.getProjectDocumentAssignments(project.id, signal)).documents,
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
          (documents.data.length === 0 ? (
            <EmptyState title={t(projectPanelsWords.projectAssignmentsNoneTitle)}>
              {t(projectPanelsWords.projectAssignmentsNoneText)}
            </EmptyState>
          ) : (
            <AssignmentsTable
              project={project}
              documents={documents.data}
              now={now}
              qualityOf={qualityOf}
              onEdit={can(user, 'document.manage') ? (document) => setEditing({ document }) : undefined}
            />
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
  qualityOf,
  onEdit,
}: {
  project: Project;
  documents: DocumentSteps[];
  now: number;
  qualityOf: QualityOf;
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
          const { document, assignments, handoff } = row;
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
                <QualityCell quality={qualityOf(document.id)} documentId={document.id} />
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
