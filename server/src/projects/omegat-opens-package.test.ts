import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeWithDatabases } from '../test/harness.ts';
import { documentRecords, savedRecord } from '../test/resources.ts';
import { handoffProject } from './handoff.test-helper.ts';
import { hasOmegat, OMEGAT_MISSING, runOmegat, unpack } from './omegat.test-helper.ts';

describeWithDatabases('OmegaT itself on the OmegaT package', (t) => {
  it.skipIf(!hasOmegat)(
    `opens it, has a segment per open Tessera segment and writes today's translations into its target files${hasOmegat ? '' : ` (${OMEGAT_MISSING})`}`,
    { timeout: 600_000 },
    async () => {
      const manager = await t.signIn('manager');
      const { project, guide, coded } = await handoffProject(t, manager);
      const [first] = await documentRecords(manager, guide.id);
      await savedRecord(manager, first!, { target: 'Speichern Sie die Datei.' });
      const [bold] = await documentRecords(manager, coded.id);
      await savedRecord(manager, bold!, {
        target: 'Drücken Sie jetzt \u00011\u0002Speichern\u00012\u0002.\u00013\u0002',
      });
      const response = await manager.inject(`/api/projects/${project.id}/omegat/de`);
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
        const translatedGuide = readFileSync(join(projectDir, 'target', 'guide.xlf.xlf'), 'utf8');
        expect(translatedGuide).toContain(
          `<trans-unit id="${guideRecords[0]!.id}" resname="u1" xml:space="preserve"><source>Save the file before you close it.</source><target>Speichern Sie die Datei.</target>`,
        );
        const translatedCoded = readFileSync(join(projectDir, 'target', 'coded.xlf.xlf'), 'utf8');
        expect(translatedCoded).toContain(
          '<target>Drücken Sie jetzt <bx id="1"/>Speichern<ex id="2"/>.<x id="3"/></target>',
        );
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  );
});
