import { expect, it } from 'vitest';
import { describeWithPostgresToo } from '../test/harness.ts';
import { createProject, documentRecords, uploadDocument, xliffOf } from '../test/resources.ts';
import { assignSteps } from '../assignments/workflow.test-helper.ts';
import { entriesOf, handoffProject, translateToday } from './handoff.test-helper.ts';
import { sourceFileNames } from './omegat-package.ts';

describeWithPostgresToo('the OmegaT package of a target language', (t) => {
  it('holds the project file, each document as XLIFF 1.2, the TM units of 70 % or more, the terms hit and the translations', async () => {
    const manager = await t.signIn('manager');
    const { project, guide, coded } = await handoffProject(t, manager);
    await translateToday(manager, guide, coded);

    const response = await manager.inject(`/api/projects/${project.id}/omegat/de`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('filename="Spring-de.omegat.zip"');
    const entries = entriesOf(response);
    expect([...entries.keys()]).toEqual([
      'Spring-de/omegat.project',
      'Spring-de/target/',
      'Spring-de/dictionary/',
      'Spring-de/tm/tessera.tmx',
      'Spring-de/glossary/tessera.txt',
      'Spring-de/omegat/project_save.tmx',
      'Spring-de/source/guide.xlf',
      'Spring-de/source/coded.xlf',
    ]);
    const projectFile = entries.get('Spring-de/omegat.project')!;
    expect(projectFile).toContain('<source_lang>en</source_lang>');
    expect(projectFile).toContain('<target_lang>de</target_lang>');
    expect(projectFile).toContain('<sentence_seg>false</sentence_seg>');

    const guideRecords = await documentRecords(manager, guide.id);
    const guideFile = entries.get('Spring-de/source/guide.xlf')!;
    expect(guideFile).toContain('<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">');
    expect(guideFile.match(/<trans-unit /g)).toHaveLength(3);
    expect(guideFile).toContain(
      `<trans-unit id="${guideRecords[1]!.id}" resname="u2" xml:space="preserve"><source>Open the settings and choose a language for the menus.</source><target>Open the settings and choose a language for the menus.</target></trans-unit>`,
    );
    const codedRecords = await documentRecords(manager, coded.id);
    const codedFile = entries.get('Spring-de/source/coded.xlf')!;
    expect(codedFile).toContain(
      `<source>Press <bx id="1"/>Save<ex id="2"/> now.<x id="3"/></source><target>Press <bx id="1"/>Save<ex id="2"/> now.<x id="3"/></target><note>The toolbar button</note>`,
    );
    // A locked segment has no target: OmegaT gives it no segment.
    expect(codedFile).toContain(
      `<trans-unit id="${codedRecords[1]!.id}" resname="fixed" translate="no" xml:space="preserve"><source>ACME Corp.</source></trans-unit>`,
    );

    const tmFile = entries.get('Spring-de/tm/tessera.tmx')!;
    expect(tmFile.match(/<seg>[^<]*<\/seg>/g)).toEqual([
      '<seg>Save the file before you close it!</seg>',
      '<seg>Speichern Sie die Datei, bevor Sie sie schließen!</seg>',
      '<seg>Open the settings and choose a theme for all windows.</seg>',
      '<seg>Wählen Sie ein Design für alle Fenster.</seg>',
    ]);
    expect(entries.get('Spring-de/glossary/tessera.txt')).toBe('settings\tEinstellungen\tUI label\n');

    const saved = entries.get('Spring-de/omegat/project_save.tmx')!;
    expect(saved).toContain('<seg>Save the file before you close it.</seg>');
    expect(saved).toContain('<seg>Speichern Sie die Datei.</seg>');
    // The line break at the end is outside OmegaT's segment, as OmegaT cuts it.
    expect(saved).toContain('<seg>Press &lt;b0/&gt;Save&lt;e1/&gt; now.</seg>');
    expect(saved).toContain('<seg>Drücken Sie jetzt &lt;b0/&gt;Speichern&lt;e1/&gt;.</seg>');
    expect(saved.match(/<tu[ >]/g)).toHaveLength(2);
  });

  it("holds one person's documents only when asked, and refuses what it cannot package", async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const project = await createProject(manager, 'Spring');
    await uploadDocument(t, manager, xliffOf(['Theirs.']), { projectId: project.id, name: 'guide.xlf' });
    const coded = await uploadDocument(t, manager, xliffOf(['Mine.']), { projectId: project.id, name: 'coded.xlf' });
    await assignSteps(manager, coded.id, [['translation', translator]]);

    const mine = await manager.inject(`/api/projects/${project.id}/omegat/de?user_id=${translator.user.id}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect([...entriesOf(mine).keys()].filter((name) => name.includes('/source/'))).toEqual([
      'Spring-de/source/coded.xlf',
    ]);

    const refusal = async (url: string, status: number, code: string) => {
      const response = await manager.inject(url);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().code).toBe(code);
    };
    await refusal(`/api/projects/${project.id}/omegat/fr`, 400, 'not_a_target_language');
    await refusal(`/api/projects/${project.id}/omegat/x!`, 400, 'invalid_request');
    await refusal(`/api/projects/${project.id}/omegat/de?user_id=abc`, 400, 'invalid_request');
    await refusal(`/api/projects/${project.id}/omegat/de?user_id=999999`, 404, 'user_not_found');
    await refusal('/api/projects/999999/omegat/de', 404, 'project_not_found');
    expect((await translator.inject(`/api/projects/${project.id}/omegat/de`)).statusCode).toBe(403);
  });
});

it("names each document's file in a package with one .xlf, a second of a name with its id", () => {
  const names = sourceFileNames([
    { id: 1, name: 'guide.xlf' },
    { id: 2, name: 'notes.po' },
    { id: 3, name: 'Guide.XLF' },
    { id: 4, name: 'guide' },
    { id: 5, name: 'web/app.json' },
  ]);
  expect([...names.values()]).toEqual([
    'guide.xlf',
    'notes.po.xlf',
    'Guide (3).xlf',
    'guide (4).xlf',
    'web_app.json.xlf',
  ]);
});
