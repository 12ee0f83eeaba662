import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError, useSignedInAgain } from '@tessera/shared';
import { richMessage } from '@tessera/shared/i18n/catalog';
import { Alert, EmptyState, Page, QueryErrorState, Spinner, linkClass } from '@tessera/shared/ui';
import { SignInAgainDialog } from '@tessera/shared/ui/sign-in-again';
import { ShortcutRegistry, ShortcutScope } from '../features/editor/common/shortcuts.ts';
import { documentKey, errorMessage, recordsKey, useDocument } from '../common/documentQueries.ts';
import { useMessages } from './i18n.ts';
import * as screensWords from './locales/en/screens.arb';
import { DocumentHeader, SkipToSegments } from './document/DocumentHeader.tsx';
import { Editor, type EditorHandle } from './document/Editor.tsx';

/** The document screen (/document/:id): the CAT editor of one document. */
export function DocumentScreen() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <DocumentNotFound />;
  return <DocumentById key={id} id={id} />;
}

export default DocumentScreen;

function DocumentById({ id }: { id: number }) {
  const t = useMessages();
  const document = useDocument(id);
  const client = useQueryClient();
  // Each document screen has its own shortcuts: those of a screen left behind never answer keys here.
  const [registry] = useState(() => new ShortcutRegistry());
  const editor = useRef<EditorHandle>(null);
  // What failed while the session had ended is asked for again; the segments' own saves retry themselves.
  useSignedInAgain(() => {
    void client.invalidateQueries({ queryKey: documentKey(id) });
    void client.invalidateQueries({ queryKey: recordsKey(id) });
  });
  if (document.isPending) return <Spinner label={t(screensWords.documentLoading)} />;
  // A failed refetch keeps the screen (and what is typed in it) as it was; only a first load that fails says so.
  if (document.isError && !document.data) {
    if (isApiError(document.error, 404)) return <DocumentNotFound />;
    return (
      <Page>
        <QueryErrorState title={t(screensWords.documentNotLoaded)} query={document} describe={errorMessage} />
      </Page>
    );
  }
  return (
    <ShortcutScope registry={registry}>
      {/* The editor fills the window below the top bar (3.5rem): the grid scrolls, the header and toolbar stay. */}
      <div className="flex h-[calc(100dvh-3.5rem)] min-h-[30rem] flex-col">
        {/* The session ending asks for the password over the editor: typed targets stay, and are saved after. */}
        <SignInAgainDialog message={t(screensWords.documentSessionEnded)} />
        {document.data.status === 'done' && <SkipToSegments onSkip={() => editor.current?.focusSegments()} />}
        <DocumentHeader document={document.data} onOpenSegment={(number) => editor.current?.goTo(number)} />
        {document.data.status === 'error' && (
          <div className="px-4 pb-2">
            <Alert tone="error" title={t(screensWords.documentNotRead)}>
              {document.data.processing_error ?? t(screensWords.documentUnknownError)}
            </Alert>
          </div>
        )}
        {(document.data.status === 'uploaded' || document.data.status === 'processing') && (
          <div className="px-4">
            <Spinner label={t(screensWords.documentReadingFile)} />
          </div>
        )}
        {document.data.status === 'done' && <Editor ref={editor} document={document.data} />}
      </div>
    </ShortcutScope>
  );
}

function DocumentNotFound() {
  const t = useMessages();
  return (
    <Page narrow>
      <EmptyState title={t(screensWords.documentNotFound)}>
        {richMessage(t, screensWords.documentNotFoundBody, {
          home: (
            <Link className={linkClass} to="/">
              {t(screensWords.documentBackHome)}
            </Link>
          ),
        })}
      </EmptyState>
    </Page>
  );
}
