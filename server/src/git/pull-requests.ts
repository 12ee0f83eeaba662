import type { PullRequestForge } from '@tessera/shared/contract';
import { PrivateAddressError } from '../outbound/address.ts';
import { AnswerTooLargeError, requestJson, type JsonAnswer } from '../outbound/json-request.ts';

/** Why the forge did not open or update the pull request, in words: what it answered, never the token. */
export class ForgeError extends Error {
  override name = 'ForgeError';
}

/**
 * The forge's API for a repository address: GitHub's own for github.com, GitHub Enterprise's `/api/v3` on another
 * host; Gitea's (and Forgejo's) `/api/v1` and GitLab's `/api/v4` on the repository's host.
 */
export function defaultApiUrl(forge: PullRequestForge, repositoryUrl: string): string {
  const host = new URL(repositoryUrl).hostname.toLowerCase();
  switch (forge) {
    case 'github':
      return host === 'github.com' || host === 'www.github.com' ? 'https://api.github.com' : `https://${host}/api/v3`;
    case 'gitea':
      return `https://${host}/api/v1`;
    case 'gitlab':
      return `https://${host}/api/v4`;
  }
}

/**
 * Where a repository is on its forge, as the forge's API spells it: its owner and its name
 * (`https://github.com/octo/app.git` → `octo`, `app`). On GitLab a project may sit in a group's subgroups, to any
 * depth, and its owner is that whole namespace (`https://gitlab.com/group/sub/app.git` → `group/sub`, `app`), since
 * GitLab's API names a project by its full path; GitHub and Gitea have no nesting, so their path is `/owner/name`.
 * Undefined when the address's path does not name a repository so.
 */
export function repositoryOnForge(
  forge: PullRequestForge,
  repositoryUrl: string,
): { owner: string; name: string } | undefined {
  const segments = new URL(repositoryUrl).pathname
    .replace(/\.git\/?$/, '')
    .split('/')
    .filter(Boolean)
    .map(decodeURIComponent);
  const nests = forge === 'gitlab';
  if (segments.length < 2 || (!nests && segments.length !== 2)) return undefined;
  const name = segments.pop()!;
  return { owner: segments.join('/'), name };
}

/** What `repositoryOnForge` asks of an address, in words, with an example of the forge's own. */
export function forgeAddressRule(forge: PullRequestForge): string {
  return forge === 'gitlab'
    ? 'To open merge requests, the repository address must name its group (and any subgroups) and project (https://gitlab.com/group/subgroup/project.git)'
    : 'To open pull requests, the repository address must name its owner and repository (https://github.com/owner/repository.git)';
}

/** Whether an API address may be used: https (http only where private networks are allowed), nothing else in it. */
export function apiUrlProblem(text: string, allowPrivateNetwork: boolean): string | undefined {
  const url = new URL(text);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowPrivateNetwork))
    return 'The forge API address must start with https:// (http:// only with allow_private_network)';
  if (url.username || url.password || url.search || url.hash)
    return 'The forge API address may not hold credentials, ? or #: give the token on its own';
  return undefined;
}

export interface PullRequestTarget {
  forge: PullRequestForge;
  apiUrl: string;
  token: string;
  repositoryUrl: string;
  /** The push branch, and the team's branch it is to be merged into. */
  head: string;
  base: string;
  /** The one opened before, which is updated while it is open. */
  known: number | null;
  allowPrivateNetwork: boolean;
  timeoutMs: number;
}

export interface PullRequest {
  number: number;
  url: string;
}

/**
 * Opens the pull request from the push branch into the team's branch, or updates the one open: the one opened
 * before while it is open, else the one the forge says is open for that branch already (a second is never
 * opened). Its title and description say what the newest push holds.
 */
export async function openOrUpdatePullRequest(
  target: PullRequestTarget,
  text: { title: string; body: string },
): Promise<PullRequest> {
  const dialect = DIALECTS[target.forge];
  const api = forgeApi(target, dialect);
  const pulls = dialect.pullsPath;
  if (target.known !== null) {
    const known = await api.call('GET', `${pulls}/${target.known}`);
    if (known.status === 200 && pullRequestOf(known, dialect).open) return api.update(target.known, text);
    if (known.status !== 404) api.expect(known, 200);
  }
  const created = await api.call('POST', pulls, dialect.opening(text, target));
  if (created.status === 201) return pullRequestOf(created, dialect);
  // The forge refuses a second pull request for the branch while one is open (opened by hand, or before this
  // connection was saved again): that one is updated.
  if (created.status === dialect.alreadyOpen) {
    const open = await api.call('GET', `${pulls}?${dialect.openQuery(target)}`);
    api.expect(open, 200);
    const listed = answerOf(open, dialect);
    if (!Array.isArray(listed)) throw unreadable(dialect);
    const number = dialect.openFor(listed as ListedPull[], target)?.[dialect.fields.number];
    if (typeof number === 'number') return api.update(number, text);
  }
  return api.refuse(created);
}

