/** Typed calls for machine translation: the admin's provider settings and a segment's MT suggestion. */
import type { MtSettings, MtSuggestion, MtTestBody, MtTestResult, PutMtSettingsBody } from '../contract/mt.ts';
import { api } from './client.ts';

/** GET /mt/settings (admins): the provider in use; the key only as `has_key`. */
export const getMtSettings = (signal?: AbortSignal) => api.get<MtSettings>('/mt/settings', undefined, signal);

/** PUT /mt/settings (admins): `api_key` left out keeps the stored key while provider and URL stay the same. */
export const putMtSettings = (body: PutMtSettingsBody) => api.put<MtSettings>('/mt/settings', body);

/**
 * GET /document/records/{id}/mt: the provider's translation of the segment, codes in place. 409 when no provider
 * is configured, 429 (Retry-After) when it limits requests, 502/504 when it fails or does not answer.
 */
export const getMtSuggestion = (recordId: number, signal?: AbortSignal) =>
  api.get<MtSuggestion>(`/document/records/${recordId}/mt`, undefined, signal);

/** POST /mt/test (admins): a sentence through the provider in use; its errors as for a suggestion. */
export const testMt = (body: MtTestBody) => api.post<MtTestResult>('/mt/test', body);
