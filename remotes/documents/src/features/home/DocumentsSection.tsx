import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_FORMATS_READ,
  DOCUMENT_MAX_BYTES,
  can,
  isApiError,
  listKeys,
  useCurrentUser,
} from '@tessera/shared';
import * as documentsApi from '@tessera/shared/api/documents';
import type { Document } from '@tessera/shared/contract';
import {
  Button,
  ListSection,
  ProcessingBadge,
  ResourceNameCell,
  ProgressBar,
  TextField,
  TBody,
  Table,
  Td,
  Tr,
  languagePair,
} from '@tessera/shared/ui';
import { ApprovalFigures, ApprovedSegmentsBar } from './approval.tsx';
import { documentPath } from './paths.ts';

const processing = (d: Document) => d.status === 'uploaded' || d.status === 'processing' || d.status === 'pending';

/** Home section: every document with its progress; managers upload XLIFF files here (with a progress bar). */
export function DocumentsSection() {
  const user = useCurrentUser();
  const query = useQuery({
    queryKey: listKeys.documents,
    queryFn: ({ signal }) => documentsApi.listDocuments(signal),
    refetchInterval: (q) => (q.state.data?.some(processing) ? 1500 : false),
  });
  return (
    <ListSection
      title="Documents"
      query={query}
      emptyTitle="No documents yet"
      actions={can(user, 'document.manage') && <UploadDocumentButton />}
    >
      {(documents) => (
        <Table label="Documents" columns={['Name', ['Languages', 'w-40'], ['Status', 'w-28'], ['Approved', 'w-64']]}>
          <TBody>
            {documents.map((document) => (
              <Tr key={document.id}>
                <ResourceNameCell
                  to={documentPath(document.id)}
                  name={document.name}
                  failure={document.status === 'error' && document.processing_error}
                >
                  {document.open_comments > 0 && (
                    <span
                      className="ml-2 rounded bg-amber-100 px-1 text-xs font-medium text-amber-900"
                      title="Comments on its segments not resolved yet"
                    >
                      {document.open_comments.toLocaleString('en')} open comment
                      {document.open_comments === 1 ? '' : 's'}
                    </span>
                  )}
                </ResourceNameCell>
                <Td className="whitespace-nowrap">{languagePair(document.source_lang, document.target_lang)}</Td>
                <Td>
                  <ProcessingBadge status={document.status} />
                </Td>
                <Td>
                  {document.status === 'done' && (
                    <div title={`${document.approved_words_count} of ${document.words_count} words approved`}>
                      <ApprovedSegmentsBar counts={document} name={document.name} />
                      <ApprovalFigures counts={document} />
                    </div>
                  )}
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
    </ListSection>
  );
}

/** The server's answer to a file that does not name its target language (XLIFF 2.0 without trgLang). */
const asksForTargetLanguage = (error: unknown) =>
  isApiError(error, 422) && (error.body as { details?: { field?: string } } | null)?.details?.field === 'target_lang';

function UploadDocumentButton() {
  const input = useRef<HTMLInputElement>(null);
  const client = useQueryClient();
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  /** A file the server took only with its target language, and the language typed so far. */
  const [needsLanguage, setNeedsLanguage] = useState<File | null>(null);
  const [targetLang, setTargetLang] = useState('');
  const upload = useMutation({
    mutationFn: ({ file, targetLang }: { file: File; targetLang?: string }) =>
      documentsApi.uploadDocument(file, setProgress, targetLang),
    onSuccess: () => {
      setNeedsLanguage(null);
      void client.invalidateQueries({ queryKey: listKeys.documents });
    },
    onError: (error, { file }) => {
      setProblem(error instanceof Error ? error.message : 'The upload failed');
      if (asksForTargetLanguage(error)) setNeedsLanguage(file);
    },
  });

  const choose = (file: File | undefined) => {
    setProblem(null);
    setNeedsLanguage(null);
    if (!file) return;
    if (!DOCUMENT_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension))) {
      setProblem(`Documents can be uploaded in these formats: ${DOCUMENT_FORMATS_READ}.`);
      return;
    }
    if (file.size > DOCUMENT_MAX_BYTES) {
      setProblem(`The file is larger than the limit of ${Math.round(DOCUMENT_MAX_BYTES / 1024 / 1024)} MB.`);
      return;
    }
    setProgress(0);
    upload.mutate({ file });
  };

  return (
    <span className="flex items-center gap-2 text-sm font-normal">
      {upload.isPending && (
        <span className="w-40">
          <ProgressBar value={progress} label="Upload progress" />
        </span>
      )}
      {problem && (
        <span role="alert" className="max-w-xs text-xs text-red-700">
          {problem}
        </span>
      )}
      {needsLanguage && (
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            setProblem(null);
            setProgress(0);
            upload.mutate({ file: needsLanguage, targetLang: targetLang.trim() });
          }}
        >
          <TextField
            label="Target language"
            placeholder="e.g. de"
            required
            value={targetLang}
            onChange={(event) => setTargetLang(event.target.value)}
            fieldClassName="w-28"
          />
          <Button type="submit" size="sm" busy={upload.isPending}>
            Upload with it
          </Button>
        </form>
      )}
      <input
        ref={input}
        type="file"
        accept={DOCUMENT_EXTENSIONS.join(',')}
        // Not shown and no tab stop of its own: "Upload document" opens it. The label stays for tests.
        hidden
        tabIndex={-1}
        aria-label="XLIFF file to upload"
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Button size="sm" variant="primary" busy={upload.isPending} onClick={() => input.current?.click()}>
        Upload document
      </Button>
    </span>
  );
}
