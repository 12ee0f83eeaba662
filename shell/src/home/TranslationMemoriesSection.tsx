/**
 * Translation memories on the home screen (issue 5): the list with unit counts and import status; users with
 * tm.manage can create an empty TM or import a TMX file (upload progress here, then the TM's screen shows
 * the background import's progress).
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { tmApi, useCurrentUser } from '@tessera/shared';
import { CreateTranslationMemoryBody, TmName } from '@tessera/shared/contract';
import type { TranslationMemory, User } from '@tessera/shared/contract';
import { Badge, Button, FormDialog, ProgressBar, TBody, THead, Table, Td, TextField, Th, Tr, linkClass, useToast } from '@tessera/shared/ui';
import { pathTo } from '../app/routes.ts';
import { ListSection } from './ListSection.tsx';
import { FailureAlert, FileField, LanguageFields, fileError, importFields, languageError, useLanguageForm } from './resourceForms.tsx';
import type { ImportFields } from './resourceForms.tsx';

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

const TMX_LIMIT = { bytes: MAX_TMX_BYTES, words: '2 GB' };

function NewTmDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const toast = useToast();
  const { form, bind, check } = useLanguageForm({ name: '', source_lang: 'en', target_lang: '' });
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
    check(errors);
    const parsed = CreateTranslationMemoryBody.safeParse(form);
    if (parsed.success) create.mutate(parsed.data);
  };
  return (
    <FormDialog title="New translation memory" submitLabel="Create memory" onSubmit={submit} onClose={onClose} busy={create.isPending}>
      <div className="grid gap-3">
        <TextField label="Name" data-autofocus maxLength={200} {...bind('name', errors)} />
        <LanguageFields source={bind('source_lang', errors)} target={bind('target_lang', errors)} optional={false} />
        <FailureAlert title="The translation memory could not be created" error={create.error} maxSize={TMX_LIMIT.words} />
      </div>
    </FormDialog>
  );
}

function ImportTmxDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const { form, showErrors, bind, nameAfterFile, check } = useLanguageForm({ name: '', source_lang: '', target_lang: '' });
  const [uploaded, setUploaded] = useState(0);
  const upload = useMutation({
    mutationFn: (input: { file: File; fields: ImportFields }) => tmApi.importTranslationMemory(input.file, input.fields, setUploaded),
    onSuccess: async (tm) => {
      await client.invalidateQueries({ queryKey: ['translation-memories'] });
      toast.show(`Importing "${tm.name}"…`, 'info');
      navigate(pathTo('tm', { id: tm.id }));
    },
  });
  const errors = {
    file: fileError(file, TMX_LIMIT, 'Choose a TMX file.'),
    name: TmName.safeParse(form.name).success ? undefined : 'Enter a name.',
    source_lang: languageError(form.source_lang, true),
    target_lang: languageError(form.target_lang, true),
  };
  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    nameAfterFile(chosen);
  };
  const submit = () => {
    if (!check(errors) || !file) return;
    setUploaded(0);
    upload.mutate({ file, fields: importFields(form) });
  };
  const busy = upload.isPending;
  return (
    <FormDialog title="Import TMX" submitLabel="Import" onSubmit={submit} onClose={onClose} busy={busy}>
      <div className="grid gap-3">
        <FileField
          label="TMX file"
          accept=".tmx,.xml"
          hint="TMX 1.1 to 1.4b, up to 2 GB. Without languages, the file's srclang and its other language are used."
          error={showErrors ? errors.file : undefined}
          disabled={busy}
          onChoose={chooseFile}
        />
        <TextField label="Name" maxLength={200} {...bind('name', errors, busy)} />
        <LanguageFields source={bind('source_lang', errors, busy)} target={bind('target_lang', errors, busy)} optional />
        {busy && <ProgressBar value={uploaded} label="Upload progress" />}
        <FailureAlert title="The file could not be uploaded" error={upload.error} maxSize={TMX_LIMIT.words} />
      </div>
    </FormDialog>
  );
}
