import { z } from 'zod';
import { UntranslatedStrings } from './documents.ts';
import { FileSet, LanguageSpellings } from './file-patterns.ts';

/**
 * A project connected to its team's Git repository (server/src/git, README there): the files its patterns match
 * are pulled in as documents, one per target language, and their translations pushed back as commits.
 * Credentials are write-only: no answer ever holds a token, a key or the inbound webhook's secret (shown once).
 */

export const REPOSITORY_STATES = ['idle', 'pulling', 'pushing', 'error'] as const;
export const RepositoryState = z.enum(REPOSITORY_STATES);
export type RepositoryState = z.infer<typeof RepositoryState>;

/** The default branch Tessera pushes to in `branch` mode: the team opens the pull request from it. */
export const DEFAULT_PUSH_BRANCH = 'tessera/translations';

/** What a push writes for a string nobody translated unless its connection says otherwise: no entry. */
export const DEFAULT_PUSH_UNTRANSLATED: UntranslatedStrings = 'leave-out';

const RepositoryCredentials = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }).strict(),
  z
    .object({
      kind: z.literal('token'),
      /** The user name sent with the token (GitLab and Gitea want the account's; GitHub takes any). */
      username: z.string().trim().min(1).max(200).optional(),
      token: z.string().trim().min(1).max(4000),
    })
    .strict(),
  z
    .object({
      kind: z.literal('ssh-key'),
      private_key: z
        .string()
        .max(20_000)
        .refine(
          (key) => /^-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(key.trim()),
          'must be a PEM or OpenSSH private key',
        ),
    })
    .strict(),
]);

const BranchName = z.string().trim().min(1).max(255);

/**
 * The forges whose pull requests Tessera opens from its push branch: GitHub (and GitHub Enterprise), Gitea and
 * Forgejo (which keeps Gitea's API for them), and GitLab, whose merge requests are its pull requests.
 */
const PullRequestForge = z.enum(['github', 'gitea', 'gitlab']);
export type PullRequestForge = z.infer<typeof PullRequestForge>;

/** Opening (then updating) a pull request from the push branch into the branch pulled from. */
const PullRequestSettings = z
  .object({
    forge: PullRequestForge,
    /**
     * The forge's API: `https://api.github.com` for github.com, `https://<host>/api/v3` for GitHub Enterprise,
     * `https://<host>/api/v1` for Gitea, `https://<host>/api/v4` for GitLab.
     */
    api_url: z.string().trim().url().max(2000).optional(),
    /** A token allowed to open pull requests on the repository; write-only, kept sealed. */
    token: z.string().trim().min(1).max(4000),
  })
  .strict();

const GitIdentity = z
  .object({
    name: z.string().trim().min(1).max(200),
    email: z.string().trim().email().max(320),
  })
  .strict();

/** PUT /projects/{id}/repository, and the body POST .../repository/preview tries before connecting. */
export const PutRepositoryBody = z
  .object({
    url: z.string().trim().min(1).max(2000),
    branch: BranchName,
    credentials: RepositoryCredentials,
    push: z
      .object({
        mode: z.enum(['direct', 'branch']),
        branch: BranchName.optional(),
        /** What a pushed file holds for a string nobody translated: no entry unless `source`. */
        untranslated: UntranslatedStrings.optional(),
        /** Mode `branch` only: after each push, the pull request from the push branch is opened or updated. */
        pull_request: PullRequestSettings.optional(),
      })
      .strict()
      .default({ mode: 'branch' }),
    /** Used when the repository has no `tessera.yml` at its root; that file wins when it has one. */
    files: z.array(FileSet).max(100).optional(),
    languages: LanguageSpellings.optional(),
    ignore: z.array(z.string().trim().min(1).max(500)).max(100).optional(),
    /** Whether the repository may be on a private network or this machine (and reached over http://): an admin's. */
    allow_private_network: z.boolean().optional(),
    /** Who Tessera's commits are by (`Tessera <tessera@localhost>` when left out). */
    commit_author: GitIdentity.optional(),
  })
  .strict();
export type PutRepositoryBody = z.infer<typeof PutRepositoryBody>;

/** The patterns in force and where they come from: the request's, or the repository's own `tessera.yml`. */
const Patterns = {
  files: z.array(FileSet),
  languages: LanguageSpellings,
  ignore: z.array(z.string()),
  files_from: z.enum(['request', 'tessera.yml']),
};

export const Repository = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  url: z.string(),
  branch: z.string(),
  credentials: z.object({ kind: z.enum(['none', 'token', 'ssh-key']), username: z.string().nullable() }),
  push: z.object({
    mode: z.enum(['direct', 'branch']),
    branch: z.string(),
    untranslated: UntranslatedStrings,
    /**
     * The pull request the pushes open from the push branch, null unless asked for. `url` and `number` are the one
     * opened (null before the first push); later pushes update it while it is open, and open another once it is
     * merged or closed.
     */
    pull_request: z
      .object({
        forge: PullRequestForge,
        api_url: z.string(),
        url: z.string().nullable(),
        number: z.number().int().nullable(),
      })
      .nullable(),
  }),
  ...Patterns,
  allow_private_network: z.boolean(),
  commit_author: z.object({ name: z.string(), email: z.string() }),
  state: RepositoryState,
  last_pull: z.object({ commit: z.string(), at: z.string() }).nullable(),
  last_push: z.object({ commit: z.string(), at: z.string(), branch: z.string() }).nullable(),
  /** Segments confirmed since the last push: what the next push carries. */
  pending_changes: z.number().int(),
  error: z.object({ message: z.string(), at: z.string() }).nullable(),
  /**
   * The ssh:// server's host key kept from the connection's first contact: later commands refuse a server showing
   * another. Its algorithm (`ssh-ed25519`) and fingerprint as `ssh-keygen -l` prints it (`SHA256:…`); null before
   * the first contact, after the host key was forgotten, and for https.
   */
  host_key: z.object({ type: z.string(), fingerprint: z.string() }).nullable(),
  webhook: z.object({
    /** Where the forge sends push events (`POST /api/hooks/repository/{id}`), signed with the secret. */
    url: z.string(),
    /** The inbound webhook's secret: in the answer of the PUT that created the connection only. */
    secret: z.string().optional(),
  }),
});
export type Repository = z.infer<typeof Repository>;

/** One file the patterns matched, and the documents it becomes (or is), one per target language. */
export const RepositoryPreviewFile = z.object({
  path: z.string(),
  format: z.string().nullable(),
  documents: z.array(
    z.object({ target_lang: z.string(), translation_path: z.string(), translation_exists: z.boolean() }),
  ),
});

export const RepositoryPreview = z.object({
  commit: z.string(),
  ...Patterns,
  matched: z.array(RepositoryPreviewFile),
  /** Matched files no format reads, by path, with why. */
  skipped: z.array(z.object({ path: z.string(), reason: z.string() })),
});
export type RepositoryPreview = z.infer<typeof RepositoryPreview>;