type ListedPull = Record<string, unknown> & { head?: { ref?: unknown }; base?: { ref?: unknown } };

/**
 * How one forge's pull-request API differs: GitHub's shapes, which Gitea's follows in its paths and fields, and
 * GitLab's merge requests, which name the same things otherwise.
 */
interface Dialect {
  name: string;
  /** The headers that carry the token and ask for the forge's JSON. */
  headers(token: string): Record<string, string>;
  /** Where the repository's API lives below the API address. */
  repositoryPath(repository: { owner: string; name: string }): string;
  /** The collection of pull requests below the repository's path. */
  pullsPath: string;
  /** The fields of a pull request that hold its number, its page and its state, and the state that is open. */
  fields: { number: string; url: string; state: string };
  openState: string;
  /** The new pull request's fields, and an update's. */
  opening(text: { title: string; body: string }, target: PullRequestTarget): object;
  updating(text: { title: string; body: string }): object;
  /** The method an update is sent with and the status the forge answers it with. */
  updateMethod: 'PATCH' | 'PUT';
  updated: number;
  /** The status the forge refuses a second pull request for an open branch with. */
  alreadyOpen: number;
  /** The query listing the pull requests open for the push branch (GitHub and GitLab filter them, Gitea lists all). */
  openQuery(target: PullRequestTarget): string;
  openFor(listed: ListedPull[], target: PullRequestTarget): ListedPull | undefined;
}

/** How many open pull requests Gitea is asked for at once, the most it answers by default. */
const GITEA_PAGE = 50;

/** GitHub's fields, which Gitea keeps. */
const GITHUB_SHAPES = {
  repositoryPath: (repository: { owner: string; name: string }) =>
    `repos/${encodeURIComponent(repository.owner)}/${encodeURIComponent(repository.name)}`,
  pullsPath: 'pulls',
  fields: { number: 'number', url: 'html_url', state: 'state' },
  openState: 'open',
  opening: (text: { title: string; body: string }, target: PullRequestTarget) => ({
    ...text,
    head: target.head,
    base: target.base,
  }),
  updating: (text: { title: string; body: string }) => text,
  updateMethod: 'PATCH',
} as const;

