import { z } from 'zod';
import { Id, Timestamp } from './common.ts';
import { UserRef } from './users.ts';

/** A remark on a segment: a question to the reviewer, an answer, a note for later. */
export const SegmentComment = z.object({
  id: Id,
  record_id: Id,
  document_id: Id,
  author: UserRef,
  text: z.string(),
  /** Resolved comments stay readable but no longer count as open. */
  resolved: z.boolean(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type SegmentComment = z.infer<typeof SegmentComment>;
export const SegmentCommentList = z.object({ comments: z.array(SegmentComment) });
export type SegmentCommentList = z.infer<typeof SegmentCommentList>;

export const CommentText = z
  .string()
  .trim()
  .min(1, 'The comment is empty')
  .max(10_000, 'A comment holds at most 10,000 characters');

/** `POST /document/records/{id}/comments`. */
export const CreateCommentBody = z.object({ text: CommentText });
export type CreateCommentBody = z.infer<typeof CreateCommentBody>;

/** `PUT /comments/{id}` (its author or an admin): new text, resolved or reopened. */
export const UpdateCommentBody = z
  .object({ text: CommentText.optional(), resolved: z.boolean().optional() })
  .refine((body) => body.text !== undefined || body.resolved !== undefined, 'Give the new text or the resolved flag');
export type UpdateCommentBody = z.infer<typeof UpdateCommentBody>;

/** The records filter `comments=open`: only segments with open comments. */
export const CommentsRecordsFilter = z.enum(['any', 'open']);
export type CommentsRecordsFilter = z.infer<typeof CommentsRecordsFilter>;
