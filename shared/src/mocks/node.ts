/** msw for Vitest: `mockServer.listen({ onUnhandledFrame: 'error' })` in a test's beforeAll. */
import { setupServer } from 'msw/node';
import { handlers } from './handlers.ts';

export const mockServer = setupServer(...handlers);
export { db, mockDocument, now, resetMockDb, MOCK_PASSWORD, SAMPLE_GLOSSARY_ID, SAMPLE_RECORD_COUNT } from './db.ts';
export { SAMPLE_DOCUMENT_ID, SAMPLE_DOCUMENT_SEGMENT_COUNT } from './documents.ts';
export { mockTmUnits } from './tm.ts';
export { notifyInMock } from './handlers/assignments.ts';
export { unscored } from './handlers/review.ts';
export { FetchEventSource } from './event-source.ts';
