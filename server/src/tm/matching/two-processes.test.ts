/**
 * Write-back across API processes: a segment approved through one process is a 100% match through another on the
 * same PostgreSQL database within a second (the match index is rows, not process memory).
 */
import { expect, it } from 'vitest';
import type { Substitution } from '@tessera/shared/contract';
import { sessionClient, describeWithTwoServers, TWO_SERVERS_ADMIN } from '../../test/server-process.ts';

const xliff = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file original="a" source-language="en" target-language="de" datatype="plaintext"><body>
<trans-unit id="1"><source>Restart the server after the update.</source></trans-unit>
</body></file></xliff>`;

describeWithTwoServers('TM write-back seen by a second server process', 'tessera_match', (servers) => {
  const { call, uploadDocument } = sessionClient();

  it('answers a lookup on process B with the segment approved on process A within a second', async () => {
    const { a, b } = servers;
    expect((await call(a, '/api/auth/login', { method: 'POST', body: TWO_SERVERS_ADMIN })).status).toBe(200);
    const tm = await call(a, '/api/translation_memory/', {
      method: 'POST',
      body: { name: 'Project', source_lang: 'en', target_lang: 'de' },
    });
    expect(tm.status).toBe(201);
    const document = await uploadDocument(a, 'update.xlf', xliff);
    const linked = await call(a, `/api/document/${document.id}/translation_memories`, {
      method: 'PUT',
      body: { memories: [{ id: tm.body.id, mode: 'write' }] },
    });
    expect(linked.status).toBe(200);
    const [record] = document.records;
    expect((await call(b, `/api/document/records/${record!.id}/substitutions`)).body).toEqual([]);

    const approved = await call(a, `/api/document/records/${record!.id}`, {
      method: 'PUT',
      body: { target: 'Starten Sie den Server nach dem Update neu.', approved: true, updated_at: record!.updated_at },
    });
    expect(approved.status).toBe(200);
    const approvedAt = Date.now();
    let matches: Substitution[] = [];
    while (matches.length === 0 && Date.now() - approvedAt < 1000) {
      matches = (await call(b, `/api/document/records/${record!.id}/substitutions`)).body;
    }
    expect(matches.map((match) => [match.similarity, match.target, match.tm_name])).toEqual([
      [100, 'Starten Sie den Server nach dem Update neu.', 'Project'],
    ]);
  }, 60_000);
});
