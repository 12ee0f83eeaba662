import { HttpResponse } from 'msw';
import { PutMtSettingsBody } from '../../contract/mt.ts';
import { db, NO_MT, now } from '../db.ts';
import { routes } from '../../contract/routes.ts';
import { handleSegment } from '../documents.ts';
import { errorAnswer, handle, parseBody, requireUser } from './respond.ts';

/** The server's answer when it cannot ask a provider: none is configured (409), or the mock cannot reach it (502). */
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
 * Machine translation settings as the server keeps them (admins only, the key write-only). The mock has no
 * translation service: a segment's suggestion answers what the server answers without a provider, or, once one
 * is set, what it answers when the provider cannot be reached.
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
    if (provider === 'deepl' && !hasKey) return errorAnswer(400, 'DeepL needs an API key');
    if (provider !== 'deepl' && !url)
      return errorAnswer(
        400,
        `${provider === 'openai' ? 'An OpenAI-compatible server' : 'LibreTranslate'} needs the server's URL`,
      );
    if (provider === 'openai' && !model) return errorAnswer(400, 'An OpenAI-compatible server needs a model name');
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

  // As on the server: the segment first, then the provider.
  handleSegment(routes.mt.suggestion, () => providerUnavailable()),
];
