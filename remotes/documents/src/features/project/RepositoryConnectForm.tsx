/**
 * The form that connects a project to its Git repository: address, branch, credentials, where pushes go (and the
 * forge a pull request is opened on), what an untranslated string becomes, which files; and a preview of the files
 * it matches, with the translations it will read, before anything is imported. Only an admin may allow a private
 * network.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@tessera/shared';
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
import type { Translate } from '@tessera/shared/i18n/catalog';
import { Alert, Button, Checkbox, Select, TBody, Table, Td, TextArea, TextField, Tr } from '@tessera/shared/ui';
import { languageName } from '@tessera/shared/ui/language-fields';
import { repositoryKey } from './queries.ts';
import { useMessages } from './panels-i18n.ts';
import * as projectPanelsWords from './locales/en/project-panels.arb';

const credentialOptions = (t: Translate<'project-panels'>) => [
  { value: 'none', label: t(projectPanelsWords.projectRepositoryCredentialsNone) },
  { value: 'token', label: t(projectPanelsWords.projectRepositoryCredentialsToken) },
  { value: 'ssh-key', label: t(projectPanelsWords.projectRepositorySshKey) },
];
/** The forges pull requests are opened on, by name (Forgejo keeps Gitea's API for them; GitLab's are merge requests). */
export const forgeNames = (t: Translate<'project-panels'>): Record<PullRequestForge, string> => ({
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

export const untranslatedOptions = (t: Translate<'project-panels'>) => [
  { value: 'leave-out', label: t(projectPanelsWords.projectRepositoryUntranslatedLeaveOut) },
  { value: 'source', label: t(projectPanelsWords.projectRepositoryUntranslatedSource) },
];

export function ConnectForm({
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
