import { useCallback, useRef, type RefObject } from 'react';
import { translatesNothing } from '@tessera/shared';
import type { DocumentRecord, ReviewNote } from '@tessera/shared/contract';
import type { Drafts } from '../common/drafts.ts';
import { useMessages } from '../common/i18n.ts';
import { caretOnEdgeLine } from '../common/inlineDom.ts';
import type { Autosave } from './autosave.ts';
import { editable, type Move } from './gridActivation.ts';
import { useEditorShortcut } from '../common/shortcuts.ts';
import type { TargetEditorHandle } from '../target/index.ts';
import { type Confirmation, waiting } from '../workflow/index.ts';
import * as editorWords from '../locales/en/editor.arb';

/** Asks the reviewer why a target goes back (or which errors a correction fixed); null when they cancel. */
export type AskVerdict = (kind: 'reject' | 'correct', record: DocumentRecord) => Promise<ReviewNote | null>;

/** Reject as reviewers do it here (R for reject; Ctrl+Shift+Enter is "confirm without update" in memoQ). */
export const REJECT_KEYS = 'Ctrl+Shift+R';
/** A reviewer's correction confirmed with the errors it fixed (E for errors). */
export const CORRECTION_KEYS = 'Ctrl+Shift+E';

/**
 * The grid's keys: confirm (Ctrl+Enter) and reject (Ctrl+Shift+R) and go on, move between segments (Tab,
 * Up/Down from the target's edge lines, Alt+arrows, Alt+PageUp/Down to the next one not confirmed), copy the
 * source, insert inline codes (F9, Ctrl+Alt+digit). Answers the open row's Reject, one function across renders.
 */
