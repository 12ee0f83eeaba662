import { HttpResponse } from 'msw';
import {
  CreateProjectBody,
  PROJECTS_PAGE_DEFAULT,
  ProjectDocumentsQuery,
  ProjectsQuery,
  UpdateProjectBody,
  type Project,
  type ProjectDocumentPage,
  type ProjectProgress,
} from '../../contract/projects.ts';
import type { LastAnalysis } from '../../contract/analysis.ts';
import type { Document } from '../../contract/documents.ts';
import { routes } from '../../contract/routes.ts';
import { db, figuresOf, nextId, now } from '../db.ts';
import { acceptUpload } from '../documents.ts';
import { handle, handleProject, holdsSearch, queryOf } from './respond.ts';
import { outIn } from './handoffs.ts';
import { unscored } from './review.ts';

/** Each language's figures and the project's as the fixtures hold them (translated are the approved). */
const progressOf = (project: Project): ProjectProgress => {
  const documents = db.documents.filter((d) => d.project_id === project.id);
  const languages = [...new Set(documents.map((d) => d.target_lang))];
  return {
    languages: languages.map((target_lang) => {
      const inLanguage = documents.filter((d) => d.target_lang === target_lang);
      const sum = (key: 'records_count' | 'approved_records_count' | 'words_count' | 'approved_words_count') =>
        inLanguage.reduce((total, d) => total + d[key], 0);
      return {
        target_lang,
        documents: inLanguage.length,
        ...figuresOf({
          records_count: sum('records_count'),
          approved_records_count: sum('approved_records_count'),
          words_count: sum('words_count'),
          approved_words_count: sum('approved_words_count'),
        }),
      };
    }),
    total: figuresOf(project),
  };
};

const importing = (d: Document) => d.status !== 'done' && d.status !== 'error';

/**
 * GET /projects/{id}/documents over the fixtures: the page of the project's documents whose names hold the search, in
 * upload order, with the summary. How the server sorts and filters is the server's (its route tests): a screen test
 * that needs a sorted or filtered answer hands it over itself.
 */
function documentPageOf(project: Project, request: Request): Response {
  const read = queryOf(request, ProjectDocumentsQuery);
  if ('invalid' in read) return read.invalid;
  const { page, limit, search } = read.query;
  const all = db.documents.filter((d) => d.project_id === project.id).sort((a, b) => a.id - b.id);
  const found = all.filter((d) => holdsSearch([d.name], search));
  const failed = all.filter((d) => d.status === 'error');
  const answer: ProjectDocumentPage = {
    records: found
      .slice(page * limit, (page + 1) * limit)
      .map((d) => ({ ...d, progress: figuresOf(d), handoff: outIn(d.id), quality: unscored(d) })),
    total_rows: found.length,
    summary: {
      documents: all.length,
      importing: all.filter(importing).length,
      failed: failed.length,
      first_failed: failed[0] ? { id: failed[0].id, name: failed[0].name, target_lang: failed[0].target_lang } : null,
    },
  };
  return HttpResponse.json(answer);
}

const NO_TOTALS = {
  documents_count: 0,
  records_count: 0,
  approved_records_count: 0,
  words_count: 0,
  approved_words_count: 0,
};

/**
 * Projects and their documents: plain reads and writes; a project's totals are its fixture's (none when new), and an
 * upload makes an empty document per target language. A page of projects is the fixtures' in their order: the
 * server's order (newest first) is its route tests', and a screen test hands over fixtures in the order it needs.
 */
export const projectHandlers = [
  handle(routes.projects.list, ({ request }) => {
    if (new URL(request.url).searchParams.size === 0) return HttpResponse.json(db.projects);
    const read = queryOf(request, ProjectsQuery);
    if ('invalid' in read) return read.invalid;
    const { page = 0, limit = PROJECTS_PAGE_DEFAULT } = read.query;
    return HttpResponse.json({
      records: db.projects.slice(page * limit, (page + 1) * limit),
      total_rows: db.projects.length,
    });
  }),

  handle.withBody(routes.projects.create, CreateProjectBody, ({ user, body }) => {
    const { target_lang, target_langs, ...fields } = body;
    const stamp = now();
    const targets = target_langs ?? [target_lang!];
    const project: Project = {
      id: nextId(db.projects),
      ...fields,
      target_lang: targets[0]!,
      target_langs: targets,
      ...NO_TOTALS,
      created_by: user.id,
      created_at: stamp,
      updated_at: stamp,
    };
    db.projects.push(project);
    return HttpResponse.json(project, { status: 201 });
  }),

  handleProject(routes.projects.get, (project) => HttpResponse.json(project)),

  handleProject.withBody(routes.projects.update, UpdateProjectBody, (project, { body }) => {
    const { target_lang, target_langs, copy_documents: _copiedOnlyByTheServer, ...fields } = body;
    const targets = target_langs ?? (target_lang === undefined ? undefined : [target_lang]);
    const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    Object.assign(project, defined, targets ? { target_lang: targets[0], target_langs: targets } : {}, {
      updated_at: now(),
    });
    return HttpResponse.json(project);
  }),

  handleProject(routes.projects.progress, (project) => HttpResponse.json(progressOf(project))),

  handleProject(routes.projects.documents, (project, { request }) => documentPageOf(project, request)),
  // The mock runs no analysis: none is kept (a test that runs one answers it: answerAnalysisJob).
  handleProject(routes.projects.lastAnalysis, () =>
    HttpResponse.json({
      analysis: null,
      documents_total: 0,
      analysed_at: null,
      running_job_id: null,
    } satisfies LastAnalysis),
  ),

  handleProject(routes.projects.uploadDocuments, async (project, { request, user }) => {
    const documents = await acceptUpload(request, user.id, project, project.target_langs);
    if (documents instanceof Response) return documents;
    // The mock has no jobs of its own: each document's id stands for its import job's.
    return HttpResponse.json(
      { documents: documents.map((document) => ({ ...document, job_id: document.id })) },
      { status: 202 },
    );
  }),
];
