/**
 * Cross-site request guard: every state-changing call (POST, PUT, PATCH, DELETE) must carry this header.
 * A cross-site form cannot set it and a cross-origin script needs a CORS preflight the API never grants,
 * so together with SameSite=Lax cookies it stops CSRF. The shared API client sends it on every call.
 */
export const CSRF_HEADER = 'x-tessera-csrf';
export const CSRF_VALUE = '1';
