import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_FORMATS,
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

/**
 * Home section: the documents outside any project with their format and progress (a project's are listed with it
 * and on its page); managers upload documents here (with a progress bar).
 */
export function DocumentsSection() {
  const user = useCurrentUser();
  const query = useQuery({
    queryKey: listKeys.documents,
    queryFn: ({ signal }) => documentsApi.listDocuments(signal),
    select: (documents) => documents.filter((document) => document.project_id === null),
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
        <Table
          label="Documents"
          columns={['Name', ['Format', 'w-36'], ['Languages', 'w-40'], ['Status', 'w-28'], ['Approved', 'w-64']]}
        >
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
                <Td className="text-xs text-slate-600">{formatLabel(document.type)}</Td>
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

/** A document format as the upload names it ("gettext PO"). */
const formatLabel = (type: Document['type']) => DOCUMENT_FORMATS.find((format) => format.type === type)?.label ?? type;

/** What the upload says it reads: each format's name, its extensions in the file picker's list. */
const FORMATS_NAMED = DOCUMENT_FORMATS.map((format) => format.label).join(', ');

/** The languages last given for a file that did not state them: proposed for the next such file. */
const LANGUAGES_KEY = 'tessera.documentUpload.languages';

function rememberedLanguages(): { source: string; target: string } {
  try {
    const stored = JSON.parse(localStorage.getItem(LANGUAGES_KEY) ?? '{}') as { source?: unknown; target?: unknown };
    return {
      source: typeof stored.source === 'string' ? stored.source : '',
      target: typeof stored.target === 'string' ? stored.target : '',
    };
  } catch {
    return { source: '', target: '' };
  }
}

function rememberLanguages(languages: { source: string; target: string }) {
  try {
    localStorage.setItem(LANGUAGES_KEY, JSON.stringify(languages));
  } catch {
    // Storage may be full or refused (private windows): the choice is then asked again next time.
  }
}

/**
 * The language the server needs because the file does not state it: the target of an XLIFF 2.0 without
 * trgLang or of a PO without a Language header, the source of a plain text or JSON file (which states neither,
 * so both are asked for then).
 */
function languageAsked(error: unknown): 'source' | 'target' | null {
  if (!isApiError(error, 422)) return null;
  const field = (error.body as { details?: { field?: string } } | null)?.details?.field;
  return field === 'source_lang' ? 'source' : field === 'target_lang' ? 'target' : null;
}

function UploadDocumentButton() {
  const input = useRef<HTMLInputElement>(null);
  const client = useQueryClient();
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  /** A file the server takes only with languages it does not state, and the languages typed so far. */
  const [needsLanguage, setNeedsLanguage] = useState<File | null>(null);
  const [asksSource, setAsksSource] = useState(false);
  const [targetLang, setTargetLang] = useState(() => rememberedLanguages().target);
  const [sourceLang, setSourceLang] = useState(() => rememberedLanguages().source);
  const upload = useMutation({
    mutationFn: ({ file, targetLang, sourceLang }: { file: File; targetLang?: string; sourceLang?: string }) =>
      documentsApi.uploadDocument(file, setProgress, targetLang, sourceLang),
    onSuccess: () => {
      setNeedsLanguage(null);
      void client.invalidateQueries({ queryKey: listKeys.documents });
    },
    onError: (error, { file }) => {
      setProblem(error instanceof Error ? error.message : 'The upload failed');
      const asked = languageAsked(error);
      if (asked === 'source') setAsksSource(true);
      if (asked) setNeedsLanguage(file);
    },
  });

  const choose = (file: File | undefined) => {
    setProblem(null);
    setNeedsLanguage(null);
    setAsksSource(false);
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
            rememberLanguages({
              source: asksSource ? sourceLang.trim() : rememberedLanguages().source,
              target: targetLang.trim(),
            });
            upload.mutate({
              file: needsLanguage,
              targetLang: targetLang.trim(),
              ...(asksSource && { sourceLang: sourceLang.trim() }),
            });
          }}
        >
          {asksSource && (
            <TextField
              label="Source language"
              placeholder="e.g. en"
              required
              value={sourceLang}
              onChange={(event) => setSourceLang(event.target.value)}
              fieldClassName="w-28"
            />
          )}
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
        aria-label="Document file to upload"
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <span id="document-formats" className="max-w-56 text-xs text-slate-500" title={DOCUMENT_FORMATS_READ}>
        Reads {FORMATS_NAMED}
      </span>
      <Button
        size="sm"
        variant="primary"
        busy={upload.isPending}
        aria-describedby="document-formats"
        onClick={() => input.current?.click()}
      >
        Upload document
      </Button>
    </span>
  );
}
