import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { Handoff } from '@tessera/shared/contract';
import { zip, type ZipEntry } from '../formats/xlsx/zip.test-helper.ts';
import { describeWithDatabases } from '../test/harness.ts';
import { multipart } from '../test/multipart.ts';
import { documentRecords } from '../test/resources.ts';
import { handoffProject, translateToday } from './handoff.test-helper.ts';
import { hasOmegat, OMEGAT_MISSING, runOmegat, unpack } from './omegat.test-helper.ts';

/** Every file under `folder`, named by its path from there, as a ZIP's entries. */
function filesUnder(folder: string, prefix = ''): ZipEntry[] {
  return readdirSync(join(folder, prefix), { withFileTypes: true }).flatMap((entry) => {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(folder, name) : [{ name, data: readFileSync(join(folder, name)) }];
  });
}

describeWithDatabases('OmegaT itself on the OmegaT package', (t) => {
  it.skipIf(!hasOmegat)(
    `opens it, has a segment per open Tessera segment, writes today's translations into its target files, and its return is applied${hasOmegat ? '' : ` (${OMEGAT_MISSING})`}`,
    { timeout: 600_000 },
    async () => {
      const manager = await t.signIn('manager');
      const { project, guide, coded } = await handoffProject(t, manager);
      await translateToday(manager, guide, coded);
      const sent = await manager.inject({
        method: 'POST',
        url: `/api/projects/${project.id}/handoffs`,
        payload: { target_lang: 'de' },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const handoff = sent.json() as Handoff;
      const response = await manager.inject(`/api/projects/${project.id}/handoffs/${handoff.id}/package`);
      expect(response.statusCode, response.body).toBe(200);

      const folder = mkdtempSync(join(tmpdir(), 'tessera-omegat-'));
      try {
        unpack(response.rawPayload, folder);
        const projectDir = join(folder, 'Spring-de');
        const config = join(folder, 'config');
        const pseudo = join(folder, 'pseudo.tmx');
        await runOmegat(
          projectDir,
          config,
          '--mode=console-createpseudotranslatetmx',
          `--pseudotranslatetmx=${pseudo}`,
          '--pseudotranslatetype=equal',
        );
        // OmegaT's segments are Tessera's open ones, whole (sentence segmentation off), codes as its tags.
        const segments = [...readFileSync(pseudo, 'utf8').matchAll(/<tuv lang="en">\s*<seg>(.*?)<\/seg>/g)].map(
          (found) => found[1],
        );
        expect(segments.sort()).toEqual(
          [
            'Open the settings and choose a language for the menus.',
            'Press &lt;b0/&gt;Save&lt;e1/&gt; now.',
            'Print the page.',
            'Save the file before you close it.',
          ].sort(),
        );

        await runOmegat(projectDir, config, '--mode=console-translate', '--tag-validation=abort');
        const guideRecords = await documentRecords(manager, guide.id);
        const translatedGuide = readFileSync(join(projectDir, 'target', 'guide.xlf'), 'utf8');
        expect(translatedGuide).toContain(
          `<trans-unit id="${guideRecords[0]!.id}" resname="u1" xml:space="preserve"><source>Save the file before you close it.</source><target>Speichern Sie die Datei.</target>`,
        );
        const translatedCoded = readFileSync(join(projectDir, 'target', 'coded.xlf'), 'utf8');
        expect(translatedCoded).toContain(
          '<target>Drücken Sie jetzt <bx id="1"/>Speichern<ex id="2"/>.<x id="3"/></target>',
        );

        // The translator's work: OmegaT's pseudo-translation as the project's translations, every segment
        // translated as its source; OmegaT writes the target files from them, and the project comes back zipped.
        copyFileSync(pseudo, join(projectDir, 'omegat', 'project_save.tmx'));
        await runOmegat(projectDir, config, '--mode=console-translate', '--tag-validation=abort');
        const returned = await manager.inject({
          method: 'POST',
          url: `/api/projects/${project.id}/handoffs/${handoff.id}/return`,
          ...multipart({}, { name: 'Spring-de.zip', content: zip(filesUnder(folder, 'Spring-de')) }),
        });
        expect(returned.statusCode, returned.body).toBe(200);
        expect((returned.json() as Handoff).report).toMatchObject({
          applied: 4,
          unchanged: 0,
          refused: [],
          conflicts: [],
        });
        const back = [...(await documentRecords(manager, guide.id)), ...(await documentRecords(manager, coded.id))];
        expect(back.map((record) => [record.target, record.approved])).toEqual([
          ['Save the file before you close it.', true],
          ['Open the settings and choose a language for the menus.', true],
          ['Print the page.', true],
          ['Press \u00011\u0002Save\u00012\u0002 now.\u00013\u0002', true],
          // Locked: OmegaT left it alone.
          ['', false],
        ]);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  );
});
