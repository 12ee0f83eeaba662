import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getAssignableUsers } from '@tessera/shared/api/assignments';
import { getUserWork } from '@tessera/shared/api/users';
import { personName } from '@tessera/shared';
import type { Reassignment, User, UserRef, WorkflowStep, WorkItem } from '@tessera/shared/contract';
import { Alert, Button, Dialog, QueryErrorState, Select, Spinner, TBody, Table, Td, Tr } from '@tessera/shared/ui';
import { describeFailure, type SaveRequest } from './errors.ts';

const STEP_LABELS: Record<WorkflowStep, string> = {
  translation: 'Translation',
  review: 'Review',
  'review-2': 'Second review',
};

const dueFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A step's key among the person's open steps (a document has each step once). */
const keyOf = (item: Pick<WorkItem, 'step'> & { document: { id: number } }) => `${item.document.id}/${item.step}`;

/** Who takes each open step over: a person's id, or '' to leave it with the person disabled. */
type Choices = Record<string, string>;

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
  const work = useQuery({
    queryKey: ['users', user.id, 'work'],
    queryFn: async ({ signal }) => (await getUserWork(user.id, signal)).items,
  });
  const people = useQuery({
    queryKey: ['users', 'assignable'],
    queryFn: async ({ signal }) => (await getAssignableUsers(signal)).users,
  });
  const [choices, setChoices] = useState<Choices>({});
  const others = (people.data ?? []).filter((person) => person.id !== user.id);
  const steps = work.data ?? [];
  const failure = describeFailure(request.error).message;

  const confirm = () => {
    const reassign = steps.flatMap((item) => {
      const chosen = choices[keyOf(item)];
      return chosen ? [{ document_id: item.document.id, step: item.step, user_id: Number(chosen) }] : [];
    });
    onConfirm(reassign);
  };

  return (
    <Dialog
      open
      title={`Disable ${user.username}?`}
      description={
        isMe
          ? 'This is your own account: you are signed out at once and cannot sign in until another admin enables you.'
          : 'They are signed out at once, everywhere, and cannot sign in until enabled again.'
      }
      onClose={onCancel}
      dismissible={!request.isPending}
      onSubmit={confirm}
      footer={
        <>
          <Button onClick={onCancel} disabled={request.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" busy={request.isPending} disabled={!work.isSuccess}>
            Disable user
          </Button>
        </>
      }
    >
      <div className="grid gap-3">
        {work.isPending && <Spinner label="Looking for their open steps…" />}
        {work.isError && <QueryErrorState title="Their open steps could not be loaded" query={work} />}
        {work.isSuccess && steps.length === 0 && <p className="text-sm text-slate-600">They have no open steps.</p>}
        {work.isSuccess && steps.length > 0 && (
          <OpenSteps
            user={user}
            steps={steps}
            others={others}
            peopleError={people.isError}
            choices={choices}
            onChoose={setChoices}
          />
        )}
        {failure && <Alert tone="error">{failure}</Alert>}
      </div>
    </Dialog>
  );
}

/** The open steps with a "Give to" choice each, and one choice that gives them all to the same person. */
function OpenSteps({
  user,
  steps,
  others,
  peopleError,
  choices,
  onChoose,
}: {
  user: User;
  steps: WorkItem[];
  others: UserRef[];
  peopleError: boolean;
  choices: Choices;
  onChoose: (choices: Choices) => void;
}) {
  const options = [
    { value: '', label: `Leave with ${user.username}` },
    ...others.map((person) => ({ value: String(person.id), label: personName(person) })),
  ];
  const giveAll = (value: string) => onChoose(Object.fromEntries(steps.map((item) => [keyOf(item), value] as const)));
  const several = steps.length > 1;
  return (
    <>
      <p className="text-sm text-slate-700">
        {several ? `${steps.length} steps are` : 'One step is'} still to do by {user.username}. Give{' '}
        {several ? 'them' : 'it'} to someone else, or leave {several ? 'them' : 'it'} with {user.username} (shown as
        disabled) for a manager to give later.
      </p>
      {peopleError && <Alert tone="error">The people who could take them over could not be loaded.</Alert>}
      {several && (
        <Select
          label="Give all to"
          value={allSame(steps, choices)}
          onChange={(event) => giveAll(event.target.value)}
          options={[{ value: 'mixed', label: 'Choose per step' }, ...options]}
        />
      )}
      <Table label="Open steps" columns={['Project', 'Document', 'Language', 'Step', 'Due', 'Give to']}>
        <TBody>
          {steps.map((item) => {
            const key = keyOf(item);
            const name = `${STEP_LABELS[item.step]} of ${item.document.name} (${item.document.target_lang})`;
            return (
              <Tr key={key} aria-label={name}>
                <Td>{item.document.project_name ?? 'No project'}</Td>
                <Td>{item.document.name}</Td>
                <Td>{item.document.target_lang}</Td>
                <Td>
                  {STEP_LABELS[item.step]}
                  {item.state === 'waiting' && <span className="block text-xs text-slate-500">waiting</span>}
                </Td>
                <Td>{item.due_at ? dueFormat.format(new Date(item.due_at)) : 'No due date'}</Td>
                <Td>
                  <Select
                    label={`Give the ${name} to`}
                    hideLabel
                    className="min-w-36"
                    value={choices[key] ?? ''}
                    onChange={(event) => onChoose({ ...choices, [key]: event.target.value })}
                    options={options}
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

/** The one choice every step has, or 'mixed'. */
function allSame(steps: WorkItem[], choices: Choices): string {
  const chosen = new Set(steps.map((item) => choices[keyOf(item)] ?? ''));
  return chosen.size === 1 ? [...chosen][0]! : 'mixed';
}
