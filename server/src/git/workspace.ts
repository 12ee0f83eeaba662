import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { GitError, runGit, type GitLimits, type RemoteAccess } from './git-runner.ts';

/** What changed in one file between two commits (`git diff --name-status -M`). */
export type FileChange =
  { kind: 'added' | 'modified' | 'deleted'; path: string } | { kind: 'renamed'; from: string; path: string };

/**
 * A connection's clone on this machine's disk (`<DATA_DIR>/repositories/<id>`): a partial clone (every commit
 * and tree, blobs only as checked out), never shallow, so a commit made on top of it pushes. Any process may
 * make its own; the database, not the clone, says what was pulled.
 */
export class Workspace {
  readonly dir: string;
  readonly #limits: GitLimits;
  readonly #access: RemoteAccess;
  readonly #branch: string;

  constructor(dir: string, access: RemoteAccess, branch: string, limits: GitLimits) {
    this.dir = dir;
    this.#access = access;
    this.#branch = branch;
    this.#limits = limits;
  }

  #git(args: string[], options: { remote?: boolean; env?: Record<string, string>; input?: string } = {}) {
    return runGit(
      args,
      {
        cwd: this.dir,
        input: options.input,
        access: options.remote ? this.#access : undefined,
        env: options.env,
        watchSize: options.remote ? this.dir : undefined,
      },
      this.#limits,
    );
  }

  /** Fetches the branch (cloning first when there is no clone yet) and answers its newest commit. */
  async fetch(): Promise<string> {
    if (!(await isRepository(this.dir))) {
      await rm(this.dir, { recursive: true, force: true });
      await mkdir(this.dir, { recursive: true });
      await this.#git(['init', '-q']);
      await this.#git(['config', 'remote.origin.url', this.#access.remote.url]);
      await this.#git(['config', 'remote.origin.promisor', 'true']);
      await this.#git(['config', 'remote.origin.partialclonefilter', 'blob:none']);
      await this.#git(['config', 'extensions.partialClone', 'origin']);
    } else {
      // The address may have changed since the clone (a PUT); it lives in this clone's own configuration only.
      await this.#git(['config', 'remote.origin.url', this.#access.remote.url]);
    }
    const tracking = `refs/remotes/origin/${this.#branch}`;
    try {
      await this.#git(
        ['fetch', '-q', '--filter=blob:none', '--no-tags', 'origin', '--', `+refs/heads/${this.#branch}:${tracking}`],
        { remote: true },
      );
    } catch (error) {
      if (error instanceof GitError && /couldn't find remote ref/.test(error.message))
        throw new GitError(`The repository has no branch ${this.#branch}`, error.exitCode, error.stderr);
      throw error;
    }
    return (await this.#git(['rev-parse', '--verify', '--end-of-options', `${tracking}^{commit}`])).trim();
  }

  /** A remote branch's newest commit, or undefined when it has none of that name. */
  async remoteBranchHead(branch: string): Promise<string | undefined> {
    const listed = await this.#git(['ls-remote', '--heads', 'origin', '--', `refs/heads/${branch}`], { remote: true });
    return listed.split('\t')[0]?.trim() || undefined;
  }

  /** Fetches another branch (the push branch) into its own tracking ref. */
  async fetchBranch(branch: string): Promise<void> {
    await this.#git(
      [
        'fetch',
        '-q',
        '--filter=blob:none',
        '--no-tags',
        'origin',
        '--',
        `+refs/heads/${branch}:refs/remotes/origin/${branch}`,
      ],
      { remote: true },
    );
  }

  /** The working tree as of `commit`, nothing else in it. */
  async checkout(commit: string): Promise<void> {
    // Blobs of a partial clone are fetched as the checkout needs them: it reaches the repository.
    await this.#git(['checkout', '-q', '--force', '--detach', commit, '--'], { remote: true });
    await this.#git(['clean', '-q', '-ffdx']);
  }

  /** Every file path of a commit. */
  async files(commit: string): Promise<string[]> {
    const listed = await this.#git(['ls-tree', '-r', '-z', '--name-only', '--full-tree', '--end-of-options', commit]);
    return listed.split('\0').filter(Boolean);
  }

  /** A file of the checked-out tree, or undefined when it is not there. */
  async read(path: string): Promise<Buffer | undefined> {
    const full = join(this.dir, path);
    try {
      if (!(await stat(full)).isFile()) return undefined;
      return await readFile(full);
    } catch {
      return undefined;
    }
  }

  /** The files changed between two commits, renames found. */
  async changes(from: string, to: string): Promise<FileChange[]> {
    // Finding renames compares contents, which fetches the blobs it lacks.
    const listed = await this.#git(['diff', '-z', '--name-status', '-M', '--end-of-options', from, to, '--'], {
      remote: true,
    });
    const fields = listed.split('\0').filter((field, index, all) => field !== '' || index < all.length - 1);
    const changes: FileChange[] = [];
    for (let index = 0; index < fields.length;) {
      const status = fields[index++]!;
      if (status.startsWith('R')) {
        changes.push({ kind: 'renamed', from: fields[index]!, path: fields[index + 1]! });
        index += 2;
      } else {
        const kind = status === 'A' ? 'added' : status === 'D' ? 'deleted' : 'modified';
        changes.push({ kind, path: fields[index++]! });
      }
    }
    return changes;
  }

  /** Whether `commit` is known to this clone (a pulled commit of an earlier clone may not be, after a force-push). */
  async has(commit: string): Promise<boolean> {
    try {
      await this.#git(['cat-file', '-e', '--end-of-options', `${commit}^{commit}`]);
      return true;
    } catch {
      return false;
    }
  }

  /** Authors' emails of the commits reachable from `head` but not from `base`. */
  async authorsBetween(base: string, head: string): Promise<string[]> {
    const listed = await this.#git(['log', '--format=%ae', '--end-of-options', `${base}..${head}`, '--']);
    return listed.split('\n').filter(Boolean);
  }

  /** Stages the given files and commits them as `author`; answers the new commit, or undefined when nothing changed. */
  async commit(paths: string[], message: string, author: { name: string; email: string }): Promise<string | undefined> {
    if (paths.length === 0) return undefined;
    await this.#git(['add', '--', ...paths]);
    const staged = await this.#git(['diff', '--cached', '--name-only', '--']);
    if (staged.trim() === '') return undefined;
    await this.#git(['commit', '-q', '--no-verify', '-F', '-', '--'], {
      input: message,
      env: {
        GIT_AUTHOR_NAME: author.name,
        GIT_AUTHOR_EMAIL: author.email,
        GIT_COMMITTER_NAME: author.name,
        GIT_COMMITTER_EMAIL: author.email,
      },
    });
    return (await this.#git(['rev-parse', 'HEAD'])).trim();
  }

  /** Pushes HEAD to a branch; `lease` (the branch's commit we saw) allows replacing it, and only that commit. */
  async push(branch: string, lease?: string): Promise<void> {
    const args = ['push', '-q', '--no-verify'];
    if (lease) args.push(`--force-with-lease=refs/heads/${branch}:${lease}`);
    await this.#git([...args, 'origin', '--', `HEAD:refs/heads/${branch}`], { remote: true });
  }
}

async function isRepository(dir: string): Promise<boolean> {
  try {
    return (await stat(join(dir, '.git', 'HEAD'))).isFile();
  } catch {
    return false;
  }
}
