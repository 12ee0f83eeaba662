import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client.ts';
import { loadApiErrorWords } from '../api-errors/index.ts';
import { InlineEditRow, InlineTextArea, inlineEditKeys, type InlineEditRowProps } from './InlineEdit.tsx';
import { TBody, Table, Td } from './Table.tsx';

afterEach(cleanup);
// The API client loads the words for error answers with the first one; the answers here are made by the test.
beforeAll(() => loadApiErrorWords());

const wording = {
  failed: 'The record could not be saved',
  conflict: 'Changed by someone else.',
  reload: 'Reload record',
};

/** A row editing one field, with what a test sets over a row that saved without a problem so far. */
function renderRow({
  onSave = vi.fn(),
  onCancel = vi.fn(),
  ...props
}: Partial<
  Pick<InlineEditRowProps, 'error' | 'conflict' | 'invalid' | 'onSave' | 'onCancel' | 'onReload' | 'fields'>
>) {
  render(
    <Table label="Records">
      <TBody>
        <InlineEditRow
          hint="Enter saves"
          busy={false}
          error={null}
          conflict={false}
          onReload={vi.fn()}
          wording={wording}
          columns={3}
          onSave={onSave}
          onCancel={onCancel}
          {...props}
        >
          <Td>
            <InlineTextArea aria-label="Edit source" defaultValue="cat" onKeyDown={inlineEditKeys(onSave, onCancel)} />
          </Td>
        </InlineEditRow>
      </TBody>
    </Table>,
  );
}

describe('inline editing', () => {
  it('saves on Enter, keeps Shift+Enter as a new line and cancels on Esc', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const onCancel = vi.fn();
    renderRow({ onSave, onCancel });
    await user.click(screen.getByLabelText('Edit source'));
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(onSave).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect([onSave.mock.calls.length, onCancel.mock.calls.length]).toEqual([1, 1]);
  });

  it("shows a refusal in the row's own words", () => {
    renderRow({ error: new ApiError(400, undefined, { message: 'source is too long' }) });
    expect(screen.getByText('The record could not be saved')).toBeTruthy();
    expect(screen.getByText('source is too long')).toBeTruthy();
  });

  it('names a refused field as its caller labels it', () => {
    const refused = new ApiError(400, undefined, {
      code: 'invalid_request',
      message: 'Invalid request: body.source is too long',
      details: [{ path: 'body.source', message: 'is too long', kind: 'too_long', maximum: 5000 }],
    });
    renderRow({ error: refused, fields: { source: 'Source term' } });
    expect(screen.getByText('Source term can have at most 5,000 characters')).toBeTruthy();
  });

  it('offers to reload after a conflict instead of saving over it', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    renderRow({ error: new ApiError(409, undefined, { message: 'changed' }), conflict: true, onReload });
    expect(screen.getByText('Changed by someone else.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reload record' }));
    expect(onReload).toHaveBeenCalledOnce();
  });
});
