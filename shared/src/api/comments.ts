/** Typed calls of segment comments. All go through the one client, the `@tessera/shared` singleton (./client.ts). */
import type { CreateCommentBody, UpdateCommentBody } from '../contract/comments.ts';
import { call, routes } from '@tessera/shared';

/** A segment's comments, oldest first. */
export const listSegmentComments = (recordId: number, signal?: AbortSignal) =>
  call(routes.comments.list, { params: { id: recordId }, signal });

/** Anyone who reads the document may comment. */
export const addSegmentComment = (recordId: number, body: CreateCommentBody) =>
  call(routes.comments.create, { params: { id: recordId }, body });

/** New text or resolved flag; 403 unless the author or an admin. */
export const updateSegmentComment = (commentId: number, body: UpdateCommentBody) =>
  call(routes.comments.update, { params: { id: commentId }, body });

/** 403 unless the author or an admin. */
export const deleteSegmentComment = (commentId: number) => call(routes.comments.delete, { params: { id: commentId } });
