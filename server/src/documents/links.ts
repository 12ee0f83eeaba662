import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_DISPLAY_THRESHOLD } from '@tessera/shared/contract';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { endpoint } from '../plugins/endpoint.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../plugins/errors.ts';
import { startNeededIndexBuilds } from '../tm/matching/index-store.ts';
import { findDocument } from './repository.ts';

/**
 * The TM links that apply to the document row `alias` (tm_id, mode, position, inherited): its project's unless it
 * has a project and its own list. A fragment for a lateral join, like glossaryLinksOf (the matcher reads them with
 * the segment it looks up).
 */
export const tmLinksOf = (alias: string) => sql<{
  tm_id: number;
  mode: 'read' | 'write';
  position: number;
  inherited: boolean;
}>`(
  select tm_id, mode, position, true as inherited from project_translation_memories
  where project_id = ${sql.ref(`${alias}.project_id`)} and not ${sql.ref(`${alias}.own_translation_memories`)}
  union all
  select tm_id, mode, position, false from document_translation_memories
  where document_id = ${sql.ref(`${alias}.id`)}
    and (${sql.ref(`${alias}.project_id`)} is null or ${sql.ref(`${alias}.own_translation_memories`)})
)`;

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
 * The glossary links that apply to the document row `alias` (glossary_id, position, inherited): its project's
 * unless it has its own. A fragment for a lateral join, so a statement that reads the document can read them too.
 */
export const glossaryLinksOf = (alias: string) => sql<{ glossary_id: number; position: number; inherited: boolean }>`(
  select glossary_id, position, true as inherited from project_glossaries
  where project_id = ${sql.ref(`${alias}.project_id`)} and not ${sql.ref(`${alias}.own_glossaries`)}
  union all
  select glossary_id, position, false from document_glossaries
  where document_id = ${sql.ref(`${alias}.id`)}
    and (${sql.ref(`${alias}.project_id`)} is null or ${sql.ref(`${alias}.own_glossaries`)})
)`;

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
export async function requireLinkedIds(db: Db, table: keyof typeof LINKED_KIND, ids: readonly number[]): Promise<void> {
  const missing = await missingIds(db, table, ids);
  if (missing.length > 0) throw new HttpError(400, `No ${LINKED_KIND[table]} has the id ${missing.join(', ')}`);
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

/**
 * Which translation memories and glossaries a document uses, and its match settings: everyone who
 * reads the document reads them; changing them is document.manage.
 */
export const documentLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const documentOr404 = async (id: number) => {
    if (!(await findDocument(app.db, id))) throw new HttpError(404, 'Document not found');
  };

  app.route({
    ...endpoint(endpoints.links.documentTms),
    handler: async (request) => {
      await documentOr404(request.params.id);
      return documentTms(app.db, request.params.id);
    },
  });

  app.route({
    ...endpoint(endpoints.links.setDocumentTms),
    handler: async (request) => {
      const documentId = request.params.id;
      await documentOr404(documentId);
      const { memories, inherit } = request.body;
      if (inherit && memories.length > 0)
        throw new HttpError(400, 'Send either inherit: true or a list of memories, not both');
      await requireLinkedIds(
        app.db,
        'translation_memories',
        memories.map((tm) => tm.id),
      );
      await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('document_translation_memories').where('document_id', '=', documentId).execute();
        await trx
          .updateTable('documents')
          .set({ own_translation_memories: !inherit })
          .where('id', '=', documentId)
          .execute();
        if (memories.length > 0) {
          await trx
            .insertInto('document_translation_memories')
            .values(
              memories.map((tm, position) => ({ document_id: documentId, tm_id: tm.id, mode: tm.mode, position })),
            )
            .execute();
        }
      });
      // A TM in use needs its match index: build it now (in the background) rather than at the first lookup.
      const linked = await documentTms(app.db, documentId);
      await startNeededIndexBuilds(
        app,
        linked.map((tm) => tm.id),
      );
      return linked;
    },
  });

  app.route({
    ...endpoint(endpoints.links.documentGlossaries),
    handler: async (request) => {
      await documentOr404(request.params.id);
      return documentGlossaries(app.db, request.params.id);
    },
  });

  app.route({
    ...endpoint(endpoints.links.setDocumentGlossaries),
    handler: async (request) => {
      const documentId = request.params.id;
      await documentOr404(documentId);
      const { glossaries, inherit } = request.body;
      if (inherit && glossaries.length > 0)
        throw new HttpError(400, 'Send either inherit: true or a list of glossaries, not both');
      await requireLinkedIds(
        app.db,
        'glossaries',
        glossaries.map((glossary) => glossary.id),
      );
      await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('document_glossaries').where('document_id', '=', documentId).execute();
        await trx.updateTable('documents').set({ own_glossaries: !inherit }).where('id', '=', documentId).execute();
        if (glossaries.length > 0) {
          await trx
            .insertInto('document_glossaries')
            .values(
              glossaries.map((glossary, position) => ({ document_id: documentId, glossary_id: glossary.id, position })),
            )
            .execute();
        }
      });
      return documentGlossaries(app.db, documentId);
    },
  });

  app.route({
    ...endpoint(endpoints.links.matchSettings),
    handler: async (request) => {
      await documentOr404(request.params.id);
      return { display_threshold: await displayThreshold(app.db, request.params.id) };
    },
  });

  app.route({
    ...endpoint(endpoints.links.setMatchSettings),
    handler: async (request) => {
      const documentId = request.params.id;
      await documentOr404(documentId);
      const { display_threshold } = request.body;
      await app.db
        .insertInto('document_match_settings')
        .values({ document_id: documentId, display_threshold })
        .onConflict((oc) => oc.column('document_id').doUpdateSet({ display_threshold }))
        .execute();
      return { display_threshold };
    },
  });
};
