import { CreateCommentBody, SegmentComment, SegmentCommentList, UpdateCommentBody } from '../comments.ts';
import { IdParam, MessageBody } from '../common.ts';
import { routes } from '../routes.ts';
import { endpointsTagged } from './endpoint.ts';

const define = endpointsTagged('documents');

export const commentsEndpoints = {
  list: define(routes.comments.list, {
    summary: "A segment's comments, oldest first",
    params: IdParam,
    response: { 200: SegmentCommentList },
    errors: [400, 401, 403, 404],
  }),
  create: define(routes.comments.create, {
    summary: 'Comment on a segment (open until resolved)',
    params: IdParam,
    body: CreateCommentBody,
    response: { 201: SegmentComment },
    errors: [400, 401, 403, 404],
  }),
  update: define(routes.comments.update, {
    summary: "Change a comment's text or resolve / reopen it (its author or an admin)",
    params: IdParam,
    body: UpdateCommentBody,
    response: { 200: SegmentComment },
    errors: [400, 401, 403, 404],
  }),
  delete: define(routes.comments.delete, {
    summary: 'Delete a comment (its author or an admin)',
    params: IdParam,
    response: { 200: MessageBody },
    errors: [400, 401, 403, 404],
  }),
};
