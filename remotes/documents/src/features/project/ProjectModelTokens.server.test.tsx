// The project's token ceiling where what is refused rests on the server's rules (at least one token), which the
// field does not check itself: against the real server, in this process (server/src/test/real-api.ts).
import { act, cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { setLocale } from '@tessera/shared/i18n';
import { renderSignedInScreen } from '@tessera/shared/mocks/render';
import { describeOnRealApi } from '@tessera/server/test/real-api';
import { createProject } from '@tessera/server/test/resources';
import { ProjectModelTokens } from './ProjectModelTokens.tsx';

afterEach(async () => {
  cleanup();
  await act(() => setLocale('en', { remember: false }));
});

describeOnRealApi("the project's token ceiling on the server", (api) => {
  it("tells a refused ceiling in German, naming the field by the form's label", async () => {
    const admin = await api.signIn('admin');
    const project = await createProject(admin);
    await act(() => setLocale('de', { remember: false }));
    const user = userEvent.setup();
    await renderSignedInScreen(<ProjectModelTokens project={project} />, '/project/:id', `/project/${project.id}`);
    // No token at all: under the least ceiling the server takes (none is the field left empty).
    await user.type(await screen.findByLabelText('Monatliche Obergrenze (Tokens)'), '0');
    await user.click(screen.getByRole('button', { name: 'Obergrenze speichern' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '„Monatliche Obergrenze (Tokens)“ muss mindestens 1 sein',
    );
  });
});
