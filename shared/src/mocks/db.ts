/**
 * The tiny in-memory database behind the msw handlers. It reproduces the seed's development mock: sample users,
 * glossaries, documents and translation memories, and 125 sample records in the first glossary. Tests call `resetMockDb()` before each case so they never see each other's changes.
 */
import type { ApiToken } from '../contract/tokens.ts';
import type { Invitation } from '../contract/invitations.ts';
import type { Assignment, Notification, StepProgress } from '../contract/assignments.ts';
import type { Document } from '../contract/documents.ts';
import type { Glossary, GlossaryImportMode, GlossaryRecord } from '../contract/glossary.ts';
import { TranslationMemory } from '../contract/tm.ts';
import type { Role, User } from '../contract/users.ts';
import type { MtSettings } from '../contract/mt.ts';
import type { TokenSettings } from '../contract/tokens.ts';
import type { Project } from '../contract/projects.ts';
import type { PutLqaSettingsBody } from '../contract/review.ts';
import type { Webhook, WebhookDelivery } from '../contract/webhooks.ts';
import type { Repository } from '../contract/repository.ts';

/** Number of sample records of the seed mock. */
export const SAMPLE_RECORD_COUNT = 125;
/** Units of the sample TM (id 1): 130, so its screen has two pages; some with inline tags. */
export const SAMPLE_TM_UNIT_COUNT = 130;
/** The glossary that holds the sample records. */
export const SAMPLE_GLOSSARY_ID = 1;

/** Every sample user signs in with this password in the mock. */
export const MOCK_PASSWORD = 'tessera-mock';

export type MockDb = {
  users: User[];
  /** Who GET /user/ answers with; null = signed out (401). */
  currentUserId: number | null;
  glossaries: Glossary[];
  records: GlossaryRecord[];
  documents: Document[];
  translationMemories: TranslationMemory[];
  /** Uploaded glossary files waiting for their (simulated) background import. */
  pendingImports: Map<number, { text: string; fileName: string; mode?: GlossaryImportMode }>;
  /** The machine translation provider an admin set (off in the seed); the mock keeps no key, only `has_key`. */
  mt: MtSettings;
  /** How long tokens may last at most: 365 days from the environment in the seed, until an admin sets one. */
  tokenSettings: TokenSettings;
  /** API tokens with their owner (the mock keeps no secrets) and invitations (the mock keeps each link's secret). */
  apiTokens: Array<ApiToken & { user_id: number }>;
  invitations: Array<Invitation & { token: string }>;
  /** Documents' steps: who, due when, in which state and how far. */
  assignments: MockAssignment[];
  /** The steps projects' new documents start with. */
  projectAssignments: MockProjectAssignment[];
  /** Notifications with whom they are for. */
  notifications: MockNotification[];
  /** Projects as the server answers them, their totals included. */
  projects: Project[];
  /** The typologies and thresholds projects set (null: the default), as PUT /projects/{id}/lqa_settings took them. */
  projectLqaSettings: MockLqaSettings[];
  /** Projects' webhooks as listed (their latest delivery is found among the deliveries) and their deliveries. */
  webhooks: Array<Omit<Webhook, 'last_delivery'>>;
  webhookDeliveries: Array<WebhookDelivery & { webhook_id: number }>;
  /** Projects' repository connections as the API answers them (the mock has no repository behind them). */
  repositories: Repository[];
};

export type MockLqaSettings = PutLqaSettingsBody & { project_id: number };

export type MockNotification = Notification & { user_id: number };

/** A document's step as the server answers it (its state and progress as the fixture or test sets them). */
export type MockAssignment = Omit<Assignment, 'user'> & { document_id: number; user_id: number };

export type MockProjectAssignment = Omit<MockAssignment, 'document_id' | 'state' | 'progress'> & { project_id: number };

/** The progress of a step nothing is counted for. */
export const NO_PROGRESS: StepProgress = { segments: 0, done: 0, words: 0, words_done: 0 };

