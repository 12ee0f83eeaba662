import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError, translatesNothing, useSignedInAgain } from '@tessera/shared';
import * as documentsApi from '@tessera/shared/api/documents';
import type { DocumentRecord, QaIssue, ReviewNote, SavedDocumentRecord } from '@tessera/shared/contract';
import type { Drafts } from '../common/drafts.ts';
import { documentsListKey, recordsKey, useDocumentRefresh } from '../../../common/documentQueries.ts';

/** Where a segment's last save stands, shown in its row. */
export type SaveState =
  | { state: 'saving' }
  | { state: 'saved' }
  /** The session ended: the text is kept and saved once the translator has signed in again. */
  | { state: 'signin' }
  | { state: 'failed'; error: unknown };

export type Autosave = {
  /**
   * Saves the segment's draft (or approves it, with `approve`). Saves of one segment run one after the other,
   * each with the version the one before answered, so leaving a segment twice quickly never meets a 409.
   */
  save: (record: DocumentRecord, approve: boolean, review?: ReviewNote) => void;
  /**
   * Rejects the segment's target as it stands (the draft, if any), with the reviewer's reason and errors: one
   * request, queued with the saves.
   */
  reject: (record: DocumentRecord, review?: ReviewNote) => void;
  /** Sends the failed save of a segment again. */
  retry: (recordId: number) => void;
  /** After a conflict: drops what was typed and shows the version saved meanwhile. */
  reload: (recordId: number) => void;
  stateOf: (recordId: number) => SaveState | undefined;
};

export type AutosaveOptions = {
  /**
   * Asked before approving a target whose saved text has QA errors (nothing typed since): true approves it anyway.
   */
  confirmErrors?: (record: DocumentRecord, errors: QaIssue[]) => Promise<boolean>;
  /**
   * An approval the server refused for the saved text's QA errors: the segment is saved unapproved. The answer
   * comes after Ctrl+Enter moved on, so whatever asks must not take the keys typed in the next segment;
   * `approveAnyway` approves the saved text without asking again.
   */
  onKeptForErrors?: (saved: DocumentRecord, errors: QaIssue[], approveAnyway: () => void) => void;
  /** A segment was approved (with the repetitions the server gave its target, if any). */
  onApproved?: (saved: SavedDocumentRecord) => void;
  /**
   * Whether a segment is confirmed already in the document's step (default: approved): confirming it again sends
   * nothing. In a review step an approved segment is not reviewed yet, and its confirmation is a request.
   */
  isConfirmed?: (record: DocumentRecord) => boolean;
};

const approvedAlready = (record: DocumentRecord) => record.approved;

/**
 * Saves targets when the translator leaves a segment, away from any row: the grid unmounts rows scrolled out
 * of view, and a save must finish (and be retried, and survive an ended session) whatever the row does.
 * Approving is one request whatever was typed: the server approves a target without QA errors and saves one
 * with errors unapproved, and only then is the translator asked (a second request if they approve anyway).
 */
