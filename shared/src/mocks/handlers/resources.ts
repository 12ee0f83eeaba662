/** What the handlers of glossaries, translation memories and documents answer alike. */
import { HttpResponse } from 'msw';
import { now } from '../db.ts';

/**
 * A rename (`{name}`), answered with `{message}`: the new name, and the time of the change on an item
 * that records it (`updated_at`).
 */
export const renamed =
  (message: string) =>
  (item: { name: string; updated_at?: string }, { body }: { body: { name: string } }) => {
    item.name = body.name;
    if (item.updated_at !== undefined) item.updated_at = now();
    return HttpResponse.json({ message });
  };
