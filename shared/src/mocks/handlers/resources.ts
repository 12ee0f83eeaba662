/** What the handlers of glossaries, translation memories and documents answer alike. */
import { HttpResponse } from 'msw';
import { now } from '../db.ts';

/**
 * The answer to a GET of an item whose background work (an import, a processing) the mock runs a step at each
 * poll, as the screens poll it: the step, then the item.
 */
export const polledItem =
  <T extends Record<string, unknown>>(advance: (item: T) => void) =>
  (item: T) => {
    advance(item);
    return HttpResponse.json(item);
  };

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
