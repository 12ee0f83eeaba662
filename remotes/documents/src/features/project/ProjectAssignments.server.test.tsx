// The project's assignments where what they show rests on the server's rules of steps (which one is active, what
// counts as done): against the real server, in this process (see server/src/test/real-api.ts).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { choosePerson, renderSignedInScreen } from '@tessera/shared/mocks/render';
import { describeOnRealApi } from '@tessera/server/test/real-api';
import { createProject, uploadDocument, xliffOf } from '@tessera/server/test/resources';
import { rowTextsOf } from '../../common/testing.tsx';
import { ProjectAssignments } from './ProjectAssignments.tsx';

afterEach(cleanup);

describeOnRealApi("the project's assignments on the server", (api) => {
  it("shows a document's new steps as the server starts them: the first active, the next waiting, each of its words", async () => {
    const user = userEvent.setup();
    const translator = await api.signIn('user');
    const manager = await api.signIn('admin');
    const project = await createProject(manager);
    const file = xliffOf(['Open the file.', 'Save it now.']);
    await uploadDocument(api.t, manager, file, { name: 'help.xlf', projectId: project.id });

    await renderSignedInScreen(<ProjectAssignments project={project} />, '/project/:id', `/project/${project.id}`);
    const table = await screen.findByRole('table', { name: 'Assignments of the documents' });
    await user.click(await within(table).findByRole('button', { name: 'Edit steps of help.xlf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Steps of help.xlf' });
    // The real server's search finds each by their username.
    await choosePerson(user, await within(dialog).findByLabelText('Translator'), translator.user.username);
    await choosePerson(user, within(dialog).getByLabelText('Reviewer'), manager.user.username);
    await user.click(within(dialog).getByRole('button', { name: 'Save steps' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await waitFor(() =>
      expect(rowTextsOf(table)[0]!.slice(0, 3)).toEqual([
        'help.xlf',
        `${translator.user.username}active0 / 6 words`,
        `${manager.user.username}waiting0 / 6 words`,
      ]),
    );
  });

  it('says under a document out in a package with whom, since when and until when', async () => {
    const manager = await api.signIn('admin');
    const project = await createProject(manager);
    const file = xliffOf(['Open the file.']);
    await uploadDocument(api.t, manager, file, { name: 'out.xlf', projectId: project.id });
    const sent = await manager.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/handoffs`,
      payload: { target_lang: 'de', format: 'xliff2', due_at: '2027-01-15T12:00:00.000Z' },
    });
    expect(sent.statusCode, sent.body).toBe(201);

    await renderSignedInScreen(<ProjectAssignments project={project} />, '/project/:id', `/project/${project.id}`);
    const table = await screen.findByRole('table', { name: 'Assignments of the documents' });
    const out = await within(table).findByText(
      /^Out in an XLIFF 2\.0 kit with everyone of the language since .+, due .+\.$/,
    );
    expect(out.closest('tr')?.textContent).toMatch(/^out\.xlf/);
  });
});
