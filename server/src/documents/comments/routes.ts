import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateCommentBody,
  ErrorBody,
  IdParam,
  MessageBody,
  SegmentComment,
  SegmentCommentList,
  UpdateCommentBody,
  can,
  type User,
} from '@tessera/shared/contract';
import { HttpError } from '../../plugins/errors.ts';
import { findRecord } from '../repository.ts';
import { createComment, deleteComment, findComment, listComments, updateComment } from './repository.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['documents'];
// Whoever can read a document can discuss its segments.
const read = { permission: 'document.read' } as const;

/** Comments on segments: everyone who reads the document writes them; authors and admins change and delete them. */
export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const recordOr404 = async (id: number) => {
    const record = await findRecord(app.db, id);
    if (!record) throw new HttpError(404, 'Segment not found');
    return record;
  };
  const ownCommentOr403 = async (id: number, user: User) => {
    const comment = await findComment(app.db, id);
    if (!comment) throw new HttpError(404, 'Comment not found');
    if (comment.author.id !== user.id && !can(user, 'comment.moderate')) {
      throw new HttpError(403, 'Only its author or an admin can change or delete a comment');
    }
    return comment;
  };

  app.get(
    '/document/records/:id/comments',
    {
      config: read,
      schema: {
        tags,
        summary: "A segment's comments, oldest first",
        params: IdParam,
        response: { 200: SegmentCommentList, ...errors },
      },
    },
    async (request) => {
      await recordOr404(request.params.id);
      return { comments: await listComments(app.db, request.params.id) };
    },
  );

  app.post(
    '/document/records/:id/comments',
    {
      config: read,
      schema: {
        tags,
        summary: 'Comment on a segment (open until resolved)',
        params: IdParam,
        body: CreateCommentBody,
        response: { 201: SegmentComment, ...errors },
      },
    },
    async (request, reply) => {
      const record = await recordOr404(request.params.id);
      const comment = await createComment(app.db, {
        record_id: record.id,
        document_id: record.document_id,
        user_id: request.user.id,
        text: request.body.text,
      });
      return reply.code(201).send(comment);
    },
  );

  app.put(
    '/comments/:id',
    {
      config: read,
      schema: {
        tags,
        summary: "Change a comment's text or resolve / reopen it (its author or an admin)",
        params: IdParam,
        body: UpdateCommentBody,
        response: { 200: SegmentComment, ...errors },
      },
    },
    async (request) => {
      await ownCommentOr403(request.params.id, request.user);
      const comment = await updateComment(app.db, request.params.id, request.body);
      if (!comment) throw new HttpError(404, 'Comment not found');
      return comment;
    },
  );

  app.delete(
    '/comments/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'Delete a comment (its author or an admin)',
        params: IdParam,
        response: { 200: MessageBody, ...errors },
      },
    },
    async (request) => {
      await ownCommentOr403(request.params.id, request.user);
      if (!(await deleteComment(app.db, request.params.id))) throw new HttpError(404, 'Comment not found');
      return { message: 'Comment deleted' };
    },
  );
};
