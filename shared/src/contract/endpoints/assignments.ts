import { DocumentAssignments, ProjectAssignments, PutAssignmentsBody } from '../assignments.ts';
import { IdParam } from '../common.ts';
import { routes } from '../routes.ts';
import { endpointsTagged } from './endpoint.ts';

const define = endpointsTagged('workflow');

export const assignmentsEndpoints = define(routes.assignments, {
  document: {
    summary: "The document's steps in order: who, due when, waiting / active / delivered, and how far",
    params: IdParam,
    response: { 200: DocumentAssignments },
  },
  setDocument: {
    summary: "Set the document's steps (the whole list; empty: anyone may work on it)",
    description:
      'A step kept keeps its state; the first step not delivered is active. 400 for an assignee who does not exist or is disabled.',
    params: IdParam,
    body: PutAssignmentsBody,
    response: { 200: DocumentAssignments },
  },
  project: {
    summary: 'The steps the documents uploaded into the project start with',
    params: IdParam,
    response: { 200: ProjectAssignments },
  },
  setProject: {
    summary: 'Set the steps the documents uploaded into the project from now on start with (the whole list)',
    params: IdParam,
    body: PutAssignmentsBody,
    response: { 200: ProjectAssignments },
  },
});
