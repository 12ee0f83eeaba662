/** Typed calls for machine translation: the admin's provider settings and a segment's MT suggestion. */
import type { MtTestBody, PutMtSettingsBody } from '../contract/mt.ts';
import { call, routes } from '@tessera/shared';

/** The provider in use (admins); the key only as `has_key`. */
export const getMtSettings = (signal?: AbortSignal) => call(routes.mt.settings, { signal });

/** Sets the provider (admins): `api_key` left out keeps the stored key while provider and URL stay the same. */
export const putMtSettings = (body: PutMtSettingsBody) => call(routes.mt.putSettings, { body });

/**
 * The provider's translation of the segment, codes in place. 409 when no provider is configured, 429 (Retry-After)
 * when it limits requests, 502/504 when it fails or does not answer.
 */
export const getMtSuggestion = (recordId: number, signal?: AbortSignal) =>
  call(routes.mt.suggestion, { params: { id: recordId }, signal });

/** A sentence through the provider in use (admins); its errors as for a suggestion. */
export const testMt = (body: MtTestBody) => call(routes.mt.test, { body });
