import { act, cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './Toast.tsx';
import type { ToastApi } from './Toast.tsx';
import { trackImport } from './trackImport.ts';
import type { ImportedItem } from './importedItem.ts';
import { ProcessingBadge, languagePair } from './ResourceStatus.tsx';

afterEach(cleanup);

function renderToasts() {
  let api: ToastApi | undefined;
  function Grab() {
    api = useToast();
    return null;
  }
  render(
    <ToastProvider>
      <Grab />
    </ToastProvider>,
  );
  return { toast: api!, region: () => screen.getByRole('status', { name: 'Notifications' }) };
}

const item = (changes: Partial<ImportedItem>): ImportedItem => ({
  id: 7,
  name: 'Legal',
  processing_status: 'processing',
  processing_progress: 0,
  processing_error: null,
  ...changes,
});

describe('the import toast', () => {
  it('follows the import: its progress while it runs, in place, then that it finished, never "Importing" after', async () => {
    const { toast, region } = renderToasts();
    const answers = [item({ processing_progress: 0.5 }), item({ processing_status: 'done', processing_progress: 1 })];
    const onEnd = vi.fn<(item: ImportedItem) => void>();
    act(() =>
      trackImport(toast, {
        item: item({}),
        noun: 'glossary',
        fetch: async () => answers.shift()!,
        onTryAnother: vi.fn<() => void>(),
        onDelete: vi.fn<() => void>(),
        onEnd,
        pollMs: 5,
      }),
    );
    expect(region().textContent).toContain('Importing into glossary "Legal"… 0%');
    expect(await within(region()).findByText('Importing into glossary "Legal"… 50%')).toBeTruthy();
    expect(await within(region()).findByText('The import into glossary "Legal" has finished')).toBeTruthy();
    expect(region().textContent).not.toContain('Importing');
    expect(onEnd).toHaveBeenCalledWith(expect.objectContaining({ processing_status: 'done' }));
  });

  it('a failed import says why and offers "Try another file" and "Delete"', async () => {
    const user = userEvent.setup();
    const { toast, region } = renderToasts();
    const onTryAnother = vi.fn<() => void>();
    const failed = item({ processing_status: 'error', processing_error: 'Not a TMX file' });
    act(() =>
      trackImport(toast, {
        item: item({}),
        noun: 'translation memory',
        fetch: async () => failed,
        onTryAnother,
        onDelete: vi.fn<() => void>(),
        pollMs: 5,
      }),
    );
    expect(
      await within(region()).findByText('The import into translation memory "Legal" failed: Not a TMX file'),
    ).toBeTruthy();
    expect(within(region()).getByRole('button', { name: 'Delete' })).toBeTruthy();
    await user.click(within(region()).getByRole('button', { name: 'Try another file' }));
    expect(onTryAnother).toHaveBeenCalledOnce();
    expect(region().textContent).not.toContain('failed');
  });

  it('goes away when the item is gone', async () => {
    const { toast, region } = renderToasts();
    const gone = new Error('404');
    act(() =>
      trackImport(toast, {
        item: item({}),
        noun: 'glossary',
        fetch: () => Promise.reject(gone),
        isGone: (e) => e === gone,
        onTryAnother: vi.fn<() => void>(),
        onDelete: vi.fn<() => void>(),
        pollMs: 5,
      }),
    );
    expect(region().textContent).toContain('Importing');
    await vi.waitFor(() => expect(region().textContent).toBe(''));
  });
});

describe('resource states and languages', () => {
  it('labels states with the API’s own words and never shows "?" for a language', () => {
    render(
      <>
        <ProcessingBadge status="done" />
        <ProcessingBadge status="error" />
        <ProcessingBadge status="processing" progress={0.42} />
      </>,
    );
    expect(screen.getByText('done')).toBeTruthy();
    expect(screen.getByText('error')).toBeTruthy();
    expect(screen.getByText('processing 42%')).toBeTruthy();
    expect(languagePair('en', 'de')).toBe('en → de');
    expect(languagePair('en', '')).toBe('en → (not set)');
    expect(languagePair(null, undefined)).toBe('(not set) → (not set)');
  });
});
