/** Typed calls of the projects API: projects, their links, analysis and pre-translation. */
import type { Document } from '../contract/documents.ts';
import type { Analysis, PretranslateBody } from '../contract/analysis.ts';
import type { JobStarted } from '../contract/jobs.ts';
import type {
  CreateProjectBody,
  DeletedProject,
  Project,
  ProjectGlossaryLink,
  ProjectTmLink,
  PutProjectGlossaryLinksBody,
  PutProjectTmLinksBody,
  UpdateProjectBody,
} from '../contract/projects.ts';
import { api, apiRequest, http } from './client.ts';

/** GET /projects/: every project with its documents' totals. */
export const listProjects = (signal?: AbortSignal) => api.get<Project[]>('/projects/', undefined, signal);

export const getProject = (id: number, signal?: AbortSignal) => api.get<Project>(`/projects/${id}`, undefined, signal);

/** POST /projects/ (managers, admins) -> 201 with the project. */
export const createProject = (body: CreateProjectBody) => api.post<Project>('/projects/', body);

export const updateProject = (id: number, body: UpdateProjectBody) => api.put<Project>(`/projects/${id}`, body);

/** DELETE /projects/{id}: the project and its documents; answers how many documents went. */
export const deleteProject = (id: number) => api.delete<DeletedProject>(`/projects/${id}`);

export const getProjectTranslationMemories = (id: number, signal?: AbortSignal) =>
  api.get<ProjectTmLink[]>(`/projects/${id}/translation_memories`, undefined, signal);

export const putProjectTranslationMemories = (id: number, body: PutProjectTmLinksBody) =>
  api.put<ProjectTmLink[]>(`/projects/${id}/translation_memories`, body);

export const getProjectGlossaries = (id: number, signal?: AbortSignal) =>
  api.get<ProjectGlossaryLink[]>(`/projects/${id}/glossaries`, undefined, signal);

export const putProjectGlossaries = (id: number, body: PutProjectGlossaryLinksBody) =>
  api.put<ProjectGlossaryLink[]>(`/projects/${id}/glossaries`, body);

/** POST /document/ with the project_id form field: uploads one file into a project. */
export function uploadDocumentToProject(projectId: number, file: File, onUploadProgress?: (fraction: number) => void) {
  const form = new FormData();
  form.append('project_id', String(projectId));
  form.append('file', file, file.name);
  return apiRequest<Document>({ method: 'POST', path: '/document/', body: form, onUploadProgress });
}

type AnalysisScope = { kind: 'document' | 'project'; id: number };
const scopePath = ({ kind, id }: AnalysisScope) => (kind === 'document' ? `/document/${id}` : `/projects/${id}`);

/** GET .../analysis: segments, words and characters by match band against the linked TMs. */
export const getAnalysis = (scope: AnalysisScope, signal?: AbortSignal) =>
  api.get<Analysis>(`${scopePath(scope)}/analysis`, undefined, signal);

/** URL of the analysis as CSV, used as a plain link. */
export function analysisCsvUrl(scope: AnalysisScope): string {
  const base = (http.defaults.baseURL ?? '/api').replace(/\/$/, '');
  return `${base}${scopePath(scope)}/analysis?format=csv`;
}

/** POST .../pretranslate -> 202 {job_id}; follow it with getJob. */
export const pretranslate = (scope: AnalysisScope, body: PretranslateBody) =>
  api.post<JobStarted>(`${scopePath(scope)}/pretranslate`, body);
