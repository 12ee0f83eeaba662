import { expect, it } from 'vitest';
import {
  SCREENSHOT_MAX_BYTES,
  type DocumentRecord,
  type Screenshot,
  type ScreenshotBoxes,
  type SegmentScreenshots,
} from '@tessera/shared/contract';
import { describeWithPostgresToo, type Client } from '../test/harness.ts';
import { createProject, getJson, uploadDocumentWithRecords, xliffOf } from '../test/resources.ts';
import { jpeg, png, screenshotWithBoxes, SECRET, uploadScreenshot, webp } from './images.test-helper.ts';

describeWithPostgresToo('screenshots of a project', (t) => {
  const putBoxes = (client: Client, projectId: number, screenshotId: number, boxes: unknown[]) =>
    client.inject({
      method: 'PUT',
      url: `/api/projects/${projectId}/screenshots/${screenshotId}/boxes`,
      payload: { boxes },
    });

  it('takes PNG, JPEG and WebP told by their content, their metadata gone, and serves them as they are', async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const project = await createProject(manager, 'Shots');
    const settings = await screenshotWithBoxes(manager, project.id, 'settings.png', png(40, 30));
    expect(settings).toMatchObject({
      name: 'settings.png',
      content_type: 'image/png',
      width: 40,
      height: 30,
      boxes: 0,
    });
    const named = await uploadScreenshot(manager, project.id, 'IMG_0001.jpg', jpeg(1280, 720), { name: 'Sign-in' });
    expect(named.json()).toMatchObject({ name: 'Sign-in', content_type: 'image/jpeg', width: 1280, height: 720 });
    // A WebP sent under a PNG's name is a WebP.
    expect((await screenshotWithBoxes(manager, project.id, 'home.png', webp(800, 600))).content_type).toBe(
      'image/webp',
    );

    const image = await translator.inject(`/api/projects/${project.id}/screenshots/${settings.id}/image`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(image.rawPayload.equals(png(40, 30, { metadata: false }))).toBe(true);
    expect(image.rawPayload.includes(SECRET)).toBe(false);
    expect(settings.size).toBe(image.rawPayload.length);

    const list = await getJson<{ screenshots: Screenshot[] }>(translator, `/api/projects/${project.id}/screenshots`);
    expect(list.screenshots.map((shot) => shot.name)).toEqual(['home.png', 'settings.png', 'Sign-in']);
    // Translators read them; only managers change them.
    expect((await uploadScreenshot(translator, project.id, 'x.png', png(2, 2))).statusCode).toBe(403);
    expect((await t.anonymous.inject(`/api/projects/${project.id}/screenshots`)).statusCode).toBe(401);
  });

  it('refuses what is no image, too large, a decompression bomb, naming what is wrong', async () => {
    const manager = await t.signIn('manager');
    const project = await createProject(manager, 'Refusals');
    const text = await uploadScreenshot(manager, project.id, 'shot.png', 'Just some text in a file named like a PNG.');
    expect(text.statusCode).toBe(422);
    expect(text.json()).toEqual({
      code: 'not_an_image',
      message: 'The file is not a PNG, JPEG or WebP image (told by its content)',
    });
    const svg = await uploadScreenshot(
      manager,
      project.id,
      'x.svg',
      '<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>',
    );
    expect(svg.statusCode).toBe(422);

    const oversized = Buffer.concat([png(1, 1, { metadata: false }), Buffer.alloc(SCREENSHOT_MAX_BYTES)]);
    const tooLarge = await uploadScreenshot(manager, project.id, 'big.png', oversized);
    expect(tooLarge.statusCode).toBe(413);

    const bomb = await uploadScreenshot(
      manager,
      project.id,
      'bomb.png',
      png(1, 1, { claim: { width: 30_000, height: 30_000 } }),
    );
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json()).toEqual({
      code: 'image_too_large',
      message: 'The image is 30000×30000 pixels: at most 16384 pixels a side and 50 megapixels are taken',
      details: { width: 30_000, height: 30_000, side: 16_384, megapixels: 50 },
    });
    const megapixels = await uploadScreenshot(manager, project.id, 'wide.webp', webp(10_000, 6_000));
    expect(megapixels.json()).toMatchObject({ code: 'image_too_large', details: { width: 10_000, height: 6_000 } });
    const blank = await uploadScreenshot(manager, project.id, 'x.png', png(2, 2), { name: ' '.repeat(3) });
    expect(blank.statusCode).toBe(201);
    expect(
      (await getJson<{ screenshots: Screenshot[] }>(manager, `/api/projects/${project.id}/screenshots`)).screenshots,
    ).toHaveLength(1);
    expect((await uploadScreenshot(manager, 999_999, 'x.png', png(2, 2))).statusCode).toBe(404);
  });

  it('renames and deletes a screenshot, a name once per project', async () => {
    const manager = await t.signIn('manager');
    const project = await createProject(manager, 'Names');
    const first = await screenshotWithBoxes(manager, project.id, 'a.png', png(2, 2));
    await screenshotWithBoxes(manager, project.id, 'b.png', png(2, 2));
    expect((await uploadScreenshot(manager, project.id, 'a.png', png(2, 2))).statusCode).toBe(409);
    const url = `/api/projects/${project.id}/screenshots/${first.id}`;
    const taken = await manager.inject({ method: 'PUT', url, payload: { name: 'b.png' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('screenshot_name_taken');
    const renamed = await manager.inject({ method: 'PUT', url, payload: { name: 'Settings' } });
    expect(renamed.json()).toMatchObject({ id: first.id, name: 'Settings' });
    const other = await createProject(manager, 'Other');
    expect((await manager.inject(`/api/projects/${other.id}/screenshots/${first.id}/image`)).statusCode).toBe(404);
    expect((await manager.inject({ method: 'DELETE', url })).statusCode).toBe(200);
    expect((await manager.inject(`${url}/image`)).statusCode).toBe(404);
    expect((await manager.inject({ method: 'DELETE', url })).statusCode).toBe(404);
  });

  it('holds boxes inside the image linked to a segment of the project or a key, and filters segments by them', async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const project = await createProject(manager, 'Boxes');
    const { document, records } = await uploadDocumentWithRecords(t, manager, xliffOf(['Sync', 'Save', 'Cancel']), {
      projectId: project.id,
    });
    const [sync, save, cancel] = records as [DocumentRecord, DocumentRecord, DocumentRecord];
    const elsewhere = await createProject(manager, 'Elsewhere');
    const { records: strangers } = await uploadDocumentWithRecords(t, manager, xliffOf(['Other']), {
      projectId: elsewhere.id,
    });
    const shot = await screenshotWithBoxes(manager, project.id, 'settings.png', png(100, 50));
    const unused = await screenshotWithBoxes(manager, project.id, 'empty.png', png(10, 10));

    const outside = await putBoxes(manager, project.id, shot.id, [
      { x: 0, y: 0, width: 10, height: 10, record_id: sync.id },
      { x: 95, y: 0, width: 10, height: 10, key: 'u2' },
    ]);
    expect(outside.statusCode).toBe(422);
    expect(outside.json()).toMatchObject({ code: 'box_outside_image' });
    expect(outside.json().message).toContain('boxes[1]');
    const stranger = await putBoxes(manager, project.id, shot.id, [
      { x: 0, y: 0, width: 10, height: 10, record_id: strangers[0]!.id },
    ]);
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().code).toBe('box_record_not_in_project');
    const both = await putBoxes(manager, project.id, shot.id, [
      { x: 0, y: 0, width: 10, height: 10, record_id: sync.id, key: 'u1' },
    ]);
    expect(both.statusCode).toBe(400);
    const fontless = await putBoxes(manager, project.id, shot.id, [
      { x: 0, y: 0, width: 10, height: 10, record_id: sync.id, font: ' ' },
    ]);
    expect(fontless.statusCode).toBe(400);
    expect((await putBoxes(translator, project.id, shot.id, [])).statusCode).toBe(403);

    const boxes = [
      { x: 0, y: 0, width: 100, height: 50, record_id: sync.id, key: null, font: null },
      { x: 10, y: 20, width: 30, height: 10, record_id: null, key: 'u3', font: '600 14px / 20px Inter, sans-serif' },
    ];
    const put = await putBoxes(manager, project.id, shot.id, boxes);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ boxes });
    const url = `/api/projects/${project.id}/screenshots/${shot.id}/boxes`;
    expect(await getJson<ScreenshotBoxes>(translator, url)).toEqual({ boxes });
    const list = await getJson<{ screenshots: Screenshot[] }>(translator, `/api/projects/${project.id}/screenshots`);
    expect(list.screenshots.map((each) => [each.name, each.boxes])).toEqual([
      ['empty.png', 0],
      ['settings.png', 2],
    ]);
    // A box of another project naming the same key puts nothing of this one on a screenshot.
    const theirs = await screenshotWithBoxes(manager, elsewhere.id, 'theirs.png', png(10, 10));
    expect(
      (await putBoxes(manager, elsewhere.id, theirs.id, [{ x: 0, y: 0, width: 1, height: 1, key: 'u2' }])).statusCode,
    ).toBe(200);

    const filtered = async (screenshot: string) => {
      const response = await translator.inject(`/api/document/${document.id}/records?screenshot=${screenshot}`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().records as DocumentRecord[]).map((record) => record.id);
    };
    expect(await filtered(String(shot.id))).toEqual([sync.id, cancel.id]);
    expect(await filtered('none')).toEqual([save.id]);
    expect(await filtered(String(unused.id))).toEqual([]);
    expect((await translator.inject(`/api/document/${document.id}/records?screenshot=some`)).statusCode).toBe(400);

    // Emptied, every segment is on no screenshot again.
    expect((await putBoxes(manager, project.id, shot.id, [])).json()).toEqual({ boxes: [] });
    expect(await filtered('none')).toEqual([sync.id, save.id, cancel.id]);
    // A segment's box goes with its document; a key's box stays for the next document with that key.
    const keyBox = { x: 1, y: 1, width: 5, height: 5, record_id: null, key: 'u1', font: null };
    await putBoxes(manager, project.id, shot.id, [{ ...boxes[0], width: 5 }, keyBox]);
    expect((await manager.inject({ method: 'DELETE', url: `/api/document/${document.id}` })).statusCode).toBe(200);
    expect(await getJson<ScreenshotBoxes>(translator, url)).toEqual({ boxes: [keyBox] });
  });

  it("gives a segment's screenshots with every box on them, the segment's own marked, by its id or its key", async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const project = await createProject(manager, 'Panel');
    const { records } = await uploadDocumentWithRecords(t, manager, xliffOf(['Sync', 'Save', 'Cancel']), {
      projectId: project.id,
    });
    const [sync, save, cancel] = records as [DocumentRecord, DocumentRecord, DocumentRecord];
    const settings = await screenshotWithBoxes(manager, project.id, 'settings.png', png(100, 50));
    const about = await screenshotWithBoxes(manager, project.id, 'About.png', png(100, 50));
    await screenshotWithBoxes(manager, project.id, 'empty.png', png(10, 10));
    const settingsBoxes = [
      { x: 0, y: 0, width: 40, height: 10, record_id: sync.id, key: null, font: '14px Arial' },
      { x: 50, y: 0, width: 40, height: 10, record_id: null, key: 'u2', font: null },
    ];
    expect((await putBoxes(manager, project.id, settings.id, settingsBoxes)).statusCode).toBe(200);
    // On the About screen the same segment by its key: the box stays when the file comes again.
    const aboutBoxes = [
      { x: 5, y: 5, width: 20, height: 5, record_id: null, key: 'u1' },
      { x: 5, y: 20, width: 20, height: 5, record_id: save.id, key: null },
    ];
    expect((await putBoxes(manager, project.id, about.id, aboutBoxes)).statusCode).toBe(200);

    const url = (recordId: number, projectId = project.id) =>
      `/api/projects/${projectId}/screenshots/segments/${recordId}`;
    const ofSync = await getJson<SegmentScreenshots>(translator, url(sync.id));
    expect(
      ofSync.screenshots.map(({ screenshot, boxes }) => [screenshot.name, boxes.map((b) => b.this_segment)]),
    ).toEqual([
      ['About.png', [true, false]],
      ['settings.png', [true, false]],
    ]);
    expect(ofSync.screenshots[1]!.boxes).toEqual(
      settingsBoxes.map((box, index) => ({ ...box, this_segment: index === 0 })),
    );
    expect(ofSync.screenshots[0]!.screenshot).toMatchObject({ id: about.id, width: 100, height: 50, boxes: 2 });
    const ofSave = await getJson<SegmentScreenshots>(translator, url(save.id));
    expect(
      ofSave.screenshots.map(({ screenshot, boxes }) => [screenshot.name, boxes.map((b) => b.this_segment)]),
    ).toEqual([
      ['About.png', [false, true]],
      ['settings.png', [false, true]],
    ]);
    expect(await getJson<SegmentScreenshots>(translator, url(cancel.id))).toEqual({ screenshots: [] });

    const elsewhere = await createProject(manager, 'Elsewhere');
    const notOfIt = await translator.inject(url(sync.id, elsewhere.id));
    expect(notOfIt.statusCode).toBe(404);
    expect(notOfIt.json().code).toBe('segment_not_found');
    expect((await t.anonymous.inject(url(sync.id))).statusCode).toBe(401);
  });
});
