import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './lazyDialogs.tsx';
import { OpenedBy } from './testing.tsx';

const downloads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./dialogs.ts', async (original) => {
  downloads.count += 1;
  return original();
});

const DeleteButton = () => (
  <OpenedBy label="Delete">
    {(open, close) => (
      <ConfirmDialog
        open={open}
        title="Delete glossary?"
        message="Its terms go with it."
        confirmLabel="Delete glossary"
        onConfirm={close}
        onCancel={close}
      />
    )}
  </OpenedBy>
);

afterEach(cleanup);

describe("the kit's dialogs", () => {
  it('download nothing to show a page, then at the first press, before the click that opens one', async () => {
    render(<DeleteButton />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(downloads.count).toBe(0);

    fireEvent.pointerDown(document.body);
    await vi.waitFor(() => expect(downloads.count).toBe(1));
    expect(screen.queryByRole('dialog')).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete glossary?' });
    expect(dialog.textContent).toContain('Its terms go with it.');
    await user.click(screen.getByRole('button', { name: 'Delete glossary' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(downloads.count).toBe(1);
  });
});
