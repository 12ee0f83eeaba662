// The side panel's Screens tab against the real server (server/src/test/real-api.ts): which screenshots a segment
// is on, by its id or its key, is the server's rule. Zooming and the keyboard in a laid-out page:
// e2e/screenshots.spec.ts.
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import type { Document, DocumentRecord } from '@tessera/shared/contract';
import { renderSignedInScreen } from '@tessera/shared/mocks/render';
import { describeOnRealApi } from '@tessera/server/test/real-api';
import { png, screenshotWithBoxes } from '@tessera/server/test/images';
import { createProject, uploadDocumentWithRecords, xliffOf } from '@tessera/server/test/resources';
import { ScreenshotsTab } from './ScreenshotsTab.tsx';

afterEach(cleanup);

describeOnRealApi("the side panel's Screens tab", (api) => {
  it("shows the screens the segment is on, its box highlighted among its neighbours', and zooms", async () => {
    const manager = await api.signIn('manager');
    const project = await createProject(manager, 'App');
    const { document, records } = await uploadDocumentWithRecords(
      api.t,
      manager,
      xliffOf(['Sync now', 'Settings', 'Cancel']),
      { projectId: project.id },
    );
    const [sync, settings, cancel] = records as [DocumentRecord, DocumentRecord, DocumentRecord];
    await screenshotWithBoxes(manager, project.id, 'settings.png', png(400, 200), [
      { x: 10, y: 10, width: 120, height: 20, key: sync.unit_id },
      { x: 10, y: 40, width: 80, height: 20, record_id: settings.id },
    ]);

    const user = userEvent.setup();
    const show = (record: DocumentRecord | null, of: Document = document) =>
      renderSignedInScreen(
        <ScreenshotsTab document={of} record={record} insert={() => {}} replace={() => {}} />,
        '/document/:id',
        `/document/${document.id}`,
      );
    await show(sync);
    const image = await screen.findByRole('img', {
      name: 'Screenshot settings.png, the box of “Sync now” highlighted',
    });
    const frame = image.parentElement!;
    expect(frame.querySelectorAll('[data-segment-box]')).toHaveLength(1);
    expect(frame.querySelector<HTMLElement>('[data-segment-box]')!.style.left).toBe('2.5%');
    // The neighbour's box is there too, faint.
    expect(frame.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
    expect(screen.getByText("The string's box: 120×20 pixels")).toBeTruthy();

    const view = screen.getByRole('group', { name: /^settings\.png at 1×/ });
    expect(frame.style.width).toBe('100%');
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(frame.style.width).toBe('200%');
    view.focus();
    await user.keyboard('+');
    expect(frame.style.width).toBe('400%');
    expect(screen.getByRole('button', { name: 'Zoom in' })).toHaveProperty('disabled', true);
    expect(view.getAttribute('aria-label')).toBe('settings.png at 4×: + and − zoom, 0 fits, the arrow keys scroll');
    await user.keyboard('-');
    expect(frame.style.width).toBe('200%');
    await user.keyboard('0');
    expect(frame.style.width).toBe('100%');
    cleanup();

    await show(cancel);
    await screen.findByText('No screenshot shows this segment yet.');
    cleanup();
    await show(null);
    expect(screen.getByText('Open a segment to see the screens it is on.')).toBeTruthy();
    cleanup();
    await show(sync, { ...document, project_id: null });
    expect(screen.getByText(/^This document is in no project/)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
