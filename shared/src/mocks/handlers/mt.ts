import { HttpResponse } from 'msw';
import { PutMtSettingsBody } from '../../contract/mt.ts';
import { db, NO_MT, now } from '../db.ts';
import { routes } from '../../contract/routes.ts';
import { handleSegment } from '../documents.ts';
import { errorAnswer, handle, parseBody, requireUser } from './respond.ts';

/** The answer when no provider can be asked: none is configured (409), or one is and the mock has none (502). */
function providerUnavailable() {
  if (!db.mt.provider)
    return errorAnswer(
      409,
      'No machine translation provider is configured: an admin sets one up under Settings › Machine translation',
    );
  return errorAnswer(
    502,
    `The machine translation provider could not be reached at ${db.mt.url ?? 'its public endpoint'}`,
  );
}

/**
 * Machine translation settings (admins only, the key write-only), saved as sent: a key not sent is kept. The mock
 * has no translation service: a segment's suggestion answers that no provider is configured, or, once one is set,
 * that it cannot be reached.
 */
export const mtHandlers = [
  handle(routes.mt.settings, () => {
    const auth = requireUser('mt.manage');
    return auth.ok ? HttpResponse.json(db.mt) : auth.answer;
  }),

  handle(routes.mt.putSettings, async ({ request }) => {
    const auth = requireUser('mt.manage');
    if (!auth.ok) return auth.answer;
    const body = await parseBody(request, PutMtSettingsBody);
    if (!body.ok) return body.answer;
    const { provider, url = null, model = null, api_key, allow_private_network = false } = body.value;
    if (provider === null) {
      db.mt = NO_MT;
      return HttpResponse.json(db.mt);
    }
    const sameServer = db.mt.provider === provider && db.mt.url === url;
    const hasKey = api_key === undefined ? sameServer && db.mt.has_key : api_key !== null;
    db.mt = { provider, url, model, has_key: hasKey, allow_private_network, source: 'database', updated_at: now() };
    return HttpResponse.json(db.mt);
  }),

  handle(routes.mt.test, () => {
    const auth = requireUser('mt.manage');
    if (!auth.ok) return auth.answer;
    return providerUnavailable();
  }),

  handle(routes.mt.status, () => {
    const auth = requireUser('document.read');
    return auth.ok ? HttpResponse.json({ available: db.mt.provider !== null }) : auth.answer;
  }),

  // The segment first (404), then the provider.
  handleSegment(routes.mt.suggestion, () => providerUnavailable()),
];
