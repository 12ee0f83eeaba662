import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../api/client.ts';
import { DeleteDialog, RenameDialog } from './ActionDialogs.tsx';

afterEach(cleanup);

const Name = z.string().trim().min(1).max(20);
const refusal = () => new ApiError(409, undefined, { message: 'The server refused it' });

function renderRename(onRename: (name: string) => Promise<void>, onClose = vi.fn()) {
  render(
    <RenameDialog
      title="Rename glossary"
      label="Glossary name"
      currentName="Old"
      schema={Name}
      maxLength={20}
      onRename={onRename}
      onClose={onClose}
    />,
  );
  return onClose;
}

describe('RenameDialog', () => {
  it('saves the trimmed name, then closes', async () => {
    const user = userEvent.setup();
    const onRename = vi.fn(async () => {});
    const onClose = renderRename(onRename);
    const field = screen.getByLabelText('Glossary name');
    await user.clear(field);
    await user.type(field, '  New name {Enter}');
    expect(onRename).toHaveBeenCalledWith('New name');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('refuses an empty name without a call', async () => {
    const user = userEvent.setup();
    const onRename = vi.fn(async () => {});
    renderRename(onRename);
    await user.clear(screen.getByLabelText('Glossary name'));
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(screen.getByText('Enter a name (at most 20 characters).')).toBeTruthy();
    expect(onRename).not.toHaveBeenCalled();
  });

  it("shows the server's reason under the field and stays open", async () => {
    const user = userEvent.setup();
    const onClose = renderRename(() => Promise.reject(refusal()));
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('The server refused it')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('DeleteDialog', () => {
  const renderDelete = (onDelete: () => Promise<void>, onClose = vi.fn()) => {
    render(
      <DeleteDialog
        title="Delete glossary?"
        message="Gone for good."
        confirmLabel="Delete glossary"
        onDelete={onDelete}
        onClose={onClose}
      />,
    );
    return onClose;
  };

  it('deletes, then closes', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn(async () => {});
    const onClose = renderDelete(onDelete);
    await user.click(screen.getByRole('button', { name: 'Delete glossary' }));
    expect(onDelete).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("shows the server's reason in the dialog and lets the user try again", async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn(() => Promise.reject(refusal()));
    const onClose = renderDelete(onDelete);
    await user.click(screen.getByRole('button', { name: 'Delete glossary' }));
    expect(await screen.findByText('The server refused it')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete glossary' }));
    expect(onDelete).toHaveBeenCalledTimes(2);
    expect(onClose).not.toHaveBeenCalled();
  });
});
