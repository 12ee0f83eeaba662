import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { JobContext } from './jobs.ts';

/** What a failed import says to the user when the file is not to blame: its server stopped mid-way... */
export const IMPORT_INTERRUPTED = 'The server stopped during the import; please import the file again.';
/** ...or something failed that the file does not explain. */
export const IMPORT_FAILED_UNEXPECTEDLY = 'The import failed unexpectedly; please try again.';

export interface UploadImport {
  /** The job's kind, e.g. 'glossary.import'. */
  kind: string;
  /** The glossary, TM or document the file goes into. */
  targetId: number;
  /** The uploaded file (receiveUpload's temp file), deleted once read in or when the import fails. */
  filePath: string;
  /** Reads the file into the target. */
  importFile(job: JobContext): Promise<void>;
  /** Work after the file is read in and deleted: a long index build need not keep the upload on disk. */
  afterwards?(): Promise<void>;
  /** Writes the target's own progress, with the job's and as often (JobContext.reportProgress). */
  onProgress?(fraction: number): Promise<void>;
  /** Undoes what the import wrote and marks the target 'error' with a message for the user. */
  onFailure(error: unknown): Promise<void>;
}

/**
 * Runs the import of an uploaded file as a background job; resolves with its id once the job is recorded. The upload is
 * deleted once, as soon as `importFile` ends, however it ends (done, failed or cancelled): every later step
 * runs without it.
 */
export async function runUploadImport(app: FastifyInstance, upload: UploadImport): Promise<{ jobId: number }> {
  return app.jobs.run({
    kind: upload.kind,
    targetId: upload.targetId,
    work: async (job) => {
      try {
        await upload.importFile(job);
      } finally {
        await fs.rm(upload.filePath, { force: true });
      }
      await upload.afterwards?.();
    },
    onFailure: (error) => upload.onFailure(error),
    ...(upload.onProgress ? { onProgress: upload.onProgress } : {}),
  });
}
