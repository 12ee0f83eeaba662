import { useCallback, useRef, type RefObject } from 'react';
import { translatesNothing } from '@tessera/shared';
import type { DocumentRecord, ReviewNote } from '@tessera/shared/contract';
import type { Drafts } from './drafts.ts';
import { caretOnEdgeLine } from './inlineDom.ts';
import type { Autosave } from './autosave.ts';
import { editable, type Move } from './gridActivation.ts';
import { useEditorShortcut } from './shortcuts.ts';
import type { TargetEditorHandle } from './TargetEditor.tsx';
import { waiting, type Confirmation } from './workflow/confirmation.ts';

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
  const open = waiting(confirmation);
  const { doneWord } = confirmation;
  const inEditor = (event: KeyboardEvent) =>
    event.target instanceof HTMLElement && event.target.closest('[data-target-editor]') !== null;
  const inGrid = (event: KeyboardEvent) =>
    event.target instanceof Node && scroller.current?.contains(event.target) === true;

  useEditorShortcut({
    keys: 'Ctrl+Enter',
    description: `${confirmation.verb} and go to the next one not ${doneWord}`,
    group: 'Editing',
    enabled: canEdit,
    handler: () => {
      if (!activeRecord) return say('Open a segment to confirm it.');
      if (activeRecord.locked) return say(`Segment ${activeRecord.position + 1} is locked: it cannot be confirmed.`);
      if (translatesNothing(drafts.get(activeRecord.id)?.value ?? activeRecord.target, activeRecord.source)) {
        say('An empty target cannot be confirmed: translate the segment first.');
        return;
      }
      autosave.save(activeRecord, true);
      void move(
        1,
        (record) => open(record) && record.id !== activeRecord.id,
        `No segment after this one is waiting to be ${doneWord}.`,
        false,
      );
    },
  });
  /**
   * Rejects the open segment's target (as typed, if it was), with the reason and errors the reviewer gives, and
   * goes on to the next segment; a cancelled reason leaves the caret where it was.
   */
  const rejectActive = async () => {
    if (!activeRecord || activeRecord.locked) {
      say('Open a segment to reject its target.');
      return;
    }
    if (translatesNothing(drafts.get(activeRecord.id)?.value ?? activeRecord.target, activeRecord.source)) {
      say('An empty target cannot be rejected.');
      return;
    }
    const rejected = activeRecord;
    const review = askVerdict ? await askVerdict('reject', rejected) : undefined;
    if (review === null) return editor.current?.focus();
    autosave.reject(rejected, review);
    void move(1, () => true, 'This is the last segment.', false);
  };
  /** Confirms the reviewer's correction of the open segment as reviewed, with the errors marked for it. */
  const confirmCorrection = async () => {
    if (!activeRecord || activeRecord.locked) return say('Open a segment to correct it.');
    const typed = drafts.get(activeRecord.id)?.value;
    if (typed === undefined || typed === activeRecord.target)
      return say('Change the target first: errors are marked with a correction, or with a rejection (Ctrl+Shift+R).');
    if (translatesNothing(typed, activeRecord.source)) return say('An empty target cannot be confirmed.');
    const corrected = activeRecord;
    const review = await askVerdict!('correct', corrected);
    if (review === null) return editor.current?.focus();
    autosave.save(corrected, true, review);
    void move(
      1,
      (record) => open(record) && record.id !== corrected.id,
      `No segment after this one is waiting to be ${doneWord}.`,
      false,
    );
  };
  // One function for the row's button across renders: rows are memoised, and the open row re-rendered on every
  // render of the grid would have its editor redraw the target while the translator types.
  const latestReject = useRef(rejectActive);
  latestReject.current = rejectActive;
  const onReject = useCallback(() => void latestReject.current(), []);
  useEditorShortcut({
    // Taken even with no segment open: the browser's own Ctrl+Shift+R reloads the page.
    keys: REJECT_KEYS,
    description: 'Reject the target (a reviewer sends it back) and go to the next segment',
    group: 'Editing',
    enabled: canEdit,
    handler: () => void rejectActive(),
  });
  useEditorShortcut({
    keys: CORRECTION_KEYS,
    description: 'Confirm your correction as reviewed, with the errors it fixed, and go on',
    group: 'Editing',
    enabled: canEdit && confirmation.review && askVerdict !== undefined,
    handler: () => void confirmCorrection(),
  });
  useEditorShortcut({
    keys: 'Tab',
    description: 'Save and go to the next segment',
    group: 'Navigation',
    handler: (event) => (inEditor(event) ? void move(1, editable, 'This is the last segment.') : false),
  });
  useEditorShortcut({
    keys: 'Shift+Tab',
    description: 'Save and go to the previous segment',
    group: 'Navigation',
    handler: (event) => (inEditor(event) ? void move(-1, editable, 'This is the first segment.') : false),
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
    description: 'Go to the next segment (Down from the last line of the target)',
    group: 'Navigation',
    handler: moveByArrow(1, 'last', 'This is the last segment.'),
  });
  useEditorShortcut({
    keys: ['Alt+ArrowUp', 'ArrowUp'],
    description: 'Go to the previous segment (Up from the first line of the target)',
    group: 'Navigation',
    handler: moveByArrow(-1, 'first', 'This is the first segment.'),
  });
  useEditorShortcut({
    keys: 'Alt+PageDown',
    description: `Go to the next segment not ${doneWord}`,
    group: 'Navigation',
    handler: () => void move(1, open, `No segment after this one is waiting to be ${doneWord}.`),
  });
  useEditorShortcut({
    keys: 'Alt+PageUp',
    description: `Go to the previous segment not ${doneWord}`,
    group: 'Navigation',
    handler: () => void move(-1, open, `No segment before this one is waiting to be ${doneWord}.`),
  });
  useEditorShortcut({
    keys: ['Ctrl+Insert', 'Ctrl+Shift+S'],
    description: 'Copy the source to the target',
    group: 'Editing',
    enabled: canEdit,
    handler: () => (editor.current ? editor.current.copySource() : false),
  });
  useEditorShortcut({
    keys: 'F9',
    description: 'Insert the next inline code the target lacks',
    group: 'Editing',
    enabled: canEdit,
    handler: () => {
      if (!editor.current) return false;
      if (!editor.current.insertNextCode()) say('Every inline code of the source is in the target.');
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
    description: 'Insert inline code 1…9 of the source',
    group: 'Editing',
    enabled: canEdit,
    handler: (event) => {
      const digit = /([1-9])$/.exec(event.code) ?? /^([1-9])$/.exec(event.key);
      return editor.current && digit ? void editor.current.insertCode(Number(digit[1])) : false;
    },
  });
  return onReject;
}
