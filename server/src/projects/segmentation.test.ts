import { expect, it } from 'vitest';
import type { DocumentRecord } from '@tessera/shared/contract';
import { describeWithDatabases, type Client } from '../test/harness.ts';
import { createProject, uploadDocument } from '../test/resources.ts';

/** Rules that end a sentence at a semicolon too, as some style guides cut legal clauses. */
const SEMICOLON_RULES = `<?xml version="1.0" encoding="UTF-8"?>
<srx xmlns="http://www.lisa.org/srx20" version="2.0">
  <header segmentsubflows="yes" cascade="no"/>
  <body>
    <languagerules>
      <languagerule languagerulename="Clauses">
        <rule break="yes"><beforebreak>[;.?!]</beforebreak><afterbreak>\\s</afterbreak></rule>
      </languagerule>
    </languagerules>
    <maprules><languagemap languagepattern=".*" languagerulename="Clauses"/></maprules>
  </body>
</srx>
`;
const LANGUAGES = { source_lang: 'en', target_lang: 'de' };
const TEXT = 'The tenant pays the rent; the landlord repairs the roof. Both sign.\n';

const sourcesOf = async (client: Client, documentId: number) =>
  (await client.inject(`/api/document/${documentId}/records`))
    .json<{ records: DocumentRecord[] }>()
    .records.map((record) => record.source);

describeWithDatabases("a project's own sentence rules", (t) => {
  const segmentation = (client: Client, projectId: number, method: 'GET' | 'PUT' | 'DELETE', payload?: object) =>
    client.inject({ method, url: `/api/projects/${projectId}/segmentation`, ...(payload && { payload }) });

  it('cut the documents uploaded after they are set, and the download gives the file back as uploaded', async () => {
    const manager = await t.signIn('manager');
    const project = await createProject(manager);
    expect((await segmentation(manager, project.id, 'GET')).statusCode).toBe(404);
    const before = await uploadDocument(t, manager, TEXT, {
      name: 'before.txt',
      projectId: project.id,
      fields: LANGUAGES,
    });

    const set = await segmentation(manager, project.id, 'PUT', { name: 'clauses.srx', srx: SEMICOLON_RULES });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ name: 'clauses.srx', srx: SEMICOLON_RULES });
    expect((await segmentation(manager, project.id, 'GET')).json().name).toBe('clauses.srx');
    const after = await uploadDocument(t, manager, TEXT, {
      name: 'after.txt',
      projectId: project.id,
      fields: LANGUAGES,
    });

    expect(await sourcesOf(manager, after.id)).toEqual([
      'The tenant pays the rent;',
      'the landlord repairs the roof.',
      'Both sign.',
    ]);
    // A document already read keeps the cut it was read with.
    expect(await sourcesOf(manager, before.id)).toEqual([
      'The tenant pays the rent; the landlord repairs the roof.',
      'Both sign.',
    ]);
    const download = await manager.inject(`/api/document/${after.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe(TEXT);

    expect((await segmentation(manager, project.id, 'DELETE')).statusCode).toBe(204);
    expect((await segmentation(manager, project.id, 'GET')).statusCode).toBe(404);
    const again = await uploadDocument(t, manager, TEXT, {
      name: 'again.txt',
      projectId: project.id,
      fields: LANGUAGES,
    });
    expect(await sourcesOf(manager, again.id)).toHaveLength(2);
  });

  it('refuses a file that is not SRX 2.0 with the line of its problem, and keeps the rules it had', async () => {
    const manager = await t.signIn('manager');
    const project = await createProject(manager);
    const broken = SEMICOLON_RULES.replace('<maprules>', '<maprules><languagemap languagepattern=".*"/>');
    const refused = await segmentation(manager, project.id, 'PUT', { name: 'broken.srx', srx: broken });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/^This is not an SRX 2\.0 file Tessera can use: .*line 10/);
    expect((await segmentation(manager, project.id, 'GET')).statusCode).toBe(404);
    expect((await segmentation(manager, 999_999, 'PUT', { name: 'a.srx', srx: SEMICOLON_RULES })).statusCode).toBe(404);
  });
});
