import { HttpResponse } from 'msw';
import { PutMtSettingsBody } from '../../contract/mt.ts';
import { db, NO_MT, now } from '../db.ts';
import { routes } from '../../contract/routes.ts';
import { handleSegment } from '../documents.ts';
import { errorAnswer, handle } from './respond.ts';

/** The mock has no translation service: whatever is set, the provider cannot be reached. */
const providerUnavailable = () =>
  errorAnswer(
    502,
    'mt_failed',
    `The machine translation provider could not be reached at ${db.mt.url ?? 'its public endpoint'}`,
  );

/**
 * Machine translation settings (admins only, the key write-only), saved as sent: a key not sent is kept. The mock
 * has no translation service: a trial or a segment's suggestion answers that the provider cannot be reached (which
 * provider is missing or refuses is the server's to say).
 */
export const mtHandlers = [
  handle(routes.mt.settings, () => HttpResponse.json(db.mt)),

  // A key not sent is left as it was.
  handle.withBody(routes.mt.putSettings, PutMtSettingsBody, ({ body }) => {
    const { provider, url = null, model = null, api_key, allow_private_network = false } = body;
    const has_key = api_key === undefined ? db.mt.has_key : api_key !== null;
    db.mt = provider
      ? { provider, url, model, has_key, allow_private_network, source: 'database', updated_at: now() }
      : NO_MT;
    return HttpResponse.json(db.mt);
  }),

  handle(routes.mt.test, () => providerUnavailable()),

  handle(routes.mt.status, () => HttpResponse.json({ available: db.mt.provider !== null })),

  // The segment first (404), then the provider.
  handleSegment(routes.mt.suggestion, () => providerUnavailable()),
];
