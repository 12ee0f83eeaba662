import {
  useEffect,
  useImperativeHandle,
  useRef,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  type Ref,
} from 'react';
import { splitInline } from '@tessera/shared';
import type { DocumentRecord } from '@tessera/shared/contract';
import { lazyPart } from '@tessera/shared/ui';
import { loadSpellingLayer } from '../spelling/index.ts';
import type { Drafts, InsertOrigin } from '../common/drafts.ts';
import {
  focusEnd,
  insertCodeAtCaret,
  insertTextAtCaret,
  insertValueAtCaret,
  placeCaretAfter,
  readValue,
  renderValue,
  replaceValue,
  sourceCodes,
} from '../common/inlineDom.ts';

// Spell checking downloads once a segment is open: none of it weighs on the editor's first download.
const Spelling = lazyPart(loadSpellingLayer, 'SpellingLayer');

/** What the grid's shortcuts and the side panel do to the active segment's target. */
export type TargetEditorHandle = {
  element: () => HTMLDivElement | null;
  focus: () => void;
  /**
   * Puts a value (text with inline-code tokens) at the caret, replacing the selection; `origin` says what it is
   * (a TM match, a machine translation) when the save should record it.
   */
  insert: (value: string, origin?: InsertOrigin) => void;
  /**
   * Replaces the whole target with a value (a TM match, a machine translation), as CAT tools do: a second time
   * changes nothing, and Ctrl+Z brings back the target it replaced.
   */
  replace: (value: string, origin: InsertOrigin) => void;
  /** Replaces the target with the source, codes included. */
  copySource: () => void;
  /** Inserts the first code of the source the target does not have yet (memoQ's F9); false when none is missing. */
  insertNextCode: () => boolean;
  /** Inserts the n-th code of the source (1-based, in order of appearance). */
  insertCode: (n: number) => boolean;
};

/**
 * The active segment's target: a contentEditable in which inline codes are chips. It is uncontrolled (chips
 * live in the DOM): it shows the unsaved draft if there is one, else the server's version whenever that
 * changes; what is already shown is left alone, so the caret does not jump while typing. Every change goes to
 * the drafts at once (and so to the browser's storage): nothing typed is lost, whatever happens next.
 */
export function TargetEditor({
  record,
  drafts,
  language,
  label,
  focusOnOpen = true,
  ref,
}: {
  record: DocumentRecord;
  drafts: Drafts;
  language: { lang: string; dir: 'ltr' | 'rtl' | 'auto' };
  label: string;
  /** Opening puts the caret at the end of the target; not when a new filter reopens it (the focus is in the filter). */
  focusOnOpen?: boolean;
  ref?: Ref<TargetEditorHandle>;
}) {
  const editor = useRef<HTMLDivElement>(null);
  const draftValue = drafts.get(record.id)?.value;

  useEffect(() => {
    const element = editor.current;
    const value = draftValue ?? record.target;
    if (!element || readValue(element) === value) return;
    renderValue(element, value, record.codes);
    if (document.activeElement === element) focusEnd(element);
  }, [draftValue, record.id, record.updated_at, record.target, record.codes]);

  // Opening a segment puts the caret at the end of its target, ready to type.
  useEffect(() => {
    if (editor.current && focusOnOpen) focusEnd(editor.current);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- on opening only, not when the flag changes later
  }, [record.id]);

  const changed = (origin?: InsertOrigin | null) => {
    if (editor.current) drafts.set(record, readValue(editor.current), origin);
  };
  // The target a replacement took away, and where it came from: undoing the replacement brings both back.
  const replaced = useRef<{ value: string; origin: InsertOrigin | null } | null>(null);
  const onInput = (event: FormEvent<HTMLDivElement>) => {
    const undone = replaced.current;
    const undoing = (event.nativeEvent as InputEvent).inputType === 'historyUndo';
    if (undoing && undone && editor.current && readValue(editor.current) === undone.value) {
      replaced.current = null;
      changed(undone.origin);
    } else changed();
  };

  useImperativeHandle(
    ref,
    () => {
      const codes = sourceCodes(record.source, record.codes);
      const insertCode = (n: number) => {
        const code = codes[n - 1];
        if (!code || !editor.current) return false;
        insertCodeAtCaret(editor.current, code);
        changed();
        return true;
      };
      return {
        element: () => editor.current,
        focus: () => editor.current && focusEnd(editor.current),
        insert: (value, origin) => {
          if (!editor.current) return;
          insertValueAtCaret(editor.current, value, record.codes);
          changed(origin);
        },
        replace: (value, origin) => {
          const element = editor.current;
          if (!element) return;
          const before = readValue(element);
          if (before === value) return focusEnd(element);
          replaced.current = { value: before, origin: drafts.get(record.id)?.origin ?? null };
          replaceValue(element, value, record.codes);
          changed(origin);
        },
        copySource: () => {
          if (!editor.current) return;
          renderValue(editor.current, record.source, record.codes);
          // The whole target is the source now: no insert is in it any more.
          changed(null);
          focusEnd(editor.current);
        },
        insertNextCode: () => {
          if (!editor.current) return false;
          const used = new Set(
            splitInline(readValue(editor.current)).flatMap((part) => (typeof part === 'string' ? [] : [part.code])),
          );
          const missing = codes.findIndex((code) => !used.has(code.id));
          return missing >= 0 && insertCode(missing + 1);
        },
        insertCode,
      };
    },
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- changed() reads the same record and drafts
    [record, drafts],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Segments are single blocks: Enter adds no paragraph; Shift+Enter keeps a line break. Ctrl+Enter is a shortcut.
    if (event.key !== 'Enter' || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    if (event.shiftKey && editor.current) {
      insertTextAtCaret(editor.current, '\n');
      changed();
    }
  };

  // A chip is not editable text: a click on it would put the caret at the start of the segment. Put it after the chip.
  const onMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    const chip = event.target instanceof Element ? event.target.closest('[data-code]') : null;
    if (!chip || !editor.current?.contains(chip)) return;
    event.preventDefault();
    editor.current.focus();
    placeCaretAfter(chip);
  };

  return (
    <>
      <div
        ref={editor}
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        {...language}
        contentEditable
        // Focusable as it is; said outright so that checkers see the scrolling grid holds focusable content.
        tabIndex={0}
        suppressContentEditableWarning
        data-target-editor=""
        onKeyDown={onKeyDown}
        onMouseDown={onMouseDown}
        onInput={onInput}
        onPaste={(event) => {
          event.preventDefault();
          if (editor.current) insertTextAtCaret(editor.current, event.clipboardData.getData('text/plain'));
          changed();
        }}
        className="min-h-6 whitespace-pre-wrap break-words rounded-sm bg-white px-1 text-slate-900 outline-none ring-2 ring-sky-600"
      />
      <Spelling editor={editor} record={record} lang={language.lang} />
    </>
  );
}
