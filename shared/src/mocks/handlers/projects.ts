import { HttpResponse } from 'msw';
import { sameLanguageCode, sameOrVariantLanguage } from '../../contract/plain.ts';
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
import { acceptUpload, mockOriginalOf, mockSegmentsOf, mockTranslatedFile, refusedUpload } from '../documents.ts';
import { errorAnswer, handle, idParam, parseBody, requireUser } from './respond.ts';
import { mockReviewLevel } from './review.ts';

const projectNotFound = () => errorAnswer(404, 'Project not found');
const documentsOf = (project: MockProject) =>
  db.documents.filter((document) => document.project_id === project.id).sort((a, b) => a.id - b.id);

/** A project as the server answers it: its documents' totals beside its own fields. */
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

/** Each document's segments and words, all, translated (a target not rejected), approved and reviewed, and the totals. */
function progressOf(project: MockProject): ProjectProgress {
  const documents = documentsOf(project).map((document) => {
    const segments = mockSegmentsOf(document.id);
    const translated = segments.filter((r) => inlineText(r.target).trim() !== '' && r.status !== 'rejected');
    const approved = segments.filter((r) => r.approved);
    const reviewed = segments.filter((r) => mockReviewLevel(r.id) > 0);
    const words = (records: typeof segments) => records.reduce((sum, record) => sum + record.words, 0);
    return {
      document_id: document.id,
      segments: {
        total: segments.length,
        translated: translated.length,
        approved: approved.length,
        reviewed: reviewed.length,
      },
      words: {
        total: words(segments),
        translated: words(translated),
        approved: words(approved),
        reviewed: words(reviewed),
      },
    };
  });
  const add = (pick: (figures: ProgressFigures) => ProgressFigures['segments']) =>
    documents.reduce(
      (sum, figures) => ({
        total: sum.total + pick(figures).total,
        translated: sum.translated + pick(figures).translated,
        approved: sum.approved + pick(figures).approved,
        reviewed: sum.reviewed + pick(figures).reviewed,
      }),
      { total: 0, translated: 0, approved: 0, reviewed: 0 },
    );
  return { documents, total: { segments: add((f) => f.segments), words: add((f) => f.words) } };
}

/** The name of the first target language taken away that still has documents, with their names. */
function removedWithDocuments(project: MockProject, targets: readonly string[]): string | undefined {
  for (const removed of project.target_langs.filter((code) => !targets.some((kept) => sameLanguageCode(kept, code)))) {
    const names = documentsOf(project)
      .filter(
        (d) =>
          sameOrVariantLanguage(d.target_lang, removed) &&
          !targets.some((code) => sameLanguageCode(code, d.target_lang)),
      )
      .map((d) => d.name);
    if (names.length > 0)
      return (
        `${removed} cannot be removed: ${names.length} document${names.length === 1 ? ' is' : 's are'} in it (` +
        `${names.slice(0, 3).join(', ')}${names.length > 3 ? ', …' : ''}). Delete ${names.length === 1 ? 'it' : 'them'} first.`
      );
  }
  return undefined;
}

