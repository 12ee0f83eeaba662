import { z } from 'zod';
import { IdParam, LanguageCode } from '../common.ts';
import {
  CreateProjectBody,
  DeletedProject,
  Project,
  ProjectGlossaryLinks,
  ProjectList,
  ProjectPage,
  ProjectsQuery,
  ProjectDocumentPage,
  ProjectDocumentsQuery,
  ProjectDocumentsStarted,
  ProjectProgress,
  ProjectTmLinks,
  PutProjectGlossaryLinksBody,
  ProjectSegmentation,
  PutProjectSegmentationBody,
  PutProjectTmLinksBody,
  UpdateProjectBody,
} from '../projects.ts';
import { Analysis, AnalysisQuery, LastAnalysis, LastAnalysisQuery, PretranslateBody } from '../analysis.ts';
import { JobStarted } from '../jobs.ts';
import { routes } from '../routes.ts';
import { backgroundUpload, endpointsTagged, NoContent } from './endpoint.ts';
import { DOCUMENT_FORMATS_READ } from '../plain.ts';

const define = endpointsTagged('projects');

/** Analysis and pre-translation read the same of a document as of a whole project. */
const analysisOf = (what: 'document' | 'project') =>
  ({
    summary: `Word-count analysis of the ${what} by match band against its translation memories (?format=csv for a CSV file)`,
    description:
      "Bands repetition, 100, 95-99, 85-94, 75-84, 50-74, no-match; the editor's similarity score. 409 while a TM's match index is being built.",
    params: IdParam,
    querystring: AnalysisQuery,
    response: { 200: Analysis },
  }) as const;
const pretranslationOf = (what: 'document' | 'project') =>
  ({
    summary: `Pre-translate the ${what} from its translation memories in the background: 202 {job_id}, follow GET /jobs/{id}`,
    description:
      'Fills segments with their best match >= threshold (codes mapped); exact matches approved only with approve_exact, fuzzy never; ' +
      "without overwrite only empty, unapproved segments; repetitions take an earlier segment's target. Cancel with POST /jobs/{id}/cancel.",
    params: IdParam,
    body: PretranslateBody,
    response: { 202: JobStarted },
  }) as const;

