import { HttpResponse } from 'msw';
import type { Document } from '../../contract/documents.ts';
import {
  CreateProjectBody,
  UpdateProjectBody,
  type ProgressFigures,
  type Project,
  type ProjectProgress,
} from '../../contract/projects.ts';
import { inlineText } from '../../contract/segment-text.ts';
import { routes } from '../../contract/routes.ts';
import { db, now, type MockProject } from '../db.ts';
import { acceptUpload, mockSegmentsOf, uploadedFile } from '../documents.ts';
import { errorAnswer, handle, idParam, parseBody, requireUser } from './respond.ts';

const projectNotFound = () => errorAnswer(404, 'Project not found');
const documentsOf = (project: MockProject) =>
  db.documents.filter((document) => document.project_id === project.id).sort((a, b) => a.id - b.id);

/** A project with its documents' totals beside its own fields. */
function answerOf(project: MockProject): Project {
  const documents = documentsOf(project);
  const sum = (pick: (document: Document) => number) => documents.reduce((total, d) => total + pick(d), 0);
  return {
    ...project,
    target_lang: project.target_langs[0]!,
    documents_count: documents.length,
    records_count: sum((d) => d.records_count),
    approved_records_count: sum((d) => d.approved_records_count),
    words_count: sum((d) => d.words_count),
    approved_words_count: sum((d) => d.approved_words_count),
  };
}

/** The fixture's figures of each document: its segments and words, all, with a target, approved. */
function progressOf(project: MockProject): ProjectProgress {
  const figures = (records: ReturnType<typeof mockSegmentsOf>) => {
    const translated = records.filter((r) => inlineText(r.target).trim() !== '');
    const approved = records.filter((r) => r.approved);
    const count = (pick: (r: (typeof records)[number]) => number) => (list: typeof records) =>
      list.reduce((sum, r) => sum + pick(r), 0);
    const of = (measure: (list: typeof records) => number) => ({
      total: measure(records),
      translated: measure(translated),
      approved: measure(approved),
      reviewed: 0,
    });
    return { segments: of(count(() => 1)), words: of(count((r) => r.words)) };
  };
  const documents = documentsOf(project).map((document) => ({
    document_id: document.id,
    ...figures(mockSegmentsOf(document.id)),
  }));
  const add = (pick: (figures: ProgressFigures) => ProgressFigures['segments']) =>
    documents.reduce(
      (sum, one) => ({
        total: sum.total + pick(one).total,
        translated: sum.translated + pick(one).translated,
        approved: sum.approved + pick(one).approved,
        reviewed: sum.reviewed + pick(one).reviewed,
      }),
      { total: 0, translated: 0, approved: 0, reviewed: 0 },
    );
  return { documents, total: { segments: add((f) => f.segments), words: add((f) => f.words) } };
}

/** Projects and their documents: plain reads and writes; an upload makes an empty document per target language. */
export const projectHandlers = [
  handle(routes.projects.list, () => {
    const auth = requireUser(routes.projects.list.permission);
    if (!auth.ok) return auth.answer;
    return HttpResponse.json([...db.projects].reverse().map(answerOf));
  }),

  handle(routes.projects.create, async ({ request }) => {
    const auth = requireUser(routes.projects.create.permission);
    if (!auth.ok) return auth.answer;
    const body = await parseBody(request, CreateProjectBody);
    if (!body.ok) return body.answer;
    const { target_lang, target_langs, ...fields } = body.value;
    const stamp = now();
    const project: MockProject = {
      id: Math.max(0, ...db.projects.map((p) => p.id)) + 1,
      ...fields,
      target_langs: target_langs ?? [target_lang!],
      created_by: auth.user.id,
      created_at: stamp,
      updated_at: stamp,
    };
    db.projects.push(project);
    return HttpResponse.json(answerOf(project), { status: 201 });
  }),

  handle(routes.projects.get, ({ params }) => {
    const auth = requireUser(routes.projects.get.permission);
    if (!auth.ok) return auth.answer;
    const project = db.projects.find((p) => p.id === idParam(params.id));
    return project ? HttpResponse.json(answerOf(project)) : projectNotFound();
  }),

  handle(routes.projects.update, async ({ params, request }) => {
    const auth = requireUser(routes.projects.update.permission);
    if (!auth.ok) return auth.answer;
    const body = await parseBody(request, UpdateProjectBody);
    if (!body.ok) return body.answer;
    const project = db.projects.find((p) => p.id === idParam(params.id));
    if (!project) return projectNotFound();
    const { target_lang, target_langs, copy_documents: _copiedOnlyByTheServer, ...fields } = body.value;
    const targets = target_langs ?? (target_lang === undefined ? undefined : [target_lang]);
    const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    Object.assign(project, defined, targets ? { target_langs: targets } : {}, { updated_at: now() });
    return HttpResponse.json(answerOf(project));
  }),

  handle(routes.projects.progress, ({ params }) => {
    const auth = requireUser(routes.projects.progress.permission);
    if (!auth.ok) return auth.answer;
    const project = db.projects.find((p) => p.id === idParam(params.id));
    return project ? HttpResponse.json(progressOf(project)) : projectNotFound();
  }),

  handle(routes.projects.uploadDocuments, async ({ params, request }) => {
    const auth = requireUser(routes.projects.uploadDocuments.permission);
    if (!auth.ok) return auth.answer;
    const project = db.projects.find((p) => p.id === idParam(params.id));
    if (!project) return projectNotFound();
    const file = uploadedFile(await request.formData().catch(() => undefined));
    if (file instanceof Response) return file;
    const documents = acceptUpload(file, auth.user.id, project, project.target_langs);
    // The mock has no jobs of its own: each document's id stands for its import job's.
    return HttpResponse.json(
      { documents: documents.map((document) => ({ ...document, job_id: document.id })) },
      { status: 202 },
    );
  }),
];
