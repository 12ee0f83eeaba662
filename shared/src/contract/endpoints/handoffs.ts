import { z } from 'zod';
import { IdParam } from '../common.ts';
import {
  CreateHandoffBody,
  DocumentHandoffAnswer,
  Handoff,
  HandoffList,
  HandoffParams,
  ResolveHandoffConflictsBody,
} from '../handoffs.ts';
import { routes } from '../routes.ts';
import { endpointsTagged, NO_CONFLICT_ERRORS } from './endpoint.ts';

const define = endpointsTagged('projects');

export const handoffsEndpoints = define(routes.handoffs, {
  list: {
    summary:
      "The project's packages sent out to desktop tools, newest first, each with its state and its return's report",
    params: IdParam,
    response: { 200: HandoffList },
    errors: NO_CONFLICT_ERRORS,
  },
  create: {
    summary:
      "Send a target language's documents out as a package (one person's with user_id: the documents whose steps " +
      'they hold); their segments are read-only in Tessera until it returns or is taken back',
    description:
      '400 when target_lang is not a target language of the project; 404 for an unknown project or user; 409 when ' +
      'a document is being imported or could not be read, when a document is already out in another package, or ' +
      'when there is no document to send.',
    params: IdParam,
    body: CreateHandoffBody,
    response: { 201: Handoff },
  },
  package: {
    summary: "The package's ZIP (an OmegaT project: see projects.omegatPackage), its segments as they were sent",
    description: '409 while a match index of its TMs is being built; 404 for an unknown package of the project.',
    params: HandoffParams,
    response: { 200: z.unknown().describe('ZIP archive (application/zip)') },
  },
  return: {
    summary:
      'Take a package back (multipart part "file"): the OmegaT project zipped, its target files zipped, or one of ' +
      'them (XLIFF 1.2)',
    description:
      'Each returned unit is matched to its segment by its id: a unit naming no segment of the package, a source ' +
      'or codes other than the segment’s, a target whose codes are missing, added or out of order are refused with ' +
      'the reason; a segment changed in Tessera since the package left is a conflict for the manager to settle ' +
      '(POST …/conflicts); the rest is applied as one change by the package’s person ("return"), confirmed and ' +
      'written to the TMs from the returned segments. The package is then returned and its segments editable. ' +
      'A package taken back still takes its return (the segments edited meanwhile are its conflicts). 409 when it ' +
      'was returned already; 422 when the file holds no unit of the package or cannot be read (the line ' +
      'named); 413 when too large.',
    params: HandoffParams,
    consumes: ['multipart/form-data'],
    response: { 200: Handoff },
    errors: [400, 401, 403, 404, 409, 413, 422],
  },
  resolve: {
    summary: "Settle conflicts of a package's return: each segment takes the return's target or keeps Tessera's",
    description: '400 for a segment that is no open conflict of the package.',
    params: HandoffParams,
    body: ResolveHandoffConflictsBody,
    response: { 200: Handoff },
  },
  takeBack: {
    summary: 'Take a package back without its return: its segments are editable again in Tessera',
    description: '409 when the package is not out.',
    params: HandoffParams,
    response: { 200: Handoff },
  },
  ofDocument: {
    summary: 'The package the document is out in (its segments read-only), or null',
    params: IdParam,
    response: { 200: DocumentHandoffAnswer },
    errors: NO_CONFLICT_ERRORS,
  },
});
