import { useEffect, useImperativeHandle, useRef, useState, type KeyboardEvent, type MouseEvent, type Ref } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError, useSignedInAgain } from '@tessera/shared';
import { segmentStatusLabel, splitInline, translatesNothing, type DocumentRecord, type InlineCode, type SegmentStatus } from '@tessera/shared/contract';
import { Badge, Button, cx } from '@tessera/shared/ui';
import { InlineText } from './InlineText.tsx';
import type { Drafts } from './drafts.ts';
import { languageAttributes } from './language.ts';
import { focusEnd, insertCodeAtCaret, insertTextAtCaret, placeCaretAfter, readValue, renderValue, sourceCodes } from './inlineDom.ts';
import { errorMessage, recordsKey, useSaveRecord } from './queries.ts';

export type SegmentHandle = { focus: () => void };

/**
 * Why a segment cannot be edited. The API says only `locked`; the parser locks a unit marked translate="no",
 * and a segmented XLIFF 1.2 unit whose target segments do not match its source segments. Only the latter has
 * a segment id, so a whole unit can only be locked by translate="no".
 */
export const lockReason = (record: DocumentRecord) =>
  record.segment_id === null
    ? 'The file marks this unit translate="no": it is not to be translated.'
    : 'The file marks this unit translate="no", or its target segments could not be matched to its source segments: it is kept as it is.';

const statusTones: Record<SegmentStatus, 'neutral' | 'info' | 'success' | 'warning'> = {
  new: 'neutral',
  'needs-translation': 'neutral',
  translated: 'info',
  'needs-review': 'warning',
  final: 'success',
  approved: 'success',
};

/**
 * The segment's status in the editor's one vocabulary (the filter's words), with the file's own state beneath
 * when it says more (needs-review-l10n, signed-off, reviewed): the file's word is never folded away.
 */
function Status({ record, unsaved }: { record: DocumentRecord; unsaved: boolean }) {
  const state = record.state ? `State in the file: ${record.state}` : undefined;
  if (record.locked) {
    return (
      <span title={[lockReason(record), state].filter(Boolean).join('\n')}>
        <Badge tone="warning">locked</Badge>
        <span className="mt-1 block text-xs text-slate-500">{record.segment_id === null ? 'translate="no"' : 'translate="no" or unmatched segments'}</span>
      </span>
    );
  }
  if (unsaved) return <span title="Typed here but not saved yet: Save or Approve keeps it"><Badge tone="warning">edited, unsaved</Badge></span>;
  return (
    <span title={state}>
      <Badge tone={statusTones[record.status]}>{segmentStatusLabel(record.status)}</Badge>
      {record.state && record.state !== record.status && (
        <span className="mt-1 block text-xs break-all text-slate-500" aria-label={state}>
          {record.state}
        </span>
      )}
    </span>
  );
}

/**
 * One segment: number, source with code chips, the target editor and its status. Ctrl+Enter saves and
 * approves, then asks the list to move on. Codes go in by their buttons, by F9 (the next source code the
 * target still lacks, as in memoQ) or by Ctrl+Alt+1…9 (the n-th code) — except when the keys come from AltGr,
 * which German, Polish and other layouts need for characters such as `{`, `@` or `ą`.
 */
