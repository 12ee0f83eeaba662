import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_FORMATS,
  DOCUMENT_MAX_BYTES,
  can,
  isApiError,
  listKeys,
  useCurrentUser,
} from '@tessera/shared';
import * as documentsApi from '@tessera/shared/api/documents';
import type { Document } from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import {
  Button,
  Checkbox,
  ListSection,
  ProcessingBadge,
  ResourceNameCell,
  ProgressBar,
  TBody,
  Table,
  Td,
  Tr,
  languagePair,
} from '@tessera/shared/ui';
import { LanguageField, LanguageOptions } from '@tessera/shared/ui/language-fields';
import { ConfirmationFigures, ConfirmedSegmentsBar } from './confirmation.tsx';
import { documentPath } from '../../common/paths.ts';
import { ReviewMarks } from '../../common/ReviewMarks.tsx';
import { documentFormatName, documentFormatNames, documentFormatsRead } from '../../common/documentFormats.ts';
import { useMessages as useFormatWords } from '../../common/formats-i18n.ts';
import { useMessages } from './i18n.ts';
import * as homeWords from './locales/en/home.arb';
import { Pagination, usePagedList } from './pagedList.ts';

const processing = (d: Document) => d.status === 'uploaded' || d.status === 'processing' || d.status === 'pending';

/** The documents outside any project shown at once: the others are a page away. */
export const HOME_DOCUMENTS_PAGE_SIZE = 50;

/** The kit's pagination, downloaded only once there is more than one page: most home screens never need it. */
/**
 * Home section: the documents outside any project, newest first and a page at a time (an installation may hold
 * tens of thousands of documents), with their format and progress (a project's are listed with it and on its page);
 * managers upload documents here (with a progress bar).
 */
export function DocumentsSection() {
  const t = useMessages();
  const f = useFormats();
  const tFormats = useFormatWords();
  const user = useCurrentUser();
  const { query, page, setPage, total, paged } = usePagedList({
    key: [...listKeys.documents, { project: 'none' }],
    pageSize: HOME_DOCUMENTS_PAGE_SIZE,
    fetchPage: (page, signal) =>
      documentsApi.listDocumentsPage({ project: 'none', page, limit: HOME_DOCUMENTS_PAGE_SIZE }, signal),
    refetchWhile: processing,
  });
  return (
    <ListSection
      title={t(homeWords.homeDocuments)}
      query={query}
      emptyTitle={t(homeWords.homeNoDocuments)}
      actions={can(user, 'document.manage') && <UploadDocumentButton />}
    >
      {(documents) => (
        <>
          <Table
            label={t(homeWords.homeDocuments)}
            columns={[
              t(homeWords.homeNameColumn),
              [t(homeWords.homeFormatColumn), 'w-36'],
              [t(homeWords.homeLanguagesColumn), 'w-40'],
              [t(homeWords.homeStatusColumn), 'w-28'],
              [t(homeWords.homeConfirmedColumn), 'w-64'],
            ]}
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
                        className="ms-2 rounded bg-amber-100 px-1 text-xs font-medium text-amber-900"
                        title={t(homeWords.homeOpenCommentsHint)}
                      >
                        {t(homeWords.homeOpenComments, { count: document.open_comments })}
                      </span>
                    )}
                    <ReviewMarks document={document} />
                  </ResourceNameCell>
                  <Td className="text-xs text-slate-600">{documentFormatName(document.type, tFormats)}</Td>
                  <Td className="whitespace-nowrap">{languagePair(document.source_lang, document.target_lang)}</Td>
                  <Td>
                    <ProcessingBadge status={document.status} />
                  </Td>
                  <Td>
                    {document.status === 'done' && (
                      <div
                        title={t(homeWords.homeWordsConfirmed, {
                          confirmed: f.number(document.approved_words_count),
                          words: document.words_count,
                        })}
                      >
                        <ConfirmedSegmentsBar counts={document} name={document.name} />
                        <ConfirmationFigures counts={document} />
                      </div>
                    )}
                  </Td>
                </Tr>
              ))}
            </TBody>
          </Table>
          {paged && (
            <div className="border-t border-slate-200">
              <Pagination
                label={t(homeWords.homeDocumentPages)}
                page={page}
                pageSize={HOME_DOCUMENTS_PAGE_SIZE}
                totalRows={total}
                onPageChange={setPage}
              />
            </div>
          )}
        </>
      )}
    </ListSection>
  );
}