/**
 * Projects as the server keeps them: several target languages (the first also as `target_lang`), their documents'
 * totals and progress, an upload making one document per target language, and the ZIP of the translated files.
 */
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
    const { target_lang, target_langs, ...fields } = body.value;
    const targets =
      target_langs ??
      (target_lang === undefined
        ? undefined
        : [target_lang, ...project.target_langs.slice(1).filter((code) => !sameLanguageCode(code, target_lang))]);
    const refused = targets && removedWithDocuments(project, targets);
    if (refused) return errorAnswer(409, refused);
    const { copy_documents, ...changed } = fields;
    const defined = Object.fromEntries(Object.entries(changed).filter(([, value]) => value !== undefined));
    const before = { ...project };
    Object.assign(project, defined, targets ? { target_langs: targets } : {}, { updated_at: now() });
    if (copy_documents && targets) {
      const added = targets.filter((code) => !before.target_langs.some((old) => sameLanguageCode(old, code)));
      const files = documentsOf(before).filter(
        (d) => d.status === 'done' && sameOrVariantLanguage(d.target_lang, before.target_langs[0]!),
      );
      for (const file of files) {
        const original = mockOriginalOf(file.id);
        // A file that names its target language stays the document of that language, as on the server.
        if (original !== undefined && !statedTarget(original))
          await acceptUpload(new File([original], file.name), auth.user.id, project, added);
      }
    }
    return HttpResponse.json(answerOf(project));
  }),

  handle(routes.projects.progress, ({ params }) => {
    const auth = requireUser(routes.projects.progress.permission);
    if (!auth.ok) return auth.answer;
    const project = db.projects.find((p) => p.id === idParam(params.id));
    return project ? HttpResponse.json(progressOf(project)) : projectNotFound();
  }),

  handle(routes.projects.download, ({ params }) => {
    const auth = requireUser(routes.projects.download.permission);
    if (!auth.ok) return auth.answer;
    const project = db.projects.find((p) => p.id === idParam(params.id));
    if (!project) return projectNotFound();
    const documents = documentsOf(project);
    const unready = documents.find((document) => document.status !== 'done');
    if (unready)
      return errorAnswer(
        409,
        `"${unready.name}" is still being processed or could not be read; wait for it or delete it, then download again`,
      );
    const taken = new Set<string>();
    const entries = documents.map((document) => {
      const { fileName, content } = mockTranslatedFile(document);
      let name = `${document.target_lang}/${fileName}`;
      if (taken.has(name)) name = `${document.target_lang}/${fileName.replace(/(\.[^.]*)?$/, ` (${document.id})$1`)}`;
      taken.add(name);
      return { name, content };
    });
    const zipName = `${project.name}.zip`;
    return new HttpResponse(storedZip(entries), {
      headers: {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="${zipName.replace(/[^\w.\- ]+/g, '_')}"; filename*=UTF-8''${encodeURIComponent(zipName)}`,
      },
    });
  }),

  handle(routes.projects.uploadDocuments, async ({ params, request }) => {
    const auth = requireUser(routes.projects.uploadDocuments.permission);
    if (!auth.ok) return auth.answer;
    const project = db.projects.find((p) => p.id === idParam(params.id));
    if (!project) return projectNotFound();
    const file = (await request.formData().catch(() => undefined))?.get('file');
    const refused = refusedUpload(file);
    if (refused) return refused;
    const stated = statedTarget(await (file as File).text());
    const targets = stated
      ? project.target_langs.filter((target) => sameOrVariantLanguage(target, stated))
      : project.target_langs;
    if (targets.length === 0)
      return errorAnswer(
        422,
        `This file is to be translated into ${stated}, which is none of this project's target languages ` +
          `(${project.target_langs.join(', ')}). Add ${stated} to the project's languages, or upload a file ` +
          'that does not name its target language (it then becomes one document per target language).',
      );
    const documents = await acceptUpload(file as File, auth.user.id, project, targets);
    // The mock has no jobs of its own: each document's id stands for its import job's.
    return HttpResponse.json(
      { documents: documents.map((document) => ({ ...document, job_id: document.id })) },
      { status: 202 },
    );
  }),
];

/** The target language an XLIFF file names (1.2 target-language, 2.0 trgLang): its documents are in that one. */
const statedTarget = (xliff: string) =>
  /<(?:file|xliff)\b[^>]*\b(?:target-language|trgLang)="([^"]+)"/.exec(xliff)?.[1];

/** A ZIP of these files, stored uncompressed (a valid archive any unzip reads). */
function storedZip(entries: { name: string; content: string }[]): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = encoder.encode(entry.name);
    const data = encoder.encode(entry.content);
    const crc = crc32(data);
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint16(6, 0x0800, true); // UTF-8 names
    local.setUint32(14, crc, true);
    local.setUint32(18, data.length, true);
    local.setUint32(22, data.length, true);
    local.setUint16(26, name.length, true);
    const central = new DataView(new ArrayBuffer(46));
    central.setUint32(0, 0x02014b50, true);
    central.setUint16(4, 20, true);
    central.setUint16(6, 20, true);
    central.setUint16(8, 0x0800, true);
    central.setUint32(16, crc, true);
    central.setUint32(20, data.length, true);
    central.setUint32(24, data.length, true);
    central.setUint16(28, name.length, true);
    central.setUint32(42, offset, true);
    locals.push(new Uint8Array(local.buffer), name, data);
    centrals.push(new Uint8Array(central.buffer), name);
    offset += 30 + name.length + data.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, entries.length, true);
  end.setUint16(10, entries.length, true);
  end.setUint32(12, centralSize, true);
  end.setUint32(16, offset, true);
  const parts = [...locals, ...centrals, new Uint8Array(end.buffer)];
  const zip = new Uint8Array(new ArrayBuffer(parts.reduce((sum, part) => sum + part.length, 0)));
  let at = 0;
  for (const part of parts) {
    zip.set(part, at);
    at += part.length;
  }
  return zip;
}

function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}
