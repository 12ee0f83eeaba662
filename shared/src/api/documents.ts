import type { Document } from '../contract/documents.ts';
import { api } from './client.ts';

/** GET /document/: every document the user can see. */
export const listDocuments = (signal?: AbortSignal) => api.get<Document[]>('/document/', undefined, signal);
