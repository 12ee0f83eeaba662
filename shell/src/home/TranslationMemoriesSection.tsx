/**
 * Translation memories on the home screen (issue 5): the list with unit counts and import status; users with
 * tm.manage can create an empty TM or import a TMX file (upload progress here, then the TM's screen shows
 * the background import's progress).
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { isApiError, tmApi, useCurrentUser } from '@tessera/shared';
import { CreateTranslationMemoryBody, LanguageCode, TmName } from '@tessera/shared/contract';
import type { TranslationMemory, User } from '@tessera/shared/contract';
import { Alert, Badge, Button, Dialog, ProgressBar, TBody, THead, Table, Td, TextField, Th, Tr, linkClass, useToast } from '@tessera/shared/ui';
import { pathTo } from '../app/routes.ts';
import { ListSection } from './ListSection.tsx';

export const translationMemoriesQueryKey = ['translation-memories', 'list'] as const;

/** The server takes TMX files up to 2 GB (TMs are often millions of units). */
export const MAX_TMX_BYTES = 2 * 1024 * 1024 * 1024;

/** tm.manage: managers and admins (the server checks it again on every call). */
export const canManageTms = (user: User | null) => user?.role === 'manager' || user?.role === 'admin';

const running = (tm: TranslationMemory) => tm.processing_status === 'pending' || tm.processing_status === 'processing' || tm.processing_status === 'uploaded';

function StatusBadge({ tm }: { tm: TranslationMemory }) {
  if (tm.processing_status === 'done') return <Badge tone="success">done</Badge>;
  if (tm.processing_status === 'error') return <Badge tone="danger">error</Badge>;
  return <Badge tone="info">importing {Math.round(tm.processing_progress * 100)}%</Badge>;
}

export function TranslationMemoriesSection() {
  const user = useCurrentUser();
  const [dialog, setDialog] = useState<'new' | 'import' | null>(null);
  const query = useQuery({
    queryKey: translationMemoriesQueryKey,
    queryFn: ({ signal }) => tmApi.listTranslationMemories(signal),
    refetchInterval: (q) => (q.state.data?.some(running) ? 2000 : false),
  });
  const manage = canManageTms(user);
  return (
    <>
      <ListSection
        title="Translation memories"
        query={query}
        emptyTitle="No translation memories yet"
        actions={
          manage && (
            <>
              <Button size="sm" onClick={() => setDialog('import')}>
                Import TMX
              </Button>
              <Button size="sm" variant="primary" onClick={() => setDialog('new')}>
                New memory
              </Button>
            </>
          )
        }
      >
        {(memories) => (
          <Table label="Translation memories">
            <THead>
              <Tr>
                <Th>Name</Th>
                <Th className="w-36">Languages</Th>
                <Th className="w-36">Status</Th>
                <Th className="w-32 text-right">Units</Th>
              </Tr>
            </THead>
            <TBody>
              {memories.map((memory) => (
                <Tr key={memory.id}>
                  <Td>
                    <Link className={linkClass} to={pathTo('tm', { id: memory.id })}>
                      {memory.name}
                    </Link>
                  </Td>
                  <Td>{memory.source_lang && memory.target_lang ? `${memory.source_lang} → ${memory.target_lang}` : '—'}</Td>
                  <Td>
                    <StatusBadge tm={memory} />
                  </Td>
                  <Td className="text-right tabular-nums">{memory.records_count.toLocaleString('en')}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        )}
      </ListSection>
      {dialog === 'new' && <NewTmDialog onClose={() => setDialog(null)} />}
      {dialog === 'import' && <ImportTmxDialog onClose={() => setDialog(null)} />}
    </>
  );
}

function serverMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 413) return 'The file is too large (at most 2 GB).';
    if (error.status === 403) return 'You do not have permission to do this.';
    if (error.status === 0) return 'The server could not be reached.';
    return error.message;
  }
  return error instanceof Error ? error.message : 'Something went wrong.';
}

const languageError = (value: string, optional: boolean) =>
  optional && value.trim() === '' ? undefined : LanguageCode.safeParse(value).success ? undefined : 'Enter a language code such as "en" or "de-AT".';

function NewTmDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const toast = useToast();
  const [form, setForm] = useState({ name: '', source_lang: 'en', target_lang: '' });
  const [showErrors, setShowErrors] = useState(false);
  const create = useMutation({
    mutationFn: (body: CreateTranslationMemoryBody) => tmApi.createTranslationMemory(body),
    onSuccess: async (tm) => {
      await client.invalidateQueries({ queryKey: ['translation-memories'] });
      toast.show(`Translation memory "${tm.name}" created`);
      navigate(pathTo('tm', { id: tm.id }));
    },
  });
  const errors = {
    name: TmName.safeParse(form.name).success ? undefined : 'Enter a name.',
    source_lang: languageError(form.source_lang, false),
    target_lang:
      languageError(form.target_lang, false) ??
      (form.target_lang.trim().toLowerCase() === form.source_lang.trim().toLowerCase() ? 'Choose a language other than the source.' : undefined),
  };
  const submit = () => {
    setShowErrors(true);
    const parsed = CreateTranslationMemoryBody.safeParse(form);
    if (parsed.success) create.mutate(parsed.data);
  };
  const bind = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
    error: showErrors ? errors[key] : undefined,
  });
  return (
    <Dialog
      open
      title="New translation memory"
      onClose={onClose}
      onSubmit={submit}
      dismissible={!create.isPending}
      footer={
        <>
          <Button onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" busy={create.isPending}>
            Create memory
          </Button>
        </>
      }
    >
      <div className="grid gap-3">
        <TextField label="Name" data-autofocus maxLength={200} {...bind('name')} />
        <div className="grid grid-cols-2 gap-3">
          <TextField label="Source language" placeholder="en" {...bind('source_lang')} />
          <TextField label="Target language" placeholder="de" {...bind('target_lang')} />
        </div>
        {create.isError && (
          <Alert tone="error" title="The translation memory could not be created">
            {serverMessage(create.error)}
          </Alert>
        )}
      </div>
    </Dialog>
  );
}

function ImportTmxDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [form, setForm] = useState({ name: '', source_lang: '', target_lang: '' });
  const [showErrors, setShowErrors] = useState(false);
  const [uploaded, setUploaded] = useState(0);
  const upload = useMutation({
    mutationFn: (input: { file: File; name: string; source_lang?: string; target_lang?: string }) =>
      tmApi.importTranslationMemory(input.file, { name: input.name, source_lang: input.source_lang, target_lang: input.target_lang }, setUploaded),
    onSuccess: async (tm) => {
      await client.invalidateQueries({ queryKey: ['translation-memories'] });
      toast.show(`Importing "${tm.name}"…`, 'info');
      navigate(pathTo('tm', { id: tm.id }));
    },
  });
  const errors = {
    file: !file ? 'Choose a TMX file.' : file.size > MAX_TMX_BYTES ? 'The file is too large (at most 2 GB).' : file.size === 0 ? 'The file is empty.' : undefined,
    name: TmName.safeParse(form.name).success ? undefined : 'Enter a name.',
    source_lang: languageError(form.source_lang, true),
    target_lang: languageError(form.target_lang, true),
  };
  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    if (chosen && form.name.trim() === '') setForm((f) => ({ ...f, name: chosen.name.replace(/\.[^.]+$/, '') }));
  };
  const submit = () => {
    setShowErrors(true);
    if (!file || Object.values(errors).some(Boolean)) return;
    setUploaded(0);
    upload.mutate({
      file,
      name: form.name.trim(),
      source_lang: form.source_lang.trim() || undefined,
      target_lang: form.target_lang.trim() || undefined,
    });
  };
  const bind = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
    error: showErrors ? errors[key] : undefined,
    disabled: upload.isPending,
  });
  return (
    <Dialog
      open
      title="Import TMX"
      onClose={onClose}
      onSubmit={submit}
      dismissible={!upload.isPending}
      footer={
        <>
          <Button onClick={onClose} disabled={upload.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" busy={upload.isPending}>
            Import
          </Button>
        </>
      }
    >
      <div className="grid gap-3">
        <TextField
          label="TMX file"
          type="file"
          accept=".tmx,.xml"
          hint="TMX 1.1 to 1.4b, up to 2 GB. Without languages, the file's srclang and its other language are used."
          error={showErrors ? errors.file : undefined}
          disabled={upload.isPending}
          onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
          data-autofocus
        />
        <TextField label="Name" maxLength={200} {...bind('name')} />
        <div className="grid grid-cols-2 gap-3">
          <TextField label="Source language (optional)" placeholder="from the file" {...bind('source_lang')} />
          <TextField label="Target language (optional)" placeholder="from the file" {...bind('target_lang')} />
        </div>
        {upload.isPending && <ProgressBar value={uploaded} label="Upload progress" />}
        {upload.isError && (
          <Alert tone="error" title="The file could not be uploaded">
            {serverMessage(upload.error)}
          </Alert>
        )}
      </div>
    </Dialog>
  );
}
