import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can, type User } from '@tessera/shared/contract';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../../plugins/endpoint.ts';
import { foundOr404, HttpError } from '../../plugins/errors.ts';
import { findRecord } from '../repository.ts';
import { createComment, deleteComment, findComment, listComments, updateComment } from './repository.ts';
import { notifyMentions } from './mentions.ts';
// Whoever can read a document can discuss its segments.

/** Comments on segments: everyone who reads the document writes them; authors and admins change and delete them. */
export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const recordOr404 = async (id: number) =>
    foundOr404(await findRecord(app.db, id), 'segment_not_found', 'Segment not found');
  const ownCommentOr403 = async (id: number, user: User) => {
    const comment = foundOr404(await findComment(app.db, id), 'comment_not_found', 'Comment not found');
    if (comment.author.id !== user.id && !can(user, 'comment.moderate')) {
      throw new HttpError(403, 'comment_not_yours', 'Only its author or an admin can change or delete a comment');
    }
    return comment;
  };

  route(app, endpoints.comments.list, async (request) => {
    await recordOr404(request.params.id);
    return { comments: await listComments(app.db, request.params.id) };
  });

  route(app, endpoints.comments.create, async (request, reply) => {
    const record = await recordOr404(request.params.id);
    const comment = await app.db.transaction().execute(async (trx) => {
      const created = await createComment(trx, {
        record_id: record.id,
        document_id: record.document_id,
        user_id: request.user.id,
        text: request.body.text,
      });
      await notifyMentions(trx, { ...created, authorId: request.user.id });
      return created;
    });
    return reply.code(201).send(comment);
  });

  route(app, endpoints.comments.update, async (request) => {
    const before = await ownCommentOr403(request.params.id, request.user);
    // Whoever an edit names for the first time is told, as if the comment had been written so.
    return app.db.transaction().execute(async (trx) => {
      const updated = foundOr404(
        await updateComment(trx, request.params.id, request.body),
        'comment_not_found',
        'Comment not found',
      );
      await notifyMentions(trx, { ...updated, authorId: request.user.id }, before.text);
      return updated;
    });
  });

  route(app, endpoints.comments.delete, async (request) => {
    await ownCommentOr403(request.params.id, request.user);
    if (!(await deleteComment(app.db, request.params.id)))
      throw new HttpError(404, 'comment_not_found', 'Comment not found');
    return { message: 'Comment deleted' };
  });
};
