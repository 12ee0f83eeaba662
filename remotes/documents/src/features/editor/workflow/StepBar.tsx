import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, can, errorMessage, isApiError, routes, useCurrentUser } from '@tessera/shared';
import * as documentsApi from '@tessera/shared/api/documents';
import { returnToTranslation } from '@tessera/shared/api/assignments';
import type { Assignment, DeliveryBlocker, Document } from '@tessera/shared/contract';
import { Alert, Badge, Button, Dialog, cx, linkClass } from '@tessera/shared/ui';
import { countOf } from '../../../common/words.ts';
import { documentKey } from '../../../common/documentQueries.ts';
import { QualityScore } from './QualityScore.tsx';
import { useEditorShortcut } from '../shortcuts.ts';
import {
  STEP_LABELS,
  WORKFLOW_KEY,
  assigneeName,
  activeStepOf,
  isOverdue,
  myStepOf,
  useDocumentSteps,
} from '../../../common/workflowSteps.ts';

const dueFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The document's workflow in the editor's header: the signed-in person's step, its deadline (red once passed)
 * and, while it is theirs to do, Deliver (and in a review, Return to translation); for anyone else the step being
 * worked on and whose it is. Nothing for a document without steps.
 */
export function StepBar({
  document,
  onOpenSegment,
}: {
  document: Document;
  /** Opens a segment of the grid by its number (a segment that keeps the step from being delivered). */
  onOpenSegment: (number: number) => void;
}) {
  const user = useCurrentUser();
  const steps = useDocumentSteps(document.id).data ?? [];
  // When the screen opened: what is due before it is late (a deadline passing meanwhile shows on the next visit).
  const [openedAt] = useState(Date.now);
  const bar = useRef<HTMLElement>(null);
  const mine = myStepOf(steps, user?.id);
  useFocusKeptOnceDone(mine?.state, bar);
  if (steps.length === 0) return null;
  const shown = mine ?? activeStepOf(steps);
  return (
    <section
      ref={bar}
      tabIndex={-1}
      aria-label="Workflow step"
      className="flex items-center gap-2 text-sm focus:outline-none"
    >
      {shown ? (
        <StepSummary step={shown} mine={mine !== null} now={openedAt} />
      ) : (
        <span className="text-slate-600">Every step is delivered</span>
      )}
      {mine?.state === 'active' && <StepActions document={document} step={mine} onOpenSegment={onOpenSegment} />}
      {steps.some((step) => step.step !== 'translation') && <QualityScore documentId={document.id} />}
    </section>
  );
}

/**
 * Once one's step is delivered or returned, the buttons that did it are gone and the focus they had with them: it
 * goes to the bar, which says what the step is now, rather than to the page's start.
 */
function useFocusKeptOnceDone(state: Assignment['state'] | undefined, bar: RefObject<HTMLElement | null>) {
  const before = useRef(state);
  useEffect(() => {
    const wasActive = before.current === 'active';
    before.current = state;
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (wasActive && state !== 'active' && focusLost) bar.current?.focus();
  }, [state, bar]);
}

const STATE_WORDS: Record<Assignment['state'], string> = {
  waiting: 'waiting for the step before',
  active: 'to do',
  delivered: 'delivered',
};

function StepSummary({ step, mine, now }: { step: Assignment; mine: boolean; now: number }) {
  const overdue = isOverdue(step, now);
  return (
    <p className="flex items-center gap-1.5 whitespace-nowrap">
      <span className="text-slate-600">{mine ? 'Your step:' : `In ${STEP_LABELS[step.step].toLowerCase()} by`}</span>
      <strong className="font-semibold text-slate-900">
        {mine ? STEP_LABELS[step.step] : assigneeName(step.user)}
      </strong>
      {mine && step.state !== 'active' && <Badge>{STATE_WORDS[step.state]}</Badge>}
      {step.due_at !== null && (
        <span className={cx(overdue ? 'font-semibold text-red-700' : 'text-slate-600')}>
          · due {dueFormat.format(new Date(step.due_at))}
          {overdue && ' (overdue)'}
        </span>
      )}
    </p>
  );
}

/** Deliver's shortcut: D for deliver, with Shift because Ctrl+D alone bookmarks the page. */
export const DELIVER_KEYS = 'Ctrl+Shift+D';

/** What the person does with their active step: deliver it, and in a review send the rejected segments back. */
function StepActions({
  document,
  step,
  onOpenSegment,
}: {
  document: Document;
  step: Assignment;
  onOpenSegment: (number: number) => void;
}) {
  const [asking, setAsking] = useState<'deliver' | 'return' | null>(null);
  const progress = useQuery({
    queryKey: [...documentKey(document.id), 'progress'],
    queryFn: ({ signal }) => documentsApi.getDocumentProgress(document.id, signal),
    placeholderData: keepPreviousData,
    // The header's progress keeps these figures fresh (saves refresh them): reading them asks nothing more.
    refetchOnMount: false,
  }).data;
  const rejected = progress?.segments.rejected ?? 0;
  const inReview = step.step !== 'translation';
  const label = STEP_LABELS[step.step].toLowerCase();
  useEditorShortcut({
    keys: DELIVER_KEYS,
    description: `Deliver the ${label} (asks first)`,
    group: 'Workflow',
    handler: () => setAsking('deliver'),
  });
  return (
    <>
      <Button size="sm" variant="primary" aria-keyshortcuts="Control+Shift+D" onClick={() => setAsking('deliver')}>
        Deliver {label}
      </Button>
      {inReview && rejected > 0 && (
        <Button size="sm" onClick={() => setAsking('return')}>
          Return to translation
        </Button>
      )}
      {asking === 'deliver' && (
        <DeliverDialog
          document={document}
          step={step}
          onClose={() => setAsking(null)}
          onOpenSegment={(number) => {
            setAsking(null);
            onOpenSegment(number);
          }}
        />
      )}
      {asking === 'return' && (
        <ReturnDialog document={document} step={step} rejected={rejected} onClose={() => setAsking(null)} />
      )}
    </>
  );
}