const sampleUsers: User[] = [
  { id: 1, email: 'admin@tessera.test', username: 'admin', display_name: null, role: 'admin', disabled: false },
  { id: 2, email: 'manager@tessera.test', username: 'manager', display_name: null, role: 'manager', disabled: false },
  { id: 3, email: 'user@tessera.test', username: 'translator', display_name: null, role: 'user', disabled: false },
];

// 25 nouns x 5 qualifiers = the 125 sample records; real terms make the standalone screen readable.
/** `a=b` pairs of a fixture's text, parted by `separator`. */
export const pairs = (text: string, separator = ' ') =>
  text.split(separator).map((pair) => pair.split('=') as [string, string]);
const nouns = pairs(
  'account=Konto password=Passwort setting=Einstellung file=Datei folder=Ordner message=Nachricht ' +
    'profile=Profil language=Sprache role=Rolle report=Bericht template=Vorlage license=Lizenz name=Name ' +
    'address=Adresse key=Schlüssel certificate=Zertifikat session=Sitzung policy=Richtlinie ' +
    'directory=Verzeichnis interface=Schnittstelle variable=Variable permission=Berechtigung ' +
    'quota=Kontingent schedule=Zeitplan backup=Sicherung',
);
const qualifiers = [['', ''], ...pairs('user=Benutzer default=Standard group=Gruppen system=System')];

const SEED_TIME = '2026-01-15T09:30:00.000Z';

/** The import fields of a glossary or TM made empty (or seeded): nothing running, nothing to report. */
export const NO_IMPORT = {
  processing_status: 'done',
  processing_progress: 1,
  processing_error: null,
  import_report: null,
} as const;

/** The MT settings of a server where none are set: no provider. */
export const NO_MT: MtSettings = {
  provider: null,
  url: null,
  model: null,
  has_key: false,
  allow_private_network: false,
  source: 'none',
  updated_at: null,
};

/** The term fields of a record that says none: admitted, no definition or part of speech, case aside. */
export const NO_TERM_FIELDS = {
  status: 'admitted',
  definition: '',
  part_of_speech: '',
  case_sensitive: false,
  match_rule: 'stemmed',
} as const;

function sampleRecords(): GlossaryRecord[] {
  const { id, username, display_name } = sampleUsers[0];
  return qualifiers.flatMap(([qualifierEn, qualifierDe], q) =>
    nouns.map(([nounEn, nounDe], n) => ({
      id: q * nouns.length + n + 1,
      glossary_id: SAMPLE_GLOSSARY_ID,
      created_at: SEED_TIME,
      updated_at: SEED_TIME,
      source: qualifierEn ? `${qualifierEn} ${nounEn}` : nounEn,
      target: qualifierDe ? `${qualifierDe}${nounDe.toLowerCase()}` : nounDe,
      comment: (q * nouns.length + n + 1) % 4 === 0 ? 'Approved by the terminology team' : '',
      ...NO_TERM_FIELDS,
      created_by_user: { id, username, display_name },
      updated_by_user: null,
    })),
  );
}

function glossary(id: number, name: string, recordsCount: number, owner: User): Glossary {
  return {
    id,
    name,
    created_at: SEED_TIME,
    updated_at: SEED_TIME,
    ...NO_IMPORT,
    upload_time: SEED_TIME,
    created_by_user: owner,
    records_count: recordsCount,
    source_lang: 'en',
    target_lang: 'de',
  };
}

/** A document of the fixtures or an upload: an XLIFF file read, nothing counted, unless `fields` say otherwise. */
export const mockDocument = (fields: Pick<Document, 'id' | 'created_by' | 'name'> & Partial<Document>): Document => ({
  type: 'XLIFF',
  status: 'done',
  processing_error: null,
  records_count: 0,
  approved_records_count: 0,
  words_count: 0,
  approved_words_count: 0,
  locked_records_count: 0,
  open_comments: 0,
  source_lang: 'en',
  target_lang: 'de',
  project_id: null,
  created_at: SEED_TIME,
  updated_at: SEED_TIME,
  ...fields,
});