const DIALECTS: Record<PullRequestForge, Dialect> = {
  // docs.github.com/rest/pulls
  github: {
    name: 'GitHub',
    ...GITHUB_SHAPES,
    headers: (token) => ({
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${token}`,
      'x-github-api-version': '2022-11-28',
    }),
    updated: 200,
    alreadyOpen: 422,
    openQuery: (target) => {
      const { owner } = repositoryOnForge('github', target.repositoryUrl)!;
      return new URLSearchParams({ state: 'open', head: `${owner}:${target.head}`, base: target.base }).toString();
    },
    openFor: (listed) => listed[0],
  },
  // Gitea's API description (swagger v1): a token is sent as `token <token>`, an edit answers 201, a pull request
  // already open for the branches 409, and the list cannot be filtered by branch.
  gitea: {
    name: 'Gitea',
    ...GITHUB_SHAPES,
    headers: (token) => ({ accept: 'application/json', authorization: `token ${token}` }),
    updated: 201,
    alreadyOpen: 409,
    openQuery: () => new URLSearchParams({ state: 'open', sort: 'recentupdate', limit: String(GITEA_PAGE) }).toString(),
    openFor: (listed, target) =>
      listed.find((pull) => pull.head?.ref === target.head && pull.base?.ref === target.base),
  },
  // GitLab's API description (openapi_v2): a project is named by its URL-encoded full path (subgroups and all:
  // `group%2Fsub%2Fapp`), a merge request by its `iid`, its page is `web_url`, an open one is `opened`; a token
  // goes in `PRIVATE-TOKEN`; an update is a PUT answered 200, and a second merge request for the branch is refused
  // with 409.
  gitlab: {
    name: 'GitLab',
    headers: (token) => ({ accept: 'application/json', 'private-token': token }),
    repositoryPath: (repository) => `projects/${encodeURIComponent(`${repository.owner}/${repository.name}`)}`,
    pullsPath: 'merge_requests',
    fields: { number: 'iid', url: 'web_url', state: 'state' },
    openState: 'opened',
    opening: (text, target) => ({
      title: text.title,
      description: text.body,
      source_branch: target.head,
      target_branch: target.base,
    }),
    updating: (text) => ({ title: text.title, description: text.body }),
    updateMethod: 'PUT',
    updated: 200,
    alreadyOpen: 409,
    openQuery: (target) =>
      new URLSearchParams({ state: 'opened', source_branch: target.head, target_branch: target.base }).toString(),
    openFor: (listed) => listed[0],
  },
};

const unreadable = (dialect: Dialect) =>
  new ForgeError(`${dialect.name} answered in a form Tessera does not understand`);

function answerOf(answer: JsonAnswer, dialect: Dialect): unknown {
  try {
    return JSON.parse(answer.text);
  } catch {
    throw unreadable(dialect);
  }
}

function pullRequestOf(answer: JsonAnswer, dialect: Dialect): PullRequest & { open: boolean } {
  const pull = (answerOf(answer, dialect) ?? {}) as Record<string, unknown>;
  const [number, url, state] = [pull[dialect.fields.number], pull[dialect.fields.url], pull[dialect.fields.state]];
  if (typeof number !== 'number' || typeof url !== 'string' || typeof state !== 'string') throw unreadable(dialect);
  return { number, url, open: state === dialect.openState };
}

/** The forge's REST API for one repository, its failures as ForgeErrors. */
function forgeApi(target: PullRequestTarget, dialect: Dialect) {
  const name = dialect.name;
  const repository = repositoryOnForge(target.forge, target.repositoryUrl)!;
  const base = `${target.apiUrl.replace(/\/+$/, '')}/${dialect.repositoryPath(repository)}`;
  const where = `${repository.owner}/${repository.name}`;
  const api = {
    async call(method: 'GET' | 'POST' | 'PATCH' | 'PUT', path: string, payload?: object): Promise<JsonAnswer> {
      try {
        return await requestJson({
          url: `${base}/${path}`,
          method,
          headers: { ...dialect.headers(target.token), 'user-agent': 'Tessera' },
          body: payload,
          allowPrivateNetwork: target.allowPrivateNetwork,
          signal: AbortSignal.timeout(target.timeoutMs),
        });
      } catch (error) {
        const origin = new URL(target.apiUrl).origin;
        if (error instanceof PrivateAddressError)
          throw new ForgeError(`${name} was not asked: ${origin} is on a private network (${error.address})`);
        if (error instanceof AnswerTooLargeError) throw new ForgeError(`${name} answered with too much`);
        const code = (error as { code?: unknown; name?: unknown }).code ?? (error as { name?: unknown }).name;
        throw new ForgeError(
          `${name} could not be reached at ${origin}${typeof code === 'string' ? ` (${code})` : ''}`,
        );
      }
    },
    refuse(answer: JsonAnswer): never {
      const own = forgeMessage(answer.text, target.token);
      const what =
        answer.status === 401 || answer.status === 403
          ? `${name} refused the token (${answer.status})`
          : answer.status === 404
            ? `${name} has no repository ${where} that the token may see (404)`
            : `${name} refused the pull request (${answer.status})`;
      throw new ForgeError(own ? `${what}: ${own}` : what);
    },
    expect(answer: JsonAnswer, status: number): void {
      if (answer.status !== status) api.refuse(answer);
    },
    async update(number: number, text: { title: string; body: string }): Promise<PullRequest> {
      const updated = await api.call(dialect.updateMethod, `${dialect.pullsPath}/${number}`, dialect.updating(text));
      api.expect(updated, dialect.updated);
      return pullRequestOf(updated, dialect);
    },
  };
  return api;
}

/**
 * The forge's own words (`message`, and each validation error's), cut short, the token never among them. GitLab's
 * `message` may be a list of words, or words by field.
 */
function forgeMessage(text: string, token: string): string | undefined {
  let answer: { message?: unknown; errors?: { message?: unknown }[] };
  try {
    answer = JSON.parse(text);
  } catch {
    return undefined;
  }
  const errors = Array.isArray(answer.errors) ? answer.errors.map((error) => error?.message) : [];
  const words = [...wordsOf(answer.message), ...errors.flatMap(wordsOf)]
    .filter((word) => word.trim() !== '')
    .join('; ');
  return words ? words.replace(/\s+/g, ' ').slice(0, 300).split(token).join('***') : undefined;
}

function wordsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(wordsOf);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([field, words]) => wordsOf(words).map((word) => `${field} ${word}`));
  return [];
}
