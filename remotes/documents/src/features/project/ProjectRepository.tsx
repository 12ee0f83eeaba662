/**
 * The project's Git repository, for its managers: a form to connect one (address, branch, credentials, where
 * pushes go, which files), a preview of the files it matches before anything is imported, then the connection's
 * state, last pull and push with links to their commits, Pull and Push buttons, the inbound webhook's address and
 * its secret (shown once, with Copy), an ssh:// server's host key kept from the first contact (and forgetting it,
 * once its admins changed it), and what went wrong in words. Only an admin may allow a private network.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, isApiError } from '@tessera/shared';
import * as repositoryApi from '@tessera/shared/api/repository';
import type { Project, PutRepositoryBody, Repository, RepositoryPreview } from '@tessera/shared/contract';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  ConfirmDialog,
  Select,
  Spinner,
  TBody,
  Table,
  Td,
  TextArea,
  TextField,
  Tr,
  linkClass,
} from '@tessera/shared/ui';
import { OneTimeSecret } from '@tessera/shared/ui/one-time-secret';
import { projectKey } from './queries.ts';

const repositoryKey = (projectId: number) => [...projectKey(projectId), 'repository'] as const;

const STATE_LABELS = { idle: 'Ready', pulling: 'Pulling…', pushing: 'Pushing…', error: 'Failed' } as const;
const STATE_TONES = { idle: 'success', pulling: 'info', pushing: 'info', error: 'danger' } as const;

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A commit's page on the forge the repository is on (GitHub, GitLab and Gitea all answer /commit/<sha>). */
export function commitUrl(repositoryUrl: string, commit: string): string | undefined {
  try {
    const url = new URL(repositoryUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'ssh:') return undefined;
    return `https://${url.hostname}${url.pathname.replace(/\.git$/, '')}/commit/${commit}`;
  } catch {
    return undefined;
  }
}

export function ProjectRepository({ project, admin }: { project: Project; admin: boolean }) {
  const repository = useQuery({
    queryKey: repositoryKey(project.id),
    queryFn: ({ signal }) => repositoryApi.getRepository(project.id, signal),
    retry: (count, error) => !isApiError(error, 404) && count < 2,
    // While a pull or push runs, its state is followed.
    refetchInterval: (query) =>
      query.state.data?.state === 'pulling' || query.state.data?.state === 'pushing' ? 2000 : false,
  });
  const [secret, setSecret] = useState<Repository['webhook'] | null>(null);
  const notConnected = repository.isError && isApiError(repository.error, 404);
  return (
    <Card title="Repository">
      <div className="grid gap-4 px-4 py-3 text-sm">
        {repository.isPending && <Spinner label="Loading the repository connection…" />}
        {repository.isError && !notConnected && <Alert tone="error">{errorMessage(repository.error)}</Alert>}
        {repository.data && <Connection project={project} repository={repository.data} />}
        {secret?.secret && (
          <OneTimeSecret
            title="Repository connected"
            note={
              <>
                Add a webhook for push events in the repository's settings with the address {secret.url} and this
                secret, so every push pulls: it is not shown again.
              </>
            }
            label="Webhook secret"
            value={secret.secret}
          />
        )}
        {notConnected && (
          <ConnectForm project={project} admin={admin} onConnected={(made) => setSecret(made.webhook)} />
        )}
      </div>
    </Card>
  );
}

function Commit({ repository, commit }: { repository: Repository; commit: string }) {
  const href = commitUrl(repository.url, commit);
  const short = <span className="font-mono">{commit.slice(0, 10)}</span>;
  return href ? (
    <a className={linkClass} href={href} target="_blank" rel="noreferrer">
      {short}
    </a>
  ) : (
    short
  );
}

