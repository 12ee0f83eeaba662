/**
 * The project's Git repository, for its managers: a form to connect one (address, branch, credentials, where
 * pushes go, which files), a preview of the files it matches before anything is imported, then the connection's
 * state, last pull and push with links to their commits, the pull request the pushes open on GitHub (a link to it),
 * Pull and Push buttons, the inbound webhook's address and
 * its secret (shown once, with Copy), an ssh:// server's host key kept from the first contact (and forgetting it,
 * once its admins changed it), and what went wrong in words. Only an admin may allow a private network.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, isApiError } from '@tessera/shared';
import * as repositoryApi from '@tessera/shared/api/repository';
import {
  DEFAULT_PUSH_UNTRANSLATED,
  type Project,
  type PullRequestForge,
  type PutRepositoryBody,
  type Repository,
  type RepositoryPreview,
  type UntranslatedStrings,
} from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import { richMessage, type Translate } from '@tessera/shared/i18n/catalog';
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
import { languageName } from '@tessera/shared/ui/language-fields';
import { OneTimeSecret } from '@tessera/shared/ui/one-time-secret';
import { projectKey } from './queries.ts';
import { useMessages } from './panels-i18n.ts';
import * as projectPanelsWords from './locales/en/project-panels.arb';

const repositoryKey = (projectId: number) => [...projectKey(projectId), 'repository'] as const;

const STATE_TONES = { idle: 'success', pulling: 'info', pushing: 'info', error: 'danger' } as const;

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

export function ProjectRepository({ project, privateNetworks }: { project: Project; privateNetworks: boolean }) {
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
  const t = useMessages();
  return (
    <Card title={t(projectPanelsWords.projectRepositoryTitle)}>
      <div className="grid gap-4 px-4 py-3 text-sm">
        {repository.isPending && <Spinner label={t(projectPanelsWords.projectRepositoryLoading)} />}
        {repository.isError && !notConnected && <Alert tone="error">{errorMessage(repository.error)}</Alert>}
        {repository.data && <Connection project={project} repository={repository.data} />}
        {secret?.secret && (
          <OneTimeSecret
            title={t(projectPanelsWords.projectRepositoryConnected)}
            note={t(projectPanelsWords.projectRepositoryConnectedNote, { url: secret.url })}
            label={t(projectPanelsWords.projectRepositoryWebhookSecret)}
            value={secret.secret}
          />
        )}
        {notConnected && (
          <ConnectForm
            project={project}
            privateNetworks={privateNetworks}
            onConnected={(made) => setSecret(made.webhook)}
          />
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
  const t = useMessages();
  const f = useFormats();
  const files = repository.files.map((set) => `${set.source} → ${set.translation}`).join('; ') || '—';
  return (
    <section aria-label={t(projectPanelsWords.projectRepositoryConnection)} className="grid gap-3">
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-500">{t(projectPanelsWords.projectRepositoryUrl)}</dt>
        <dd className="font-mono break-all">{repository.url}</dd>
        <dt className="text-slate-500">{t(projectPanelsWords.projectRepositoryBranch)}</dt>
        <dd>{repository.branch}</dd>
        <dt className="text-slate-500">{t(projectPanelsWords.projectRepositoryPushesTo)}</dt>
        <dd>
          {repository.push.mode === 'branch'
            ? t(projectPanelsWords.projectRepositoryPushBranchOwn, { branch: repository.push.branch })
            : repository.push.branch}
        </dd>
        {repository.push.pull_request && (
          <>
            <dt className="text-slate-500">{t(projectPanelsWords.projectRepositoryPullRequest)}</dt>
            <dd>
              <PullRequestLink pullRequest={repository.push.pull_request} />
            </dd>
          </>
        )}
        <dt className="text-slate-500">{t(projectPanelsWords.projectRepositoryUntranslated)}</dt>
        <dd>{untranslatedOptions(t).find((option) => option.value === repository.push.untranslated)?.label}</dd>
        <dt className="text-slate-500">{t(projectPanelsWords.projectRepositoryFiles)}</dt>
        <dd>
          {repository.files_from === 'tessera.yml'
            ? t(projectPanelsWords.projectRepositoryFilesFromYml, { files })
            : files}
        </dd>
        <dt className="text-slate-500">{t(projectPanelsWords.projectRepositoryState)}</dt>
        <dd>
          <Badge tone={STATE_TONES[repository.state]}>
            {t(projectPanelsWords.projectRepositoryStateName, { state: repository.state })}
          </Badge>
        </dd>
        <dt className="text-slate-500">{t(projectPanelsWords.projectRepositoryLastPull)}</dt>
        <dd>
          {repository.last_pull
            ? richMessage(t, projectPanelsWords.projectRepositoryPulled, {
                commit: <Commit repository={repository} commit={repository.last_pull.commit} />,
                when: f.dateTime(repository.last_pull.at),
              })
            : t(projectPanelsWords.projectRepositoryNeverPulled)}
        </dd>
        <dt className="text-slate-500">{t(projectPanelsWords.projectRepositoryLastPush)}</dt>
        <dd>
          {repository.last_push
            ? richMessage(t, projectPanelsWords.projectRepositoryPushed, {
                commit: <Commit repository={repository} commit={repository.last_push.commit} />,
                branch: repository.last_push.branch,
                when: f.dateTime(repository.last_push.at),
              })
            : t(projectPanelsWords.projectRepositoryNeverPushed)}
        </dd>
        <dt className="text-slate-500">{t(projectPanelsWords.projectRepositoryWaiting)}</dt>
        <dd>{t(projectPanelsWords.projectRepositoryPending, { count: repository.pending_changes })}</dd>
        <dt className="text-slate-500">{t(projectPanelsWords.projectRepositoryWebhookAddress)}</dt>
        <dd className="font-mono break-all">{repository.webhook.url}</dd>
        {repository.url.startsWith('ssh://') && <HostKey project={project} repository={repository} />}
      </dl>
      {repository.error && (
        <Alert tone="error">
          {t(projectPanelsWords.projectRepositoryFailed, {
            // The server's message names what failed: a push, or a pull (which may have been a push's first step).
            what: repository.error.message.includes('push') ? 'push' : 'any',
            message: repository.error.message,
          })}
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" disabled={busy || sync.isPending} onClick={() => sync.mutate('pull')}>
          {t(projectPanelsWords.projectRepositoryPull)}
        </Button>
        <Button disabled={busy || sync.isPending} onClick={() => sync.mutate('push')}>
          {t(projectPanelsWords.projectRepositoryPush)}
        </Button>
        <Button variant="danger" disabled={disconnect.isPending} onClick={() => disconnect.mutate()}>
          {t(projectPanelsWords.projectRepositoryDisconnect)}
        </Button>
      </div>
      {sync.isError && <Alert tone="error">{errorMessage(sync.error)}</Alert>}
      {disconnect.isError && <Alert tone="error">{errorMessage(disconnect.error)}</Alert>}
    </section>
  );
}

/** The pull request the pushes opened, a link to its page on the forge; before the first push, that it will be. */
function PullRequestLink({ pullRequest }: { pullRequest: NonNullable<Repository['push']['pull_request']> }) {
  const t = useMessages();
  const forge = forgeNames(t)[pullRequest.forge];
  if (!pullRequest.url || pullRequest.number === null)
    return t(projectPanelsWords.projectRepositoryPullRequestNext, { forge });
  return (
    <a className={linkClass} href={pullRequest.url} target="_blank" rel="noreferrer">
      {t(
        // GitLab writes a merge request's number as !14 (#14 is an issue there).
        pullRequest.forge === 'gitlab'
          ? projectPanelsWords.projectRepositoryMergeRequestNumber
          : projectPanelsWords.projectRepositoryPullRequestNumber,
        { number: pullRequest.number, forge },
      )}
    </a>
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
  const t = useMessages();
  return (
    <>
      <dt className="text-slate-500">{t(projectPanelsWords.projectRepositoryHostKey)}</dt>
      <dd className="grid justify-items-start gap-1">
        {key ? (
          <>
            <span className="font-mono break-all">
              {key.type} {key.fingerprint}
            </span>
            <span className="text-slate-500">{t(projectPanelsWords.projectRepositoryHostKeyKept)}</span>
            <Button size="sm" onClick={() => setConfirming(true)}>
              {t(projectPanelsWords.projectRepositoryForgetHostKey)}
            </Button>
          </>
        ) : (
          t(projectPanelsWords.projectRepositoryNoHostKey)
        )}
        {forget.isError && <Alert tone="error">{errorMessage(forget.error)}</Alert>}
      </dd>
      <ConfirmDialog
        open={confirming}
        title={t(projectPanelsWords.projectRepositoryForgetTitle)}
        message={t(projectPanelsWords.projectRepositoryForgetMessage)}
        confirmLabel={t(projectPanelsWords.projectRepositoryForgetHostKey)}
        busy={forget.isPending}
        onConfirm={() => forget.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

const credentialOptions = (t: Translate<'project-panels'>) => [
  { value: 'none', label: t(projectPanelsWords.projectRepositoryCredentialsNone) },
  { value: 'token', label: t(projectPanelsWords.projectRepositoryCredentialsToken) },
  { value: 'ssh-key', label: t(projectPanelsWords.projectRepositorySshKey) },
];
/** The forges pull requests are opened on, by name (Forgejo keeps Gitea's API for them; GitLab's are merge requests). */
const forgeNames = (t: Translate<'project-panels'>): Record<PullRequestForge, string> => ({
  github: t(projectPanelsWords.projectRepositoryForgeGithub),
  gitea: t(projectPanelsWords.projectRepositoryForgeGitea),
  gitlab: t(projectPanelsWords.projectRepositoryForgeGitlab),
});
/** Where each forge's API is found when its address is left empty. */
const forgeApiHints = {
  github: projectPanelsWords.projectRepositoryForgeApiHint,
  gitea: projectPanelsWords.projectRepositoryForgeApiHintGitea,
  gitlab: projectPanelsWords.projectRepositoryForgeApiHintGitlab,
} satisfies Record<PullRequestForge, unknown>;
const forgeOptions = (t: Translate<'project-panels'>) =>
  Object.entries(forgeNames(t)).map(([value, label]) => ({ value, label }));
const pushOptions = (t: Translate<'project-panels'>) => [
  { value: 'branch', label: t(projectPanelsWords.projectRepositoryPushToOwnBranch) },
  { value: 'direct', label: t(projectPanelsWords.projectRepositoryPushDirect) },
];

const untranslatedOptions = (t: Translate<'project-panels'>) => [
  { value: 'leave-out', label: t(projectPanelsWords.projectRepositoryUntranslatedLeaveOut) },
  { value: 'source', label: t(projectPanelsWords.projectRepositoryUntranslatedSource) },
];

function ConnectForm({
  project,
  privateNetworks,
  onConnected,
}: {
  project: Project;
  /** Whether this user may let the address be on a private network (offers the box). */
  privateNetworks: boolean;
  onConnected: (repository: Repository) => void;
}) {
  const client = useQueryClient();
  const t = useMessages();
  const [url, setUrl] = useState('');
  const [branch, setBranch] = useState('main');
  const [kind, setKind] = useState<'none' | 'token' | 'ssh-key'>('token');
  const [username, setUsername] = useState('');
  const [token, setToken] = useState('');
  const [key, setKey] = useState('');
  const [pushMode, setPushMode] = useState<'branch' | 'direct'>('branch');
  const [pushBranch, setPushBranch] = useState('tessera/translations');
  const [untranslated, setUntranslated] = useState<UntranslatedStrings>(DEFAULT_PUSH_UNTRANSLATED);
  const [pullRequest, setPullRequest] = useState(false);
  const [forge, setForge] = useState<PullRequestForge>('github');
  const [forgeApi, setForgeApi] = useState('');
  const [forgeToken, setForgeToken] = useState('');
  /** How the repository spells each target language the project spells otherwise (`de` for `de-DE`). */
  const [spellings, setSpellings] = useState<Record<string, string>>({});
  const languages = Object.fromEntries(
    project.target_langs.flatMap((language) => {
      const spelled = spellings[language]?.trim();
      return spelled && spelled !== language ? [[language, spelled]] : [];
    }),
  );
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
    push:
      pushMode === 'branch'
        ? {
            mode: pushMode,
            branch: pushBranch.trim(),
            untranslated,
            ...(pullRequest && {
              pull_request: {
                forge,
                token: forgeToken,
                ...(forgeApi.trim() && { api_url: forgeApi.trim() }),
              },
            }),
          }
        : { mode: pushMode, untranslated },
    files: [{ source: source.trim(), translation: translation.trim() }],
    ...(Object.keys(languages).length > 0 && { languages }),
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
  // The body's fields as the form labels them (credentials, push and files are nested), for a refusal naming one.
  const fieldNames = {
    url: t(projectPanelsWords.projectRepositoryAddress),
    branch: t(projectPanelsWords.projectRepositoryBranch),
    credentials: t(projectPanelsWords.projectRepositoryCredentials),
    'credentials.username': t(projectPanelsWords.projectRepositoryUsername),
    'credentials.token': t(projectPanelsWords.projectRepositoryToken),
    'credentials.private_key': t(projectPanelsWords.projectRepositorySshKey),
    push: t(projectPanelsWords.projectRepositoryPushTranslationsTo),
    'push.branch': t(projectPanelsWords.projectRepositoryPushBranch),
    'push.pull_request': t(projectPanelsWords.projectRepositoryOpenPullRequest),
    'push.pull_request.api_url': t(projectPanelsWords.projectRepositoryForgeApi, { forge: forgeNames(t)[forge] }),
    'push.pull_request.token': t(projectPanelsWords.projectRepositoryForgeToken, { forge: forgeNames(t)[forge] }),
    'files.source': t(projectPanelsWords.projectRepositorySourceFiles),
    'files.translation': t(projectPanelsWords.projectRepositoryTranslationFiles),
    allow_private_network: t(projectPanelsWords.projectRepositoryPrivateNetwork),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    connect.mutate();
  };
  const ready =
    url.trim() !== '' &&
    branch.trim() !== '' &&
    (kind !== 'token' || token !== '') &&
    (kind !== 'ssh-key' || key !== '') &&
    (pushMode !== 'branch' || !pullRequest || forgeToken !== '');
  return (
    <form aria-label={t(projectPanelsWords.projectRepositoryConnectForm)} className="grid gap-3" onSubmit={submit}>
      <p className="text-slate-600">{t(projectPanelsWords.projectRepositoryConnectExplained)}</p>
      <TextField
        label={t(projectPanelsWords.projectRepositoryAddress)}
        value={url}
        onChange={(event) => setUrl(event.target.value)}
      />
      <TextField
        label={t(projectPanelsWords.projectRepositoryBranch)}
        value={branch}
        onChange={(event) => setBranch(event.target.value)}
      />
      <Select
        label={t(projectPanelsWords.projectRepositoryCredentials)}
        options={credentialOptions(t)}
        value={kind}
        onChange={(event) => setKind(event.target.value as typeof kind)}
      />
      {kind === 'token' && (
        <>
          <TextField
            label={t(projectPanelsWords.projectRepositoryUsername)}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <TextField
            label={t(projectPanelsWords.projectRepositoryToken)}
            type="password"
            autoComplete="off"
            value={token}
            onChange={(event) => setToken(event.target.value)}
          />
        </>
      )}
      {kind === 'ssh-key' && (
        <TextArea
          label={t(projectPanelsWords.projectRepositorySshKey)}
          rows={4}
          value={key}
          onChange={(event) => setKey(event.target.value)}
        />
      )}
      <Select
        label={t(projectPanelsWords.projectRepositoryPushTranslationsTo)}
        options={pushOptions(t)}
        value={pushMode}
        onChange={(event) => setPushMode(event.target.value as typeof pushMode)}
      />
      {pushMode === 'branch' && (
        <>
          <TextField
            label={t(projectPanelsWords.projectRepositoryPushBranch)}
            value={pushBranch}
            onChange={(event) => setPushBranch(event.target.value)}
          />
          <Checkbox
            label={t(projectPanelsWords.projectRepositoryOpenPullRequest)}
            checked={pullRequest}
            onChange={(event) => setPullRequest(event.target.checked)}
          />
          {pullRequest && (
            <>
              <Select
                label={t(projectPanelsWords.projectRepositoryForge)}
                options={forgeOptions(t)}
                value={forge}
                onChange={(event) => setForge(event.target.value as PullRequestForge)}
              />
              <TextField
                label={t(projectPanelsWords.projectRepositoryForgeToken, { forge: forgeNames(t)[forge] })}
                hint={t(projectPanelsWords.projectRepositoryOpenPullRequestHint, { branch: branch.trim() })}
                type="password"
                autoComplete="off"
                value={forgeToken}
                onChange={(event) => setForgeToken(event.target.value)}
              />
              <TextField
                label={t(projectPanelsWords.projectRepositoryForgeApi, { forge: forgeNames(t)[forge] })}
                hint={t(forgeApiHints[forge])}
                value={forgeApi}
                onChange={(event) => setForgeApi(event.target.value)}
              />
            </>
          )}
        </>
      )}
      <Select
        label={t(projectPanelsWords.projectRepositoryUntranslated)}
        hint={t(projectPanelsWords.projectRepositoryUntranslatedHint)}
        options={untranslatedOptions(t)}
        value={untranslated}
        onChange={(event) => setUntranslated(event.target.value as UntranslatedStrings)}
      />
      <TextField
        label={t(projectPanelsWords.projectRepositorySourceFiles)}
        hint={t(projectPanelsWords.projectRepositorySourceFilesHint)}
        value={source}
        onChange={(event) => setSource(event.target.value)}
      />
      <TextField
        label={t(projectPanelsWords.projectRepositoryTranslationFiles)}
        hint={t(projectPanelsWords.projectRepositoryTranslationFilesHint)}
        value={translation}
        onChange={(event) => setTranslation(event.target.value)}
      />
      {project.target_langs.map((language) => (
        <TextField
          key={language}
          label={t(projectPanelsWords.projectRepositoryLanguageAs, {
            language: languageName(language) ?? language,
            code: language,
          })}
          hint={t(projectPanelsWords.projectRepositoryLanguageAsHint)}
          placeholder={language}
          value={spellings[language] ?? ''}
          onChange={(event) => setSpellings((current) => ({ ...current, [language]: event.target.value }))}
        />
      ))}
      {privateNetworks && (
        <Checkbox
          label={t(projectPanelsWords.projectRepositoryPrivateNetwork)}
          checked={privateNetwork}
          onChange={(event) => setPrivateNetwork(event.target.checked)}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={!ready || previewing.isPending} onClick={() => previewing.mutate()}>
          {t(projectPanelsWords.projectRepositoryPreview)}
        </Button>
        <Button type="submit" variant="primary" disabled={!ready || connect.isPending}>
          {t(projectPanelsWords.projectRepositoryConnect)}
        </Button>
      </div>
      {previewing.isError && <Alert tone="error">{errorMessage(previewing.error, { fields: fieldNames })}</Alert>}
      {connect.isError && <Alert tone="error">{errorMessage(connect.error, { fields: fieldNames })}</Alert>}
      {preview && <PreviewTable preview={preview} />}
    </form>
  );
}

function PreviewTable({ preview }: { preview: RepositoryPreview }) {
  const t = useMessages();
  const matched = { count: preview.matched.length, commit: preview.commit.slice(0, 10) };
  return (
    <section aria-label={t(projectPanelsWords.projectRepositoryMatchedFiles)} className="grid gap-2">
      <p>
        {preview.files_from === 'tessera.yml'
          ? t(projectPanelsWords.projectRepositoryMatchByYml, matched)
          : t(projectPanelsWords.projectRepositoryMatch, matched)}
      </p>
      <Table
        label={t(projectPanelsWords.projectRepositoryMatchedFiles)}
        columns={[
          t(projectPanelsWords.projectRepositorySourceFile),
          t(projectPanelsWords.projectRepositoryFormat),
          t(projectPanelsWords.projectRepositoryDocuments),
        ]}
      >
        <TBody>
          {preview.matched.map((file) => (
            <Tr key={file.path}>
              <Td className="font-mono break-all">{file.path}</Td>
              <Td>{file.format}</Td>
              <Td>
                {file.documents.map((document) => (
                  <span key={document.target_lang} className="block">
                    {t(
                      document.translation_exists
                        ? projectPanelsWords.projectRepositoryTranslationRead
                        : projectPanelsWords.projectRepositoryTranslationNew,
                      {
                        lang: document.target_lang,
                        path: document.translation_path,
                      },
                    )}
                  </span>
                ))}
              </Td>
            </Tr>
          ))}
        </TBody>
      </Table>
      {preview.skipped.length > 0 && (
        <Alert tone="warning">
          {t(projectPanelsWords.projectRepositorySkipped, {
            files: preview.skipped.map((file) => `${file.path} (${file.reason})`).join('; '),
          })}
        </Alert>
      )}
    </section>
  );
}