const BLOCKER_WORDS: Record<DeliveryBlocker['reason'], (count: number) => string> = {
  unconfirmed: (count) => `${countOf(count, 'segment', 'segments')} not done in this step`,
  qa_errors: (count) => `${countOf(count, 'segment', 'segments')} with QA errors not ignored`,
};

/** The blockers of a refused delivery (a 409's `details.blockers`); none for any other failure. */
function blockersOf(error: unknown): DeliveryBlocker[] {
  if (!isApiError(error, 409)) return [];
  const body = error.body as { details?: { blockers?: DeliveryBlocker[] } } | undefined;
  return body?.details?.blockers ?? [];
}

/** The workflow's queries (steps, one's work) and the document's, once a step moved. */
function useStepMoved(documentId: number) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: WORKFLOW_KEY });
    void client.invalidateQueries({ queryKey: documentKey(documentId) });
  };
}

/** Asks before delivering, says what blocks it when the server refuses, and lets a manager deliver anyway. */
function DeliverDialog({
  document,
  step,
  onClose,
  onOpenSegment,
}: {
  document: Document;
  step: Assignment;
  onClose: () => void;
  /** Closes the dialog and opens that segment in the grid. */
  onOpenSegment: (number: number) => void;
}) {
  const user = useCurrentUser();
  const moved = useStepMoved(document.id);
  const deliver = useMutation({
    mutationFn: (force: boolean) =>
      call(routes.assignments.deliver, {
        params: { id: document.id, step: step.step },
        body: force ? { force } : {},
      }),
    onSuccess: () => {
      moved();
      onClose();
    },
  });
  const blockers = blockersOf(deliver.error);
  const label = STEP_LABELS[step.step].toLowerCase();
  return (
    <Dialog
      open
      size="sm"
      title={`Deliver the ${label}?`}
      onClose={onClose}
      dismissible={!deliver.isPending}
      footer={
        <>
          <Button onClick={onClose} disabled={deliver.isPending}>
            Cancel
          </Button>
          {blockers.length > 0 && can(user, 'document.manage') && (
            <Button variant="danger" busy={deliver.isPending} onClick={() => deliver.mutate(true)}>
              Deliver anyway
            </Button>
          )}
          {blockers.length === 0 && (
            <Button variant="primary" busy={deliver.isPending} onClick={() => deliver.mutate(false)}>
              Deliver
            </Button>
          )}
        </>
      }
    >
      <p>Delivering hands {document.name} on: the next step, if any, begins, and this one is done.</p>
      {deliver.isError && (
        <div className="mt-3">
          <Alert tone="error" title={blockers.length > 0 ? 'Not ready to deliver' : 'The step was not delivered'}>
            {blockers.length > 0 ? (
              <ul className="list-disc pl-5">
                {blockers.map((blocker) => (
                  <li key={blocker.reason}>
                    {BLOCKER_WORDS[blocker.reason](blocker.segments)}
                    <BlockingSegments blocker={blocker} onOpen={onOpenSegment} />
                  </li>
                ))}
              </ul>
            ) : (
              errorMessage(deliver.error)
            )}
          </Alert>
        </div>
      )}
    </Dialog>
  );
}

/** The blocking segments the server named, each a button that opens it; "and N more" when it named only the first. */
function BlockingSegments({ blocker, onOpen }: { blocker: DeliveryBlocker; onOpen: (number: number) => void }) {
  const numbers = blocker.segment_numbers;
  if (numbers.length === 0) return null;
  const more = blocker.segments - numbers.length;
  return (
    <span className="block">
      {numbers.length === 1 ? 'Segment ' : 'Segments '}
      {numbers.map((number, index) => (
        <span key={number}>
          {index > 0 && ', '}
          <button
            type="button"
            className={linkClass}
            aria-label={`Open segment ${number}`}
            onClick={() => onOpen(number)}
          >
            {number}
          </button>
        </span>
      ))}
      {more > 0 && ` and ${more} more`}
    </span>
  );
}

/** Sends the document back to its translator with the rejected segments, after asking. */
function ReturnDialog({
  document,
  step,
  rejected,
  onClose,
}: {
  document: Document;
  step: Assignment;
  rejected: number;
  onClose: () => void;
}) {
  const moved = useStepMoved(document.id);
  const send = useMutation({
    mutationFn: () => returnToTranslation(document.id),
    onSuccess: () => {
      moved();
      onClose();
    },
  });
  return (
    <Dialog
      open
      size="sm"
      title="Return to translation?"
      onClose={onClose}
      dismissible={!send.isPending}
      footer={
        <>
          <Button onClick={onClose} disabled={send.isPending}>
            Cancel
          </Button>
          <Button variant="primary" busy={send.isPending} onClick={() => send.mutate()}>
            Return
          </Button>
        </>
      }
    >
      <p>
        The translator gets {document.name} back with {countOf(rejected, 'rejected segment', 'rejected segments')} and
        your reasons; your {STEP_LABELS[step.step].toLowerCase()} continues once they deliver again.
      </p>
      {send.isError && (
        <div className="mt-3">
          <Alert tone="error" title="The document was not returned">
            {errorMessage(send.error)}
          </Alert>
        </div>
      )}
    </Dialog>
  );
}