/** Subtitle files, whose upload may join the cues that continue a sentence into one segment. */
const SUBTITLE_EXTENSIONS = DOCUMENT_FORMATS.filter(({ type }) => type === 'SRT' || type === 'VTT').flatMap(
  ({ extensions }) => extensions,
);
const isSubtitles = (file: File) =>
  SUBTITLE_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension));

type LanguageSide = 'source' | 'target';
type Languages = Record<LanguageSide, string>;

/** The languages last given for a file that did not state them: proposed for the next such file. */
const LANGUAGES_KEY = 'tessera.documentUpload.languages';

function rememberedLanguages(): Languages {
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

function rememberLanguages(languages: Languages) {
  try {
    localStorage.setItem(LANGUAGES_KEY, JSON.stringify(languages));
  } catch {
    // Storage may be full or refused (private windows): the choice is then asked again next time.
  }
}

/** The fields of the languages a file may leave unsaid, source first as a language pair reads; their words. */
const LANGUAGE_FIELDS = [
  {
    side: 'source',
    label: homeWords.homeSourceLanguage,
    placeholder: homeWords.homeSourceLanguageExample,
    field: 'source_lang',
  },
  {
    side: 'target',
    label: homeWords.homeTargetLanguage,
    placeholder: homeWords.homeTargetLanguageExample,
    field: 'target_lang',
  },
] as const;
type AskedLanguage = (typeof LANGUAGE_FIELDS)[number];

/**
 * The languages the server needs because the file does not state them, as its 422 names them in
 * `details.fields`: the target of an XLIFF 2.0 without trgLang, the source of a PO whose Language header names
 * the target, both for a plain text or JSON file. Only those are asked: a language the file states is its own.
 */
function languagesAsked(error: unknown): AskedLanguage[] {
  if (!isApiError(error, 422)) return [];
  const fields = (error.body as { details?: { fields?: unknown } } | null)?.details?.fields;
  if (!Array.isArray(fields)) return [];
  return LANGUAGE_FIELDS.filter(({ field }) => fields.includes(field));
}

/**
 * Where an upload finishes: once the document's file is read (the document, asked again while it is, has it done),
 * what its tracked changes and comments become, said to the manager who uploaded it.
 */
function UploadedFileMarks({ id }: { id: number }) {
  const { data: document } = useQuery({
    // Under the documents list's key, refreshed with it.
    queryKey: [...listKeys.documents, 'uploaded', id],
    queryFn: ({ signal }) => documentsApi.getDocument(id, signal),
    refetchInterval: (q) => (q.state.status === 'pending' || (q.state.data && processing(q.state.data)) ? 1500 : false),
  });
  if (document?.status !== 'done') return null;
  return <ReviewMarks document={document} className="max-w-xs text-xs text-slate-700" live />;
}

function UploadDocumentButton() {
  const t = useMessages();
  const f = useFormats();
  const tFormats = useFormatWords();
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // The home screen's "Upload a file" (its get-started panel) links here with ?start=upload: the button comes
  // into view with the focus, one key from the file chooser (which only a person's own press may open).
  const [params, setParams] = useSearchParams();
  const startUpload = params.get('start') === 'upload';
  useEffect(() => {
    if (!startUpload) return;
    button.current?.scrollIntoView?.({ block: 'center' });
    button.current?.focus();
    setParams((current) => (current.delete('start'), current), { replace: true });
  }, [startUpload, setParams]);
  const client = useQueryClient();
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  /**
   * A file waiting for what only the user can say: the languages the server needs because the file does not state
   * them (`asked`), or for subtitles, before they are sent, whether cues that continue a sentence are joined.
   */
  const [awaiting, setAwaiting] = useState<{ file: File; asked: AskedLanguage[] } | null>(null);
  const [languages, setLanguages] = useState(rememberedLanguages);
  const [joinCues, setJoinCues] = useState(false);
  /** The document the last upload made: what its file holds is said here once it is read. */
  const [uploaded, setUploaded] = useState<number | null>(null);
  const upload = useMutation({
    mutationFn: ({ file, given = {} }: { file: File; given?: Partial<Languages> }) =>
      documentsApi.uploadDocument(file, setProgress, given.target, given.source, isSubtitles(file) && joinCues),
    onSuccess: (document) => {
      setAwaiting(null);
      setUploaded(document.id);
      void client.invalidateQueries({ queryKey: listKeys.documents });
    },
    onError: (error, { file }) => {
      setProblem(error instanceof Error ? error.message : t(homeWords.homeUploadFailed));
      const asked = languagesAsked(error);
      if (asked.length > 0) setAwaiting({ file, asked });
    },
  });

  const choose = (file: File | undefined) => {
    setProblem(null);
    setAwaiting(null);
    setUploaded(null);
    if (!file) return;
    if (!DOCUMENT_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension))) {
      setProblem(t(homeWords.homeFormatsAccepted, { formats: documentFormatsRead(tFormats, f) }));
      return;
    }
    if (file.size > DOCUMENT_MAX_BYTES) {
      setProblem(t(homeWords.homeFileTooLarge, { limit: f.fileSize(DOCUMENT_MAX_BYTES) }));
      return;
    }
    if (isSubtitles(file)) {
      setJoinCues(false);
      setAwaiting({ file, asked: [] });
      return;
    }
    setProgress(0);
    upload.mutate({ file });
  };

  const uploadWithLanguages = ({ file, asked }: { file: File; asked: AskedLanguage[] }) => {
    setProblem(null);
    setProgress(0);
    const given = Object.fromEntries(asked.map(({ side }) => [side, languages[side].trim()])) as Partial<Languages>;
    // A language not asked this time keeps the one remembered: it is proposed again for the next file.
    rememberLanguages({ ...rememberedLanguages(), ...given });
    upload.mutate({ file, given });
  };

  return (
    <span className="flex items-center gap-2 text-sm font-normal">
      {upload.isPending && (
        <span className="w-40">
          <ProgressBar value={progress} label={t(homeWords.homeUploadProgress)} />
        </span>
      )}
      {problem && (
        <span role="alert" className="max-w-xs text-xs text-red-700">
          {problem}
        </span>
      )}
      {uploaded !== null && <UploadedFileMarks id={uploaded} />}
      {awaiting && (
        <form
          className="flex items-start gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            uploadWithLanguages(awaiting);
          }}
        >
          {awaiting.asked.map(({ side, label, placeholder }) => (
            <LanguageField
              key={side}
              label={t(label)}
              placeholder={t(placeholder)}
              required
              value={languages[side]}
              onChange={(event) => setLanguages({ ...languages, [side]: event.target.value })}
              fieldClassName="w-40"
            />
          ))}
          {awaiting.asked.length > 0 && <LanguageOptions />}
          {isSubtitles(awaiting.file) && (
            <Checkbox
              label={t(homeWords.homeJoinCues)}
              checked={joinCues}
              onChange={(event) => setJoinCues(event.target.checked)}
              className="pt-5"
            />
          )}
          {/* Level with the fields' inputs: their labels sit above them, the languages' names below. */}
          <span className="pt-5">
            <Button type="submit" size="sm" busy={upload.isPending}>
              {awaiting.asked.length > 0 ? t(homeWords.homeUploadWithLanguages) : t(homeWords.homeUpload)}
            </Button>
          </span>
        </form>
      )}
      <input
        ref={input}
        type="file"
        accept={DOCUMENT_EXTENSIONS.join(',')}
        // Not shown and no tab stop of its own: "Upload document" opens it. The label stays for tests.
        hidden
        tabIndex={-1}
        aria-label={t(homeWords.homeDocumentFile)}
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <span id="document-formats" className="max-w-56 text-xs text-slate-500" title={documentFormatsRead(tFormats, f)}>
        {t(homeWords.homeReadsFormats, { formats: documentFormatNames(tFormats, f) })}
      </span>
      <Button
        ref={button}
        size="sm"
        variant="primary"
        busy={upload.isPending}
        aria-describedby="document-formats"
        onClick={() => input.current?.click()}
      >
        {t(homeWords.homeUploadDocument)}
      </Button>
    </span>
  );
}
