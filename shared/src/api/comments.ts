/** Typed calls of segment comments. All go through the one client in ./client.ts. */
import type { MessageBody } from '../contract/common.ts';
import type { CreateCommentBody, SegmentComment, SegmentCommentList, UpdateCommentBody } from '../contract/comments.ts';
import { api } from './client.ts';

/** GET /document/records/{id}/comments: oldest first. */
export const listSegmentComments = (recordId: number, signal?: AbortSignal) =>
  api.get<SegmentCommentList>(`/document/records/${recordId}/comments`, undefined, signal);

/** POST /document/records/{id}/comments: anyone who reads the document. */
export const addSegmentComment = (recordId: number, body: CreateCommentBody) =>
  api.post<SegmentComment>(`/document/records/${recordId}/comments`, body);

/** PUT /comments/{id}: new text or resolved flag; 403 unless the author or an admin. */
export const updateSegmentComment = (commentId: number, body: UpdateCommentBody) =>
  api.put<SegmentComment>(`/comments/${commentId}`, body);

/** DELETE /comments/{id}: 403 unless the author or an admin. */
export const deleteSegmentComment = (commentId: number) => api.delete<MessageBody>(`/comments/${commentId}`);
