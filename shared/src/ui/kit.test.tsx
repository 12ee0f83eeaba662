import { useState } from 'react';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog, ConfirmDialog, FormDialog } from './Dialog.tsx';
import { Menu } from './Menu.tsx';
import { Pagination, pageCount } from './Pagination.tsx';
import { ProgressBar } from './states.tsx';
import { TextField } from './fields.tsx';
import { ToastProvider, useToast } from './Toast.tsx';
import { OpenedBy } from './testing.tsx';

/** The dialog under test: it renames a glossary, its one field holding the old name. */
const DialogHarness = ({ onSubmit = () => {} }: { onSubmit?: () => void }) => (
  <OpenedBy label="Open">
    {(open, close) => (
      <Dialog
        open={open}
        title="Rename glossary"
        onClose={close}
        onSubmit={onSubmit}
        footer={<button type="submit">Save</button>}
      >
        <TextField label="Name" defaultValue="Old" />
      </Dialog>
    )}
  </OpenedBy>
);

afterEach(cleanup);

describe('Dialog', () => {
  it('is a dialog named by its title, focuses its first field, and Esc closes it returning focus', async () => {
    const user = userEvent.setup();
    render(<DialogHarness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename glossary' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Name'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('keeps Tab inside the dialog and submits on Enter', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<DialogHarness onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('takes the focus back inside when the focused button goes away, so Tab and Esc still reach it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const Checking = () => {
      const [checked, setChecked] = useState(false);
      return (
        <Dialog
          open
          title="Deliver?"
          onClose={onClose}
          footer={
            <>
              <button type="button">Cancel</button>
              {!checked && (
                <button type="button" onClick={() => setChecked(true)}>
                  Deliver
                </button>
              )}
            </>
          }
        >
          {checked ? 'Not ready' : 'Ready?'}
        </Dialog>
      );
    };
    render(<Checking />);
    await user.click(screen.getByRole('button', { name: 'Deliver' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('FormDialog cannot be closed or submitted again while its action runs', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    render(
      <FormDialog title="New glossary" submitLabel="Create glossary" onSubmit={onSubmit} onClose={onClose} busy>
        <TextField label="Name" />
      </FormDialog>,
    );
    await user.type(screen.getByLabelText('Name'), 'Legal{Enter}');
    await user.keyboard('{Escape}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('ConfirmDialog names its action and reports the choice', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Delete glossary?"
        message="This cannot be undone."
        confirmLabel="Delete glossary"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete glossary' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect([onConfirm.mock.calls.length, onCancel.mock.calls.length]).toEqual([1, 1]);
  });
});

describe('Pagination', () => {
  it('shows 1-based positions for 0-based pages and disables the ends', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const { rerender } = render(<Pagination page={0} pageSize={100} totalRows={125} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' }).textContent).toContain('1–100 of 125');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(1);

    rerender(<Pagination page={1} pageSize={100} totalRows={125} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation').textContent).toContain('101–125 of 125');
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('counts at least one page', () => {
    expect([pageCount(0, 100), pageCount(100, 100), pageCount(101, 100)]).toEqual([1, 1, 2]);
  });
});

describe('Menu', () => {
  it('opens a menu of items, moves with arrows, runs the chosen item and Esc closes', async () => {
    const user = userEvent.setup();
    const chosen = vi.fn();
    render(
      <Menu label="Export" items={['CSV', 'XLSX', 'TBX'].map((label) => ({ label, onSelect: () => chosen(label) }))} />,
    );
    const trigger = screen.getByRole('button', { name: 'Export' });
    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'CSV' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'XLSX' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'TBX' }));
    expect(chosen).toHaveBeenCalledWith('TBX');
  });
});

describe('ProgressBar and toasts', () => {
  it('exposes progress as a percentage', () => {
    render(<ProgressBar value={0.426} label="Import progress" />);
    expect(screen.getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow')).toBe('43');
  });

  it('announces toasts in a live region', async () => {
    const user = userEvent.setup();
    function Saver() {
      const toast = useToast();
      return <button onClick={() => toast.show('Record saved')}>Save</button>;
    }
    render(
      <ToastProvider>
        <Saver />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status', { name: 'Notifications' }).textContent).toContain('Record saved');
  });

  it('lets a toast go after a while, and leaves no timer behind when the app unmounts', () => {
    vi.useFakeTimers();
    try {
      let show: (message: string) => void = () => {};
      function Grab() {
        show = useToast().show;
        return null;
      }
      const view = render(
        <ToastProvider>
          <Grab />
        </ToastProvider>,
      );
      act(() => show('Record saved'));
      expect(screen.getByRole('status', { name: 'Notifications' }).textContent).toContain('Record saved');
      act(() => vi.advanceTimersByTime(4000));
      expect(screen.getByRole('status', { name: 'Notifications' }).textContent).not.toContain('Record saved');
      act(() => show('Saved again'));
      view.unmount();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
