import { z } from 'zod';
import { Id, LanguageCode, Timestamp } from './common.ts';
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

/** A project with the totals of its documents (segments and words, all and approved): its progress. */
export const Project = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  source_lang: z.string(),
  target_lang: z.string(),
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

/** POST /projects/. */
export const CreateProjectBody = z
  .object({
    name: ProjectName,
    description: ProjectDescription.default(''),
    source_lang: LanguageCode,
    target_lang: LanguageCode,
    client: ProjectClient.default(''),
    due_date: ProjectDueDate.default(null),
  })
  .strict();
export type CreateProjectBody = z.input<typeof CreateProjectBody>;

/** PUT /projects/{id}: any of the fields; the others stay. */
export const UpdateProjectBody = z
  .object({
    name: ProjectName.optional(),
    description: ProjectDescription.optional(),
    source_lang: LanguageCode.optional(),
    target_lang: LanguageCode.optional(),
    client: ProjectClient.optional(),
    due_date: ProjectDueDate.optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'send at least one field to change');
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
});

/** Segments and words of a document or a whole project: all of them, translated (a target) and approved. */
export const ProgressFigures = z.object({ segments: ProgressCounts, words: ProgressCounts });
export type ProgressFigures = z.infer<typeof ProgressFigures>;

/** GET /projects/{id}/progress: each document's figures (upload order) and the project's totals. */
export const ProjectProgress = z.object({
  documents: z.array(ProgressFigures.extend({ document_id: Id })),
  total: ProgressFigures,
});
export type ProjectProgress = z.infer<typeof ProjectProgress>;
