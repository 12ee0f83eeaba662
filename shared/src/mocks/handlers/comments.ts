/** Segment comments and history in the development mock: plain reads and writes; the mock keeps no history. */
import { HttpResponse } from 'msw';
import {
  CreateCommentBody,
  UpdateCommentBody,
  type SegmentComment,
  type SegmentVersion,
} from '../../contract/index.ts';
import { nextId, now, perReset } from '../db.ts';
import { routes } from '../../contract/routes.ts';
import { errorAnswer, itemHandler } from './respond.ts';
import { handleSegment } from '../documents.ts';

type State = { comments: SegmentComment[]; versions: SegmentVersion[] };
const state = perReset((): State => ({ comments: [], versions: [] }));

const handleComment = itemHandler(
  (id) => state().comments.find((c) => c.id === id),
  () => errorAnswer(404, 'Comment not found'),
);

export const commentHandlers = [
  handleSegment(routes.documents.history, (record) => {
    return HttpResponse.json({ versions: state().versions.filter((v) => v.record_id === record.id) });
  }),

  handleSegment(routes.comments.list, (record) => {
    return HttpResponse.json({ comments: state().comments.filter((c) => c.record_id === record.id) });
  }),

  handleSegment.withBody(routes.comments.create, CreateCommentBody, (record, { body, user }) => {
    const created = now();
    const comment: SegmentComment = {
      id: nextId(state().comments),
      record_id: record.id,
      document_id: record.document_id,
      author: { id: user.id, username: user.username, display_name: user.display_name },
      text: body.text,
      resolved: false,
      created_at: created,
      updated_at: created,
    };
    state().comments.push(comment);
    return HttpResponse.json(comment, { status: 201 });
  }),

  handleComment.withBody(routes.comments.update, UpdateCommentBody, (comment, { body }) => {
    Object.assign(comment, {
      ...(body.text !== undefined ? { text: body.text } : {}),
      ...(body.resolved !== undefined ? { resolved: body.resolved } : {}),
      updated_at: now(),
    });
    return HttpResponse.json(comment);
  }),

  handleComment(routes.comments.delete, (comment) => {
    state().comments = state().comments.filter((c) => c !== comment);
    return HttpResponse.json({ message: 'Comment deleted' });
  }),
];
