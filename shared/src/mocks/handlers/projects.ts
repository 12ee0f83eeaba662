import { HttpResponse } from 'msw';
import { CreateProjectBody, UpdateProjectBody, type Project, type ProjectProgress } from '../../contract/projects.ts';
import { routes } from '../../contract/routes.ts';
import { db, figuresOf, nextId, now } from '../db.ts';
import { acceptUpload } from '../documents.ts';
import { handle, handleProject } from './respond.ts';

/** Each document's figures and the project's as the fixtures hold them (translated are the approved). */
const progressOf = (project: Project): ProjectProgress => ({
  documents: db.documents
    .filter((d) => d.project_id === project.id)
    .map((d) => ({ document_id: d.id, ...figuresOf(d) })),
  total: figuresOf(project),
});

const NO_TOTALS = {
  documents_count: 0,
  records_count: 0,
  approved_records_count: 0,
  words_count: 0,
  approved_words_count: 0,
};

/**
 * Projects and their documents: plain reads and writes; a project's totals are its fixture's (none when new), and an
 * upload makes an empty document per target language.
 */
export const projectHandlers = [
  handle(routes.projects.list, () => HttpResponse.json(db.projects)),

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
