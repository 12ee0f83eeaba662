// The toolbar's screenshots filter against the real server (server/src/test/real-api.ts): which segments are on a
// screenshot, by their id or their key, is the server's rule; the filter offers the project's screenshots and asks
// the server for the view chosen.
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import * as documentsApi from '@tessera/shared/api/documents';
import type { DocumentRecord } from '@tessera/shared/contract';
import { renderSignedInScreen } from '@tessera/shared/mocks/render';
import { describeOnRealApi } from '@tessera/server/test/real-api';
import { png, screenshotWithBoxes } from '@tessera/server/test/images';
import { createProject, uploadDocumentWithRecords, xliffOf } from '@tessera/server/test/resources';
import { FilterBar, NO_FILTERS, viewOf, type Filters } from './FilterBar.tsx';

afterEach(cleanup);

describeOnRealApi("the editor's screenshots filter", (api) => {
  it('lists the segments on a screenshot chosen, or on none', async () => {
    const manager = await api.signIn('manager');
    const project = await createProject(manager, 'App');
    const { document, records } = await uploadDocumentWithRecords(
      api.t,
      manager,
      xliffOf(['Sync now', 'Settings', 'Cancel']),
      { projectId: project.id },
    );
    const [sync, settings, cancel] = records as [DocumentRecord, DocumentRecord, DocumentRecord];
    const { id: shotId } = await screenshotWithBoxes(manager, project.id, 'settings.png', png(100, 50), [
      { x: 0, y: 0, width: 10, height: 10, key: sync.unit_id },
      { x: 0, y: 20, width: 10, height: 10, record_id: cancel.id },
    ]);

    const chosen: Filters[] = [];
    const user = userEvent.setup();
    await renderSignedInScreen(
      <FilterBar filters={NO_FILTERS} onChange={(next) => chosen.push(next)} projectId={project.id} />,
      '/document/:id',
      `/document/${document.id}`,
    );
    await user.click(screen.getByRole('button', { name: /^More filters/ }));
    const filter = screen.getByLabelText('Screenshots');
    await screen.findByRole('option', { name: 'On settings.png' });
    await user.selectOptions(filter, 'On settings.png');
    await user.selectOptions(filter, 'Segments on no screenshot');
    expect(chosen.map((filters) => filters.screenshot)).toEqual([String(shotId), 'none']);

    const listed = async (filters: Filters) =>
      (await documentsApi.listDocumentRecords(document.id, { ...viewOf(filters), filter: 'all', page: 0 })).records.map(
        (record) => record.id,
      );
    expect(await listed(chosen[0]!)).toEqual([sync.id, cancel.id]);
    expect(await listed(chosen[1]!)).toEqual([settings.id]);
  });
});
