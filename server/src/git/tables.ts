import type { ColumnType, Generated, Selectable } from 'kysely';
import type { FileSet, LanguageSpellings } from '@tessera/shared/contract/file-patterns';
import type { PullRequestForge, RepositoryState, UntranslatedStrings } from '@tessera/shared/contract';
import type { Timestamp, Timestamps } from '../db/column-types.ts';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

/** A project's connection to one repository and branch (one per project). */
export interface RepositoryConnectionsTable extends Timestamps {
  id: Generated<number>;
  project_id: number;
  /** Who connected it: the documents its pulls create are theirs. */
  created_by: number;
  url: string;
  branch: string;
  credentials_kind: 'none' | 'token' | 'ssh-key';
  credentials_username: string | null;
  /** The token or private key, sealed (security/secrets.ts); null without one. */
  credentials_sealed: string | null;
  push_mode: 'direct' | 'branch';
  push_branch: string;
  push_untranslated: ColumnType<UntranslatedStrings, UntranslatedStrings | undefined, UntranslatedStrings>;
  /** The patterns the request gave (used when the repository holds no tessera.yml). */
  request_files: Json<FileSet[]>;
  request_languages: Json<LanguageSpellings>;
  request_ignore: Json<string[]>;
  /** The patterns in force since the last read of the repository, and where they came from. */
  files: Json<FileSet[]>;
  languages: Json<LanguageSpellings>;
  ignore: Json<string[]>;
  files_from: 'request' | 'tessera.yml';
  allow_private_network: boolean;
  author_name: string;
  author_email: string;
  /** The inbound webhook's secret, sealed. */
  webhook_secret_sealed: string;
  state: ColumnType<RepositoryState, RepositoryState | undefined, RepositoryState>;
  /**
   * Until when the pull or push running holds the connection: another process may take it over after that (its
   * holder died). Null when nothing runs.
   */
  lease_until: NullableTimestamp;
  /** The job of the pull or push running, which a new request answers with. */
  job_id: number | null;
  /** A pull was asked for while one ran: the running one pulls again before it ends (bursts collapse). */
  pull_requested: ColumnType<boolean, boolean | undefined, boolean>;
  /** A push was asked for while a pull or push ran. */
  push_requested: ColumnType<boolean, boolean | undefined, boolean>;
  last_pull_commit: string | null;
  last_pull_at: NullableTimestamp;
  last_push_commit: string | null;
  last_push_at: NullableTimestamp;
  last_push_branch: string | null;
  error_message: string | null;
  error_at: NullableTimestamp;
  /**
   * The SSH server's host keys (known_hosts lines) met on the first contact since the connection was saved: later
   * commands connect to a server holding one of these only. Null until then, and for https.
   */
  ssh_host_keys: ColumnType<string | null, string | null | undefined, string | null>;
  /** The forge whose pull request each push opens or updates from the push branch; null for none. */
  pull_request_forge: ColumnType<PullRequestForge | null, PullRequestForge | null | undefined, PullRequestForge | null>;
  pull_request_api_url: ColumnType<string | null, string | null | undefined, string | null>;
  /** The forge's token, sealed (security/secrets.ts). */
  pull_request_token_sealed: ColumnType<string | null, string | null | undefined, string | null>;
  /** The pull request opened (its number on the forge and its page), null before the first. */
  pull_request_number: ColumnType<number | null, number | null | undefined, number | null>;
  pull_request_url: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Which source file (and target language) of a connection a document was made from. */
export interface RepositoryDocumentsTable {
  document_id: number;
  connection_id: number;
  source_path: string;
  target_lang: string;
  created_at: Timestamp;
}

export interface RepositoryTables {
  repository_connections: RepositoryConnectionsTable;
  repository_documents: RepositoryDocumentsTable;
}

export type RepositoryConnectionRow = Selectable<RepositoryConnectionsTable>;
