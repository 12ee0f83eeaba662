import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, can, errorMessage, isApiError, routes, useCurrentUser } from '@tessera/shared';
import * as documentsApi from '@tessera/shared/api/documents';
import { returnToTranslation } from '@tessera/shared/api/assignments';
import type { Assignment, DeliveryBlocker, Document, WorkflowStep } from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import { richMessage, type Message } from '@tessera/shared/i18n/catalog';
import { Alert, Badge, Button, Dialog, cx, linkClass } from '@tessera/shared/ui';
import { documentKey } from '../../../common/documentQueries.ts';
import { useMessages } from '../common/i18n.ts';
import { QualityScore } from './QualityScore.tsx';
import { useEditorShortcut } from '../common/shortcuts.ts';
import {
  WORKFLOW_KEY,
  assigneeName,
  activeStepOf,
  isOverdue,
  myStepOf,
  stepLabel,
  useDocumentHandoff,
  useDocumentSteps,
} from '../../../common/workflowSteps.ts';
import * as editorWords from '../locales/en/editor.arb';

/** A step as the editor's messages select on it (`{step, select, translation {…} review {…} other {…}}`). */
const stepValue = (step: WorkflowStep) => (step === 'review-2' ? 'secondReview' : step);

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
  const t = useMessages();
  const user = useCurrentUser();
  const steps = useDocumentSteps(document.id).data ?? [];
  // Out in a package, the step is delivered once the package is back: the editor says so (Editor.tsx).
  const out = (useDocumentHandoff(document.id).data ?? null) !== null;
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
      aria-label={t(editorWords.editorStepBarLabel)}
      className="flex items-center gap-2 text-sm focus:outline-none"
    >
      {shown ? (
        <StepSummary step={shown} mine={mine !== null} now={openedAt} />
      ) : (
        <span className="text-slate-600">{t(editorWords.editorStepAllDelivered)}</span>
      )}
      {mine?.state === 'active' && !out && (
        <StepActions document={document} step={mine} onOpenSegment={onOpenSegment} />
      )}
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

/** Where one's step stands, as its badge says it. */
const STATE_WORDS: Record<Assignment['state'], Message<'editor'>> = {
  waiting: editorWords.editorStepWaiting,
  active: editorWords.editorStepActive,
  delivered: editorWords.editorStepDelivered,
};

function StepSummary({ step, mine, now }: { step: Assignment; mine: boolean; now: number }) {
  const t = useMessages();
  const formats = useFormats();
  const overdue = isOverdue(step, now);
  const due = step.due_at === null ? null : formats.dateTime(step.due_at);
  return (
    <p className="flex items-center gap-1.5 whitespace-nowrap">
      {mine ? (
        <>
          <span className="text-slate-600">{t(editorWords.editorStepYours)}</span>
          <strong className="font-semibold text-slate-900">{stepLabel(step.step)}</strong>
        </>
      ) : (
        <span className="text-slate-600">
          {richMessage(t, editorWords.editorStepInBy, {
            step: stepValue(step.step),
            name: <strong className="font-semibold text-slate-900">{assigneeName(step.user)}</strong>,
          })}
        </span>
      )}
      {mine && step.state !== 'active' && <Badge>{t(STATE_WORDS[step.state])}</Badge>}
      {due !== null && (
        <span className={cx(overdue ? 'font-semibold text-red-700' : 'text-slate-600')}>
          {overdue ? t(editorWords.editorStepDueOverdue, { date: due }) : t(editorWords.editorStepDue, { date: due })}
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
  const t = useMessages();
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
  useEditorShortcut({
    keys: DELIVER_KEYS,
    description: t(editorWords.editorShortcutDeliver, { step: stepValue(step.step) }),
    group: 'Workflow',
    handler: () => setAsking('deliver'),
  });
  return (
    <>
      <Button size="sm" variant="primary" aria-keyshortcuts="Control+Shift+D" onClick={() => setAsking('deliver')}>
        {t(editorWords.editorStepDeliverButton, { step: stepValue(step.step) })}
      </Button>
      {inReview && rejected > 0 && (
        <Button size="sm" onClick={() => setAsking('return')}>
          {t(editorWords.editorStepReturnButton)}
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

/** What keeps a step from being delivered: the message of each reason, with the count of its segments. */
const BLOCKER_WORDS: Record<DeliveryBlocker['reason'], Message<'editor'>> = {
  unconfirmed: editorWords.editorBlockerUnconfirmed,
  qa_errors: editorWords.editorBlockerQaErrors,
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
  const t = useMessages();
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
  return (
    <Dialog
      open
      size="sm"
      title={t(editorWords.editorDeliverTitle, { step: stepValue(step.step) })}
      onClose={onClose}
      dismissible={!deliver.isPending}
      footer={
        <>
          <Button onClick={onClose} disabled={deliver.isPending}>
            {t(editorWords.editorCancel)}
          </Button>
          {blockers.length > 0 && can(user, 'document.manage') && (
            <Button variant="danger" busy={deliver.isPending} onClick={() => deliver.mutate(true)}>
              {t(editorWords.editorDeliverAnyway)}
            </Button>
          )}
          {blockers.length === 0 && (
            <Button variant="primary" busy={deliver.isPending} onClick={() => deliver.mutate(false)}>
              {t(editorWords.editorDeliver)}
            </Button>
          )}
        </>
      }
    >
      <p>{t(editorWords.editorDeliverText, { name: document.name })}</p>
      {deliver.isError && (
        <div className="mt-3">
          <Alert
            tone="error"
            title={blockers.length > 0 ? t(editorWords.editorDeliverBlocked) : t(editorWords.editorDeliverFailed)}
          >
            {blockers.length > 0 ? (
              <ul className="list-disc ps-5">
                {blockers.map((blocker) => (
                  <li key={blocker.reason}>
                    {t(BLOCKER_WORDS[blocker.reason], { count: blocker.segments })}
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
  const t = useMessages();
  const numbers = blocker.segment_numbers;
  if (numbers.length === 0) return null;
  const more = blocker.segments - numbers.length;
  const buttons = (
    <>
      {numbers.map((number, index) => (
        <span key={number}>
          {index > 0 && t(editorWords.editorListSeparator)}
          <button
            type="button"
            className={linkClass}
            aria-label={t(editorWords.editorOpenSegment, { number })}
            onClick={() => onOpen(number)}
          >
            {number}
          </button>
        </span>
      ))}
    </>
  );
  return (
    <span className="block">
      {more > 0
        ? richMessage(t, editorWords.editorBlockingSegmentsMore, { count: numbers.length, numbers: buttons, more })
        : richMessage(t, editorWords.editorBlockingSegments, { count: numbers.length, numbers: buttons })}
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
  const t = useMessages();
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
      title={t(editorWords.editorReturnTitle)}
      onClose={onClose}
      dismissible={!send.isPending}
      footer={
        <>
          <Button onClick={onClose} disabled={send.isPending}>
            {t(editorWords.editorCancel)}
          </Button>
          <Button variant="primary" busy={send.isPending} onClick={() => send.mutate()}>
            {t(editorWords.editorReturn)}
          </Button>
        </>
      }
    >
      <p>{t(editorWords.editorReturnText, { name: document.name, count: rejected, step: stepValue(step.step) })}</p>
      {send.isError && (
        <div className="mt-3">
          <Alert tone="error" title={t(editorWords.editorReturnFailed)}>
            {errorMessage(send.error)}
          </Alert>
        </div>
      )}
    </Dialog>
  );
}
