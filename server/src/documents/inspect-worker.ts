/**
 * Worker process that inspects an uploaded document for the upload route (document-file-reader.ts), its units'
 * lengths included: the whole file is parsed here, never on the thread that answers requests.
 */
import { createReadStream } from 'node:fs';
import { loadDocumentFormat } from '../formats/document-format-modules.ts';
import { isFormatError } from '../formats/terms.ts';
import { serveWorkerBatches } from '../jobs/worker-batches.ts';
import type { DocumentInspection, InspectWorkerData } from './document-file-reader.ts';

serveWorkerBatches<InspectWorkerData, never, DocumentInspection>(
  async ({ filePath, format, languages }) => {
    const reader = await loadDocumentFormat(format);
    const open = () => createReadStream(filePath);
    const inspection = await reader.inspect(open, languages);
    await reader.checkUnitLengths?.(open);
    return inspection;
  },
  { maxInFlight: 1, isFormatError },
);
