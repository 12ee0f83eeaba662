import { z } from 'zod';
import { Id, IdParam, LanguageCode, PageQuery, SortOrder, Timestamp, pageOf } from './common.ts';
import { sameLanguageCode } from './language-codes.ts';
import { Document } from './documents.ts';
import { DocumentHandoff } from './handoffs.ts';
import { DocumentSteps } from './assignments.ts';
import { DocumentQuality } from './review.ts';
import { DocumentGlossaryLink, DocumentTmLink, PutGlossaryLinkList, PutTmLinkList } from './matching.ts';

/**
 * Projects: a client's or a release's documents with the translation memories and glossaries they
 * share. Server: server/src/projects (README.md there). Managers and admins change projects; everyone reads them.
 */

export const ProjectName = z.string().trim().min(1, 'name is required').max(255);
export const ProjectDescription = z.string().max(10_000);
/** Whom the work is for, as the agency names them; empty when nobody was named. */
export const ProjectClient = z.string().trim().max(255);
/** The day the translations are due (YYYY-MM-DD), or null. */
export const ProjectDueDate = z.iso.date('due_date must be a date (YYYY-MM-DD)').nullable();

/**
 * The languages a project translates into, in the order the manager gave them: at least one, none twice, none its
 * source language. Each uploaded file becomes one document per target language (or the one it names).
 */
export const ProjectTargetLanguages = z
  .array(LanguageCode)
  .min(1, 'name at least one target language')
  .max(50)
  .refine(
    (codes) => codes.every((code, index) => codes.findIndex((other) => sameLanguageCode(other, code)) === index),
    'name each target language once',
  );

/** A project's target languages and source are different languages (a refine of a body that may name them). */
const sourceNotTarget = (body: { source_lang?: string | undefined; target_langs?: string[] | undefined }) =>
  body.source_lang === undefined ||
  !(body.target_langs ?? []).some((target) => sameLanguageCode(target, body.source_lang!));
const SOURCE_AMONG_TARGETS = { message: 'must not name the source language', path: ['target_langs'] };

/**
 * Older clients send one `target_lang`; newer ones `target_langs`. When both come, `target_lang` is the first of
 * `target_langs`, as the project answers it.
 */
const firstTargetAgrees = (body: { target_lang?: string | undefined; target_langs?: string[] | undefined }) =>
  body.target_lang === undefined ||
  body.target_langs === undefined ||
  sameLanguageCode(body.target_lang, body.target_langs[0] ?? '');
const FIRST_TARGET = { message: 'must be the first of target_langs when both are sent', path: ['target_lang'] };

/**
 * A project with the totals of its documents (segments and words, all and approved): its progress. `target_lang`
 * is the first of `target_langs`, for clients that know one target language.
 */
export const Project = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  source_lang: z.string(),
  target_lang: z.string(),
  target_langs: z.array(z.string()),
  client: z.string(),
  due_date: z.string().nullable(),
  created_by: Id,
  created_at: Timestamp,
  updated_at: Timestamp,
  documents_count: z.number().int().min(0),
  records_count: z.number().int().min(0),
  approved_records_count: z.number().int().min(0),
  words_count: z.number().int().min(0),
  approved_words_count: z.number().int().min(0),
});
export type Project = z.infer<typeof Project>;
export const ProjectList = z.array(Project);

/** The most projects one page of `GET /projects/` holds, and how many it holds unless asked. */
export const PROJECTS_PAGE_MAX = 100;
export const PROJECTS_PAGE_DEFAULT = 20;

/**
 * `GET /projects/`'s paging parameters, every one optional. Sent with none, the route answers every project
 * (ProjectList); sent with any, a page of them (ProjectPage), newest first, of `limit` (20 unless said), `search`
 * keeping those whose name or client holds it (ignoring case).
 */
export const ProjectsQuery = z.object({
  page: PageQuery.shape.page.unwrap().optional(),
  limit: z.coerce.number().int().min(1).max(PROJECTS_PAGE_MAX).optional(),
  search: z.string().max(200).optional(),
});
export type ProjectsQuery = z.input<typeof ProjectsQuery>;
export const ProjectPage = pageOf(Project);
export type ProjectPage = z.infer<typeof ProjectPage>;

/** POST /projects/: the target languages as `target_langs`, or one as `target_lang` (older clients). */
export const CreateProjectBody = z
  .object({
    name: ProjectName,
    description: ProjectDescription.default(''),
    source_lang: LanguageCode,
    target_lang: LanguageCode.optional(),
    target_langs: ProjectTargetLanguages.optional(),
    client: ProjectClient.default(''),
    due_date: ProjectDueDate.default(null),
  })
  .strict()
  .refine((body) => body.target_lang !== undefined || body.target_langs !== undefined, {
    message: 'name the target languages (target_langs)',
    path: ['target_langs'],
  })
  .refine(firstTargetAgrees, FIRST_TARGET)
  .refine(
    (body) => sourceNotTarget({ ...body, target_langs: body.target_langs ?? [body.target_lang ?? ''] }),
    SOURCE_AMONG_TARGETS,
  );
