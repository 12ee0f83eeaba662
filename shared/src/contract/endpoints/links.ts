import { IdParam } from '../common.ts';
import {
  DocumentGlossaryLinks,
  DocumentMatchSettings,
  DocumentTmLinks,
  PutDocumentGlossaryLinksBody,
  PutDocumentTmLinksBody,
} from '../matching.ts';
import { routes } from '../routes.ts';
import { endpointsTagged } from './endpoint.ts';

const define = endpointsTagged('documents');

export const linksEndpoints = {
  documentTms: define(routes.links.documentTms, {
    summary: 'The translation memories the document uses, in priority order',
    params: IdParam,
    response: { 200: DocumentTmLinks },
    errors: [400, 401, 403, 404],
  }),
  setDocumentTms: define(routes.links.setDocumentTms, {
    summary:
      'Set the translation memories the document uses (array order = priority; write TMs receive approved segments)',
    params: IdParam,
    body: PutDocumentTmLinksBody,
    response: { 200: DocumentTmLinks },
    errors: [400, 401, 403, 404],
  }),
  documentGlossaries: define(routes.links.documentGlossaries, {
    summary: 'The glossaries the document uses, in priority order',
    params: IdParam,
    response: { 200: DocumentGlossaryLinks },
    errors: [400, 401, 403, 404],
  }),
  setDocumentGlossaries: define(routes.links.setDocumentGlossaries, {
    summary: 'Set the glossaries the document uses (array order = priority)',
    params: IdParam,
    body: PutDocumentGlossaryLinksBody,
    response: { 200: DocumentGlossaryLinks },
    errors: [400, 401, 403, 404],
  }),
  matchSettings: define(routes.links.matchSettings, {
    summary: 'Fuzzy-match settings: the display threshold (default 75)',
    params: IdParam,
    response: { 200: DocumentMatchSettings },
    errors: [400, 401, 403, 404],
  }),
  setMatchSettings: define(routes.links.setMatchSettings, {
    summary: 'Set the display threshold (50-100): the editor shows matches at or above it',
    params: IdParam,
    body: DocumentMatchSettings,
    response: { 200: DocumentMatchSettings },
    errors: [400, 401, 403, 404],
  }),
};
