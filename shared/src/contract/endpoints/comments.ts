import { CreateCommentBody, SegmentComment, SegmentCommentList, UpdateCommentBody } from '../comments.ts';
import { IdParam, MessageBody } from '../common.ts';
import { routes } from '../routes.ts';
import { documentParts } from './documents.ts';

export const commentsEndpoints = documentParts(routes.comments, {
  list: {
    summary: "A segment's comments, oldest first",
    params: IdParam,
    response: { 200: SegmentCommentList },
  },
  create: {
    summary: 'Comment on a segment (open until resolved)',
    params: IdParam,
    body: CreateCommentBody,
    response: { 201: SegmentComment },
  },
  update: {
    summary: "Change a comment's text or resolve / reopen it (its author or an admin)",
    params: IdParam,
    body: UpdateCommentBody,
    response: { 200: SegmentComment },
  },
  delete: {
    summary: 'Delete a comment (its author or an admin)',
    params: IdParam,
    response: { 200: MessageBody },
  },
});
