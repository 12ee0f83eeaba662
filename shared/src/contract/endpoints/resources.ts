import { z } from 'zod';
import { CreateResourceBody, IdParam, MessageBody, RenameResourceBody } from '../common.ts';

/** What a glossary or a translation memory is called, and its records, in the summaries. */
interface ResourceWords {
  resource: string;
  resources: string;
  record: string;
  records: string;
}

/** The schemas of a resource of records: itself, one record and the bodies that create and change one. */
interface ResourceSchemas<Resource, Item, CreateItem, UpdateItem> {
  resource: Resource;
  record: Item;
  createBody: CreateItem;
  updateBody: UpdateItem;
}

/**
 * The entries glossaries and translation memories declare alike: the resources listed, one created empty, read,
 * renamed and deleted, and one record added, changed (409 when stale) or deleted. Their imports, pages of records
 * and downloads differ and stay with each.
 */
export function resourceEndpoints<
  Resource extends z.ZodType,
  Item extends z.ZodType,
  CreateItem extends z.ZodType,
  UpdateItem extends z.ZodType,
>(words: ResourceWords, of: ResourceSchemas<Resource, Item, CreateItem, UpdateItem>) {
  const { resource: one, resources: many, record: item, records: items } = words;
  return {
    list: { summary: `List ${many}`, response: { 200: z.array(of.resource) } },
    create: { summary: `Create an empty ${one}`, body: CreateResourceBody, response: { 201: of.resource } },
    get: { summary: `One ${one} (with its import status)`, params: IdParam, response: { 200: of.resource } },
    rename: { summary: `Rename a ${one}`, params: IdParam, body: RenameResourceBody, response: { 200: MessageBody } },
    delete: { summary: `Delete a ${one} and its ${items}`, params: IdParam, response: { 200: MessageBody } },
    createRecord: { summary: `Add a ${item}`, params: IdParam, body: of.createBody, response: { 201: of.record } },
    updateRecord: {
      summary: `Change a ${item}; 409 when it changed since the \`updated_at\` sent`,
      params: IdParam,
      body: of.updateBody,
      response: { 200: of.record },
    },
    deleteRecord: { summary: `Delete a ${item}`, params: IdParam, response: { 200: MessageBody } },
  };
}