export function useGridKeys({
  activeRecord,
  canEdit,
  drafts,
  autosave,
  move,
  editor,
  scroller,
  say,
  confirmation,
  askVerdict,
}: {
  activeRecord: DocumentRecord | undefined;
  canEdit: boolean;
  drafts: Drafts;
  autosave: Autosave;
  move: Move;
  editor: RefObject<TargetEditorHandle | null>;
  scroller: RefObject<HTMLDivElement | null>;
  say: (message: string) => void;
  /** What Ctrl+Enter confirms in the document's step, and which segments it skips. */
  confirmation: Confirmation;
  /** The reviewer's reason and errors, asked before a rejection (without it, a rejection asks nothing). */
  askVerdict?: AskVerdict;
}): () => void {
  const t = useMessages();
  const open = waiting(confirmation);
  // What the step's messages select on: a review confirms segments as reviewed, a translation as confirmed.
  const done = confirmation.review ? 'reviewed' : 'confirmed';
  const noneAfter = t(editorWords.editorSayNoneWaitingAfter, { done });
  const lastSegment = t(editorWords.editorSayLastSegment);
  const firstSegment = t(editorWords.editorSayFirstSegment);
  const inEditor = (event: KeyboardEvent) =>
    event.target instanceof HTMLElement && event.target.closest('[data-target-editor]') !== null;
  const inGrid = (event: KeyboardEvent) =>
    event.target instanceof Node && scroller.current?.contains(event.target) === true;

  useEditorShortcut({
    keys: 'Ctrl+Enter',
    description: t(editorWords.editorShortcutConfirm, { done }),
    group: 'Editing',
    enabled: canEdit,
    handler: () => {
      if (!activeRecord) return say(t(editorWords.editorSayOpenToConfirm));
      if (activeRecord.locked) return say(t(editorWords.editorSayLocked, { number: activeRecord.position + 1 }));
      if (translatesNothing(drafts.get(activeRecord.id)?.value ?? activeRecord.target, activeRecord.source)) {
        say(t(editorWords.editorSayEmptyTranslateFirst));
        return;
      }
      autosave.save(activeRecord, true);
      void move(1, (record) => open(record) && record.id !== activeRecord.id, noneAfter, false);
    },
  });
  /**
   * Rejects the open segment's target (as typed, if it was), with the reason and errors the reviewer gives, and
   * goes on to the next segment; a cancelled reason leaves the caret where it was.
   */
  const rejectActive = async () => {
    if (!activeRecord || activeRecord.locked) {
      say(t(editorWords.editorSayOpenToReject));
      return;
    }
    if (translatesNothing(drafts.get(activeRecord.id)?.value ?? activeRecord.target, activeRecord.source)) {
      say(t(editorWords.editorSayEmptyNotRejected));
      return;
    }
    const rejected = activeRecord;
    const review = askVerdict ? await askVerdict('reject', rejected) : undefined;
    if (review === null) return editor.current?.focus();
    autosave.reject(rejected, review);
    void move(1, () => true, lastSegment, false);
  };
  /** Confirms the reviewer's correction of the open segment as reviewed, with the errors marked for it. */
  const confirmCorrection = async () => {
    if (!activeRecord || activeRecord.locked) return say(t(editorWords.editorSayOpenToCorrect));
    const typed = drafts.get(activeRecord.id)?.value;
    if (typed === undefined || typed === activeRecord.target)
      return say(t(editorWords.editorSayChangeFirst, { key: REJECT_KEYS }));
    if (translatesNothing(typed, activeRecord.source)) return say(t(editorWords.editorSayEmptyNotConfirmed));
    const corrected = activeRecord;
    const review = await askVerdict!('correct', corrected);
    if (review === null) return editor.current?.focus();
    autosave.save(corrected, true, review);
    void move(1, (record) => open(record) && record.id !== corrected.id, noneAfter, false);
  };
  // One function for the row's button across renders: rows are memoised, and the open row re-rendered on every
  // render of the grid would have its editor redraw the target while the translator types.
  const latestReject = useRef(rejectActive);
  latestReject.current = rejectActive;
  const onReject = useCallback(() => void latestReject.current(), []);
  useEditorShortcut({
    // Taken even with no segment open: the browser's own Ctrl+Shift+R reloads the page.
    keys: REJECT_KEYS,
    description: t(editorWords.editorShortcutReject),
    group: 'Editing',
    enabled: canEdit,
    handler: () => void rejectActive(),
  });
  useEditorShortcut({
    keys: CORRECTION_KEYS,
    description: t(editorWords.editorShortcutCorrection),
    group: 'Editing',
    enabled: canEdit && confirmation.review && askVerdict !== undefined,
    handler: () => void confirmCorrection(),
  });
  useEditorShortcut({
    keys: 'Tab',
    description: t(editorWords.editorShortcutNextSegment),
    group: 'Navigation',
    handler: (event) => (inEditor(event) ? void move(1, editable, lastSegment) : false),
  });
  useEditorShortcut({
    keys: 'Shift+Tab',
    description: t(editorWords.editorShortcutPreviousSegment),
    group: 'Navigation',
    handler: (event) => (inEditor(event) ? void move(-1, editable, firstSegment) : false),
  });
  // Alt+arrow moves at once; a plain arrow inside the target only from its first or last line, so that it still
  // moves the caret between the target's lines.
  const moveByArrow = (step: 1 | -1, edge: 'first' | 'last', atEnd: string) => (event: KeyboardEvent) => {
    if (!inGrid(event)) return false;
    const element = editor.current?.element();
    if (!event.altKey && element && inEditor(event) && !caretOnEdgeLine(element, edge)) return false;
    void move(step, () => true, atEnd);
  };
  useEditorShortcut({
    keys: ['Alt+ArrowDown', 'ArrowDown'],
    description: t(editorWords.editorShortcutDown),
    group: 'Navigation',
    handler: moveByArrow(1, 'last', lastSegment),
  });
  useEditorShortcut({
    keys: ['Alt+ArrowUp', 'ArrowUp'],
    description: t(editorWords.editorShortcutUp),
    group: 'Navigation',
    handler: moveByArrow(-1, 'first', firstSegment),
  });
  useEditorShortcut({
    keys: 'Alt+PageDown',
    description: t(editorWords.editorShortcutNextOpen, { done }),
    group: 'Navigation',
    handler: () => void move(1, open, noneAfter),
  });
  useEditorShortcut({
    keys: 'Alt+PageUp',
    description: t(editorWords.editorShortcutPreviousOpen, { done }),
    group: 'Navigation',
    handler: () => void move(-1, open, t(editorWords.editorSayNoneWaitingBefore, { done })),
  });
  useEditorShortcut({
    keys: ['Ctrl+Insert', 'Ctrl+Shift+S'],
    description: t(editorWords.editorShortcutCopySource),
    group: 'Editing',
    enabled: canEdit,
    handler: () => (editor.current ? editor.current.copySource() : false),
  });
  useEditorShortcut({
    keys: 'F9',
    description: t(editorWords.editorShortcutNextCode),
    group: 'Editing',
    enabled: canEdit,
    handler: () => {
      if (!editor.current) return false;
      if (!editor.current.insertNextCode()) say(t(editorWords.editorSayAllCodesIn));
    },
  });
  useEditorShortcut({
    keys: [
      'Ctrl+Alt+1',
      'Ctrl+Alt+2',
      'Ctrl+Alt+3',
      'Ctrl+Alt+4',
      'Ctrl+Alt+5',
      'Ctrl+Alt+6',
      'Ctrl+Alt+7',
      'Ctrl+Alt+8',
      'Ctrl+Alt+9',
    ],
    description: t(editorWords.editorShortcutInsertCode),
    group: 'Editing',
    enabled: canEdit,
    handler: (event) => {
      const digit = /([1-9])$/.exec(event.code) ?? /^([1-9])$/.exec(event.key);
      return editor.current && digit ? void editor.current.insertCode(Number(digit[1])) : false;
    },
  });
  return onReject;
}
