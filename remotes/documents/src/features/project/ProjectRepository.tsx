/**
 * The project's Git repository, for its managers: the connection's state, last pull and push with links to their
 * commits, the pull request the pushes open on GitHub, GitLab or Gitea (a link to it), Pull and Push buttons, the
 * inbound webhook's address and its secret (shown once, with Copy), an ssh:// server's host key kept from the first
 * contact (and forgetting it, once its admins changed it), and what went wrong in words; the form to connect one
 * while none is (RepositoryConnectForm.tsx).
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, isApiError } from '@tessera/shared';
import * as repositoryApi from '@tessera/shared/api/repository';
import type { Project, Repository } from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import { richMessage } from '@tessera/shared/i18n/catalog';
import { Alert, Badge, Button, Card, ConfirmDialog, Spinner, linkClass } from '@tessera/shared/ui';
import { OneTimeSecret } from '@tessera/shared/ui/one-time-secret';
import { projectKey, repositoryKey } from './queries.ts';
import { useMessages } from './panels-i18n.ts';
import * as projectPanelsWords from './locales/en/project-panels.arb';
import { ConnectForm, forgeNames, untranslatedOptions } from './RepositoryConnectForm.tsx';

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
