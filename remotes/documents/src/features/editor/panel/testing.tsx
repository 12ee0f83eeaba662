// Test helper of the side panel: the panel inside the providers the document screen gives it. Test-only.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider, type SessionStore } from '@tessera/shared';
import type { Document, DocumentRecord } from '@tessera/shared/contract';
import { recordsKey } from '../../../common/documentQueries.ts';
import { testDocument } from '../../../common/testing.tsx';
import type { InsertOrigin } from '../common/drafts.ts';
import { ShortcutRegistry, ShortcutScope } from '../common/shortcuts.ts';
import { SidePanel } from './SidePanel.tsx';

export type SidePanelOptions = {
  document?: Document;
  /** The page of segments the document screen has loaded (some tabs look up repetitions among them). */
  loaded?: DocumentRecord[];
  /** The signed-in session, for tabs that show who did what. */
  session?: SessionStore;
  /** Page content beside the panel (e.g. text to select for a concordance search). */
  beside?: ReactNode;
};

/**
 * Renders the side panel for `record`; `show` switches it to another record. `inserted` collects what it puts at
 * the caret, `replaced` what it puts in place of the target, `said` what it tells the translator.
 */
export function renderSidePanel(record: DocumentRecord | null, options: SidePanelOptions = {}) {
  const document = options.document ?? testDocument();
  const inserted: string[] = [];
  const replaced: string[] = [];
  // What each insert or replacement says it is (a match, MT, a term), as the save will name it.
  const origins: (InsertOrigin | undefined)[] = [];
  const said: string[] = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (options.loaded) {
    client.setQueryData([...recordsKey(document.id), { page: 0, filter: 'all', search: '' }], {
      records: options.loaded,
      total_rows: options.loaded.length,
    });
  }
  const panel = (current: DocumentRecord | null) => (
    <ShortcutScope registry={new ShortcutRegistry()}>
      {options.beside}
      <QueryClientProvider client={client}>
        <SidePanel
          document={document}
          record={current}
          insert={(markup, origin) => {
            inserted.push(markup);
            origins.push(origin);
          }}
          replace={(markup, origin) => {
            replaced.push(markup);
            origins.push(origin);
          }}
          say={(message) => said.push(message)}
        />
      </QueryClientProvider>
    </ShortcutScope>
  );
  const view = (current: DocumentRecord | null) =>
    options.session ? <SessionProvider store={options.session}>{panel(current)}</SessionProvider> : panel(current);
  const rendered = render(view(record));
  return {
    ...rendered,
    inserted,
    replaced,
    origins,
    said,
    client,
    show: (next: DocumentRecord | null) => rendered.rerender(view(next)),
  };
}
