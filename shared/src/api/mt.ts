/** Typed calls for machine translation: whether it is on, the admin's provider settings, a segment's MT suggestion. */
import { plainCalls, routes } from '@tessera/shared';

/**
 * The provider in use (admins), its key only as `has_key`; putting it with `api_key` left out keeps the stored key
 * while provider and URL stay the same. `getMtSuggestion(recordId)` is the provider's translation of the segment,
 * codes in place: 409 when no provider is configured, 429 (Retry-After) when it limits requests, 502/504 when it
 * fails or does not answer; `getMtStatus()` says whether a provider is configured, so that a screen asks for
 * suggestions only then. `testMt(body)` sends a sentence through the provider in use (admins), with the same
 * errors.
 */
export const {
  settings: getMtSettings,
  putSettings: putMtSettings,
  suggestion: getMtSuggestion,
  status: getMtStatus,
  test: testMt,
} = plainCalls(routes.mt);
