import { expect, it } from 'vitest';
import type { TranslationMemory } from '@tessera/shared/contract';
import { describeWithPostgresToo } from '../test/harness.ts';
import { multipart } from '../test/multipart.ts';
import { prng } from '../test/prng.ts';
import { createGlossary, createGlossaryRecord, createTm, createTmUnit, getJson } from '../test/resources.ts';
import { tmxFile, tu } from '../test/tmx.ts';

/**
 * Units in the imported file: two dozen of the import's batches (500 units each), so that searches answered between
 * them are counted many times over, where one statement building every index at the end would let them in once or
 * twice; small enough for the normal test run. How long answers take meanwhile is `node bench/tmx-import.ts`'s to
 * say (the worst search answer while 1M units are imported).
 */
const UNITS = 12_000;

const WORDS =
  `the a to of and in is for on with your you this that file click button save open settings account user password
data report page window menu option select enter change update delete create new print export import document folder system
server network connection error message warning license customer order invoice payment project task team meeting schedule`.split(
    /\s+/,
  );

function sentence(random: () => number): string {
  const words = Array.from(
    { length: 5 + Math.floor(random() * 25) },
    () => WORDS[Math.floor(WORDS.length * random() ** 2)]!,
  );
  return words.join(' ');
}

function generatedTmx(units: number): string {
  const random = prng(7);
  const body: string[] = [];
  for (let i = 0; i < units; i++) {
    body.push(tu(`${sentence(random)} ${i}`, sentence(random)));
  }
  return tmxFile(body.join('\n'));
}

describeWithPostgresToo('the API during a large TMX import', (t) => {
  it("answers TM and glossary searches and the import's progress all along, between the import's batches", async () => {
    const manager = await t.signIn('manager');
    const glossary = await createGlossary(manager, { name: 'Terms' });
    await createGlossaryRecord(manager, glossary.id, { source: 'invoice', target: 'Rechnung' });
    const otherTm = await createTm(manager, { name: 'Other' });
    await createTmUnit(manager, otherTm.id, { source: 'Open the invoice', target: 'Die Rechnung öffnen' });

    const started = await manager.inject({
      method: 'POST',
      url: '/api/translation_memory/import',
      ...multipart({ name: 'Large' }, { name: 'large.tmx', content: generatedTmx(UNITS) }),
    });
    expect(started.statusCode, started.body).toBe(202);
    const tmId = (started.json() as TranslationMemory).id;

    let rounds = 0;
    let tm: TranslationMemory;
    do {
      await getJson(manager, `/api/glossary/${glossary.id}/records?search=invoice`);
      await getJson(manager, `/api/translation_memory/${otherTm.id}/records?search=invoice`);
      tm = await getJson(manager, `/api/translation_memory/${tmId}`);
      rounds++;
    } while (tm.processing_status === 'processing');
    await t.app.jobs.idle();

    expect(tm).toMatchObject({ processing_status: 'done', records_count: UNITS });
    // Searches were answered again and again while the import ran: it holds the database a batch at a time, not
    // for one long statement at its end.
    expect(rounds).toBeGreaterThan(10);
    // Every unit made it in, searchable.
    const found = (
      await manager.inject(`/api/translation_memory/${tmId}/records?search=${encodeURIComponent(' 11234')}`)
    ).json();
    expect(found.total_rows).toBeGreaterThan(0);
  }, 600_000);
});
