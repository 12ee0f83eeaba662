import { setTimeout as sleep } from 'node:timers/promises';
import {
  pathOf,
  routes,
  type Document,
  type Job,
  type PathParams,
  type Project,
  type ProjectDocumentsStarted,
  type Route,
  type Screenshot,
  type ScreenshotBoxes,
  type ScreenshotList,
} from '@tessera/shared/contract';
import type { CliPackage } from '@tessera/shared/contract/endpoints';
import { CliError } from './errors.ts';

/** How often a job is asked about while it runs. */
const JOB_POLL_MS = 300;

type Params<R extends Route> = PathParams<R['path']>;

/** The Tessera API as the command calls it: bearer token, JSON answers, every failure a one-line CliError. */
export class TesseraApi {
  readonly #url: string;
  readonly #token: string;

  constructor(url: string, token: string) {
    this.#url = url;
    this.#token = token;
  }

  getProject = (id: number) => this.#json<Project>(routes.projects.get, { id });

  /** The version of the command the server speaks; undefined from a server older than the question (404). */
  async cliPackage(): Promise<CliPackage | undefined> {
    try {
      return await this.#json<CliPackage>(routes.cli.about, {});
    } catch (error) {
      if (error instanceof CliError && error.status === 404) return undefined;
      throw error;
    }
  }

  /** The project's documents (the list holds every document the token's owner may read). */
  async projectDocuments(projectId: number): Promise<Document[]> {
    const all = await this.#json<Document[]>(routes.documents.list, {});
    return all.filter((document) => document.project_id === projectId);
  }

  /** Uploads a source file into the project: one document per target language, each once its import is done. */
  async uploadSource(projectId: number, name: string, bytes: Buffer): Promise<Document[]> {
    const started = await this.#json<ProjectDocumentsStarted>(
      routes.projects.uploadDocuments,
      { id: projectId },
      fileForm(name, bytes),
    );
    for (const document of started.documents) await this.#jobDone(document.job_id, name);
    return started.documents;
  }

  /** Uploads a source file into the project as the document of one target language, once its import is done. */
  async uploadSourceFor(project: Project, language: string, name: string, bytes: Buffer): Promise<Document> {
    const fields = { project_id: String(project.id), source_lang: project.source_lang, target_lang: language };
    const started = await this.#json<Document>(routes.documents.upload, {}, fileForm(name, bytes, fields));
    for (;;) {
      const document = await this.#json<Document>(routes.documents.get, { id: started.id });
      if (document.status === 'done') return document;
      if (document.status === 'error')
        throw new CliError(`${name}: ${document.processing_error ?? 'Tessera could not read it'}`);
      await sleep(JOB_POLL_MS);
    }
  }

  /** Replaces a document's source file with a newer one: its translations are kept, changed sources marked. */
  async updateSource(documentId: number, name: string, bytes: Buffer): Promise<void> {
    const started = await this.#json<{ job_id: number }>(
      routes.documents.updateSource,
      { id: documentId },
      fileForm(name, bytes),
    );
    await this.#jobDone(started.job_id, name);
  }

  /**
   * Reads a translation file into a document: its values become the document's confirmed translations. Answers
   * what Tessera says it did (how many it read, and which it left out and why).
   */
  async importTranslations(documentId: number, name: string, bytes: Buffer): Promise<string | null> {
    const started = await this.#json<{ job_id: number }>(
      routes.documents.importTranslations,
      { id: documentId },
      fileForm(name, bytes),
    );
    return (await this.#jobDone(started.job_id, name)).message;
  }

  /**
   * The document's translated file, in its own format, as a repository keeps it: every translation, and no entry
   * for a string nobody translated in a one-language key-value file (the app shows its source text).
   */
  async download(documentId: number): Promise<Buffer> {
    const response = await this.#send(routes.documents.download, { id: documentId }, undefined, {
      untranslated: 'leave-out',
    });
    return Buffer.from(await response.arrayBuffer());
  }

  listScreenshots = async (projectId: number) =>
    (await this.#json<ScreenshotList>(routes.screenshots.list, { id: projectId })).screenshots;

  /** Uploads an image as the project's screenshot `name` (409 when the project has one of that name). */
  uploadScreenshot = (projectId: number, name: string, bytes: Buffer) =>
    this.#json<Screenshot>(routes.screenshots.upload, { id: projectId }, fileForm(name, bytes, { name }));

  deleteScreenshot = (projectId: number, screenshotId: number) =>
    this.#json<unknown>(routes.screenshots.delete, { id: projectId, screenshotId });

  /** Replaces every box of the screenshot. */
  putScreenshotBoxes = (projectId: number, screenshotId: number, boxes: ScreenshotBoxes) =>
    this.#json<ScreenshotBoxes>(routes.screenshots.putBoxes, { id: projectId, screenshotId }, boxes);

  async #jobDone(jobId: number, file: string): Promise<Job> {
    for (;;) {
      const job = await this.#json<Job>(routes.jobs.get, { id: jobId });
      if (job.status === 'done') return job;
      if (job.status === 'failed' || job.status === 'cancelled')
        throw new CliError(`${file}: ${job.message ?? `Tessera could not read it (${job.status})`}`);
      await sleep(JOB_POLL_MS);
    }
  }

  async #json<T>(route: Route, params: Params<Route>, body?: FormData | object): Promise<T> {
    return (await (await this.#send(route, params, body)).json()) as T;
  }

  async #send(
    route: Route,
    params: Params<Route>,
    body?: FormData | object,
    query?: Record<string, string>,
  ): Promise<Response> {
    const path = `/api${pathOf(route, params)}${query ? `?${new URLSearchParams(query)}` : ''}`;
    const headers: Record<string, string> = { authorization: `Bearer ${this.#token}`, accept: 'application/json' };
    const isJson = body !== undefined && !(body instanceof FormData);
    if (isJson) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${this.#url}${path}`, {
        method: route.method,
        headers,
        body: isJson ? JSON.stringify(body) : body,
        redirect: 'error',
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new CliError(`url: ${this.#url} could not be reached (${cause?.code ?? cause?.message ?? 'no answer'})`);
    }
    if (response.ok) return response;
    const message = await response
      .json()
      .then((answer: { message?: unknown }) => (typeof answer.message === 'string' ? answer.message : undefined))
      .catch(() => undefined);
    throw new CliError(refusal(response.status, `${route.method} ${path}`, message), { status: response.status });
  }
}

/** What a refused request means for the person running the command, naming the setting to look at. */
function refusal(status: number, request: string, message: string | undefined): string {
  const said = message ? `: ${message}` : '';
  if (status === 401) return `TESSERA_TOKEN was refused (401)${said}: it may have expired or been revoked`;
  if (status === 403)
    return `TESSERA_TOKEN may not do this (403, ${request})${said}: a manager's write token is needed to push`;
  return `Tessera answered ${status} to ${request}${said}`;
}

function fileForm(name: string, bytes: Buffer, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return form;
}
