import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getUserWork } from '@tessera/shared/api/users';
import type { Reassignment, User, UserRef, WorkflowStep, WorkItem } from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import { type Message, type Translate } from '@tessera/shared/i18n/catalog';
import { Alert, Button, Dialog, QueryErrorState, Spinner, TBody, Table, Td, Tr } from '@tessera/shared/ui';
import { PersonPicker } from '@tessera/shared/ui/person-picker';
import { useMessages } from '../../common/i18n.ts';
import { describeFailure, type SaveRequest } from './errors.ts';
import * as usersWords from '../../locales/en/users.arb';

/** Each step's message, as the table names it. */
const STEP_LABELS: Record<WorkflowStep, Message<'users'>> = {
  translation: usersWords.disableStepTranslation,
  review: usersWords.disableStepReview,
  'review-2': usersWords.disableStepSecondReview,
};

/** Each step as the messages that name a step of a document select it (`{step, select, …}`). */
const STEP_SELECT: Record<WorkflowStep, string> = {
  translation: 'translation',
  review: 'review',
  'review-2': 'secondReview',
};

/** A step's key among the person's open steps (a document has each step once). */
const keyOf = (item: Pick<WorkItem, 'step'> & { document: { id: number } }) => `${item.document.id}/${item.step}`;

/** The values of the messages that name a step of a document ("Translation of notes.xlf (de)"). */
const stepOf = (item: WorkItem) => ({
  step: STEP_SELECT[item.step],
  document: item.document.name,
  language: item.document.target_lang,
});

/** Who takes each open step over: a person, or null (or nothing) to leave it with the person disabled. */
type Choices = Record<string, UserRef | null>;

/**
 * Asks before disabling `user`: their open steps (project, document, language, step, due date), each given to
 * another active person chosen here (or all to one), or left with them. Disabling and handing the steps on are one
 * request (`onConfirm` with the reassignments), so the steps never stay with someone who can no longer sign in
 * by accident of a second request failing.
 */
export function DisableUserDialog({
  user,
  isMe,
  request,
  onConfirm,
  onCancel,
}: {
  user: User;
  /** The admin disables their own account. */
  isMe: boolean;
  request: SaveRequest;
  onConfirm: (reassign: Reassignment[]) => void;
  onCancel: () => void;
}) {
  const t = useMessages();
  const work = useQuery({
    queryKey: ['users', user.id, 'work'],
    queryFn: async ({ signal }) => (await getUserWork(user.id, signal)).items,
  });
  const [choices, setChoices] = useState<Choices>({});
  const steps = work.data ?? [];
  const failure = describeFailure(request.error, t).message;

  const confirm = () => {
    const reassign = steps.flatMap((item) => {
      const chosen = choices[keyOf(item)];
      return chosen ? [{ document_id: item.document.id, step: item.step, user_id: chosen.id }] : [];
    });
    onConfirm(reassign);
  };

  return (
    <Dialog
      open
      title={t(usersWords.disableTitle, { username: user.username })}
      description={isMe ? t(usersWords.disableOwnAccount) : t(usersWords.disableOtherAccount)}
      onClose={onCancel}
      dismissible={!request.isPending}
      onSubmit={confirm}
      footer={
        <>
          <Button onClick={onCancel} disabled={request.isPending}>
            {t(usersWords.disableCancel)}
          </Button>
          <Button type="submit" variant="danger" busy={request.isPending} disabled={!work.isSuccess}>
            {t(usersWords.disableConfirm)}
          </Button>
        </>
      }
    >
      <div className="grid gap-3">
        {work.isPending && <Spinner label={t(usersWords.disableLoadingSteps)} />}
        {work.isError && <QueryErrorState title={t(usersWords.disableStepsLoadFailed)} query={work} />}
        {work.isSuccess && steps.length === 0 && (
          <p className="text-sm text-slate-600">{t(usersWords.disableNoSteps)}</p>
        )}
        {work.isSuccess && steps.length > 0 && (
          <OpenSteps t={t} user={user} steps={steps} choices={choices} onChoose={setChoices} />
        )}
        {failure && <Alert tone="error">{failure}</Alert>}
      </div>
    </Dialog>
  );
}

/**
 * The open steps with a "Give to" person picker each, and one that gives them all to the same person; the person
 * disabled is offered in none of them (the server searches the others as one types).
 */
function OpenSteps({
  t,
  user,
  steps,
  choices,
  onChoose,
}: {
  t: Translate<'users'>;
  user: User;
  steps: WorkItem[];
  choices: Choices;
  onChoose: (choices: Choices) => void;
}) {
  const f = useFormats();
  const leaveWith = t(usersWords.disableLeaveWith, { username: user.username });
  const exclude = [user.id];
  const giveAll = (person: UserRef | null) =>
    onChoose(Object.fromEntries(steps.map((item) => [keyOf(item), person] as const)));
  const several = steps.length > 1;
  const all = allSame(steps, choices);
  return (
    <>
      <p className="text-sm text-slate-700">
        {t(usersWords.disableStepsToDo, { count: steps.length, username: user.username })}
      </p>
      {several && (
        <PersonPicker
          label={t(usersWords.disableGiveAllTo)}
          value={all === 'mixed' ? null : all}
          onChange={giveAll}
          noneLabel={leaveWith}
          // Steps given to different people: the field says so while empty.
          placeholder={all === 'mixed' ? t(usersWords.disableChoosePerStep) : undefined}
          exclude={exclude}
        />
      )}
      <Table
        label={t(usersWords.disableOpenSteps)}
        columns={[
          t(usersWords.disableColumnProject),
          t(usersWords.disableColumnDocument),
          t(usersWords.disableColumnLanguage),
          t(usersWords.disableColumnStep),
          t(usersWords.disableColumnDue),
          t(usersWords.disableColumnGiveTo),
        ]}
      >
        <TBody>
          {steps.map((item) => {
            const key = keyOf(item);
            return (
              <Tr key={key} aria-label={t(usersWords.disableStepOfDocument, stepOf(item))}>
                <Td>{item.document.project_name ?? t(usersWords.disableNoProject)}</Td>
                <Td>{item.document.name}</Td>
                <Td>{item.document.target_lang}</Td>
                <Td>
                  {t(STEP_LABELS[item.step])}
                  {item.state === 'waiting' && (
                    <span className="block text-xs text-slate-500">{t(usersWords.disableStepWaiting)}</span>
                  )}
                </Td>
                <Td>{item.due_at ? f.dateTime(item.due_at) : t(usersWords.disableNoDueDate)}</Td>
                <Td>
                  <PersonPicker
                    label={t(usersWords.disableGiveStepTo, stepOf(item))}
                    hideLabel
                    className="min-w-44"
                    value={choices[key] ?? null}
                    onChange={(person) => onChoose({ ...choices, [key]: person })}
                    noneLabel={leaveWith}
                    exclude={exclude}
                  />
                </Td>
              </Tr>
            );
          })}
        </TBody>
      </Table>
    </>
  );
}

/** The one choice every step has (null: each left with the person disabled), or 'mixed'. */
function allSame(steps: WorkItem[], choices: Choices): UserRef | null | 'mixed' {
  const chosen = steps.map((item) => choices[keyOf(item)] ?? null);
  return new Set(chosen.map((person) => person?.id ?? null)).size === 1 ? (chosen[0] ?? null) : 'mixed';
}
