import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Project, Screenshot } from '@tessera/shared/contract';
import { describeWithDatabases, type SignedInClient } from '@tessera/server/test/harness';
import { png } from '@tessera/server/test/images';
import { json, screenshotsOf, servedProject, tessera, writeFiles } from './command.test-helper.ts';

describeWithDatabases('tessera screenshots push against the real server', (t) => {
  let folder: string;
  let manager: SignedInClient;
  let token: string;
  let project: Project;

  beforeAll(async () => {
    let url: string;
    ({ url, manager, token, project } = await servedProject(t, {
      name: 'Shots',
      source_lang: 'en',
      target_langs: ['de'],
    }));
    folder = await mkdtemp(join(tmpdir(), 'tessera-shots-'));
    await writeFiles(folder, {
      'tessera.yml': [
        `url: ${url}`,
        `project: ${project.id}`,
        'files:',
        '  - source: en/*.json',
        '    translation: "{lang}/{name}.json"',
      ].join('\n'),
    });
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  const screenshots = () => screenshotsOf(manager, project.id).list();
  const boxesOf = (shot: Screenshot) => screenshotsOf(manager, project.id).boxes(shot);

  it('uploads images with the boxes beside them, and replaces an image of the same name', async () => {
    await writeFiles(folder, {
      'shots/home.png': png(40, 30, { metadata: false }),
      'shots/home.boxes.json': json({ boxes: [{ x: 2, y: 3, width: 20, height: 8, key: 'home.title' }] }),
      'shots/menu.png': png(10, 10, { metadata: false }),
    });
    const pushed = await tessera(folder, ['screenshots', 'push', 'shots/home.png', 'shots/menu.png'], token);
    expect(pushed.stderr).toBe('');
    expect(pushed.code).toBe(0);
    expect(pushed.stdout.trim().split('\n')).toEqual([
      'shots/home.png',
      'shots/menu.png',
      'Pushed 2 screenshots (0 replaced) with 1 boxes',
    ]);
    const first = await screenshots();
    expect(first.map(({ name, width, height, boxes }) => ({ name, width, height, boxes }))).toEqual([
      { name: 'home.png', width: 40, height: 30, boxes: 1 },
      { name: 'menu.png', width: 10, height: 10, boxes: 0 },
    ]);
    expect(await boxesOf(first[0]!)).toEqual([
      expect.objectContaining({ x: 2, y: 3, width: 20, height: 8, key: 'home.title', record_id: null }),
    ]);

    await writeFiles(folder, { 'shots/home.png': png(50, 30, { metadata: false }) });
    const again = await tessera(folder, ['screenshots', 'push', 'shots/home.png'], token);
    expect(again.stdout.trim().split('\n').at(-1)).toBe('Pushed 1 screenshots (1 replaced) with 1 boxes');
    const home = (await screenshots()).filter((shot) => shot.name === 'home.png');
    expect(home.map(({ width, boxes }) => ({ width, boxes }))).toEqual([{ width: 50, boxes: 1 }]);
  });

  it('names the file the server or the boxes refused, and exits with 1', async () => {
    await writeFiles(folder, {
      'fake.png': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'wide.png': png(10, 10, { metadata: false }),
      'wide.boxes.json': json([{ x: 0, y: 0, width: 20, height: 5, key: 'a' }]),
      'loose.png': png(10, 10, { metadata: false }),
      'loose.boxes.json': json([{ x: 0, y: 0, width: 2, height: 2 }]),
    });
    const fake = await tessera(folder, ['screenshots', 'push', 'fake.png'], token);
    expect(fake.code).toBe(1);
    expect(fake.stderr).toMatch(
      /^tessera: fake\.png: Tessera answered 422 to POST \/api\/projects\/\d+\/screenshots: /,
    );
    const wide = await tessera(folder, ['screenshots', 'push', 'wide.png'], token);
    expect(wide.stderr).toMatch(/^tessera: wide\.png: Tessera answered 422 .*boxes/);
    const loose = await tessera(folder, ['screenshots', 'push', 'loose.png'], token);
    expect(loose.stderr).toBe(
      `tessera: ${join(folder, 'loose.boxes.json')}: boxes.0.record_id: link the box to a record_id or a key, one of them\n`,
    );
    const none = await tessera(folder, ['screenshots', 'push'], token);
    expect(none.stderr).toBe('tessera: screenshots push: name the image files to upload\n');
  });
});
