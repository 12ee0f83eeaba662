/**
 * Development mock of the API for msw. Never imported by production code.
 * `@tessera/shared/mocks/node` sets up the Vitest server, `@tessera/shared/mocks/browser` the browser worker.
 */
export { handlers, authHandlers, documentHandlers, glossaryHandlers, listHandlers } from './handlers.ts';
export { SAMPLE_DOCUMENT_ID, SAMPLE_DOCUMENT_SEGMENT_COUNT } from './documents.ts';
export { db, resetMockDb, now, MOCK_PASSWORD, SAMPLE_GLOSSARY_ID, SAMPLE_RECORD_COUNT } from './db.ts';
export type { MockDb, ResetOptions } from './db.ts';