export const projectsEndpoints = define(routes.projects, {
  list: {
    summary: 'List projects, newest first, with the totals of their documents (progress): all, or a page',
    querystring: ProjectsQuery,
    response: { 200: z.union([ProjectPage, ProjectList]) },
  },
  create: {
    summary: 'Create a project',
    body: CreateProjectBody,
    response: { 201: Project },
  },
  get: {
    summary: 'One project with its progress',
    params: IdParam,
    response: { 200: Project },
  },
  segmentation: {
    summary: "The project's own sentence rules (SRX 2.0); 404 while it cuts by Tessera's",
    params: IdParam,
    response: { 200: ProjectSegmentation },
  },
  setSegmentation: {
    summary: "Cut the project's documents into sentences by its own SRX 2.0 rules",
    description:
      'Documents uploaded into the project from then on are read by these rules, and downloaded by the rules they ' +
      'were read with. A file that is not SRX 2.0 answers 422 naming the line of its problem.',
    params: IdParam,
    body: PutProjectSegmentationBody,
    response: { 200: ProjectSegmentation },
    errors: [400, 401, 403, 404, 422],
  },
  deleteSegmentation: {
    summary: "Go back to Tessera's sentence rules for documents uploaded from then on",
    params: IdParam,
    response: { 204: NoContent },
  },
  update: {
    summary: 'Change a project (name, description, languages)',
    params: IdParam,
    body: UpdateProjectBody,
    response: { 200: Project },
  },
  delete: {
    summary: 'Delete a project with its documents (their segments and files); its TMs and glossaries stay',
    params: IdParam,
    response: { 200: DeletedProject },
  },
  tms: {
    summary: "The project's translation memories in priority order (its documents use them unless they have their own)",
    params: IdParam,
    response: { 200: ProjectTmLinks },
  },
  setTms: {
    summary: "Set the project's translation memories (array order = priority; write TMs receive approved segments)",
    params: IdParam,
    body: PutProjectTmLinksBody,
    response: { 200: ProjectTmLinks },
  },
  glossaries: {
    summary: "The project's glossaries in priority order",
    params: IdParam,
    response: { 200: ProjectGlossaryLinks },
  },
  setGlossaries: {
    summary: "Set the project's glossaries (array order = priority)",
    params: IdParam,
    body: PutProjectGlossaryLinksBody,
    response: { 200: ProjectGlossaryLinks },
  },
  progress: {
    summary:
      "Segments and words of each of the project's documents (upload order) and in all: translated (a target that is not blank or rejected), approved and reviewed (by a reviewer)",
    params: IdParam,
    response: { 200: ProjectProgress },
  },
  download: {
    summary:
      "A ZIP of every document's translated file, each in its own format, laid out as its platform keeps translations (de.json, values-de/strings.xml, de.lproj/, else the target language's folder) (streamed)",
    description:
      'As GET /document/{id}/download writes each file. 409 while a document is being imported or could not be read; ' +
      '422 target_code_unknown while a translation holds an inline code its source does not have, naming the segment.',
    params: IdParam,
    response: { 200: z.unknown().describe('ZIP archive (application/zip)') },
    errors: [401, 403, 404, 409, 422],
  },
  omegatPackage: {
    summary:
      "An OmegaT project of the project's documents in one target language, or of one person's (?user_id), as a ZIP (streamed)",
    description:
      'A folder holding omegat.project (sentence segmentation off), each document as XLIFF 1.2 in source/ (a ' +
      "trans-unit per segment, its id the segment's), tm/tessera.tmx with the TM units matching a segment " +
      '70 % or more, glossary/tessera.txt with the glossary entries the segments hit, and omegat/project_save.tmx ' +
      "with today's translations. Unzipped, OmegaT opens it as it is. 400 when lang is not a target language of the " +
      'project; 404 for an unknown project or user; 409 while a document is being imported or could not be read, ' +
      'or a match index is being built. Project managers and admins.',
    params: IdParam.extend({ lang: LanguageCode }),
    querystring: z.object({ user_id: IdParam.shape.id.optional() }),
    response: { 200: z.unknown().describe('ZIP archive (application/zip)') },
    errors: [400, 401, 403, 404, 409],
  },
  documents: {
    summary:
      "A page (0-based) of the project's documents with their progress figures, `limit` per page (50, at most 200); " +
      'sort by name, language, progress or updated (order asc or desc), else in upload order; filters target_lang, ' +
      'status (importing, done, error) and search (a substring of the name, any case)',
    description:
      "total_rows counts the documents the filters keep; summary describes all of the project's documents: how many, " +
      'how many are being read, how many could not be read and the first of those.',
    params: IdParam,
    querystring: ProjectDocumentsQuery,
    response: { 200: ProjectDocumentPage },
  },
  uploadDocuments: {
    summary:
      `Upload a file into the project (multipart part "file", in one of these formats: ${DOCUMENT_FORMATS_READ}): ` +
      'one document per target language, each imported in the background; 202 {documents} with their job_id; ' +
      "join_cues=true as for one document; target_lang=<one of the project's target languages> for that one only",
    description:
      "The documents take the project's source language and each its target language. A file that names its target " +
      'language (an XLIFF target-language or trgLang, a PO Language header) becomes the document of that language ' +
      "only; 422 when it names none of the project's target languages. A file whose source language is another " +
      'fails to import, saying which. All or none are created: 422 when the file cannot be imported, 413 when too large. ' +
      'With target_lang, only the document of that language is made (a document that could not be read, sent again): ' +
      '422 target_lang_not_offered when the project has no such target language or the file names another.',
    params: IdParam,
    ...backgroundUpload(ProjectDocumentsStarted),
  },
  analysis: analysisOf('project'),
  runAnalysis: {
    summary: 'Analyse the project in the background: 202 {job_id}; follow it with GET /jobs/{id}',
    description:
      'The analysis GET /projects/{id}/analysis answers, run as a job (cancellable, with its progress by document) ' +
      'and kept: GET /projects/{id}/analysis/last answers it once the job is done, however long the project takes. ' +
      '409 while a document is being read or could not be read, while a match index is being built, or while an ' +
      'analysis of the project is running (details.job_id names it).',
    params: IdParam,
    response: { 202: JobStarted },
  },
  lastAnalysis: {
    summary: "The project's last analysis run in the background, when it ended, and the job running now, if any",
    description:
      'Its documents a page at a time (`page`, `limit` 1–200, default 50; `documents_total` of them), its bands, ' +
      'languages and totals whole. All null before the first. ?format=csv gives its table as text/csv (404 ' +
      'analysis_not_found before the first).',
    params: IdParam,
    querystring: LastAnalysisQuery,
    response: { 200: LastAnalysis },
  },
  pretranslate: pretranslationOf('project'),
  documentAnalysis: analysisOf('document'),
  documentPretranslate: pretranslationOf('document'),
});
