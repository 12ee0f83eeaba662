// The document screen where what it shows rests on the server's rules (QA holding a confirmation back, statuses,
// repetitions): against the real server, in this process (see server/src/test/real-api.ts).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { renderSignedInScreen } from '@tessera/shared/mocks/render';
import { describeOnRealApi } from '@tessera/server/test/real-api';
import { uploadDocument } from '@tessera/server/test/resources';
import { DocumentScreen } from './DocumentScreen.tsx';

afterEach(() => {
  cleanup();
  // The editor keeps typed targets in the browser for the next visit: each test starts without any.
  localStorage.clear();
});

/** QA's error for a target that leaves out the source's pair of codes. */
const MISSING_CODES = 'Missing inline codes: <1> </1>';

const editorOf = (n: number) => screen.getByRole('textbox', { name: `Target of segment ${n}` });
const statusOf = (n: number) => screen.getByLabelText(`Status of segment ${n}`);

/** Opens a segment as a translator does with the mouse: a click on its row. */
async function open(user: ReturnType<typeof userEvent.setup>, n: number) {
  await user.click(within(await screen.findByRole('row', { name: `Segment ${n}` })).getByTestId('segment-source'));
  await waitFor(() => expect(document.activeElement).toBe(editorOf(n)));
}

/** An XLIFF 1.2 file (English to German) of these units, their source markup as written. */
const xliff = (...sources: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="help.txt" source-language="en" target-language="de" datatype="plaintext"><body>
    ${sources.map((source, index) => `<trans-unit id="u${index + 1}"><source>${source}</source></trans-unit>`).join('\n    ')}
  </body></file>
</xliff>`;

describeOnRealApi('the document screen on the server', (api) => {
  let translator: Awaited<ReturnType<typeof api.signIn>>;
  beforeAll(async () => {
    translator = await api.signIn('admin');
  });

  /** Opens the document screen on a new document of these sources (XLIFF markup), uploaded by the translator. */
  async function renderDocumentOf(...sources: string[]) {
    const document = await uploadDocument(api.t, translator, xliff(...sources));
    await renderSignedInScreen(<DocumentScreen />, '/document/:id', `/document/${document.id}`);
  }

  it('says under the grid, without taking the keys typed in the next segment, that QA kept a segment unconfirmed; confirming anyway is a second request', async () => {
    const user = userEvent.setup();
    await renderDocumentOf('Click <g id="1">here</g>', 'Save');
    await open(user, 1);
    await user.keyboard('Klicken hier{Control>}{Enter}{/Control}');
    // The caret is in segment 2 at once, and what is typed there stays there when the answer comes.
    await waitFor(() => expect(document.activeElement).toBe(editorOf(2)));
    await user.keyboard('Spei');
    const notice = await screen.findByRole('status', { name: 'Not confirmed' });
    expect(notice.textContent).toContain(`Segment 1 is saved but not confirmed. QA error: ${MISSING_CODES}`);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.keyboard('chern');
    expect(document.activeElement).toBe(editorOf(2));
    expect(editorOf(2).textContent).toBe('Speichern');
    // The confirmation was asked for unless QA finds errors: the server kept the segment unconfirmed.
    await waitFor(() => expect(within(statusOf(1)).getByText('draft')).toBeTruthy());

    await user.click(within(notice).getByRole('button', { name: 'Confirm anyway' }));
    await waitFor(() => expect(within(statusOf(1)).getByText('confirmed')).toBeTruthy());
    expect(screen.queryByRole('status', { name: 'Not confirmed' })).toBeNull();
  });

  it('asks about the known QA errors of a segment confirmed again with nothing typed; the notice ends with its next save', async () => {
    const user = userEvent.setup();
    await renderDocumentOf('Save', 'Click <g id="1">here</g>');
    // The last segment: Ctrl+Enter has nowhere to move; the answer is a notice there too.
    await open(user, 2);
    await user.keyboard('Klicken hier{Control>}{Enter}{/Control}');
    const notice = await screen.findByRole('status', { name: 'Not confirmed' });
    expect(notice.textContent).toContain('Segment 2 is saved but not confirmed');
    expect(screen.queryByRole('dialog')).toBeNull();

    // Nothing typed since: the saved findings are asked about before any request.
    await open(user, 2);
    await user.keyboard('{Control>}{Enter}{/Control}');
    const question = await screen.findByRole('dialog', { name: 'Confirm segment 2 with QA errors?' });
    expect(within(question).getByRole('list', { name: 'QA errors' }).textContent).toBe(MISSING_CODES);
    await user.click(within(question).getByRole('button', { name: 'Keep unconfirmed' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status', { name: 'Not confirmed' })).toBeTruthy();
    expect(within(statusOf(2)).getByText('draft')).toBeTruthy();

    await open(user, 2);
    await user.keyboard('{Control>}{Enter}{/Control}');
    const again = await screen.findByRole('dialog', { name: 'Confirm segment 2 with QA errors?' });
    await user.click(within(again).getByRole('button', { name: 'Confirm anyway' }));
    await waitFor(() => expect(within(statusOf(2)).getByText('confirmed')).toBeTruthy());
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Not confirmed' })).toBeNull());
  });
});