export function useAutosave(
  drafts: Drafts,
  replaceRecord: (saved: DocumentRecord) => void,
  documentId: number,
  { confirmErrors, onKeptForErrors, onApproved, isConfirmed = approvedAlready }: AutosaveOptions = {},
): Autosave {
  const client = useQueryClient();
  const refreshDocument = useDocumentRefresh(documentId);
  const [states, setStates] = useState<ReadonlyMap<number, SaveState>>(new Map());
  const queues = useRef(new Map<number, Promise<void>>());
  // The newest version of each record the grid has seen or a save has answered: the next save's base.
  const latest = useRef(new Map<number, DocumentRecord>());
  // What to send again: approvals (or rejections) wanted by saves that failed or met an ended session.
  const pending = useRef(new Map<number, { record: DocumentRecord; approve: Decision; review?: ReviewNote }>());
  // What a finished save hands on (approving anyway) is a save of its own, queued behind those of its segment.
  const saveLater = useRef<(record: DocumentRecord, decision: Decision) => void>(() => {});

  const setState = useCallback((recordId: number, state: SaveState) => {
    setStates((before) => new Map(before).set(recordId, state));
  }, []);

  const run = useCallback(
    async (given: DocumentRecord, decision: Decision, review: ReviewNote | undefined) => {
      const record = newer(latest.current.get(given.id), given);
      const draft = drafts.get(record.id);
      const target = draft?.value ?? record.target;
      // Approving anyway is for the text QA judged: typed since, the text is judged again.
      const anyway = decision === 'anyway' && !draft;
      const approve = decision === true || decision === 'anyway';
      const reject = decision === 'reject';
      // Nothing typed and nothing to approve or reject: leaving a segment as it was is no save.
      if (!draft && !reject && (!approve || isConfirmed(record))) return;
      if ((approve || reject) && translatesNothing(target, record.source)) return;
      setState(record.id, { state: 'saving' });
      const settle = (saved: SavedDocumentRecord) => {
        latest.current.set(saved.id, saved);
        drafts.settle(saved);
        replaceRecord(saved);
        // Repetitions given the approved target: their rows show it once the pages are read again.
        if (saved.updated_repetitions.length) void client.invalidateQueries({ queryKey: recordsKey(documentId) });
        refreshDocument();
        void client.invalidateQueries({ queryKey: documentsListKey });
        if (approve && saved.approved) onApproved?.(saved);
        return saved;
      };
      const done = () => {
        pending.current.delete(record.id);
        setState(record.id, { state: 'saved' });
      };
      try {
        let checkErrors = approve && !anyway && onKeptForErrors !== undefined;
        if (checkErrors && confirmErrors && !draft && qaErrors(record).length > 0) {
          // Nothing typed: the findings of the saved text are known, and asked about before any request.
          if (!(await confirmErrors(record, qaErrors(record)))) return done();
          checkErrors = false;
        }
        // A draft is saved against the version it was typed on: if someone saved in between, that is a 409.
        const saved = settle(
          await documentsApi.updateDocumentRecord(record.id, {
            target,
            approved: approve || (record.approved && !draft && !reject),
            updated_at: draft?.updatedAt ?? record.updated_at,
            ...(draft?.origin ?? {}),
            ...(checkErrors ? { unless_qa_errors: true } : {}),
            ...(reject ? { rejected: true } : {}),
            ...(review ? { review } : {}),
          }),
        );
        done();
        // Kept unapproved for its errors: the translator decides, and only approving anyway sends a second request.
        if (checkErrors && !saved.approved)
          onKeptForErrors?.(saved, qaErrors(saved), () => saveLater.current(saved, 'anyway'));
      } catch (error) {
        pending.current.set(record.id, { record, approve: decision, review });
        setState(record.id, isApiError(error, 401) ? { state: 'signin' } : { state: 'failed', error });
      }
    },
    [
      client,
      documentId,
      drafts,
      replaceRecord,
      refreshDocument,
      setState,
      confirmErrors,
      onKeptForErrors,
      onApproved,
      isConfirmed,
    ],
  );

  const save = useCallback(
    (record: DocumentRecord, decision: Decision, review?: ReviewNote) => {
      latest.current.set(record.id, newer(latest.current.get(record.id), record));
      const queued = (queues.current.get(record.id) ?? Promise.resolve()).then(() => run(record, decision, review));
      queues.current.set(record.id, queued);
    },
    [run],
  );
  const reject = useCallback((record: DocumentRecord, review?: ReviewNote) => save(record, 'reject', review), [save]);
  useEffect(() => {
    saveLater.current = save;
  }, [save]);

  const retry = useCallback(
    (recordId: number) => {
      const wanted = pending.current.get(recordId);
      if (wanted) save(wanted.record, wanted.approve, wanted.review);
    },
    [save],
  );

  const reload = useCallback(
    (recordId: number) => {
      pending.current.delete(recordId);
      drafts.discard(recordId);
      setStates((before) => {
        const after = new Map(before);
        after.delete(recordId);
        return after;
      });
      void client.invalidateQueries({ queryKey: recordsKey(documentId) });
    },
    [client, documentId, drafts],
  );

  useSignedInAgain(() => {
    for (const [recordId, wanted] of pending.current) {
      if (states.get(recordId)?.state === 'signin') save(wanted.record, wanted.approve, wanted.review);
    }
  });

  const stateOf = useCallback((recordId: number) => states.get(recordId), [states]);
  return useMemo(() => ({ save, reject, retry, reload, stateOf }), [save, reject, retry, reload, stateOf]);
}

/**
 * What a save decides besides the target: approve it (true), leave the approval (false), reject it, or approve
 * the saved text whatever QA found in it ('anyway').
 */
type Decision = boolean | 'reject' | 'anyway';

/** The QA errors of a record as last saved (errors are never ignored, but a finding says so itself). */
const qaErrors = (record: DocumentRecord) => record.qa.filter((issue) => issue.severity === 'error' && !issue.ignored);

/** Of two versions of a record, the one saved last (a page fetched before a save may arrive after it). */
const newer = (known: DocumentRecord | undefined, given: DocumentRecord) =>
  known && Date.parse(known.updated_at) > Date.parse(given.updated_at) ? known : given;
