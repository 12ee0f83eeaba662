/** The dialogs of the home screen's projects: new project, upload files, memories, analysis, pre-translate. */
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, listKeys } from '@tessera/shared';
import * as documentsApi from '@tessera/shared/api/documents';
import * as jobsApi from '@tessera/shared/api/jobs';
import * as projectsApi from '@tessera/shared/api/projects';
import * as tmApi from '@tessera/shared/api/tm';
import {
  CreateProjectBody,
  DOCUMENT_EXTENSIONS,
  DOCUMENT_FORMATS_READ,
  ANALYSIS_BAND_LABELS,
  MIN_MATCH_SIMILARITY,
  REPETITIONS_EXPLAINED,
  type Document,
  type Project,
  type TmLinkMode,
} from '@tessera/shared/contract';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  FailureAlert,
  FormDialog,
  ProgressBar,
  Select,
  Spinner,
  TBody,
  Table,
  Td,
  TextArea,
  NumberField,
  TextField,
  Tr,
  linkClass,
} from '@tessera/shared/ui';
import { LanguageFields } from '@tessera/shared/ui/language-fields';

export function NewProjectDialog({ onClose }: { onClose: () => void }) {
  const client = useQueryClient();
  const [fields, setFields] = useState({ name: '', description: '', source_lang: '', target_lang: '' });
  const [problem, setProblem] = useState<string>();
  const create = useMutation({
    mutationFn: projectsApi.createProject,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: listKeys.projects });
      onClose();
    },
    onError: (error) => setProblem(errorMessage(error)),
  });
  const set = (key: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields({ ...fields, [key]: event.target.value });
  return (
    <FormDialog
      title="New project"
      submitLabel="Create project"
      busy={create.isPending}
      onClose={onClose}
      onSubmit={() => {
        const parsed = CreateProjectBody.safeParse(fields);
        if (!parsed.success)
          return setProblem(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
        setProblem(undefined);
        create.mutate(parsed.data);
      }}
    >
      <div className="grid gap-3">
        <TextField
          label="Project name"
          value={fields.name}
          onChange={set('name')}
          data-autofocus
          maxLength={255}
          required
        />
        <TextArea label="Description" value={fields.description} onChange={set('description')} />
        <LanguageFields
          source={{ value: fields.source_lang, onChange: set('source_lang'), required: true }}
          target={{ value: fields.target_lang, onChange: set('target_lang'), required: true }}
          optional={false}
        />
        {problem && <Alert tone="error">{problem}</Alert>}
      </div>
    </FormDialog>
  );
}

type UploadState = { name: string; progress: number; error?: string; done: boolean; documentId?: number };

/** How often the dialog asks for the documents while one it uploaded is being read. */
const IMPORT_POLL_MS = 1500;

/**
 * Several files at once, each uploaded into the project with its own progress bar, then followed while the
 * server reads it: each says when it is ready, or why it could not be read, without closing the dialog.
 */
export function UploadFilesDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const running = uploads.some((upload) => !upload.done);
  const update = (index: number, change: Partial<UploadState>) =>
    setUploads((current) => current.map((upload, i) => (i === index ? { ...upload, ...change } : upload)));
  const uploaded = new Set(uploads.flatMap((upload) => (upload.documentId ? [upload.documentId] : [])));
  const documents = useQuery({
    queryKey: listKeys.documents,
    queryFn: ({ signal }) => documentsApi.listDocuments(signal),
    enabled: uploaded.size > 0,
    refetchInterval: (query) =>
      query.state.data?.some((document) => uploaded.has(document.id) && isBeingRead(document)) ? IMPORT_POLL_MS : false,
  });
  const statusOf = (id: number) => documents.data?.find((document) => document.id === id);
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
    await Promise.all(
      files.map(async (file, i) => {
        const index = offset + i;
        if (!DOCUMENT_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension))) {
          return update(index, {
            done: true,
            error: `Documents can be uploaded in these formats: ${DOCUMENT_FORMATS_READ}`,
          });
        }
        try {
          const document = await projectsApi.uploadDocumentToProject(project.id, file, (progress) =>
            update(index, { progress }),
          );
          update(index, { done: true, progress: 1, documentId: document.id });
        } catch (error) {
          update(index, { done: true, error: errorMessage(error) });
        }
      }),
    );
    await Promise.all([
      client.invalidateQueries({ queryKey: listKeys.projects }),
      client.invalidateQueries({ queryKey: listKeys.documents }),
    ]);
  };

  return (
    <Dialog
      open
      title={`Upload files into ${project.name}`}
      onClose={onClose}
      dismissible={!running}
      footer={
        <Button onClick={onClose} disabled={running}>
          Close
        </Button>
      }
    >
      <input
        ref={input}
        type="file"
        multiple
        hidden
        tabIndex={-1}
        accept={DOCUMENT_EXTENSIONS.join(',')}
        aria-label="XLIFF files to upload"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) void start(files);
        }}
      />
      <Button variant="primary" onClick={() => input.current?.click()} data-autofocus>
        Choose files
      </Button>
      <ul className="mt-3 space-y-2" aria-label="Uploads" aria-live="polite">
        {uploads.map((upload, index) => (
          <li key={index} className="text-sm">
            <span>{upload.name}</span>
            <ProgressBar value={upload.progress} label={`Upload of ${upload.name}`} />
            {upload.error ? (
              <span role="alert" className="text-xs text-red-700">
                {upload.error}
              </span>
            ) : (
              upload.documentId !== undefined && <ReadingStatus document={statusOf(upload.documentId)} />
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
  if (!document || isBeingRead(document)) return <span className="text-xs text-slate-500">Uploaded; being read…</span>;
  if (document.status === 'error')
    return (
      <span role="alert" className="text-xs text-red-700">
        Could not be read: {document.processing_error}
      </span>
    );
  return <span className="text-xs text-emerald-700">Ready</span>;
}

export function ProjectMemoriesDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const client = useQueryClient();
  const all = useQuery({
    queryKey: listKeys.translationMemories,
    queryFn: ({ signal }) => tmApi.listTranslationMemories(signal),
  });
  const linked = useQuery({
    queryKey: ['projects', project.id, 'memories'],
    queryFn: ({ signal }) => projectsApi.getProjectTranslationMemories(project.id, signal),
  });
  const [chosen, setChosen] = useState<Map<number, TmLinkMode> | null>(null);
  const current = chosen ?? new Map((linked.data ?? []).map((link) => [link.id, link.mode]));
  const save = useMutation({
    mutationFn: () =>
      projectsApi.putProjectTranslationMemories(project.id, {
        memories: [...current].map(([id, mode]) => ({ id, mode })),
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['projects', project.id, 'memories'] });
      onClose();
    },
  });
  const toggle = (id: number, on: boolean) => {
    const next = new Map(current);
    if (on) next.set(id, 'read');
    else next.delete(id);
    setChosen(next);
  };
  return (
    <FormDialog
      title={`Translation memories of ${project.name}`}
      submitLabel="Save memories"
      busy={save.isPending}
      onClose={onClose}
      onSubmit={() => save.mutate()}
    >
      {all.isPending || linked.isPending ? (
        <Spinner label="Loading translation memories…" />
      ) : (
        <ul className="space-y-2">
          {(all.data ?? []).map((tm) => (
            <li key={tm.id} className="flex items-center justify-between gap-3">
              <Checkbox
                label={tm.name}
                checked={current.has(tm.id)}
                onChange={(event) => toggle(tm.id, event.target.checked)}
              />
              {current.has(tm.id) && (
                <Select
                  label={`Mode of ${tm.name}`}
                  hideLabel
                  value={current.get(tm.id)}
                  options={[
                    { value: 'read', label: 'Read' },
                    { value: 'write', label: 'Read and write' },
                  ]}
                  onChange={(event) => setChosen(new Map(current).set(tm.id, event.target.value as TmLinkMode))}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-xs text-slate-500">
        The project's documents use these unless a document has its own list.
      </p>
      <FailureAlert failed={save} />
    </FormDialog>
  );
}

export function AnalysisDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const scope = { kind: 'project', id: project.id } as const;
  const analysis = useQuery({
    queryKey: ['projects', project.id, 'analysis'],
    queryFn: ({ signal }) => projectsApi.getAnalysis(scope, signal),
    staleTime: 0,
  });
  return (
    <Dialog
      open
      title={`Analysis of ${project.name}`}
      onClose={onClose}
      footer={
        <>
          <a className={linkClass} href={projectsApi.analysisCsvUrl(scope)} download>
            Download CSV
          </a>
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      {analysis.isPending ? (
        <Spinner label="Analysing…" />
      ) : analysis.isError ? (
        <Alert tone="error">{errorMessage(analysis.error)}</Alert>
      ) : (
        <Table
          label="Analysis"
          columns={['Match', ['Segments', 'text-right'], ['Words', 'text-right'], ['Characters', 'text-right']]}
        >
          <TBody>
            {[
              ...analysis.data.bands.map((band) => ({ label: ANALYSIS_BAND_LABELS[band.band], ...band })),
              { label: 'Total', ...analysis.data.total },
            ].map((row) => (
              <Tr key={row.label}>
                <Td>{row.label}</Td>
                <Td className="text-right tabular-nums">{row.segments.toLocaleString('en')}</Td>
                <Td className="text-right tabular-nums">{row.words.toLocaleString('en')}</Td>
                <Td className="text-right tabular-nums">{row.characters.toLocaleString('en')}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
      {analysis.data && <p className="mt-2 text-xs text-slate-500">{REPETITIONS_EXPLAINED}</p>}
    </Dialog>
  );
}

export function PretranslateDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const client = useQueryClient();
  const [options, setOptions] = useState({
    threshold: 100,
    overwrite: false,
    approve_exact: false,
    propagate_repetitions: true,
  });
  const [jobId, setJobId] = useState<number | null>(null);
  const start = useMutation({
    mutationFn: () => projectsApi.pretranslate({ kind: 'project', id: project.id }, options),
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
      title={`Pre-translate ${project.name}`}
      onClose={onClose}
      dismissible={!start.isPending}
      onSubmit={jobId === null ? () => start.mutate() : undefined}
      footer={
        jobId === null ? (
          <>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="primary" busy={start.isPending}>
              Start pre-translation
            </Button>
          </>
        ) : running ? (
          <Button variant="danger" busy={cancel.isPending} disabled={cancel.isSuccess} onClick={() => cancel.mutate()}>
            Stop pre-translation
          </Button>
        ) : (
          <Button onClick={onClose}>Close</Button>
        )
      }
    >
      {jobId === null ? (
        <div className="grid gap-3">
          <NumberField
            label="Lowest match to use (%)"
            min={MIN_MATCH_SIMILARITY}
            max={100}
            value={String(options.threshold)}
            onChange={(event) => setOptions({ ...options, threshold: Number(event.target.value) })}
            data-autofocus
          />
          <Checkbox
            label="Approve exact (100%) matches"
            checked={options.approve_exact}
            onChange={(event) => setOptions({ ...options, approve_exact: event.target.checked })}
          />
          <Checkbox
            label="Copy translations to repeated segments"
            checked={options.propagate_repetitions}
            onChange={(event) => setOptions({ ...options, propagate_repetitions: event.target.checked })}
          />
          <Checkbox
            label="Overwrite segments that already have a translation"
            checked={options.overwrite}
            onChange={(event) => setOptions({ ...options, overwrite: event.target.checked })}
          />
          <p className="text-xs text-slate-500">Fuzzy matches are never approved.</p>
          <FailureAlert failed={start} />
        </div>
      ) : (
        <div className="grid gap-2" aria-live="polite">
          <ProgressBar value={job.data?.progress ?? 0} label="Pre-translation progress" />
          <p className="text-sm">
            {running ? (cancel.isSuccess ? 'Stopping…' : 'Pre-translating…') : (job.data?.message ?? job.data?.status)}
          </p>
          {finished && <p className="text-xs text-slate-500">{REPETITIONS_EXPLAINED}</p>}
        </div>
      )}
    </Dialog>
  );
}
