/** Typed calls of the projects API: projects, their links, analysis and pre-translation. */
import type { PretranslateBody } from '../contract/analysis.ts';
import type {
  CreateProjectBody,
  PutProjectGlossaryLinksBody,
  PutProjectTmLinksBody,
  UpdateProjectBody,
} from '../contract/projects.ts';
import { call, routes, urlOf } from '@tessera/shared';
import { uploadForm } from './upload.ts';

/** Every project with its documents' totals. */
export const listProjects = (signal?: AbortSignal) => call(routes.projects.list, { signal });

export const getProject = (id: number, signal?: AbortSignal) => call(routes.projects.get, { params: { id }, signal });

/** 201 with the project (managers, admins). */
export const createProject = (body: CreateProjectBody) => call(routes.projects.create, { body });

export const updateProject = (id: number, body: UpdateProjectBody) =>
  call(routes.projects.update, { params: { id }, body });

/** The project and its documents; answers how many documents went. */
export const deleteProject = (id: number) => call(routes.projects.delete, { params: { id } });

export const getProjectTranslationMemories = (id: number, signal?: AbortSignal) =>
  call(routes.projects.tms, { params: { id }, signal });

export const putProjectTranslationMemories = (id: number, body: PutProjectTmLinksBody) =>
  call(routes.projects.setTms, { params: { id }, body });

export const getProjectGlossaries = (id: number, signal?: AbortSignal) =>
  call(routes.projects.glossaries, { params: { id }, signal });

export const putProjectGlossaries = (id: number, body: PutProjectGlossaryLinksBody) =>
  call(routes.projects.setGlossaries, { params: { id }, body });

/** A document upload with the project_id form field: one file into a project. */
export function uploadDocumentToProject(projectId: number, file: File, onUploadProgress?: (fraction: number) => void) {
  const body = uploadForm(file, { project_id: String(projectId) });
  return call(routes.documents.upload, { body, onUploadProgress });
}

type AnalysisScope = { kind: 'document' | 'project'; id: number };
const analysisOf = (kind: AnalysisScope['kind']) =>
  kind === 'document' ? routes.projects.documentAnalysis : routes.projects.analysis;

/** Segments, words and characters by match band against the linked TMs. */
export const getAnalysis = ({ kind, id }: AnalysisScope, signal?: AbortSignal) =>
  call(analysisOf(kind), { params: { id }, signal });

/** URL of the analysis as CSV, used as a plain link. */
export const analysisCsvUrl = ({ kind, id }: AnalysisScope) => urlOf(analysisOf(kind), { id }, { format: 'csv' });

/** 202 {job_id}; follow it with getJob. */
export const pretranslate = ({ kind, id }: AnalysisScope, body: PretranslateBody) =>
  call(kind === 'document' ? routes.projects.documentPretranslate : routes.projects.pretranslate, {
    params: { id },
    body,
  });
