// The glossary screen where what it gives rests on the server (the file each export format makes): against the
// real server, in this process (see server/src/test/real-api.ts).
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { renderSignedInScreen } from '@tessera/shared/mocks/render';
import { describeOnRealApi } from '@tessera/server/test/real-api';
import { createGlossaryWithTerms } from '@tessera/server/test/resources';
import { GlossaryScreen } from './GlossaryScreen.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Each item of the Export menu, the file name its download gets, and what the file starts with or holds. */
const EXPORTS = [
  { label: 'CSV', file: 'Export_me.csv', holds: '\nterm-2,Ziel-2,' },
  { label: 'XLSX', file: 'Export_me.xlsx', holds: 'PK' },
  { label: 'TBX', file: 'Export_me.tbx', holds: '<martif type="TBX-Basic"' },
  { label: 'TBX v3', file: 'Export_me.tbx', holds: '<tbx type="TBX-Basic"' },
  { label: 'TBX-Min', file: 'Export_me.tbx', holds: '<tbx type="TBX-Min"' },
];

describeOnRealApi('the glossary screen on the server', (api) => {
  it('downloads each export format the menu offers as the server makes it, with its own file name', async () => {
    const manager = await api.signIn('manager');
    const terms = [1, 2, 3].map((n) => ({ source: `term-${n}`, target: `Ziel-${n}` }));
    const { glossary } = await createGlossaryWithTerms(manager, 'Export me', terms);
    // The browser's download starts from a link the page clicks: the test reads where it leads.
    const links: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      links.push(this.getAttribute('href')!);
    });
    const user = userEvent.setup();
    await renderSignedInScreen(<GlossaryScreen />, '/glossary/:id', `/glossary/${glossary.id}`);
    for (const { label, file, holds } of EXPORTS) {
      await user.click(await screen.findByRole('button', { name: 'Export' }));
      await user.click(screen.getByRole('menuitem', { name: label }));
      await waitFor(() => expect(links).toHaveLength(EXPORTS.findIndex((e) => e.label === label) + 1));
      const download = await manager.inject(links.at(-1)!);
      expect(download.statusCode, label).toBe(200);
      expect(download.headers['content-disposition'], label).toContain(`attachment; filename="${file}"`);
      expect(download.rawPayload.toString('latin1'), label).toContain(holds);
    }
  });
});