export function SegmentRow({
  record,
  documentId,
  canEdit,
  onApproved,
  drafts,
  languages,
  ref,
}: {
  record: DocumentRecord;
  documentId: number;
  /** The document's languages: the source and target text carry them (spell checking, screen readers, direction). */
  languages: { source: string; target: string };
  canEdit: boolean;
  onApproved: () => void;
  /** Unsaved targets of the screen: a row of another page, or one that remounts, gets its typed text back. */
  drafts: Drafts;
  ref?: Ref<SegmentHandle>;
}) {
  const editor = useRef<HTMLDivElement>(null);
  const save = useSaveRecord(documentId);
  const client = useQueryClient();
  const editable = canEdit && !record.locked;
  const codes = sourceCodes(record.source, record.codes);
  const draftValue = drafts.get(record.id)?.value;
  const dirty = draftValue !== undefined;
  // The approval asked for by a save that met an ended session (401): it is sent again once signed in.
  const waitingForSignIn = useRef<boolean | null>(null);
  const isEmptyTarget = (value: string) => translatesNothing(value, record.source);
  const [empty, setEmpty] = useState(() => isEmptyTarget(drafts.get(record.id)?.value ?? record.target));
  const sourceLanguage = languageAttributes(languages.source);
  const targetLanguage = languageAttributes(languages.target);

  // The editor is uncontrolled (chips live in the DOM): it shows the unsaved draft (typed here, or restored from
  // an earlier visit), else the server's version whenever that changes. Content already shown is left alone, so
  // the caret does not jump while typing.
  useEffect(() => {
    const element = editor.current;
    const value = draftValue ?? record.target;
    if (!element || readValue(element) === value) return;
    renderValue(element, value, record.codes);
    setEmpty(translatesNothing(value, record.source));
    if (document.activeElement === element) focusEnd(element);
  }, [draftValue, record.id, record.updated_at, record.target, record.codes, record.source]);

  const changed = () => {
    if (!editor.current) return;
    const value = readValue(editor.current);
    drafts.set(record, value);
    setEmpty(isEmptyTarget(value));
    // A refused target (missing codes, characters XML cannot hold) is described by its message only until it changes.
    if (save.isError && describesTheText(save.error)) save.reset();
  };

  useImperativeHandle(ref, () => ({ focus: () => editor.current && focusEnd(editor.current) }), []);

  const submit = (approved: boolean) => {
    if (!editor.current || save.isPending) return;
    const target = readValue(editor.current);
    // The server refuses to approve a target that translates nothing; the button is disabled, Ctrl+Enter does nothing.
    if (approved && isEmptyTarget(target)) return;
    // A draft is saved against the version it was typed on: if someone saved in between, that is a 409.
    const base = { ...record, updated_at: drafts.get(record.id)?.updatedAt ?? record.updated_at };
    waitingForSignIn.current = null;
    save.mutate(
      { record: base, target, approved },
      {
        onSuccess: (saved) => {
          drafts.settle(saved);
          if (approved) onApproved();
        },
        onError: (error) => {
          if (isApiError(error, 401)) waitingForSignIn.current = approved;
        },
      },
    );
  };

  // The session ended during the save: the text stayed (a draft), the sign-in dialog asked for the password; now save it.
  useSignedInAgain(() => {
    if (waitingForSignIn.current !== null) submit(waitingForSignIn.current);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit(true);
      return;
    }
    if (event.key === 'Enter') {
      // Segments are single blocks: no paragraphs inside; Shift+Enter keeps a line break.
      event.preventDefault();
      if (event.shiftKey && editor.current) {
        insertTextAtCaret(editor.current, '\n');
        changed();
      }
      return;
    }
    if (event.key === 'F9' && !event.ctrlKey && !event.altKey && !event.metaKey) {
      event.preventDefault();
      const used = editor.current ? usedCodes(readValue(editor.current)) : new Set<number>();
      insertCode(codes.find((code) => !used.has(code.id)));
      return;
    }
    const digit = /^Digit([1-9])$/.exec(event.code);
    // AltGr arrives as Ctrl+Alt on Windows; its characters must still be typed.
    if (digit && event.ctrlKey && event.altKey && !event.getModifierState('AltGraph')) {
      event.preventDefault();
      insertCode(codes[Number(digit[1]) - 1]);
    }
  };

  const insertCode = (code: InlineCode | undefined) => {
    if (!code || !editor.current) return;
    insertCodeAtCaret(editor.current, code);
    changed();
  };

  // A chip is not editable text: a click on it would put the caret at the start of the segment. Put it after the chip.
  const onMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    const chip = event.target instanceof Element ? event.target.closest('[data-code]') : null;
    if (!chip || !editor.current?.contains(chip)) return;
    event.preventDefault();
    editor.current.focus();
    placeCaretAfter(chip);
  };

  // After a conflict the server's version replaces what was typed; the caret stays in this segment.
  const reload = () => {
    drafts.discard(record.id);
    if (editor.current) {
      renderValue(editor.current, record.target, record.codes);
      focusEnd(editor.current);
    }
    setEmpty(isEmptyTarget(record.target));
    save.reset();
    void client.invalidateQueries({ queryKey: recordsKey(documentId) });
  };

  const label = `Target of segment ${record.position + 1}`;
  return (
    <li
      className={cx('grid grid-cols-[3rem_1fr_1fr_7rem] gap-3 border-b border-slate-100 px-3 py-2 text-sm', record.locked && 'bg-slate-50')}
      aria-label={`Segment ${record.position + 1}`}
    >
      <span className="pt-1 text-right text-xs text-slate-400 tabular-nums">{record.position + 1}</span>
      <div className="min-w-0">
        <p className="whitespace-pre-wrap break-words pt-1 text-slate-900" {...sourceLanguage} data-testid="segment-source">
          <InlineText value={record.source} codes={record.codes} />
        </p>
        {(record.note || record.context) && (
          <p className="mt-1 whitespace-pre-wrap text-xs text-slate-500">{[record.note, record.context].filter(Boolean).join('\n')}</p>
        )}
      </div>
      <div className="min-w-0">
        {editable ? (
          <>
            <div
              ref={editor}
              role="textbox"
              aria-multiline="true"
              aria-label={label}
              {...targetLanguage}
              contentEditable
              suppressContentEditableWarning
              spellCheck
              onKeyDown={onKeyDown}
              onMouseDown={onMouseDown}
              onInput={changed}
              onPaste={(event) => {
                event.preventDefault();
                if (editor.current) insertTextAtCaret(editor.current, event.clipboardData.getData('text/plain'));
                changed();
              }}
              className="min-h-8 whitespace-pre-wrap break-words rounded-md px-2 py-1 text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-sky-600 focus:outline-none"
            />
            <div className="mt-1 flex flex-wrap items-center gap-1">
              {codes.map((code, index) => (
                <Button
                  key={code.id}
                  size="sm"
                  variant="ghost"
                  className="font-mono"
                  title={index < 9 ? `Insert ${code.label} (Ctrl+Alt+${index + 1}; F9: next missing code)` : `Insert ${code.label} (F9: next missing code)`}
                  aria-label={`Insert code ${code.label} into segment ${record.position + 1}`}
                  // Keep the caret in the editor: the code goes where the translator was typing.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => insertCode(code)}
                >
                  {code.label}
                </Button>
              ))}
              <span className="flex-1" />
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Copy source to target of segment ${record.position + 1}`}
                onClick={() => {
                  if (!editor.current) return;
                  renderValue(editor.current, record.source, record.codes);
                  changed();
                  focusEnd(editor.current);
                }}
              >
                Copy source
              </Button>
              <Button size="sm" aria-label={`Save segment ${record.position + 1}`} busy={save.isPending} disabled={!dirty} onClick={() => submit(false)}>
                Save
              </Button>
              <Button
                size="sm"
                variant="primary"
                aria-label={`Save and approve segment ${record.position + 1}`}
                title={empty ? 'An empty target cannot be approved: translate the segment first' : 'Save and approve (Ctrl+Enter)'}
                busy={save.isPending}
                disabled={empty}
                onClick={() => submit(true)}
              >
                Approve
              </Button>
            </div>
            {save.isError && !isApiError(save.error, 401) && (
              <div role="alert" className="mt-1 flex items-center gap-2 text-xs text-red-700">
                <span>{errorMessage(save.error)}</span>
                {isApiError(save.error, 409) && (
                  <Button size="sm" onClick={reload}>
                    Reload segment
                  </Button>
                )}
              </div>
            )}
          </>
        ) : (
          <p className="whitespace-pre-wrap break-words pt-1 text-slate-700" {...targetLanguage} aria-label={label} title={record.locked ? lockReason(record) : undefined}>
            <InlineText value={record.target} codes={record.codes} />
          </p>
        )}
      </div>
      <div className="pt-1">
        <Status record={record} unsaved={dirty} />
      </div>
    </li>
  );
}

/** Errors about the submitted text itself (400, 422), as opposed to its version (409) or the connection. */
const describesTheText = (error: unknown) => isApiError(error, 400) || isApiError(error, 422);

const usedCodes = (value: string) => new Set(splitInline(value).flatMap((part) => (typeof part === 'string' ? [] : [part.code])));

