/** The dialogs of the home screen's projects: new project, upload files, analysis, pre-translate. */
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, DOCUMENTS_PAGE_MAX, errorMessage, listKeys, routes } from '@tessera/shared';
import * as documentsApi from '@tessera/shared/api/documents';
import * as jobsApi from '@tessera/shared/api/jobs';
import * as mtApi from '@tessera/shared/api/mt';
import * as projectsApi from '@tessera/shared/api/projects';
import {
  CreateProjectBody,
  DOCUMENT_EXTENSIONS,
  MIN_MATCH_SIMILARITY,
  type Document,
  type DocumentPage,
  type Project,
} from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  FailureAlert,
  FormDialog,
  ProgressBar,
  Spinner,
  NumberField,
  linkClass,
} from '@tessera/shared/ui';
import { AnalysisBandsTable } from '../../common/AnalysisBandsTable.tsx';
import { useProjectAnalysisRun } from '../../common/projectAnalysisRun.ts';
import { ReviewMarks } from '../../common/ReviewMarks.tsx';
import { ProjectBasicsFields, useProjectForm } from '../../common/ProjectBasicsFields.tsx';
import { chosenTargets } from '../../common/TargetLanguagesField.tsx';
import { useMessages as useFormatWords } from '../../common/formats-i18n.ts';
import { useMessages as useCommonMessages } from '../../common/i18n.ts';
import { useMessages } from './i18n.ts';
import { analysisBandName, documentFormatsRead } from '../../common/documentFormats.ts';
import { fieldNamesOf, projectFormFields, projectFormOutcome } from '../../common/formProblems.ts';
import * as homeWords from './locales/en/home.arb';
import * as formatsWords from '../../locales/en/formats.arb';

export function NewProjectDialog({ onClose }: { onClose: () => void }) {
  const t = useMessages();
  const common = useCommonMessages();
  const f = useFormats();
  const client = useQueryClient();
  const form = useProjectForm({ name: '', description: '', source_lang: '' }, ['']);
  const { fields, targets } = form;
  const [problem, setProblem] = useState<string>();
  const labels = { name: t(homeWords.homeProjectName), description: t(homeWords.homeProjectDescription) };
  const formFields = projectFormFields(common, labels);
  const create = useMutation({
    mutationFn: projectsApi.createProject,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: listKeys.projects });
      onClose();
    },
    onError: (error) => setProblem(errorMessage(error, { fields: fieldNamesOf(formFields) })),
  });
  return (
    <FormDialog
      title={t(homeWords.homeNewProjectTitle)}
      submitLabel={t(homeWords.homeCreateProject)}
      busy={create.isPending}
      onClose={onClose}
      onSubmit={() => {
        const chosen = chosenTargets(targets);
        const parsed = CreateProjectBody.safeParse({ ...fields, target_langs: chosen });
        const outcome = projectFormOutcome(
          parsed,
          { source: fields.source_lang, targets: chosen },
          formFields,
          common,
          f,
        );
        setProblem(outcome.problem);
        if (outcome.body) create.mutate(outcome.body);
      }}
    >
      <div className="grid gap-3">
        <ProjectBasicsFields form={form} labels={labels} autoFocus />
        {problem && <Alert tone="error">{problem}</Alert>}
      </div>
    </FormDialog>
  );
}

type UploadState = { name: string; progress: number; error?: string; done: boolean; documents?: Document[] };

/** How often the dialog asks for the documents while one it uploaded is being read. */
const IMPORT_POLL_MS = 1500;

/**
 * Several files at once, each uploaded into the project with its own progress bar and becoming one document per
 * target language, then followed while the server reads them: each says when it is ready, or why it could not be
 * read, without closing the dialog.
 */