function Connection({ project, repository }: { project: Project; repository: Repository }) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: projectKey(project.id) });
  const sync = useMutation({
    mutationFn: (kind: 'pull' | 'push') =>
      kind === 'pull' ? repositoryApi.pullRepository(project.id) : repositoryApi.pushRepository(project.id),
    onSuccess: refresh,
  });
  const disconnect = useMutation({
    mutationFn: () => repositoryApi.disconnectRepository(project.id),
    onSuccess: refresh,
  });
  const busy = repository.state === 'pulling' || repository.state === 'pushing';
  return (
    <section aria-label="Connection" className="grid gap-3">
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-500">Repository</dt>
        <dd className="font-mono break-all">{repository.url}</dd>
        <dt className="text-slate-500">Branch</dt>
        <dd>{repository.branch}</dd>
        <dt className="text-slate-500">Pushes to</dt>
        <dd>
          {repository.push.branch}
          {repository.push.mode === 'branch' && ' (a branch of its own, for a pull request)'}
        </dd>
        <dt className="text-slate-500">Files</dt>
        <dd>
          {repository.files.map((set) => `${set.source} → ${set.translation}`).join('; ') || '—'}
          {repository.files_from === 'tessera.yml' && ' (from the repository’s tessera.yml)'}
        </dd>
        <dt className="text-slate-500">State</dt>
        <dd>
          <Badge tone={STATE_TONES[repository.state]}>{STATE_LABELS[repository.state]}</Badge>
        </dd>
        <dt className="text-slate-500">Last pull</dt>
        <dd>
          {repository.last_pull ? (
            <>
              <Commit repository={repository} commit={repository.last_pull.commit} />,{' '}
              {timeFormat.format(new Date(repository.last_pull.at))}
            </>
          ) : (
            'Never: pull to import the files'
          )}
        </dd>
        <dt className="text-slate-500">Last push</dt>
        <dd>
          {repository.last_push ? (
            <>
              <Commit repository={repository} commit={repository.last_push.commit} /> to {repository.last_push.branch},{' '}
              {timeFormat.format(new Date(repository.last_push.at))}
            </>
          ) : (
            'Never'
          )}
        </dd>
        <dt className="text-slate-500">Waiting to be pushed</dt>
        <dd>{repository.pending_changes} confirmed segment(s)</dd>
        <dt className="text-slate-500">Webhook address</dt>
        <dd className="font-mono break-all">{repository.webhook.url}</dd>
        {repository.url.startsWith('ssh://') && <HostKey project={project} repository={repository} />}
      </dl>
      {repository.error && (
        <Alert tone="error">
          The last {repository.error.message.includes('push') ? 'push' : 'pull or push'} failed:{' '}
          {repository.error.message} Fix what it names (Connect again to change a setting), then pull again.
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" disabled={busy || sync.isPending} onClick={() => sync.mutate('pull')}>
          Pull now
        </Button>
        <Button disabled={busy || sync.isPending} onClick={() => sync.mutate('push')}>
          Push now
        </Button>
        <Button variant="danger" disabled={disconnect.isPending} onClick={() => disconnect.mutate()}>
          Disconnect
        </Button>
      </div>
      {sync.isError && <Alert tone="error">{errorMessage(sync.error)}</Alert>}
      {disconnect.isError && <Alert tone="error">{errorMessage(disconnect.error)}</Alert>}
    </section>
  );
}

/**
 * The SSH server's host key the connection keeps from its first contact, which pulls and pushes insist on, and
 * forgetting it (after a confirmation) for a server whose key was changed on purpose.
 */
function HostKey({ project, repository }: { project: Project; repository: Repository }) {
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const forget = useMutation({
    mutationFn: () => repositoryApi.forgetRepositoryHostKey(project.id),
    onSuccess: (changed) => {
      client.setQueryData(repositoryKey(project.id), changed);
      setConfirming(false);
    },
  });
  const key = repository.host_key;
  return (
    <>
      <dt className="text-slate-500">Host key</dt>
      <dd className="grid justify-items-start gap-1">
        {key ? (
          <>
            <span className="font-mono break-all">
              {key.type} {key.fingerprint}
            </span>
            <span className="text-slate-500">
              Kept from the first contact: a server showing another key is refused. If its admins changed it on purpose,
              forget it, and the next pull or push keeps the new one.
            </span>
            <Button size="sm" onClick={() => setConfirming(true)}>
              Forget host key
            </Button>
          </>
        ) : (
          'None yet: the next pull or push keeps the key the server shows, and refuses any other after that'
        )}
        {forget.isError && <Alert tone="error">{errorMessage(forget.error)}</Alert>}
      </dd>
      <ConfirmDialog
        open={confirming}
        title="Forget the host key?"
        message="The next pull or push trusts whatever key the server shows, and keeps it. Do this only once the server's admins confirmed that its key changed, then compare the new fingerprint shown here with theirs."
        confirmLabel="Forget host key"
        busy={forget.isPending}
        onConfirm={() => forget.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

const CREDENTIAL_OPTIONS = [
  { value: 'none', label: 'None (a public repository)' },
  { value: 'token', label: 'Access token (HTTPS)' },
  { value: 'ssh-key', label: 'SSH private key' },
];
const PUSH_OPTIONS = [
  { value: 'branch', label: 'A branch of its own, for a pull request' },
  { value: 'direct', label: 'Straight to the branch' },
];

function ConnectForm({
  project,
  admin,
  onConnected,
}: {
  project: Project;
  admin: boolean;
  onConnected: (repository: Repository) => void;
}) {
  const client = useQueryClient();
  const [url, setUrl] = useState('');
  const [branch, setBranch] = useState('main');
  const [kind, setKind] = useState<'none' | 'token' | 'ssh-key'>('token');
  const [username, setUsername] = useState('');
  const [token, setToken] = useState('');
  const [key, setKey] = useState('');
  const [pushMode, setPushMode] = useState<'branch' | 'direct'>('branch');
  const [pushBranch, setPushBranch] = useState('tessera/translations');
  const [source, setSource] = useState('locales/en/*.json');
  const [translation, setTranslation] = useState('locales/{lang}/{name}.json');
  const [privateNetwork, setPrivateNetwork] = useState(false);
  const [preview, setPreview] = useState<RepositoryPreview | null>(null);
  const body = (): PutRepositoryBody => ({
    url: url.trim(),
    branch: branch.trim(),
    credentials:
      kind === 'token'
        ? { kind, token, ...(username.trim() && { username: username.trim() }) }
        : kind === 'ssh-key'
          ? { kind, private_key: key }
          : { kind },
    push: pushMode === 'branch' ? { mode: pushMode, branch: pushBranch.trim() } : { mode: pushMode },
    files: [{ source: source.trim(), translation: translation.trim() }],
    ...(privateNetwork && { allow_private_network: true }),
  });
  const previewing = useMutation({
    mutationFn: () => repositoryApi.previewRepository(project.id, body()),
    onSuccess: setPreview,
  });
  const connect = useMutation({
    mutationFn: () => repositoryApi.connectRepository(project.id, body()),
    onSuccess: (made) => {
      onConnected(made);
      void client.invalidateQueries({ queryKey: repositoryKey(project.id) });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    connect.mutate();
  };
  const ready =
    url.trim() !== '' &&
    branch.trim() !== '' &&
    (kind !== 'token' || token !== '') &&
    (kind !== 'ssh-key' || key !== '');
  return (
    <form aria-label="Connect a repository" className="grid gap-3" onSubmit={submit}>
      <p className="text-slate-600">
        Connect the repository your strings live in: its files become this project's documents, and translations go back
        as commits. A tessera.yml at the repository's root, if it has one, says which files instead of the patterns
        below.
      </p>
      <TextField
        label="Repository address (https:// or ssh://)"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
      />
      <TextField label="Branch" value={branch} onChange={(event) => setBranch(event.target.value)} />
      <Select
        label="Credentials"
        options={CREDENTIAL_OPTIONS}
        value={kind}
        onChange={(event) => setKind(event.target.value as typeof kind)}
      />
      {kind === 'token' && (
        <>
          <TextField
            label="User name (GitLab, Gitea; optional)"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <TextField
            label="Access token"
            type="password"
            autoComplete="off"
            value={token}
            onChange={(event) => setToken(event.target.value)}
          />
        </>
      )}
      {kind === 'ssh-key' && (
        <TextArea label="SSH private key" rows={4} value={key} onChange={(event) => setKey(event.target.value)} />
      )}
      <Select
        label="Push translations to"
        options={PUSH_OPTIONS}
        value={pushMode}
        onChange={(event) => setPushMode(event.target.value as typeof pushMode)}
      />
      {pushMode === 'branch' && (
        <TextField label="Push branch" value={pushBranch} onChange={(event) => setPushBranch(event.target.value)} />
      )}
      <TextField
        label="Source files"
        hint="A pattern: * within a folder, ** across folders"
        value={source}
        onChange={(event) => setSource(event.target.value)}
      />
      <TextField
        label="Translation files"
        hint="{lang} the language, {name} the source file's name, {ext} its extension"
        value={translation}
        onChange={(event) => setTranslation(event.target.value)}
      />
      {admin && (
        <Checkbox
          label="The repository is on a private network or this machine (http:// allowed)"
          checked={privateNetwork}
          onChange={(event) => setPrivateNetwork(event.target.checked)}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={!ready || previewing.isPending} onClick={() => previewing.mutate()}>
          Preview the files
        </Button>
        <Button type="submit" variant="primary" disabled={!ready || connect.isPending}>
          Connect
        </Button>
      </div>
      {previewing.isError && <Alert tone="error">{errorMessage(previewing.error)}</Alert>}
      {connect.isError && <Alert tone="error">{errorMessage(connect.error)}</Alert>}
      {preview && <PreviewTable preview={preview} />}
    </form>
  );
}

function PreviewTable({ preview }: { preview: RepositoryPreview }) {
  return (
    <section aria-label="Matched files" className="grid gap-2">
      <p>
        {preview.matched.length} file(s) match at {preview.commit.slice(0, 10)}
        {preview.files_from === 'tessera.yml' && ', by the repository’s tessera.yml'}.
      </p>
      <Table label="Matched files" columns={['Source file', 'Format', 'Documents']}>
        <TBody>
          {preview.matched.map((file) => (
            <Tr key={file.path}>
              <Td className="font-mono break-all">{file.path}</Td>
              <Td>{file.format}</Td>
              <Td>
                {file.documents.map((document) => (
                  <span key={document.target_lang} className="block">
                    {document.target_lang}: {document.translation_path}
                    {document.translation_exists ? ' (translations there are read)' : ' (new)'}
                  </span>
                ))}
              </Td>
            </Tr>
          ))}
        </TBody>
      </Table>
      {preview.skipped.length > 0 && (
        <Alert tone="warning">
          Skipped: {preview.skipped.map((file) => `${file.path} (${file.reason})`).join('; ')}
        </Alert>
      )}
    </section>
  );
}
