import { sql, type Insertable, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { DEFAULT_DISPLAY_THRESHOLD } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../plugins/errors.ts';

/**
 * The same language or a form of one another, in SQL (`sameOrVariantLanguage`; codes are stored canonical): 'en'
 * and 'en-US'. A document whose language is not known yet ('' until its file is read) takes any.
 */
const sameOrVariant = (resource: RawBuilder<string>, document: RawBuilder<string>) => sql<boolean>`(
  ${document} = '' or lower(${resource}) = lower(${document})
  or lower(${document}) like lower(${resource}) || '-%' or lower(${resource}) like lower(${document}) || '-%')`;

/**
 * The links that apply to the document row `alias`, with their `position` and whether they are `inherited`: its
 * project's (`projectTable`) unless it has a project and its own list (`documentTable`, flagged by `ownList`).
 * A project's TMs and glossaries serve the documents of their language pair only (the same languages, or forms of
 * them: an `en → de` TM serves an `en-US → de-DE` document): a project translating into German and French may
 * link a German and a French TM. A document's own list is taken as its manager set it.
 * A fragment for a lateral join, so a statement that reads the document can read them too.
 */
function appliedLinks<Row>(
  alias: string,
  { projectTable, documentTable, ownList, columns, resourceTable, resourceId }: AppliedLinkTables,
) {
  const projectId = sql.ref(`${alias}.project_id`);
  const hasOwnList = sql.ref(`${alias}.${ownList}`);
  const selected = sql.join(columns.map((column) => sql.ref(column)));
  const resource = (column: string) => sql.ref<string>(`resource.${column}`);
  const documentLanguage = (column: string) => sql.ref<string>(`${alias}.${column}`);
  return sql<Row & { position: number; inherited: boolean }>`(
  select ${selected}, position, true as inherited from ${sql.table(projectTable)}
  where project_id = ${projectId} and not ${hasOwnList} and exists (
    select from ${sql.table(resourceTable)} resource where resource.id = ${sql.ref(`${projectTable}.${resourceId}`)}
      and ${sameOrVariant(resource('source_lang'), documentLanguage('source_lang'))}
      and ${sameOrVariant(resource('target_lang'), documentLanguage('target_lang'))})
  union all
  select ${selected}, position, false from ${sql.table(documentTable)}
  where document_id = ${sql.ref(`${alias}.id`)} and (${projectId} is null or ${hasOwnList})
)`;
}

interface AppliedLinkTables {
  projectTable: 'project_translation_memories' | 'project_glossaries';
  documentTable: 'document_translation_memories' | 'document_glossaries';
  ownList: 'own_translation_memories' | 'own_glossaries';
  /** What a link says besides its position. */
  columns: readonly string[];
  /** The linked resources and the link's column naming one: their languages decide which documents they serve. */
  resourceTable: 'translation_memories' | 'glossaries';
  resourceId: 'tm_id' | 'glossary_id';
}

/** The TM links that apply to the document row `alias` (appliedLinks); the matcher reads them with the segment. */
export const tmLinksOf = (alias: string) =>
  appliedLinks<{ tm_id: number; mode: 'read' | 'write' }>(alias, {
    projectTable: 'project_translation_memories',
    documentTable: 'document_translation_memories',
    ownList: 'own_translation_memories',
    columns: ['tm_id', 'mode'],
    resourceTable: 'translation_memories',
    resourceId: 'tm_id',
  });

/** The glossary links that apply to the document row `alias` (appliedLinks). */
export const glossaryLinksOf = (alias: string) =>
  appliedLinks<{ glossary_id: number }>(alias, {
    projectTable: 'project_glossaries',
    documentTable: 'document_glossaries',
    ownList: 'own_glossaries',
    columns: ['glossary_id'],
    resourceTable: 'glossaries',
    resourceId: 'glossary_id',
  });

/** The TMs a document uses, by priority: its own, or its project's (`inherited`). */
export async function documentTms(db: Db, documentId: number) {
  const { rows } = await sql<{
    id: number;
    name: string;
    mode: 'read' | 'write';
    position: number;
    inherited: boolean;
  }>`
    select tm.id, tm.name, link.mode, link.position, link.inherited
    from documents d
    cross join lateral ${tmLinksOf('d')} link
    join translation_memories tm on tm.id = link.tm_id
    where d.id = ${documentId}
    order by link.position`.execute(db);
  return rows;
}

/**
 * The glossaries a document uses, by priority (its project's unless it has its own). One statement: the editor
 * asks for them with every segment's term hits.
 */
export async function documentGlossaries(db: Db, documentId: number) {
  const { rows } = await sql<{ id: number; name: string; position: number; inherited: boolean }>`
    select glossary.id, glossary.name, link.position, link.inherited
    from documents d
    cross join lateral ${glossaryLinksOf('d')} link
    join glossaries glossary on glossary.id = link.glossary_id
    where d.id = ${documentId}
    order by link.position`.execute(db);
  return rows;
}

export async function displayThreshold(db: Db, documentId: number): Promise<number> {
  const row = await db
    .selectFrom('document_match_settings')
    .select('display_threshold')
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  return row?.display_threshold ?? DEFAULT_DISPLAY_THRESHOLD;
}

const LINKED_KIND = { translation_memories: 'translation memory', glossaries: 'glossary' } as const;

/** Answers 400 naming the ids of a list of links (TMs or glossaries) that do not exist in `table`. */
async function requireLinkedIds(db: Db, table: keyof typeof LINKED_KIND, ids: readonly number[]): Promise<void> {
  const missing = await missingIds(db, table, ids);
  if (missing.length > 0)
    throw new HttpError(400, 'linked_id_unknown', `No ${LINKED_KIND[table]} has the id ${missing.join(', ')}`);
}

async function missingIds(
  db: Db,
  table: 'translation_memories' | 'glossaries',
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = new Set(
    (
      await db
        .selectFrom(table)
        .select('id')
        .where('id', 'in', [...ids])
        .execute()
    ).map((row) => row.id),
  );
  return ids.filter((id) => !found.has(id));
}

/** The tables that list a document's or a project's TMs or glossaries: the owner's id column, what they link to. */
const LINK_TABLES = {
  document_translation_memories: { owner: 'document_id', linked: 'translation_memories', linkedId: 'tm_id' },
  document_glossaries: { owner: 'document_id', linked: 'glossaries', linkedId: 'glossary_id' },
  project_translation_memories: { owner: 'project_id', linked: 'translation_memories', linkedId: 'tm_id' },
  project_glossaries: { owner: 'project_id', linked: 'glossaries', linkedId: 'glossary_id' },
} as const;
type LinkTable = keyof typeof LINK_TABLES;
/** The rows of a link table as a caller gives them: without the owner's id and the position (the order given). */
type LinkRows<T extends LinkTable> = readonly Omit<
  Insertable<Database[T]>,
  (typeof LINK_TABLES)[T]['owner'] | 'position'
>[];

/**
 * Replaces the TMs or glossaries linked to a document or project by `links`, ranked in the order given
 * (`position`), after checking that they all exist (400 naming those that do not). One transaction, with
 * `alsoInTransaction`'s change to the owner's row: readers see the old list or the new one, never a mix.
 */
export async function replaceLinks<T extends LinkTable>(
  db: Db,
  table: T,
  ownerId: number,
  links: LinkRows<T>,
  alsoInTransaction?: (trx: Transaction<Database>) => Promise<unknown>,
): Promise<void> {
  const { owner, linked, linkedId } = LINK_TABLES[table];
  await requireLinkedIds(
    db,
    linked,
    links.map((link) => (link as Record<string, number>)[linkedId]!),
  );
  const name: string = table;
  await db.transaction().execute(async (trx) => {
    // The four tables have the same shape, but Kysely cannot type a table chosen at run time.
    const linkTable = trx as unknown as Kysely<any>;
    await linkTable.deleteFrom(name).where(owner, '=', ownerId).execute();
    await alsoInTransaction?.(trx);
    if (links.length > 0)
      await linkTable
        .insertInto(name)
        .values(links.map((link, position) => ({ ...link, [owner]: ownerId, position })))
        .execute();
  });
}

/**
 * A document's link tables: the flag on its row that says its own list applies rather than its project's, and the
 * request body's name for the list.
 */
const DOCUMENT_LINK_LISTS = {
  document_translation_memories: { ownListFlag: 'own_translation_memories', listName: 'memories' },
  document_glossaries: { ownListFlag: 'own_glossaries', listName: 'glossaries' },
} as const;

/**
 * Replaces a document's own TMs or glossaries (replaceLinks), or with `inherit` drops its list for its project's
 * (400 when a request asks for both).
 */
export async function replaceDocumentLinks<T extends keyof typeof DOCUMENT_LINK_LISTS>(
  db: Db,
  table: T,
  documentId: number,
  links: LinkRows<T>,
  inherit: boolean | undefined,
): Promise<void> {
  const { ownListFlag, listName } = DOCUMENT_LINK_LISTS[table];
  if (inherit && links.length > 0)
    throw new HttpError(400, 'inherit_and_list', `Send either inherit: true or a list of ${listName}, not both`);
  await replaceLinks(db, table, documentId, links, (trx) =>
    trx
      .updateTable('documents')
      .set({ [ownListFlag]: !inherit })
      .where('id', '=', documentId)
      .execute(),
  );
}

/** The link rows of a TM list as a request sends it (`{ id, mode }`, highest priority first). */
export const tmLinkRows = (memories: readonly { id: number; mode: 'read' | 'write' }[]) =>
  memories.map((tm) => ({ tm_id: tm.id, mode: tm.mode }));

/** The link rows of a glossary list as a request sends it (`{ id }`, highest priority first). */
export const glossaryLinkRows = (glossaries: readonly { id: number }[]) =>
  glossaries.map((glossary) => ({ glossary_id: glossary.id }));
