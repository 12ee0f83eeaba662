import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as documentsApi from '@tessera/shared/api/documents';
import type { ReplaceResult } from '@tessera/shared/contract';
import { Alert, Button, TextField } from '@tessera/shared/ui';
import { InlineText } from '../../../common/InlineText.tsx';
import { documentKey, documentsListKey, errorMessage, recordsKey } from '../../../common/documentQueries.ts';
import { useSearchProblem, type Filters } from './FilterBar.tsx';
import { useMessages as useEditorMessages } from '../common/i18n.ts';
import { useMessages } from '../common/parts-i18n.ts';
import * as editorWords from '../locales/en/editor.arb';
import * as editorPartsWords from '../locales/en/editor-parts.arb';
import { languageAttributes } from '../../../common/language.ts';

/** How many previewed changes are listed on screen; the counts cover them all. */
const SHOWN_CHANGES = 50;

/**
 * The open find-and-replace bar (./ReplaceBar.tsx opens it, Ctrl+H): the toolbar's Find text with its regular
 * expression and case options, a preview with the count and the changes, then the replacement of exactly the
 * previewed segments (one changed meanwhile is skipped and said), and Undo.
 */
export function ReplacePanel({
  documentId,
  targetLang,
  filters,
  focusRequest,
  onClose,
}: {
  documentId: number;
  /** The targets' language: their text before and after is shown in its direction. */
  targetLang: string;
  filters: Filters;
  /** Counts the Ctrl+H presses: each one (not 0) puts the focus in the replacement field. */
  focusRequest: number;
  onClose: () => void;
}) {
  const t = useMessages();
  const tEditor = useEditorMessages();
  const client = useQueryClient();
  const [replacement, setReplacement] = useState('');
  const [preview, setPreview] = useState<ReplaceResult | null>(null);
  const [done, setDone] = useState<{ result: ReplaceResult; undone: ReplaceResult | null } | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const undo = useRef<HTMLButtonElement>(null);
  // Keyboard first: Enter previews, Enter again replaces, and Enter once more undoes.
  useEffect(() => confirm.current?.focus(), [preview]);
  useEffect(() => undo.current?.focus(), [done]);
  const search = {
    find: filters.search,
    replace: replacement,
    regex: filters.regex,
    case_sensitive: filters.caseSensitive,
  };
  const patternProblem = useSearchProblem(filters.search, filters.regex);
  const problem = !filters.search ? t(editorPartsWords.editorReplaceNoSearch) : patternProblem;

  const refresh = () => {
    void client.invalidateQueries({ queryKey: recordsKey(documentId) });
    void client.invalidateQueries({ queryKey: documentKey(documentId) });
    void client.invalidateQueries({ queryKey: documentsListKey });
  };
  const previewing = useMutation({
    mutationFn: () => documentsApi.replaceInTargets(documentId, { ...search, preview: true }),
    onSuccess: (result) => {
      setPreview(result);
      setDone(null);
    },
  });
  const applying = useMutation({
    mutationFn: (shown: ReplaceResult) =>
      documentsApi.replaceInTargets(documentId, {
        ...search,
        preview: false,
        records: shown.changes.map(({ id, updated_at }) => ({ id, updated_at })),
      }),
    onSuccess: (result) => {
      setPreview(null);
      setDone({ result, undone: null });
      refresh();
    },
  });
  const undoing = useMutation({
    mutationFn: (result: ReplaceResult) =>
      documentsApi.undoReplace(documentId, {
        changes: result.changes.map((change) => ({
          id: change.id,
          target: change.before,
          updated_at: change.updated_at,
        })),
      }),
    onSuccess: (undone) => {
      setDone((before) => (before ? { ...before, undone } : before));
      refresh();
    },
  });

  useEffect(() => {
    if (focusRequest > 0) field.current?.focus();
  }, [focusRequest]);

  const error = previewing.error ?? applying.error ?? undoing.error;
  return (
    <section aria-label={t(editorPartsWords.editorReplaceLabel)} className="w-full border-t border-slate-200 py-2">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!problem) previewing.mutate();
        }}
      >
        <TextField
          ref={field}
          label={t(editorPartsWords.editorReplaceWith)}
          value={replacement}
          onChange={(event) => setReplacement(event.target.value)}
          fieldClassName="w-56"
        />
        <Button type="submit" busy={previewing.isPending} disabled={problem !== null}>
          {t(editorPartsWords.editorReplacePreview)}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {tEditor(editorWords.editorClose)}
        </Button>
        <p className="pb-2 text-xs text-slate-500">
          {problem ??
            (filters.regex
              ? t(editorPartsWords.editorReplaceHintRegex, { search: filters.search, group: '$1' })
              : t(editorPartsWords.editorReplaceHint, { search: filters.search }))}
        </p>
      </form>
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {errorMessage(error, { replace: t(editorPartsWords.editorReplaceWith) })}
        </p>
      )}
      {preview && (
        <div
          role="region"
          aria-label={t(editorPartsWords.editorReplacePreviewLabel)}
          className="mt-2 max-h-56 overflow-y-auto rounded border border-slate-200 bg-white p-2 text-sm"
        >
          <p className="mb-1 flex flex-wrap items-center gap-3">
            <strong role="status">
              {preview.segments === 0
                ? t(editorPartsWords.editorReplaceNothing)
                : t(editorPartsWords.editorReplaceFound, {
                    occurrences: preview.occurrences,
                    segments: preview.segments,
                  })}
            </strong>
            {preview.segments > 0 && (
              <Button
                ref={confirm}
                size="sm"
                variant="primary"
                busy={applying.isPending}
                onClick={() => applying.mutate(preview)}
              >
                {t(editorPartsWords.editorReplaceApply, { count: preview.segments })}
              </Button>
            )}
          </p>
          <ol aria-label={t(editorPartsWords.editorReplaceChanges)} className="space-y-1">
            {preview.changes.slice(0, SHOWN_CHANGES).map((change) => (
              <li key={change.id} className="grid grid-cols-[3rem_1fr_1fr] gap-2">
                <span className="text-end text-xs text-slate-400 tabular-nums">{change.position + 1}</span>
                <del {...languageAttributes(targetLang)} className="text-slate-500">
                  <InlineText value={change.before} codes={[]} />
                </del>
                <ins {...languageAttributes(targetLang)} className="no-underline">
                  <InlineText value={change.after} codes={[]} />
                </ins>
              </li>
            ))}
          </ol>
          {preview.changes.length > SHOWN_CHANGES && (
            <p className="mt-1 text-xs text-slate-500">
              {t(editorPartsWords.editorReplaceMore, { count: preview.changes.length - SHOWN_CHANGES })}
            </p>
          )}
        </div>
      )}
      {done && (
        <div className="mt-2">
          <Alert
            tone={(done.undone ?? done.result).skipped.length > 0 ? 'warning' : 'info'}
            title={
              done.undone
                ? t(editorPartsWords.editorReplaceUndone, { count: done.undone.segments })
                : t(editorPartsWords.editorReplaceDone, {
                    occurrences: done.result.occurrences,
                    segments: done.result.segments,
                  })
            }
            action={
              !done.undone && done.result.segments > 0 ? (
                <Button ref={undo} size="sm" busy={undoing.isPending} onClick={() => undoing.mutate(done.result)}>
                  {t(editorPartsWords.editorUndo)}
                </Button>
              ) : undefined
            }
          >
            {[...(done.undone ?? done.result).skipped].slice(0, 5).map((skip) => (
              <span key={skip.id} className="block">
                {skip.position === null
                  ? t(editorPartsWords.editorReplaceSkippedSome, { reason: skip.reason })
                  : t(editorPartsWords.editorReplaceSkipped, { number: skip.position + 1, reason: skip.reason })}
              </span>
            ))}
          </Alert>
        </div>
      )}
    </section>
  );
}
