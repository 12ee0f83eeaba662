import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazyPart.tsx';

function HistoryTab({ segment }: { segment: number }) {
  return <p>History of segment {segment}</p>;
}
function LinksDialog({ onClose }: { onClose: () => void }) {
  return <button onClick={onClose}>Done</button>;
}
const panelModule = { HistoryTab, LinksDialog };

/** A chunk download that fails the first `failures` times, as on a dropped connection. */
function flakyDownload(failures: number) {
  let calls = 0;
  return vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new TypeError('Loading chunk panel failed');
    return panelModule;
  });
}

function Editor({ children }: { children: React.ReactNode }) {
  const [draft, setDraft] = useState('');
  return (
    <>
      <textarea aria-label="Target" value={draft} onChange={(event) => setDraft(event.target.value)} />
      {children}
    </>
  );
}

afterEach(cleanup);
// React reports errors its boundaries catch on the console: expected here.
vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('lazyPart', () => {
  it('renders the named export once its code has downloaded', async () => {
    const Tab = lazyPart(flakyDownload(0), 'HistoryTab', { fallback: <p>Loading History…</p> });
    render(<Tab segment={3} />);
    expect(screen.getByText('Loading History…')).toBeTruthy();
    expect(await screen.findByText('History of segment 3')).toBeTruthy();
  });

  it('shows a failed download in place, keeps the rest of the screen and what was typed, and Retry downloads again', async () => {
    const download = flakyDownload(1);
    const Tab = lazyPart(download, 'HistoryTab', { what: 'The History tab' });
    render(
      <Editor>
        <Tab segment={3} />
      </Editor>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The History tab could not be loaded.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Target' }), 'Bonjour');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('History of segment 3')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Target' }).value).toBe('Bonjour');
    expect(download).toHaveBeenCalledTimes(2);
  });

  it('offers to close a part that closes itself, and only such a part', async () => {
    const onClose = vi.fn();
    const Dialog = lazyPart(flakyDownload(1), 'LinksDialog');
    const Tab = lazyPart(flakyDownload(1), 'HistoryTab');
    render(
      <>
        <Dialog onClose={onClose} />
        <Tab segment={1} />
      </>,
    );
    expect(await screen.findAllByRole('alert')).toHaveLength(2);
    const closes = screen.getAllByRole('button', { name: 'Close' });
    expect(closes).toHaveLength(1);
    await userEvent.click(closes[0]!);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
