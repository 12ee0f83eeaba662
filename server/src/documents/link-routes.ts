import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../plugins/endpoint.ts';
import { requirePathId } from '../plugins/errors.ts';
import { startNeededIndexBuilds } from '../tm/matching/index-store.ts';
import {
  displayThreshold,
  documentGlossaries,
  documentTms,
  glossaryLinkRows,
  replaceDocumentLinks,
  tmLinkRows,
} from '../links/links.ts';
import { findDocument } from './repository.ts';

/**
 * Which translation memories and glossaries a document uses, and its match settings: everyone who
 * reads the document reads them; changing them is document.manage.
 */
export const documentLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  requirePathId(
    app,
    async (id) => (await findDocument(app.db, id)) !== undefined,
    'document_not_found',
    'Document not found',
  );

  route(app, endpoints.links.documentTms, async (request) => documentTms(app.db, request.params.id));

  route(app, endpoints.links.setDocumentTms, async (request) => {
    const documentId = request.params.id;
    const { memories, inherit } = request.body;
    await replaceDocumentLinks(app.db, 'document_translation_memories', documentId, tmLinkRows(memories), inherit);
    // A TM in use needs its match index: build it now (in the background) rather than at the first lookup.
    const linked = await documentTms(app.db, documentId);
    await startNeededIndexBuilds(
      app,
      linked.map((tm) => tm.id),
    );
    return linked;
  });

  route(app, endpoints.links.documentGlossaries, async (request) => documentGlossaries(app.db, request.params.id));

  route(app, endpoints.links.setDocumentGlossaries, async (request) => {
    const { glossaries, inherit } = request.body;
    await replaceDocumentLinks(app.db, 'document_glossaries', request.params.id, glossaryLinkRows(glossaries), inherit);
    return documentGlossaries(app.db, request.params.id);
  });

  route(app, endpoints.links.matchSettings, async (request) => ({
    display_threshold: await displayThreshold(app.db, request.params.id),
  }));

  route(app, endpoints.links.setMatchSettings, async (request) => {
    const documentId = request.params.id;
    const { display_threshold } = request.body;
    await app.db
      .insertInto('document_match_settings')
      .values({ document_id: documentId, display_threshold })
      .onConflict((oc) => oc.column('document_id').doUpdateSet({ display_threshold }))
      .execute();
    return { display_threshold };
  });
};