function freshDb(): MockDb {
  const progress = { segments: 42, done: 17, words: 610, words_done: 248 };
  return {
    users: sampleUsers.map((u) => ({ ...u })),
    currentUserId: sampleUsers[0].id,
    glossaries: [
      glossary(SAMPLE_GLOSSARY_ID, 'Product UI terminology', SAMPLE_RECORD_COUNT, sampleUsers[0]),
      glossary(2, 'Legal terms', 0, sampleUsers[1]),
    ],
    records: sampleRecords(),
    documents: [
      // As the server counts its 130 sample segments (../documents.ts): the locked ones aside.
      mockDocument({
        id: 1,
        created_by: 1,
        name: 'release-notes.xlf',
        records_count: 125,
        approved_records_count: 16,
        words_count: 771,
        approved_words_count: 107,
        locked_records_count: 5,
      }),
    ],
    // Parsed rather than typed as a literal: the TM shape is still growing, and parsing keeps what it knows.
    translationMemories: [
      TranslationMemory.parse({
        id: 1,
        name: 'Main EN-DE memory',
        created_by: 1,
        source_lang: 'en',
        target_lang: 'de',
        records_count: SAMPLE_TM_UNIT_COUNT,
        created_at: SEED_TIME,
        updated_at: SEED_TIME,
        ...NO_IMPORT,
      }),
    ],
    pendingImports: new Map(),
    mt: NO_MT,
    tokenSettings: { max_days: 365, source: 'environment', updated_at: null },
    apiTokens: [],
    invitations: [],
    // The sample translator translates the sample document, due a day after the seed; the manager reviews it next.
    assignments: [
      {
        document_id: 1,
        step: 'translation',
        user_id: 3,
        due_at: '2026-01-16T12:00:00.000Z',
        state: 'active',
        progress,
      },
      { document_id: 1, step: 'review', user_id: 2, due_at: null, state: 'waiting', progress },
    ],
    projectAssignments: [],
    notifications: [],
    projects: [],
    projectLqaSettings: [],
    webhooks: [],
    webhookDeliveries: [],
    repositories: [],
  };
}

export const db: MockDb = freshDb();

export type ResetOptions = {
  /** Who is signed in after the reset; null = nobody (GET /user/ answers 401). Default: admin. */
  signedInAs?: Role | null;
};

/** Puts the sample data back (tests call it before each case). */
export function resetMockDb(options: ResetOptions = {}): void {
  Object.assign(db, freshDb());
  if (options.signedInAs !== undefined) {
    db.currentUserId =
      options.signedInAs === null ? null : (db.users.find((u) => u.role === options.signedInAs)?.id ?? null);
  }
}

let lastTimestamp = 0;
/** Strictly increasing ISO timestamps, so an edit always changes `updated_at` (the 409 check relies on it). */
export function now(): string {
  lastTimestamp = Math.max(Date.now(), lastTimestamp + 1);
  return new Date(lastTimestamp).toISOString();
}

/**
 * State a handler keeps beside the fixtures (segments, units, comments), made by `make` on its first use after each
 * reset: kept by a fixture list (`key`) that a reset replaces.
 */
export function perReset<T>(make: () => T, key: () => object = () => db.documents): () => T {
  const made = new WeakMap<object, T>();
  return () => {
    if (!made.has(key())) made.set(key(), make());
    return made.get(key())!;
  };
}

/** The id after the highest of `rows` (1 for none): ids are never reused while a row holds a higher one. */
export const nextId = (rows: readonly { id: number }[]) => Math.max(0, ...rows.map((row) => row.id)) + 1;

export function currentUser(): User | undefined {
  return db.users.find((u) => u.id === db.currentUserId);
}