export type CreateProjectBody = z.input<typeof CreateProjectBody>;

/**
 * PUT /projects/{id}: any of the fields; the others stay. `target_langs` is the whole new list; `target_lang` alone
 * (older clients) replaces the first target language. A target language that has documents cannot be taken away
 * (409); one added gets the documents of files uploaded from then on, and with `copy_documents` one of each file
 * already in the project.
 */
/** The most an SRX file may hold: rule files are a few kilobytes, the largest published ones under 200 KB. */
export const SRX_MAX_CHARS = 1_000_000;

/** `PUT /projects/{id}/segmentation`: the text of an SRX 2.0 file, and the file's name to show. */
export const PutProjectSegmentationBody = z
  .object({
    name: z.string().trim().min(1).max(255),
    srx: z.string().min(1, 'is empty').max(SRX_MAX_CHARS),
  })
  .strict();
export type PutProjectSegmentationBody = z.infer<typeof PutProjectSegmentationBody>;

/** A project's own sentence rules: the SRX file's name and text, and when they were set. */
export const ProjectSegmentation = z.object({ name: z.string(), srx: z.string(), updated_at: Timestamp });
export type ProjectSegmentation = z.infer<typeof ProjectSegmentation>;

export const UpdateProjectBody = z
  .object({
    name: ProjectName.optional(),
    description: ProjectDescription.optional(),
    source_lang: LanguageCode.optional(),
    target_lang: LanguageCode.optional(),
    target_langs: ProjectTargetLanguages.optional(),
    client: ProjectClient.optional(),
    due_date: ProjectDueDate.optional(),
    /**
     * With target languages added: give each of them a document of every file already in the project (read again
     * from the documents of the first target language); otherwise they get the files uploaded from then on only.
     */
    copy_documents: z.boolean().optional(),
  })
  .strict()
  .refine(
    (body) => Object.entries(body).some(([key, value]) => key !== 'copy_documents' && value !== undefined),
    'send at least one field to change',
  )
  .refine(firstTargetAgrees, FIRST_TARGET)
  .refine(sourceNotTarget, SOURCE_AMONG_TARGETS);
export type UpdateProjectBody = z.input<typeof UpdateProjectBody>;

/** A TM of a project; `position` 0 has the highest priority. A project's list is its own: nothing is inherited. */
export const ProjectTmLink = DocumentTmLink.omit({ inherited: true });
export type ProjectTmLink = z.infer<typeof ProjectTmLink>;
export const ProjectTmLinks = z.array(ProjectTmLink);

export const ProjectGlossaryLink = DocumentGlossaryLink.omit({ inherited: true });
export type ProjectGlossaryLink = z.infer<typeof ProjectGlossaryLink>;
export const ProjectGlossaryLinks = z.array(ProjectGlossaryLink);

/** PUT /projects/{id}/translation_memories: the whole list in priority order. */
export const PutProjectTmLinksBody = z.object({ memories: PutTmLinkList }).strict();
export type PutProjectTmLinksBody = z.infer<typeof PutProjectTmLinksBody>;

/** PUT /projects/{id}/glossaries: the whole list in priority order. */
export const PutProjectGlossaryLinksBody = z.object({ glossaries: PutGlossaryLinkList }).strict();
export type PutProjectGlossaryLinksBody = z.infer<typeof PutProjectGlossaryLinksBody>;

/** DELETE /projects/{id} answers what went with it. */
export const DeletedProject = z.object({ message: z.string(), documents_deleted: z.number().int().min(0) });
export type DeletedProject = z.infer<typeof DeletedProject>;

const ProgressCounts = z.object({
  total: z.number().int().min(0),
  translated: z.number().int().min(0),
  approved: z.number().int().min(0),
  reviewed: z.number().int().min(0),
});

/**
 * Segments and words of a document or a whole project: all of them, translated (a target), approved (confirmed by
 * the translator, reviewed ones included) and reviewed (confirmed by a reviewer, or signed off in the file).
 */
export const ProgressFigures = z.object({ segments: ProgressCounts, words: ProgressCounts });
export type ProgressFigures = z.infer<typeof ProgressFigures>;

/**
 * GET /projects/{id}/progress: each target language's figures (the order of its first document) with its number of
 * documents, and the project's totals. Each document's are on the documents' pages (ProjectDocument.progress): a
 * list of every document would be megabytes in a project of 20,000 (bench/README.md, "scale").
 */
export const ProjectProgress = z.object({
  languages: z.array(ProgressFigures.extend({ target_lang: z.string(), documents: z.number().int().min(0) })),
  total: ProgressFigures,
});
export type ProjectProgress = z.infer<typeof ProjectProgress>;