export function UploadFilesDialog({
  project,
  replacing,
  onClose,
}: {
  project: Project;
  /** A document that could not be read: its file is sent again for its language, and it goes once that has started. */
  replacing?: Document | undefined;
  onClose: () => void;
}) {
  const t = useMessages();
  const f = useFormats();
  const tFormats = useFormatWords();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const running = uploads.some((upload) => !upload.done);
  const update = (index: number, change: Partial<UploadState>) =>
    setUploads((current) => current.map((upload, i) => (i === index ? { ...upload, ...change } : upload)));
  const uploaded = new Set(uploads.flatMap((upload) => (upload.documents ?? []).map((document) => document.id)));
  // The documents uploaded, and only those, asked for by id (at most a page's worth of ids a request).
  const batches = [...uploaded].reduce<number[][]>((all, id, i) => {
    if (i % DOCUMENTS_PAGE_MAX === 0) all.push([]);
    all.at(-1)!.push(id);
    return all;
  }, []);
  const documents = useQueries({
    queries: batches.map((ids) => ({
      // Under the documents list's key, refreshed with it.
      queryKey: [...listKeys.documents, { ids }],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        documentsApi.listDocumentsPage({ ids, page: 0, limit: DOCUMENTS_PAGE_MAX }, signal),
      refetchInterval: (query: { state: { data?: DocumentPage | undefined } }) =>
        query.state.data?.records.some(isBeingRead) ? IMPORT_POLL_MS : false,
    })),
    combine: (results) => results.flatMap((result) => result.data?.records ?? []),
  });
  const statusOf = (id: number) => documents.find((document) => document.id === id);
  const reading = [...uploaded].filter((id) => {
    const document = statusOf(id);
    return !document || isBeingRead(document);
  }).length;
  // When the last file is read, the project's totals count it: the lists showing them are asked again.
  useEffect(() => {
    if (uploaded.size === 0 || reading > 0) return;
    void client.invalidateQueries({ queryKey: listKeys.projects });
    void client.invalidateQueries({ queryKey: ['projects', project.id] });
  }, [uploaded.size, reading, client, project.id]);

  const start = async (files: File[]) => {
    const offset = uploads.length;
    setUploads((current) => [...current, ...files.map((file) => ({ name: file.name, progress: 0, done: false }))]);
    // One after another, in the order picked: the project's documents keep that order, and so do its analysis and
    // which of two equal segments counts as the repetition.
    for (const [i, file] of files.entries()) {
      const index = offset + i;
      if (!DOCUMENT_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension))) {
        update(index, {
          done: true,
          error: t(homeWords.homeFormatsAccepted, { formats: documentFormatsRead(tFormats, f) }),
        });
        continue;
      }
      try {
        const onProgress = (progress: number) => update(index, { progress });
        const started = replacing
          ? await projectsApi.uploadDocumentToProjectLanguage(project.id, file, replacing.target_lang, onProgress)
          : await projectsApi.uploadDocumentsToProject(project.id, file, onProgress);
        update(index, { done: true, progress: 1, documents: started.documents });
        // The file is back in: the document that failed goes. Should that fail, it stays listed, to delete by hand.
        if (replacing) await documentsApi.deleteDocument(replacing.id).catch(() => undefined);
      } catch (error) {
        update(index, { done: true, error: errorMessage(error) });
      }
    }
    await Promise.all([
      client.invalidateQueries({ queryKey: listKeys.projects }),
      client.invalidateQueries({ queryKey: listKeys.documents }),
    ]);
  };

  const several = project.target_langs.length > 1;
  return (
    <Dialog
      open
      title={
        replacing
          ? t(homeWords.homeUploadAgainTitle, { name: replacing.name, project: project.name })
          : t(homeWords.homeUploadFilesTitle, { name: project.name })
      }
      onClose={onClose}
      dismissible={!running}
      footer={
        <Button onClick={onClose} disabled={running}>
          {t(homeWords.homeClose)}
        </Button>
      }
    >
      {replacing && <p className="mb-3 text-sm text-slate-600">{t(homeWords.homeUploadAgainReplaces)}</p>}
      <input
        ref={input}
        type="file"
        multiple={!replacing}
        hidden
        tabIndex={-1}
        accept={DOCUMENT_EXTENSIONS.join(',')}
        aria-label={t(homeWords.homeFilesToUpload)}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) void start(files);
        }}
      />
      <Button variant="primary" onClick={() => input.current?.click()} data-autofocus>
        {t(homeWords.homeChooseFiles)}
      </Button>
      {several && (
        <p className="mt-2 text-xs text-slate-500">
          {t(homeWords.homeOneDocumentPerLanguage, { languages: project.target_langs.join(', ') })}
        </p>
      )}
      <ul className="mt-3 space-y-2" aria-label={t(homeWords.homeUploads)} aria-live="polite">
        {uploads.map((upload, index) => (
          <li key={index} className="text-sm">
            <span>{upload.name}</span>
            <ProgressBar value={upload.progress} label={t(homeWords.homeUploadOf, { name: upload.name })} />
            {upload.error ? (
              <span role="alert" className="text-xs text-red-700">
                {upload.error}
              </span>
            ) : (
              <ul aria-label={t(homeWords.homeDocumentsOfFile, { name: upload.name })}>
                {(upload.documents ?? []).map((document) => (
                  <li key={document.id} className="flex gap-2">
                    {several && <span className="text-xs font-medium">{document.target_lang}</span>}
                    <ReadingStatus document={statusOf(document.id)} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

const isBeingRead = (document: Document) => document.status === 'uploaded' || document.status === 'processing';

/** What became of an uploaded file: still being read, ready, or why it could not be read. */
function ReadingStatus({ document }: { document: Document | undefined }) {
  const t = useMessages();
  if (!document || isBeingRead(document))
    return <span className="text-xs text-slate-500">{t(homeWords.homeBeingRead)}</span>;
  if (document.status === 'error')
    return (
      <span role="alert" className="text-xs text-red-700">
        {t(homeWords.homeCouldNotBeRead, { reason: document.processing_error ?? '' })}
      </span>
    );
  return (
    <span>
      <span className="text-xs text-emerald-700">{t(homeWords.homeReady)}</span>
      <ReviewMarks document={document} />
    </span>
  );
}

/**
 * Opening the dialog analyses the project now, as the server runs it (a job, however large the project), and shows
 * its bands once it is done; an analysis already running (someone else's) is followed instead of a second one.
 */
export function AnalysisDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const t = useMessages();
  const tFormats = useFormatWords();
  const { last, job, running, ended, run } = useProjectAnalysisRun(project.id);
  const asked = useRef(false);
  const { mutate: start } = run;
  useEffect(() => {
    if (asked.current || !last.data || last.data.running_job_id !== null) return;
    asked.current = true;
    start();
  }, [last.data, start]);
  const analysis = ended?.status === 'done' && !last.isFetching ? last.data?.analysis : undefined;
  const failure = run.error ?? last.error;
  return (
    <Dialog
      open
      title={t(homeWords.homeAnalysisTitle, { name: project.name })}
      onClose={onClose}
      footer={
        <>
          {analysis && (
            <a className={linkClass} href={projectsApi.lastAnalysisCsvUrl(project.id)} download>
              {t(homeWords.homeDownloadCsv)}
            </a>
          )}
          <Button onClick={onClose}>{t(homeWords.homeClose)}</Button>
        </>
      }
    >
      {failure ? (
        <Alert tone="error">{errorMessage(failure)}</Alert>
      ) : ended && ended.status !== 'done' ? (
        <Alert tone="error">{ended.message ?? t(homeWords.homeJobStatus, { status: ended.status })}</Alert>
      ) : analysis ? (
        <AnalysisBandsTable
          analysis={analysis}
          words={{
            table: t(homeWords.homeAnalysisTable),
            match: t(homeWords.homeMatchColumn),
            segments: t(homeWords.homeSegmentsColumn),
            words: t(homeWords.homeWordsColumn),
            characters: t(homeWords.homeCharactersColumn),
            total: t(homeWords.homeAnalysisTotal),
            band: (band) => analysisBandName(band, tFormats),
          }}
        />
      ) : running ? (
        <ProgressBar value={job?.progress ?? 0} label={t(homeWords.homeAnalysing)} />
      ) : (
        <Spinner label={t(homeWords.homeAnalysing)} />
      )}
      {analysis && <p className="mt-2 text-xs text-slate-500">{tFormats(formatsWords.homeRepetitionsExplained)}</p>}
    </Dialog>
  );
}

export function PretranslateDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const t = useMessages();
  const tFormats = useFormatWords();
  const client = useQueryClient();
  const [options, setOptions] = useState({
    threshold: 100,
    overwrite: false,
    approve_exact: false,
    propagate_repetitions: true,
  });
  const [machine, setMachine] = useState(false);
  const [jobId, setJobId] = useState<number | null>(null);
  const start = useMutation({
    mutationFn: () =>
      projectsApi.pretranslate(
        { kind: 'project', id: project.id },
        machine ? { ...options, machine_translation: true } : options,
      ),
    onSuccess: ({ job_id }) => setJobId(job_id),
  });
  const job = useQuery({
    queryKey: ['jobs', jobId],
    queryFn: ({ signal }) => jobsApi.getJob(jobId!, signal),
    enabled: jobId !== null,
    refetchInterval: (query) =>
      query.state.data && query.state.data.status !== 'running' && query.state.data.status !== 'queued' ? false : 500,
  });
  const cancel = useMutation({ mutationFn: () => jobsApi.cancelJob(jobId!) });
  const running = jobId !== null && (!job.data || job.data.status === 'running' || job.data.status === 'queued');
  const finished = job.data !== undefined && !running;
  useEffect(() => {
    if (!finished) return;
    void client.invalidateQueries({ queryKey: listKeys.projects });
    void client.invalidateQueries({ queryKey: listKeys.documents });
  }, [finished, client]);
  return (
    <Dialog
      open
      title={t(homeWords.homePretranslateTitle, { name: project.name })}
      onClose={onClose}
      dismissible={!start.isPending}
      onSubmit={jobId === null ? () => start.mutate() : undefined}
      footer={
        jobId === null ? (
          <>
            <Button onClick={onClose}>{t(homeWords.homeCancel)}</Button>
            <Button type="submit" variant="primary" busy={start.isPending}>
              {t(homeWords.homeStartPretranslation)}
            </Button>
          </>
        ) : running ? (
          <Button variant="danger" busy={cancel.isPending} disabled={cancel.isSuccess} onClick={() => cancel.mutate()}>
            {t(homeWords.homeStopPretranslation)}
          </Button>
        ) : (
          <Button onClick={onClose}>{t(homeWords.homeClose)}</Button>
        )
      }
    >
      {jobId === null ? (
        <div className="grid gap-3">
          <NumberField
            label={t(homeWords.homeLowestMatch)}
            min={MIN_MATCH_SIMILARITY}
            max={100}
            value={String(options.threshold)}
            onChange={(event) => setOptions({ ...options, threshold: Number(event.target.value) })}
            data-autofocus
          />
          <Checkbox
            label={t(homeWords.homeConfirmExact)}
            checked={options.approve_exact}
            onChange={(event) => setOptions({ ...options, approve_exact: event.target.checked })}
          />
          <Checkbox
            label={t(homeWords.homePropagateRepetitions)}
            checked={options.propagate_repetitions}
            onChange={(event) => setOptions({ ...options, propagate_repetitions: event.target.checked })}
          />
          <Checkbox
            label={t(homeWords.homeOverwrite)}
            checked={options.overwrite}
            onChange={(event) => setOptions({ ...options, overwrite: event.target.checked })}
          />
          <MachineTranslationOption project={project} checked={machine} onChange={setMachine} />
          <p className="text-xs text-slate-500">{t(homeWords.homeFuzzyNeverConfirmed)}</p>
          <FailureAlert failed={start} />
        </div>
      ) : (
        <div className="grid gap-2" aria-live="polite">
          <ProgressBar value={job.data?.progress ?? 0} label={t(homeWords.homePretranslationProgress)} />
          <p className="text-sm">
            {running
              ? cancel.isSuccess
                ? t(homeWords.homeStopping)
                : t(homeWords.homePretranslating)
              : // The server says how it ended; its status when it says nothing.
                (job.data?.message ?? (job.data && t(homeWords.homeJobStatus, { status: job.data.status })))}
          </p>
          {finished && <p className="text-xs text-slate-500">{tFormats(formatsWords.homeRepetitionsExplained)}</p>}
        </div>
      )}
    </Dialog>
  );
}

/**
 * Whether pre-translation machine-translates what the memories leave empty, offered while a provider is
 * configured, with what the project's quality estimates make of the result: confirmed at or above the threshold.
 */
function MachineTranslationOption({
  project,
  checked,
  onChange,
}: {
  project: Project;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useMessages();
  const status = useQuery({ queryKey: ['mt', 'status'], queryFn: ({ signal }) => mtApi.getMtStatus(signal) });
  const quality = useQuery({
    queryKey: ['projects', project.id, 'mt-quality'],
    queryFn: ({ signal }) => call(routes.mt.quality, { params: { id: project.id }, signal }),
    enabled: checked,
  });
  if (status.data?.available !== true) return null;
  const settings = quality.data;
  return (
    <div className="grid gap-1">
      <Checkbox
        label={t(homeWords.homeMachineTranslate)}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {checked && settings && (
        <p className="text-xs text-slate-500">
          {settings.enabled && settings.threshold !== null
            ? t(homeWords.homeMachineConfirmedAbove, { threshold: settings.threshold })
            : t(homeWords.homeMachineStayDrafts)}
        </p>
      )}
    </div>
  );
}
