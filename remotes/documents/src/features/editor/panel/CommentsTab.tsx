import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { can, useCurrentUser, personName } from '@tessera/shared';
import * as commentsApi from '@tessera/shared/api/comments';
import type { SegmentComment, User, UserRef } from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import { Alert, Badge, Button, Spinner, cx } from '@tessera/shared/ui';
import { useAssignableSearch } from '@tessera/shared/ui/person-picker';
import { documentKey, documentsListKey, errorMessage, recordsKey } from '../../../common/documentQueries.ts';
import { useDocumentSteps } from '../../../common/workflowSteps.ts';
import { MENTION_OFFERS, MentionField } from './MentionField.tsx';
import type { PanelTabProps } from './tabs.ts';
import { PanelNote } from './PanelStates.tsx';
import { useMessages } from './i18n.ts';
import * as panelWords from './locales/en/panel.arb';

export const commentsKey = (recordId: number) => ['documents', 'comments', recordId] as const;

/**
 * Whom a comment may mention: the document's assignees and the segment's commenters; oneself left out, by username.
 * Those who assign work may mention anyone who may be given a step, as the server finds them (useMentionSearch).
 */
function usePeopleToMention(documentId: number, comments: readonly SegmentComment[], user: User | null): UserRef[] {
  const steps = useDocumentSteps(documentId);
  const people = new Map<number, UserRef>();
  const known = [
    ...(steps.data ?? []).filter((step) => !step.user.disabled).map((step) => step.user),
    ...comments.map((comment) => comment.author),
  ];
  for (const { id, username, display_name } of known) people.set(id, { id, username, display_name });
  if (user) people.delete(user.id);
  return [...people.values()].sort((a, b) => a.username.localeCompare(b.username, 'en'));
}

/**
 * For those who assign work, the people the server finds for what is typed after an `@` (at most as many as are
 * offered; oneself left out): an agency's thousands are searched, never loaded. `query` null: no mention is typed.
 */
function useMentionSearch(query: string | null, user: User | null): UserRef[] {
  const found = useAssignableSearch(query ?? '', {
    enabled: query !== null && user !== null && can(user, 'document.manage'),
    limit: MENTION_OFFERS,
  });
  return (found.data ?? []).filter((person) => person.id !== user?.id);
}

/**
 * The conversation about the active segment: everyone who reads the document writes here; a comment's author
 * (or an admin) resolves, reopens and deletes it. Open comments mark the segment's row.
 */
export function CommentsTab({ document, record }: PanelTabProps) {
  const t = useMessages();
  const formats = useFormats();
  const client = useQueryClient();
  const user = useCurrentUser();
  const [text, setText] = useState('');
  const comments = useQuery({
    queryKey: commentsKey(record?.id ?? 0),
    queryFn: ({ signal }) => commentsApi.listSegmentComments(record!.id, signal),
    enabled: record !== null,
  });
  const people = usePeopleToMention(document.id, comments.data?.comments ?? [], user);
  const [mentionQuery, setMentionQuery] = useState<string | null>(null);
  const searched = useMentionSearch(mentionQuery, user);
  const refresh = (recordId: number) => {
    void client.invalidateQueries({ queryKey: commentsKey(recordId) });
    // The open counts: the row's marker, the document's header and the document list.
    void client.invalidateQueries({ queryKey: recordsKey(document.id) });
    void client.invalidateQueries({ queryKey: documentKey(document.id) });
    void client.invalidateQueries({ queryKey: documentsListKey });
  };
  const add = useMutation({
    mutationFn: ({ recordId, text }: { recordId: number; text: string }) =>
      commentsApi.addSegmentComment(recordId, { text }),
    onSuccess: (_comment, { recordId }) => {
      setText('');
      refresh(recordId);
    },
  });
  const change = useMutation({
    mutationFn: ({ comment, resolved }: { comment: SegmentComment; resolved: boolean }) =>
      commentsApi.updateSegmentComment(comment.id, { resolved }),
    onSettled: (_result, _error, { comment }) => refresh(comment.record_id),
  });
  const remove = useMutation({
    mutationFn: (comment: SegmentComment) => commentsApi.deleteSegmentComment(comment.id),
    onSettled: (_result, _error, comment) => refresh(comment.record_id),
  });

  if (!record) return <PanelNote>{t(panelWords.editorCommentsSelectSegment)}</PanelNote>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) add.mutate({ recordId: record.id, text });
  };
  const failure = add.error ?? change.error ?? remove.error;
  return (
    <div className="flex flex-col gap-2 p-2">
      {failure && (
        <Alert tone="error" title={t(panelWords.editorCommentSaveFailed)}>
          {errorMessage(failure, { text: t(panelWords.editorCommentNew) })}
        </Alert>
      )}
      {comments.isPending ? (
        <Spinner label={t(panelWords.editorCommentsLoading)} />
      ) : comments.isError ? (
        <Alert tone="error" title={t(panelWords.editorCommentsLoadFailed)}>
          {errorMessage(comments.error)}
        </Alert>
      ) : comments.data.comments.length === 0 ? (
        <p className="text-sm text-slate-600">{t(panelWords.editorCommentsNone)}</p>
      ) : (
        <ol aria-label={t(panelWords.editorCommentsList)} className="flex flex-col gap-1">
          {comments.data.comments.map((comment) => {
            const mine = user !== null && (comment.author.id === user.id || can(user, 'comment.moderate'));
            return (
              <li
                key={comment.id}
                aria-label={t(comment.resolved ? panelWords.editorCommentByResolved : panelWords.editorCommentBy, {
                  name: personName(comment.author),
                })}
                className={cx(
                  'flex flex-col gap-1 rounded-md border bg-white p-2 text-sm shadow-xs',
                  comment.resolved ? 'border-slate-200 opacity-70' : 'border-amber-200',
                )}
              >
                <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
                  <span className="font-medium text-slate-800">{personName(comment.author)}</span>
                  <time dateTime={comment.created_at}>{formats.dateTime(comment.created_at)}</time>
                  {comment.resolved && <Badge tone="success">{t(panelWords.editorCommentResolved)}</Badge>}
                </div>
                <p className="break-words whitespace-pre-wrap text-slate-900">{comment.text}</p>
                {mine && (
                  <div className="flex gap-1">
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={change.isPending}
                      onClick={() => change.mutate({ comment, resolved: !comment.resolved })}
                    >
                      {comment.resolved ? t(panelWords.editorCommentReopen) : t(panelWords.editorCommentResolve)}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(comment)}
                      aria-label={t(panelWords.editorCommentDeleteLabel, { text: comment.text })}
                    >
                      {t(panelWords.editorCommentDelete)}
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <form onSubmit={submit} className="flex flex-col gap-1">
        <MentionField
          label={t(panelWords.editorCommentNew)}
          value={text}
          maxLength={10_000}
          onChange={setText}
          people={people}
          searched={searched}
          onQuery={setMentionQuery}
        />
        <div>
          <Button type="submit" size="sm" disabled={add.isPending || text.trim() === ''}>
            {t(panelWords.editorCommentAdd)}
          </Button>
        </div>
      </form>
    </div>
  );
}