/**
 * How the project page's documents sort (`GET /projects/{id}/documents`): by name, by target language (then name),
 * by progress (the share of their words confirmed) or by their last change. Without a sort, in upload order.
 */
export const ProjectDocumentSort = z.enum(['name', 'language', 'progress', 'updated']);
export type ProjectDocumentSort = z.infer<typeof ProjectDocumentSort>;
/** Documents by where their reading stands: being read (uploaded or processing), read, or not readable. */
export const ProjectDocumentState = z.enum(['importing', 'done', 'error']);
export type ProjectDocumentState = z.infer<typeof ProjectDocumentState>;
/** The largest page of a project's documents: enough for a screen, bounded for the figures read with it. */
export const PROJECT_DOCUMENTS_MAX_LIMIT = 200;
/** A page of a project's documents when none is asked for. */
export const PROJECT_DOCUMENTS_PAGE_DEFAULT = 50;

/**
 * `GET /projects/{id}/documents`: a page (0-based) of `limit` documents, sorted (equal values in upload order, the
 * other way round with `order=desc`), of one target language (`target_lang`, exactly as the documents hold it), one state (`status`) and whose
 * name holds `search` (any case).
 */
export const ProjectDocumentsQuery = PageQuery.extend({
  limit: z.coerce.number().int().min(1).max(PROJECT_DOCUMENTS_MAX_LIMIT).default(PROJECT_DOCUMENTS_PAGE_DEFAULT),
  sort: ProjectDocumentSort.optional(),
  order: SortOrder.default('asc'),
  target_lang: LanguageCode.optional(),
  status: ProjectDocumentState.optional(),
});
export type ProjectDocumentsQuery = z.input<typeof ProjectDocumentsQuery>;

/**
 * The whole project's documents, whatever the filters: how many, how many are being read, and the first (upload
 * order) that could not be read, which is what the download and the analysis wait for.
 */
export const ProjectDocumentsSummary = z.object({
  documents: z.number().int().min(0),
  importing: z.number().int().min(0),
  failed: z.number().int().min(0),
  first_failed: z.object({ id: Id, name: z.string(), target_lang: z.string() }).nullable(),
});
export type ProjectDocumentsSummary = z.infer<typeof ProjectDocumentsSummary>;

/**
 * A document of the page with its progress figures (those of `GET /projects/{id}/progress`), the package it is out
 * in (its segments read-only meanwhile), null when it is not out, and its quality score (DocumentQuality).
 */
export const ProjectDocument = Document.extend({
  progress: ProgressFigures,
  handoff: DocumentHandoff.nullable(),
  quality: DocumentQuality,
});
export type ProjectDocument = z.infer<typeof ProjectDocument>;
export const ProjectDocumentPage = pageOf(ProjectDocument).extend({ summary: ProjectDocumentsSummary });
export type ProjectDocumentPage = z.infer<typeof ProjectDocumentPage>;

/**
 * Which documents the project's assignments list: `late`, those with a step not delivered after its due date;
 * `without_steps`, those anyone may work on.
 */
export const DocumentStepsShown = z.enum(['late', 'without_steps']);
export type DocumentStepsShown = z.infer<typeof DocumentStepsShown>;

/**
 * `GET /projects/{id}/document_assignments`' parameters, every one optional. Sent with none, the route answers
 * every document of the project (ProjectDocumentAssignments), as it always has; sent with any, a page (0-based) of
 * `limit` documents (ProjectDocumentStepsPage) in upload order: of one target language (`target_lang`), with a step
 * given to one person (`assignee`, a user's id), only those `show` names, and whose name holds `search` (any case).
 */
export const ProjectDocumentStepsQuery = z.object({
  page: PageQuery.shape.page.unwrap().optional(),
  limit: z.coerce.number().int().min(1).max(PROJECT_DOCUMENTS_MAX_LIMIT).optional(),
  search: z.string().max(200, 'must be at most 200 characters').optional(),
  target_lang: LanguageCode.optional(),
  assignee: IdParam.shape.id.optional(),
  show: DocumentStepsShown.optional(),
});
export type ProjectDocumentStepsQuery = z.input<typeof ProjectDocumentStepsQuery>;

/** A document of the assignments' page: its steps, its package out, and its quality score (DocumentQuality). */
export const ProjectDocumentSteps = DocumentSteps.extend({ quality: DocumentQuality });
export type ProjectDocumentSteps = z.infer<typeof ProjectDocumentSteps>;
export const ProjectDocumentStepsPage = pageOf(ProjectDocumentSteps);
export type ProjectDocumentStepsPage = z.infer<typeof ProjectDocumentStepsPage>;

/** POST /projects/{id}/documents answers one document per target language, each with its import job. */
export const ProjectDocumentsStarted = z.object({
  documents: z.array(Document.extend({ job_id: Id })),
});
export type ProjectDocumentsStarted = z.infer<typeof ProjectDocumentsStarted>;
