import { HttpError } from '../plugins/errors.ts';

/**
 * The segments a batch lookup asked for (`asked`, ids from ?records=) in the order asked, from those found in the
 * document; 404 naming the ids that are no segment of it, so a caller never mistakes a wrong id for "no hits".
 */
export function inOrderAsked<T extends { id: number }>(asked: readonly number[], found: readonly T[]): T[] {
  const byId = new Map(found.map((record) => [record.id, record]));
  const missing = asked.filter((id) => !byId.has(id));
  if (missing.length > 0)
    throw new HttpError(
      404,
      'segment_ids_unknown',
      `${missing.length === 1 ? 'No segment of this document has the id' : 'No segments of this document have the ids'} ${missing.join(', ')}`,
    );
  return asked.map((id) => byId.get(id)!);
}
