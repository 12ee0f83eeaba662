/**
 * A dialog that sets steps, a document's or those a project's new documents start with: for each step who does it
 * (nobody: no such step) and by when, in the browser's time zone; the second review is added or removed apart.
 * Only active people are offered: a step whose assignee was disabled asks who takes it over, and is not saved
 * until someone does (or Nobody is chosen). What the server refuses (a step it cannot take) is said in the dialog.
 */
import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@tessera/shared';
import type { Assignment, PutAssignmentsBody, UserRef, WorkflowStep } from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import { Alert, Button, FormDialog, TextField } from '@tessera/shared/ui';
import { PersonPicker } from '@tessera/shared/ui/person-picker';
import { assigneeName } from '../../common/workflowSteps.ts';
import { stepCase } from './stepCase.ts';
import { useMessages } from './panels-i18n.ts';
import { useMessages as useCommonMessages } from '../../common/i18n.ts';
import { issueProblem } from '../../common/formProblems.ts';
import * as projectPanelsWords from './locales/en/project-panels.arb';

/** The steps in the order a document goes through them. */
const STEPS: readonly WorkflowStep[] = ['translation', 'review', 'review-2'];

/** The field of a step whose assignee is disabled: someone else is to be chosen, never them by default. */
const TAKE_OVER = 'take-over';

/** Who does a step: a person, no one (no such step), or someone still to be chosen in place of a disabled one. */
type StepFields = { user: UserRef | null | typeof TAKE_OVER; due: string };
type Fields = Record<WorkflowStep, StepFields>;

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a date-time field shows it: local time, to the minute (`2026-11-26T17:00`); '' for none. */
export function localDateTime(instant: string | null): string {
  if (!instant) return '';
  const date = new Date(instant);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A date-time field's local time as an instant with its offset, as the server takes it; null when left empty. */
const instantOf = (local: string) => (local ? new Date(local).toISOString() : null);

const fieldsOf = (steps: readonly SetStep[]): Fields =>
  Object.fromEntries(
    STEPS.map((step) => {
      const given = steps.find((candidate) => candidate.step === step);
      const user = !given ? null : given.user.disabled ? TAKE_OVER : given.user;
      return [step, { user, due: localDateTime(given?.due_at ?? null) }];
    }),
  ) as Fields;

/** A step as it is set: a document's (which also has a state and progress) or a project's. */
export type SetStep = Pick<Assignment, 'step' | 'user' | 'due_at'>;

export function StepsDialog({
  title,
  note,
  steps,
  save,
  onSaved,
  onClose,
}: {
  title: string;
  /** What saving changes, said under the fields. */
  note?: ReactNode;
  steps: readonly SetStep[];
  save: (body: PutAssignmentsBody) => Promise<unknown>;
  onSaved: () => void;
  onClose: () => void;
}) {
  const [fields, setFields] = useState(() => fieldsOf(steps));
  const [secondReview, setSecondReview] = useState(() => steps.some((given) => given.step === 'review-2'));
  const [problem, setProblem] = useState<string>();
  const t = useMessages();
  const common = useCommonMessages();
  const f = useFormats();
  const saving = useMutation({
    mutationFn: save,
    onSuccess: onSaved,
    // An assignment is named by its step's fields, as the dialog labels them ("Reviewer", "Review due").
    onError: (error, body) => {
      const fieldNames = Object.fromEntries(
        body.assignments.flatMap(({ step }, index) => [
          [`assignments.${index}.user_id`, t(projectPanelsWords.projectStepsAssignee, { step: stepCase(step) })],
          [`assignments.${index}.due_at`, t(projectPanelsWords.projectStepsDue, { step: stepCase(step) })],
        ]),
      );
      setProblem(errorMessage(error, { fields: fieldNames }));
    },
  });
  const shown = STEPS.filter((step) => step !== 'review-2' || secondReview);
  const change = (step: WorkflowStep, part: Partial<StepFields>) =>
    setFields({ ...fields, [step]: { ...fields[step], ...part } });
  const submit = async () => {
    const untaken = shown.filter((step) => fields[step].user === TAKE_OVER);
    if (untaken.length > 0)
      return setProblem(
        untaken
          .map((step) => t(projectPanelsWords.projectStepsChooseTakeOver, { step: stepCase(step) }))
          .join(t(projectPanelsWords.projectStepsSeparator)),
      );
    const assignments = shown.flatMap((step) => {
      const { user, due } = fields[step];
      return user === null || user === TAKE_OVER ? [] : [{ step, user_id: user.id, due_at: instantOf(due) }];
    });
    // The contract's rule, said in the interface's language: a second review comes after a first.
    if (assignments.some(({ step }) => step === 'review-2') && !assignments.some(({ step }) => step === 'review'))
      return setProblem(t(projectPanelsWords.projectStepsSecondReviewAlone));
    // The schemas (zod) are fetched when the steps are saved, not with the project page.
    const { PutAssignmentsBody } = await import('@tessera/shared/contract');
    const parsed = PutAssignmentsBody.safeParse({ assignments });
    if (!parsed.success)
      return setProblem(
        parsed.error.issues
          .map((issue) => issueProblem(issue, common, f))
          .join(t(projectPanelsWords.projectStepsSeparator)),
      );
    setProblem(undefined);
    saving.mutate(parsed.data);
  };
  return (
    <FormDialog
      title={title}
      submitLabel={t(projectPanelsWords.projectStepsSave)}
      busy={saving.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <div className="grid gap-3">
        {shown.map((step) => {
          const { user, due } = fields[step];
          const given = steps.find((candidate) => candidate.step === step);
          return (
            <div key={step} className="grid grid-cols-2 items-end gap-3">
              <PersonPicker
                label={t(projectPanelsWords.projectStepsAssignee, { step: stepCase(step) })}
                value={user === TAKE_OVER ? null : user}
                onChange={(person) => change(step, { user: person })}
                noneLabel={t(projectPanelsWords.projectStepsNobody)}
                // A step whose assignee was disabled asks who takes it over, naming them; they are no choice.
                placeholder={
                  user === TAKE_OVER && given
                    ? t(projectPanelsWords.projectStepsTakeOverFrom, { name: assigneeName(given.user) })
                    : undefined
                }
              />
              <TextField
                label={t(projectPanelsWords.projectStepsDue, { step: stepCase(step) })}
                type="datetime-local"
                value={due}
                onChange={(event) => change(step, { due: event.target.value })}
              />
            </div>
          );
        })}
        <div>
          <Button
            size="sm"
            onClick={() => {
              if (secondReview) change('review-2', { user: null, due: '' });
              setSecondReview(!secondReview);
            }}
          >
            {secondReview
              ? t(projectPanelsWords.projectStepsRemoveSecondReview)
              : t(projectPanelsWords.projectStepsAddSecondReview)}
          </Button>
        </div>
        <p className="text-xs text-slate-500">
          {t(projectPanelsWords.projectStepsTimeZone, { zone: Intl.DateTimeFormat().resolvedOptions().timeZone })}
          {note && <> {note}</>}
        </p>
        {problem && <Alert tone="error">{problem}</Alert>}
      </div>
    </FormDialog>
  );
}
