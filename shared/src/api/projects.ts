/** Typed calls of the projects API: projects, their links, analysis and pre-translation. */
import type { PretranslateBody } from '../contract/analysis.ts';
import type { ProjectDocumentSort, ProjectDocumentState, ProjectPage } from '../contract/projects.ts';
import type { SortOrder } from '../contract/common.ts';
import { call, plainCalls, routes, urlOf } from '@tessera/shared';
import { uploadForm } from './upload.ts';
import { pageOfWholeList } from './whole-list.ts';

/**
 * The calls of the projects table: `deleteProject(id)` answers how many documents went with the project; a
 * project's translation memories and glossaries are lists in priority order, put whole; its progress counts each
 * document's segments and words, translated and approved.
 */
export const {
  list: listProjects,
  get: getProject,
  create: createProject,
  update: updateProject,
  delete: deleteProject,
  tms: getProjectTranslationMemories,
  setTms: putProjectTranslationMemories,
  glossaries: getProjectGlossaries,
  setGlossaries: putProjectGlossaries,
  progress: getProjectProgress,
} = plainCalls(routes.projects);

/**
 * A page of projects, newest first, those whose name or client holds `search` when given. It always sends `page`,
 * so the route answers a page: every project is for callers that send no paging parameters (and what a server of
 * an earlier release answers, the page then cut from it).
 */
export async function listProjectsPage(
  request: { page: number; limit: number; search?: string | undefined },
  signal?: AbortSignal,
): Promise<ProjectPage> {
  const query = { ...request, search: request.search || undefined };
  const answer = await call(routes.projects.list, { query, signal });
  if (!Array.isArray(answer)) return answer;
  // The server predates paging (an earlier 1.x release) and so searching too: its answer cannot be narrowed here.
  if (query.search)
    throw new Error('GET /projects/ of this server does not search projects (Tessera 1.52 or later does)');
  return pageOfWholeList(answer, request);
}

/** What the project page asks of its documents: a page (0-based) of `limit`, a sort if any, and its filters. */
export interface ProjectDocumentsRequest {
  page: number;
  limit: number;
  sort?: ProjectDocumentSort | undefined;
  order?: SortOrder | undefined;
  targetLang?: string | undefined;
  status?: ProjectDocumentState | undefined;
  search?: string | undefined;
}

/** A page of the project's documents with their progress figures, sorted, filtered and counted by the server. */
export function listProjectDocuments(id: number, request: ProjectDocumentsRequest, signal?: AbortSignal) {
  const { page, limit, sort, order, targetLang, status, search } = request;
  return call(routes.projects.documents, {
    params: { id },
    // Only what differs from the defaults.
    query: {
      page,
      limit,
      sort,
      order: sort && order === 'desc' ? order : undefined,
      target_lang: targetLang || undefined,
      status,
      search: search || undefined,
    },
    signal,
  });
}

/** URL of the ZIP of every document's translated file, used as a plain link. */
export const projectDownloadUrl = (id: number) => urlOf(routes.projects.download, { id });

/** URL of a target language's documents as an OmegaT project in a ZIP (managers), used as a plain link. */
export const omegatPackageUrl = (id: number, lang: string) => urlOf(routes.projects.omegatPackage, { id, lang });

type AnalysisScope = { kind: 'document' | 'project'; id: number };
const analysisOf = (kind: AnalysisScope['kind']) =>
  kind === 'document' ? routes.projects.documentAnalysis : routes.projects.analysis;

/** Segments, words and characters by match band against the linked TMs. */
export const getAnalysis = ({ kind, id }: AnalysisScope, signal?: AbortSignal) =>
  call(analysisOf(kind), { params: { id }, signal });

/** URL of the analysis as CSV, used as a plain link. */
export const analysisCsvUrl = ({ kind, id }: AnalysisScope) => urlOf(analysisOf(kind), { id }, { format: 'csv' });

/**
 * A project's analysis as a job (202 {job_id}; follow it with getJob), however long the project takes; its result
 * is kept, and `getLastAnalysis(id, {page, limit})` answers it with a page of its documents' rows (null before the
 * first) and the job running now, if any.
 */
export const runProjectAnalysis = (id: number) => call(routes.projects.runAnalysis, { params: { id } });
export const getLastAnalysis = (
  id: number,
  { page, limit }: { page: number; limit: number } = { page: 0, limit: 50 },
  signal?: AbortSignal,
) => call(routes.projects.lastAnalysis, { params: { id }, query: { page, limit }, signal });

/** URL of the project's last analysis as CSV, used as a plain link. */
export const lastAnalysisCsvUrl = (id: number) => urlOf(routes.projects.lastAnalysis, { id }, { format: 'csv' });

/** 202 {job_id}; follow it with getJob. */
export const pretranslate = ({ kind, id }: AnalysisScope, body: PretranslateBody) =>
  call(kind === 'document' ? routes.projects.documentPretranslate : routes.projects.pretranslate, {
    params: { id },
    body,
  });

/** A document upload with the project_id form field: one file into a project. */
export function uploadDocumentToProject(projectId: number, file: File, onUploadProgress?: (fraction: number) => void) {
  const body = uploadForm(file, { project_id: String(projectId) });
  return call(routes.documents.upload, { body, onUploadProgress });
}

/**
 * One file into every target language of the project: 202 with a document per language, each with its import job.
 */
export function uploadDocumentsToProject(projectId: number, file: File, onUploadProgress?: (fraction: number) => void) {
  return call(routes.projects.uploadDocuments, { params: { id: projectId }, body: uploadForm(file), onUploadProgress });
}

/** A file uploaded into the project as the document of one target language only (one that failed, sent again). */
export function uploadDocumentToProjectLanguage(
  projectId: number,
  file: File,
  targetLang: string,
  onUploadProgress?: (fraction: number) => void,
) {
  return call(routes.projects.uploadDocuments, {
    params: { id: projectId },
    body: uploadForm(file, { target_lang: targetLang }),
    onUploadProgress,
  });
}
