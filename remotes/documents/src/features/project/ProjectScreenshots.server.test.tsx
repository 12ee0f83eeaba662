// The Screenshots tab against the real server (server/src/test/real-api.ts): what an image is and whether its boxes
// hold are the server's rules (type told by content, boxes inside the image, segments of the project), so the tab
// is tested where they are kept. Drawing with the mouse needs a laid-out page: e2e/screenshots.spec.ts.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import type { ScreenshotBoxesAnswer } from '@tessera/shared/contract';
import { setLocale } from '@tessera/shared/i18n';
import { renderSignedInScreen } from '@tessera/shared/mocks/render';
import { describeOnRealApi } from '@tessera/server/test/real-api';
import { png, screenshotWithBoxes } from '@tessera/server/test/images';
import { createProject, getJson, uploadDocumentWithRecords, xliffOf } from '@tessera/server/test/resources';
import { ProjectScreenshots } from './ProjectScreenshots.tsx';
import { LINK_DOCUMENTS_SHOWN } from './ScreenshotLinkPicker.tsx';

afterEach(async () => {
  cleanup();
  await act(() => setLocale('en', { remember: false }));
});

const fileOf = (name: string, content: Buffer | string, type = 'image/png') =>
  new File([typeof content === 'string' ? content : new Uint8Array(content)], name, { type });

