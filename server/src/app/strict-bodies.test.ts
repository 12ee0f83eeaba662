import { expect, it } from 'vitest';
import { routes } from '@tessera/shared/contract';
import { endpoints } from '@tessera/shared/contract/endpoints';
import type { SomeEndpoint } from '@tessera/shared/contract/endpoints';
import { describeWithDatabases } from '../test/harness.ts';
import { savedRecord, uploadDocument } from '../test/resources.ts';

const UNKNOWN = 'not_a_field_of_this_route';

/** Path parameters that pass their own checks, so that the body's are the ones answered. */
const PARAMS: Record<string, string> = { step: 'translation', token: 'a'.repeat(43), lang: 'de' };

/** Every route whose body is JSON, with its path's parameters filled in. */
const jsonBodyRoutes = Object.values(endpoints)
  .flatMap((group) => Object.values(group) as SomeEndpoint[])
  .filter((endpoint) => endpoint.schema.body && !endpoint.schema.consumes?.includes('multipart/form-data'))
  // A browser's violation report is whatever JSON the browser writes, and is only logged.
  .filter((endpoint) => !endpoint.recordsOnly)
  .map((endpoint) => ({
    method: endpoint.method,
    url: `/api${endpoint.path.replace(/:(\w+)/g, (_: string, name: string) => PARAMS[name] ?? '1')}`,
  }));

describeWithDatabases('request bodies', (t) => {
  it('refuse a field the route does not know, naming it, on every route with a JSON body', async () => {
    expect(jsonBodyRoutes.length).toBeGreaterThan(40);
    const admin = await t.signIn('admin');
    const silent: string[] = [];
    for (const { method, url } of jsonBodyRoutes) {
      const response = await admin.inject({ method, url, payload: { [UNKNOWN]: true } });
      const named = JSON.stringify(response.json().details ?? response.json().message).includes(UNKNOWN);
      if (response.statusCode !== 400 || !named) silent.push(`${method} ${url}: ${response.statusCode}`);
    }
    expect(silent).toEqual([]);
  });

  it('are described as closed in the OpenAPI description (additionalProperties: false)', async () => {
    type Schema = { type?: string; additionalProperties?: boolean; anyOf?: Schema[]; oneOf?: Schema[] };
    type Operation = { requestBody?: { content: Record<string, { schema: Schema }> } };
    const description = (await t.anonymous.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const closed = (schema: Schema): boolean =>
      schema.type === 'null' ||
      (schema.anyOf ?? schema.oneOf)?.every(closed) ||
      (schema.type === 'object' && schema.additionalProperties === false);
    const open = Object.entries(description.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.requestBody?.content['application/json'])
        .filter(() => !path.endsWith(routes.security.cspReport.path))
        // A forge's push event is whatever the forge sends, checked by its signature, not by a schema.
        .filter(() => path !== routes.repository.hook.path.replace(':connectionId', '{connectionId}'))
        .filter(([, operation]) => !closed(operation.requestBody!.content['application/json']!.schema))
        .map(([method]) => `${method} ${path}`),
    );
    expect(open).toEqual([]);
  });

  it("refuse a rejection's reason sent beside `review` instead of in it, and keep the segment as it was", async () => {
    const admin = await t.signIn('admin');
    const xliff = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="a.txt" source-language="en" target-language="de" datatype="plaintext"><body>
    <trans-unit id="1"><source>Save</source><target>Sichern</target></trans-unit>
  </body></file>
</xliff>`;
    const { id } = await uploadDocument(t, admin, xliff, { name: 'strict.xlf' });
    const [record] = (await (await admin.inject(`/api/document/${id}/records`)).json()).records;
    const response = await admin.inject({
      method: 'PUT',
      url: `/api/document/records/${record.id}`,
      payload: {
        target: 'Sichern',
        approved: false,
        rejected: true,
        reason: 'Wrong verb',
        updated_at: record.updated_at,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/reason/);
    const unchanged = (await (await admin.inject(`/api/document/${id}/records`)).json()).records[0];
    expect(unchanged.updated_at).toBe(record.updated_at);
    // Inside `review` it is what the route knows.
    const rejected = await savedRecord(admin, record, {
      target: 'Sichern',
      approved: false,
      rejected: true,
      review: { reason: 'Wrong verb' },
    });
    expect(rejected.status).toBe('rejected');
  });
});
