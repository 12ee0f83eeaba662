/** Typed calls of segment comments. All go through the one client, the `@tessera/shared` singleton (./client.ts). */
import { plainCalls, routes } from '@tessera/shared';

/**
 * A segment's comments, oldest first (`listSegmentComments(recordId)`); anyone who reads the document may add one
 * (`addSegmentComment(recordId, body)`). Changing its text or resolved flag and deleting it (by the comment's id)
 * answer 403 unless the caller is its author or an admin.
 */
export const {
  list: listSegmentComments,
  create: addSegmentComment,
  update: updateSegmentComment,
  delete: deleteSegmentComment,
} = plainCalls(routes.comments);
