/** Segment comments and history in the development mock: plain reads and writes; the mock keeps no history. */
import { HttpResponse } from 'msw';
import { CreateCommentBody, UpdateCommentBody, type SegmentComment } from '../../contract/index.ts';
import { nextId, now, perReset, userRef } from '../db.ts';
import { routes } from '../../contract/routes.ts';
import { itemHandler } from './respond.ts';
import { handleSegment } from '../documents.ts';

const state = perReset(() => ({ comments: [] as SegmentComment[] }));

const handleComment = itemHandler((id) => state().comments.find((c) => c.id === id), {
  code: 'comment_not_found',
  message: 'Comment not found',
});

export const commentHandlers = [
  handleSegment(routes.documents.history, () => HttpResponse.json({ versions: [] })),

  handleSegment(routes.comments.list, (record) =>
    HttpResponse.json({ comments: state().comments.filter((c) => c.record_id === record.id) }),
  ),

  handleSegment.withBody(routes.comments.create, CreateCommentBody, (record, { body, user }) => {
    const created = now();
    const comment: SegmentComment = {
      id: nextId(state().comments),
      record_id: record.id,
      document_id: record.document_id,
      author: userRef(user),
      text: body.text,
      resolved: false,
      created_at: created,
      updated_at: created,
    };
    state().comments.push(comment);
    return HttpResponse.json(comment, { status: 201 });
  }),

  handleComment.withBody(routes.comments.update, UpdateCommentBody, (comment, { body }) => {
    const { text = comment.text, resolved = comment.resolved } = body;
    Object.assign(comment, { text, resolved, updated_at: now() });
    return HttpResponse.json(comment);
  }),

  handleComment(routes.comments.delete, (comment) => {
    state().comments = state().comments.filter((c) => c !== comment);
    return HttpResponse.json({ message: 'Comment deleted' });
  }),
];
