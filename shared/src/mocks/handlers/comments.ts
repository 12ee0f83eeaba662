/** Segment comments and history in the development mock, answered as the server answers them. */
import { HttpResponse } from 'msw';
import {
  CreateCommentBody,
  UpdateCommentBody,
  can,
  type DocumentRecord,
  type SegmentChange,
  type SegmentComment,
  type SegmentVersion,
  type User,
  type WorkflowStep,
} from '../../contract/index.ts';
import { db, now } from '../db.ts';
import { routes } from '../../contract/routes.ts';
import { errorAnswer, itemHandler, segmentNotFound } from './respond.ts';

type State = { comments: SegmentComment[]; versions: SegmentVersion[]; nextId: number };
// Keyed by the documents list, which a reset of the mock database replaces.
const states = new WeakMap<object, State>();
function state(): State {
  let current = states.get(db.documents);
  if (!current) {
    current = { comments: [], versions: [], nextId: 1 };
    states.set(db.documents, current);
  }
  return current;
}

/** What the server's history trigger writes, for the mock's segment saves. */
export function recordMockVersion(
  before: DocumentRecord,
  after: DocumentRecord,
  user: User,
  change: SegmentChange,
  review: { step: WorkflowStep | null; levels: [before: number, after: number] } = { step: null, levels: [0, 0] },
): void {
  const rejected = after.status === 'rejected' && before.status !== 'rejected';
  const [levelBefore, levelAfter] = review.levels;
  if (before.target === after.target && before.approved === after.approved && !rejected && levelBefore === levelAfter)
    return;
  state().versions.unshift({
    id: state().nextId++,
    record_id: after.id,
    user: { id: user.id, username: user.username },
    change,
    old_target: before.target,
    new_target: after.target,
    old_approved: before.approved,
    new_approved: after.approved,
    old_reviewed: levelBefore > 0,
    new_reviewed: levelAfter > 0,
    step: review.step,
    created_at: now(),
  });
}

type SegmentLookup = (id: number | undefined) => DocumentRecord | undefined;

/** The open counts the server's trigger keeps, on the segment and its document. */
function countOpen(record: DocumentRecord) {
  const open = (c: SegmentComment) => !c.resolved;
  record.open_comments = state().comments.filter((c) => c.record_id === record.id && open(c)).length;
  const document = db.documents.find((d) => d.id === record.document_id);
  if (document)
    document.open_comments = state().comments.filter((c) => c.document_id === document.id && open(c)).length;
}

/** Its author may change or delete a comment, and whoever moderates comments. */
const mayChange = (comment: SegmentComment, user: User) =>
  comment.author.id === user.id || can(user, 'comment.moderate');
const notTheAuthor = () => errorAnswer(403, 'Only its author or an admin can change or delete a comment');

const handleComment = itemHandler(
  (id) => state().comments.find((c) => c.id === id),
  () => errorAnswer(404, 'Comment not found'),
);

export function commentHandlers(findSegment: SegmentLookup) {
  const handleSegment = itemHandler(findSegment, segmentNotFound);
  return [
    handleSegment(routes.documents.history, (record) => {
      return HttpResponse.json({ versions: state().versions.filter((v) => v.record_id === record.id) });
    }),

    handleSegment(routes.comments.list, (record) => {
      return HttpResponse.json({ comments: state().comments.filter((c) => c.record_id === record.id) });
    }),

    handleSegment.withBody(routes.comments.create, CreateCommentBody, (record, { body, user }) => {
      const created = now();
      const comment: SegmentComment = {
        id: state().nextId++,
        record_id: record.id,
        document_id: record.document_id,
        author: { id: user.id, username: user.username },
        text: body.text,
        resolved: false,
        created_at: created,
        updated_at: created,
      };
      state().comments.push(comment);
      countOpen(record);
      return HttpResponse.json(comment, { status: 201 });
    }),

    handleComment.withBody(routes.comments.update, UpdateCommentBody, (comment, { user, body }) => {
      if (!mayChange(comment, user)) return notTheAuthor();
      Object.assign(comment, {
        ...(body.text !== undefined ? { text: body.text } : {}),
        ...(body.resolved !== undefined ? { resolved: body.resolved } : {}),
        updated_at: now(),
      });
      const record = findSegment(comment.record_id);
      if (record) countOpen(record);
      return HttpResponse.json(comment);
    }),

    handleComment(routes.comments.delete, (comment, { user }) => {
      if (!mayChange(comment, user)) return notTheAuthor();
      state().comments = state().comments.filter((c) => c !== comment);
      const record = findSegment(comment.record_id);
      if (record) countOpen(record);
      return HttpResponse.json({ message: 'Comment deleted' });
    }),
  ];
}
