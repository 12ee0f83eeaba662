import { IdParam } from '../common.ts';
import {
  DocumentGlossaryLinks,
  DocumentMatchSettings,
  DocumentTmLinks,
  PutDocumentGlossaryLinksBody,
  PutDocumentTmLinksBody,
} from '../matching.ts';
import { routes } from '../routes.ts';
import { documentParts } from './documents.ts';

export const linksEndpoints = documentParts(routes.links, {
  documentTms: {
    summary: 'The translation memories the document uses, in priority order',
    params: IdParam,
    response: { 200: DocumentTmLinks },
  },
  setDocumentTms: {
    summary:
      'Set the translation memories the document uses (array order = priority; write TMs receive approved segments)',
    params: IdParam,
    body: PutDocumentTmLinksBody,
    response: { 200: DocumentTmLinks },
  },
  documentGlossaries: {
    summary: 'The glossaries the document uses, in priority order',
    params: IdParam,
    response: { 200: DocumentGlossaryLinks },
  },
  setDocumentGlossaries: {
    summary: 'Set the glossaries the document uses (array order = priority)',
    params: IdParam,
    body: PutDocumentGlossaryLinksBody,
    response: { 200: DocumentGlossaryLinks },
  },
  matchSettings: {
    summary: 'Fuzzy-match settings: the display threshold (default 75)',
    params: IdParam,
    response: { 200: DocumentMatchSettings },
  },
  setMatchSettings: {
    summary: 'Set the display threshold (50-100): the editor shows matches at or above it',
    params: IdParam,
    body: DocumentMatchSettings,
    response: { 200: DocumentMatchSettings },
  },
});