describeOnRealApi("the project's screenshots", (api) => {
  it('tells a refused upload in the interface language, then takes an image and links a box drawn by keyboard', async () => {
    const manager = await api.signIn('manager');
    const project = await createProject(manager, 'App');
    const { records } = await uploadDocumentWithRecords(api.t, manager, xliffOf(['Sync now', 'Settings']), {
      projectId: project.id,
      name: 'app.xlf',
    });
    await act(() => setLocale('de', { remember: false }));
    const user = userEvent.setup();
    await renderSignedInScreen(
      <ProjectScreenshots project={project} manager />,
      '/project/:id',
      `/project/${project.id}`,
    );
    await screen.findByText('Noch keine Screenshots');
    const field = screen.getByLabelText('Screenshot hochladen');
    // Text named like a PNG: the server tells by content, and the screen says so in German.
    await user.upload(field, fileOf('shot.png', 'Just some text in a file named like a PNG.'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Die Datei ist kein PNG-, JPEG- oder WebP-Bild (nach ihrem Inhalt beurteilt)',
    );
    await user.upload(field, fileOf('bomb.png', png(1, 1, { claim: { width: 30_000, height: 30_000 } })));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Das Bild hat 30000×30000 Pixel: höchstens 16384 Pixel je Seite und 50 Megapixel werden angenommen',
      ),
    );

    await act(() => setLocale('en', { remember: false }));
    await user.upload(field, fileOf('settings.png', png(400, 200)));
    const list = await screen.findByRole('list', { name: "The project's screenshots" });
    expect(within(list).getByRole('img', { name: 'Screenshot settings.png' })).toBeTruthy();
    expect(within(list).getByText('400×200 pixels · no strings marked')).toBeTruthy();
    // Uploaded, it opens: its boxes are drawn there.
    const viewer = await screen.findByRole('region', { name: 'settings.png with the boxes of its strings' });
    await within(viewer).findByText('No boxes yet.');

    await user.click(within(viewer).getByRole('button', { name: 'Add a box' }));
    const box = within(viewer).getByRole('button', { name: 'Box 1: no string yet, 80×10 at 160, 95' });
    expect(within(viewer).getByText('1 box has no string yet: link each before saving.')).toBeTruthy();
    expect(within(viewer).getByRole('button', { name: 'Save boxes' })).toHaveProperty('disabled', true);
    box.focus();
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}{ArrowUp}{Control>}{ArrowRight}{ArrowDown}{/Control}');
    expect(box.getAttribute('aria-label')).toBe('Box 1: no string yet, 81×11 at 150, 94');
    expect((within(viewer).getByLabelText('Width') as HTMLInputElement).value).toBe('81');
    // Typed pixels stay inside the image.
    fireEvent.change(within(viewer).getByLabelText('X'), { target: { value: '390' } });
    expect(box.getAttribute('aria-label')).toBe('Box 1: no string yet, 81×11 at 319, 94');

    await user.type(await within(viewer).findByRole('searchbox', { name: 'Search the segments' }), 'sync');
    const found = await within(viewer).findByRole('list', { name: 'Segments found' });
    expect(within(found).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(found).getByRole('button', { name: `Link the box to segment ${records[0]!.id}` }));
    expect(box.getAttribute('aria-label')).toBe('Box 1: “Sync now”, 81×11 at 319, 94');
    await user.click(within(viewer).getByRole('button', { name: 'Save boxes' }));
    await within(viewer).findByText('Boxes saved.');

    const [shot] = (
      await getJson<{ screenshots: { id: number }[] }>(manager, `/api/projects/${project.id}/screenshots`)
    ).screenshots;
    const saved = await getJson<ScreenshotBoxesAnswer>(
      manager,
      `/api/projects/${project.id}/screenshots/${shot!.id}/boxes`,
    );
    expect(saved.boxes).toEqual([
      { x: 319, y: 94, width: 81, height: 11, record_id: records[0]!.id, key: null, font: null },
    ]);
    await waitFor(() => expect(within(list).getByText('400×200 pixels · 1 string marked')).toBeTruthy());

    // A box linked to a key typed in, then removed with the keyboard: the list saved is what is left.
    await user.click(within(viewer).getByRole('button', { name: 'Add a box' }));
    await user.type(within(viewer).getByLabelText('Or a key'), 'settings.title{Enter}');
    const second = within(viewer).getByRole('button', { name: /^Box 2: key settings\.title/ });
    second.focus();
    await user.keyboard('{Delete}');
    expect(within(viewer).queryByRole('button', { name: /^Box 2/ })).toBeNull();
  });

  it('renames and deletes a screenshot; a reader sees the boxes without changing them', async () => {
    const manager = await api.signIn('manager');
    const project = await createProject(manager, 'Read only');
    await screenshotWithBoxes(manager, project.id, 'home.png', png(100, 50), [
      { x: 1, y: 2, width: 30, height: 10, key: 'home.title' },
    ]);

    await api.signIn('user');
    const user = userEvent.setup();
    await renderSignedInScreen(
      <ProjectScreenshots project={project} manager={false} />,
      '/project/:id',
      `/project/${project.id}`,
    );
    const list = await screen.findByRole('list', { name: "The project's screenshots" });
    expect(screen.queryByLabelText('Upload a screenshot')).toBeNull();
    expect(within(list).queryByRole('button', { name: 'Rename home.png' })).toBeNull();
    await user.click(within(list).getByRole('button', { name: 'Open home.png' }));
    const viewer = await screen.findByRole('region', { name: 'home.png with the boxes of its strings' });
    await within(viewer).findByText('key home.title');
    expect(within(viewer).queryByRole('button', { name: 'Add a box' })).toBeNull();
    expect(within(viewer).queryByRole('button', { name: /^Box 1:/ })).toBeNull();
    cleanup();

    api.showPageTo(manager);
    await renderSignedInScreen(
      <ProjectScreenshots project={project} manager />,
      '/project/:id',
      `/project/${project.id}`,
    );
    const managed = await screen.findByRole('list', { name: "The project's screenshots" });
    await user.click(within(managed).getByRole('button', { name: 'Rename home.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename screenshot' });
    const name = within(dialog).getByLabelText('Screenshot name');
    await user.clear(name);
    await user.type(name, 'Home screen{Enter}');
    await within(managed).findByRole('button', { name: 'Open Home screen' });
    await user.click(within(managed).getByRole('button', { name: 'Delete Home screen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete screenshot?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete screenshot' }));
    await screen.findByText('No screenshots yet');
    expect(
      (await getJson<{ screenshots: unknown[] }>(manager, `/api/projects/${project.id}/screenshots`)).screenshots,
    ).toEqual([]);
  });

  it('finds any document of a project of many by its name, beyond those the picker lists', async () => {
    const manager = await api.signIn('manager');
    const project = await createProject(manager, 'Many');
    // One more readable document than the picker lists at once; the one sorted last by name holds the string.
    for (let i = 0; i < LINK_DOCUMENTS_SHOWN; i++)
      await uploadDocumentWithRecords(api.t, manager, xliffOf([`Part ${i}`]), {
        projectId: project.id,
        name: `part-${String(i).padStart(2, '0')}.xlf`,
      });
    const { records } = await uploadDocumentWithRecords(api.t, manager, xliffOf(['Sync now']), {
      projectId: project.id,
      name: 'zz-settings.xlf',
    });
    await screenshotWithBoxes(manager, project.id, 'home.png', png(100, 50));
    const user = userEvent.setup();
    await renderSignedInScreen(
      <ProjectScreenshots project={project} manager />,
      '/project/:id',
      `/project/${project.id}`,
    );
    const list = await screen.findByRole('list', { name: "The project's screenshots" });
    await user.click(within(list).getByRole('button', { name: 'Open home.png' }));
    const viewer = await screen.findByRole('region', { name: 'home.png with the boxes of its strings' });
    await user.click(await within(viewer).findByRole('button', { name: 'Add a box' }));
    const options = () =>
      [...(within(viewer).getByLabelText('Document') as HTMLSelectElement).options].map((option) => option.text);
    await waitFor(() => expect(options()).toHaveLength(LINK_DOCUMENTS_SHOWN));
    expect(options()).not.toContain('zz-settings.xlf (de)');
    const find = within(viewer).getByRole('searchbox', { name: 'Find a document' });
    expect(
      within(viewer).getByText(
        `${LINK_DOCUMENTS_SHOWN} of ${LINK_DOCUMENTS_SHOWN + 1} documents listed: type a name to find another`,
      ),
    ).toBeTruthy();

    await user.type(find, 'nothing-like-it');
    await within(viewer).findByText('No readable document has this name.', {}, { timeout: 5000 });
    await user.clear(find);
    await user.type(find, 'zz-set');
    // Asked once the typing pauses (250 ms).
    await waitFor(() => expect(options()).toEqual(['zz-settings.xlf (de)']), { timeout: 5000 });
    await user.type(within(viewer).getByRole('searchbox', { name: 'Search the segments' }), 'sync');
    const found = await within(viewer).findByRole('list', { name: 'Segments found' });
    await user.click(within(found).getByRole('button', { name: `Link the box to segment ${records[0]!.id}` }));
    expect(within(viewer).getByRole('button', { name: /^Box 1: “Sync now”/ })).toBeTruthy();
    // Eleven documents uploaded and read first.
  }, 180_000);
});
