/**
 * The tiny in-memory database behind the msw handlers: sample users, glossaries (125 records in the first),
 * a document and a translation memory. Tests call `resetMockDb()` before each case so they never see each
 * other's changes.
 */
import type {
  ApiToken,
  Assignment,
  Document,
  Glossary,
  GlossaryRecord,
  Handoff,
  HandoffReport,
  Invitation,
  MtSettings,
  NotificationList,
  Project,
  PutLqaSettingsBody,
  Repository,
  Role,
  TokenSettings,
  TranslationMemory,
  User,
  Webhook,
  WebhookDelivery,
} from '../contract/index.ts';

/** The glossary (id 1) of the 125 sample records, and the 130 units of the sample TM (id 1): two pages each. */
export const SAMPLE_GLOSSARY_ID = 1;
export const SAMPLE_RECORD_COUNT = 125;
export const SAMPLE_TM_UNIT_COUNT = 130;

/** Every sample user signs in with this password in the mock. */
export const MOCK_PASSWORD = 'tessera-mock';

/** A document's step as the server answers it, with the document and the assignee's id. */
export type MockAssignment = Omit<Assignment, 'user'> & { document_id: number; user_id: number };

const SEED_TIME = '2026-01-15T09:30:00.000Z';
const SEEDED = { created_at: SEED_TIME, updated_at: SEED_TIME };
const [admin, manager, translator] = (['admin', 'manager', 'user'] as const).map((role, i): User => ({
  id: i + 1,
  email: `${role}@tessera.test`,
  username: role === 'user' ? 'translator' : role,
  display_name: null,
  role,
  disabled: false,
}));

/** A user as a reference names them. */
export const userRef = ({ id, username, display_name }: User) => ({ id, username, display_name });

/** `a=b` pairs of a fixture's text, parted by `separator`. */
export const pairs = (text: string, separator = ' ') =>
  text.split(separator).map((pair) => pair.split('=') as [string, string]);
// 25 nouns x 5 qualifiers = the 125 sample records; real terms make the standalone screen readable.
const nouns = pairs(
  'account=Konto password=Passwort setting=Einstellung file=Datei folder=Ordner message=Nachricht ' +
    'profile=Profil language=Sprache role=Rolle report=Bericht template=Vorlage license=Lizenz name=Name ' +
    'address=Adresse key=Schlüssel certificate=Zertifikat session=Sitzung policy=Richtlinie ' +
    'directory=Verzeichnis interface=Schnittstelle variable=Variable permission=Berechtigung ' +
    'quota=Kontingent schedule=Zeitplan backup=Sicherung',
);
const qualifiers = [['', ''], ...pairs('user=Benutzer default=Standard group=Gruppen system=System')];

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

const sampleRecords = (): GlossaryRecord[] =>
  qualifiers.flatMap(([qualifierEn, qualifierDe], q) =>
    nouns.map(([nounEn, nounDe], n) => ({
      id: q * nouns.length + n + 1,
      glossary_id: SAMPLE_GLOSSARY_ID,
      ...SEEDED,
      source: qualifierEn ? `${qualifierEn} ${nounEn}` : nounEn,
      target: qualifierDe ? `${qualifierDe}${nounDe.toLowerCase()}` : nounDe,
      comment: (q * nouns.length + n + 1) % 4 === 0 ? 'Approved by the terminology team' : '',
      status: 'admitted',
      definition: '',
      part_of_speech: '',
      case_sensitive: false,
      match_rule: 'stemmed',
      created_by_user: userRef(admin),
      updated_by_user: null,
    })),
  );

const glossary = (id: number, name: string, records_count: number, owner: User): Glossary => ({
  id,
  name,
  ...SEEDED,
  ...NO_IMPORT,
  upload_time: SEED_TIME,
  created_by_user: owner,
  records_count,
  source_lang: 'en',
  target_lang: 'de',
});

type Figures = Pick<Document, 'records_count' | 'approved_records_count' | 'words_count' | 'approved_words_count'>;
/** A document's or project's segment and word figures as its fixture holds them (the translated are the approved). */
export const figuresOf = (d: Figures) => {
  const of = (total: number, approved: number) => ({ total, translated: approved, approved, reviewed: 0, rejected: 0 });
  return { segments: of(d.records_count, d.approved_records_count), words: of(d.words_count, d.approved_words_count) };
};

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
  review_marks: null,
  ...SEEDED,
  ...fields,
});

const progress = { segments: 42, done: 17, words: 610, words_done: 248 };

const freshDb = () => ({
  users: [admin, manager, translator].map((u) => ({ ...u })),
  /** Who GET /user/ answers with; null = signed out (401). */
  currentUserId: admin.id as number | null,
  glossaries: [
    glossary(SAMPLE_GLOSSARY_ID, 'Product UI terminology', SAMPLE_RECORD_COUNT, admin),
    glossary(2, 'Legal terms', 0, manager),
  ],
  records: sampleRecords(),
  // The figures of the sample document's 130 segments (../documents.ts), the locked ones aside.
  documents: [
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
  translationMemories: [
    {
      id: 1,
      name: 'Main EN-DE memory',
      created_by: 1,
      source_lang: 'en',
      target_lang: 'de',
      records_count: SAMPLE_TM_UNIT_COUNT,
      ...SEEDED,
      ...NO_IMPORT,
    } as TranslationMemory,
  ],
  /** Uploaded glossary files, kept as sent: the mock reads no file. */
  pendingImports: new Map<number, { text: string; fileName: string }>(),
  /** The machine translation provider an admin set (off in the seed); the mock keeps no key, only `has_key`. */
  mt: NO_MT,
  tokenSettings: { max_days: 365, source: 'environment', updated_at: null } as TokenSettings,
  /** API tokens with their owner (the mock keeps no secrets) and invitations (with each link's secret). */
  apiTokens: [] as Array<ApiToken & { user_id: number }>,
  invitations: [] as Array<Invitation & { token: string }>,
  // The sample translator translates the sample document, due a day after the seed; the manager reviews it next.
  assignments: [
    { document_id: 1, step: 'translation', user_id: 3, due_at: '2026-01-16T12:00:00.000Z', state: 'active', progress },
    { document_id: 1, step: 'review', user_id: 2, due_at: null, state: 'waiting', progress },
  ] as MockAssignment[],
  /** The steps projects' new documents start with. */
  projectAssignments: [] as Array<Pick<MockAssignment, 'step' | 'user_id' | 'due_at'> & { project_id: number }>,
  /** Each person's notifications (by user id) as the server answers them: newest first, with the unread figure. */
  notifications: {} as Record<number, NotificationList>,
  /** Projects as the server answers them, their totals included. */
  projects: [] as Project[],
  /** The typologies and thresholds projects set (null: the default), as PUT /projects/{id}/lqa_settings took them. */
  projectLqaSettings: [] as Array<PutLqaSettingsBody & { project_id: number }>,
  /** Projects' webhooks (their latest delivery is the newest of the deliveries) and their deliveries. */
  webhooks: [] as Array<Omit<Webhook, 'last_delivery'>>,
  webhookDeliveries: [] as Array<WebhookDelivery & { webhook_id: number }>,
  repositories: [] as Repository[],
  /** Packages sent out (newest last), and the report a test has a package's return answer with (by its id). */
  handoffs: [] as Handoff[],
  handoffReturns: {} as Record<number, Omit<HandoffReport, 'returned_at'>>,
});

export type MockDb = ReturnType<typeof freshDb>;
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

export const currentUser = (): User | undefined => db.users.find((u) => u.id === db.currentUserId);
