import { useEffect } from 'react';
import { useBlocker, useSession } from '@tessera/shared';
import { Alert, Button, Dialog, linkClass } from '@tessera/shared/ui';
import { useDrafts, useWarnBeforeUnload, type Draft, type Drafts } from '../../features/editor/common/drafts.ts';
import { useMessages } from '../i18n.ts';
import * as screensWords from '../locales/en/screens.arb';

/**
 * The screen's drafts of this user in this document, guarded: closing the tab with unsaved targets asks first, and a
 * session that ends (signed out elsewhere, the account disabled) keeps what is typed for the next sign-in.
 */
export function useGuardedDrafts(userId: number | undefined, documentId: number) {
  const screenDrafts = useDrafts(userId === undefined ? null : { userId, documentId });
  useWarnBeforeUnload(screenDrafts.unsaved.length > 0);
  const { signInAgain } = useSession();
  const { drafts } = screenDrafts;
  useEffect(() => {
    if (signInAgain) drafts.keepForNextSignIn();
  }, [signInAgain, drafts]);
  return screenDrafts;
}

const segmentNumbers = (unsaved: readonly Draft[]) => unsaved.map((draft) => draft.position + 1);

/**
 * Which segments hold typed, unsaved targets, each a jump to it (they may be far away or filtered out). It ends the
 * toolbar's line in a slot that is always there and never wraps, so that the first key typed moves nothing.
 */
export function UnsavedSegments({ unsaved, onGo }: { unsaved: readonly Draft[]; onGo: (number: number) => void }) {
  const t = useMessages();
  return (
    <p
      role="status"
      className="flex h-9 min-w-0 flex-1 items-center justify-end gap-1 overflow-hidden text-sm whitespace-nowrap text-amber-800"
    >
      {unsaved.length > 0 && <span>{t(screensWords.documentUnsavedIn, { count: unsaved.length })}</span>}
      {segmentNumbers(unsaved).map((number) => (
        <button
          key={number}
          type="button"
          className={linkClass}
          aria-label={t(screensWords.documentGoToUnsaved, { number })}
          onClick={() => onGo(number)}
        >
          {number}
        </button>
      ))}
    </p>
  );
}

/** Targets typed on an earlier visit and never saved (the tab closed, the session ended): offered back, not imposed. */
export function EarlierDrafts({
  earlier,
  onRestore,
  onDiscard,
}: {
  earlier: readonly Draft[];
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const t = useMessages();
  if (earlier.length === 0) return null;
  const numbers = segmentNumbers(earlier);
  return (
    <div className="pb-2">
      <Alert
        tone="warning"
        title={t(screensWords.documentEarlierDraftsTitle)}
        action={
          <div className="flex gap-2">
            <Button size="sm" variant="primary" onClick={onRestore}>
              {t(screensWords.documentRestore)}
            </Button>
            <Button size="sm" onClick={onDiscard}>
              {t(screensWords.documentDiscard)}
            </Button>
          </div>
        }
      >
        {t(screensWords.documentEarlierDrafts, { count: numbers.length, numbers: numbers.join(', ') })}
      </Alert>
    </div>
  );
}

/** Leaving the document (a link, Back) with unsaved targets asks first; reloading the tab is useWarnBeforeUnload's. */
export function LeaveWithUnsaved({ unsaved, drafts }: { unsaved: readonly Draft[]; drafts: Drafts }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved.length > 0 && currentLocation.pathname !== nextLocation.pathname,
  );
  const t = useMessages();
  if (blocker.state !== 'blocked') return null;
  const numbers = segmentNumbers(unsaved);
  return (
    <Dialog
      open
      size="sm"
      title={t(screensWords.documentLeaveTitle)}
      onClose={() => blocker.reset()}
      footer={
        <>
          <Button data-autofocus onClick={() => blocker.reset()}>
            {t(screensWords.documentStay)}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              drafts.discardAll();
              blocker.proceed();
            }}
          >
            {t(screensWords.documentDiscardAndLeave)}
          </Button>
        </>
      }
    >
      {t(screensWords.documentLeaveMessage, { count: numbers.length, numbers: numbers.join(', ') })}
    </Dialog>
  );
}
