/**
 * Links a screenshot's box to a string of the project: a segment found by its text in one of the project's
 * documents (the server's own segment search), that segment's key (its unit id, which survives the file uploaded
 * again), or a key typed in.
 */
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Project } from '@tessera/shared/contract';
import * as documentsApi from '@tessera/shared/api/documents';
import * as projectsApi from '@tessera/shared/api/projects';
import { Button, FailureAlert, Select, Spinner, TextField } from '@tessera/shared/ui';
import { useDebouncedValue } from '@tessera/shared/ui/lists';
import { projectKey } from './queries.ts';
import { useMessages } from './screenshots-i18n.ts';
import * as words from './locales/en/project-screenshots.arb';

/** What a box is linked to: a segment (`record_id`) or a key, and the segment's source text when known. */
export type StringLink = { record_id: number | null; key: string | null; text: string | undefined };

/** The segments found shown at most: the first page of the server's search is plenty to pick from. */
const SHOWN = 10;
/**
 * The documents offered at once, by name: the server's first page of the project's readable documents whose names
 * hold what is typed in the document search, so that any document of a project of thousands is a few letters away.
 */
export const LINK_DOCUMENTS_SHOWN = 10;

export function ScreenshotLinkPicker({ project, onLink }: { project: Project; onLink: (link: StringLink) => void }) {
  const t = useMessages();
  const [documentSearch, setDocumentSearch] = useState('');
  const documentText = useDebouncedValue(documentSearch.trim(), 250);
  const documents = useQuery({
    queryKey: [...projectKey(project.id), 'screenshots', 'documents', documentText],
    queryFn: ({ signal }) =>
      projectsApi.listProjectDocuments(
        project.id,
        { page: 0, limit: LINK_DOCUMENTS_SHOWN, status: 'done', sort: 'name', search: documentText },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const readable = documents.data?.records ?? [];
  const matching = documents.data?.total_rows ?? 0;
  // Offered while the project has more documents than one answer lists, whatever the search finds.
  const findable = (documents.data?.summary.documents ?? 0) > LINK_DOCUMENTS_SHOWN;
  const [chosen, setChosen] = useState<number | undefined>();
  // The document chosen while the search still lists it, else the first listed.
  const documentId = readable.some((document) => document.id === chosen) ? chosen : readable[0]?.id;
  const [search, setSearch] = useState('');
  const text = useDebouncedValue(search.trim(), 250);
  const found = useQuery({
    queryKey: ['documents', documentId, 'records', 'screenshot-link', text],
    queryFn: ({ signal }) => documentsApi.listDocumentRecords(documentId!, { page: 0, search: text }, signal),
    enabled: documentId !== undefined && text !== '',
    placeholderData: keepPreviousData,
  });
  const [key, setKey] = useState('');

  return (
    <section aria-labelledby="screenshot-link-title" className="grid gap-2 rounded border border-slate-200 p-2">
      <h4 id="screenshot-link-title" className="font-semibold text-slate-900">
        {t(words.screenshotLinkTitle)}
      </h4>
      {documents.isPending && <Spinner label={t(words.screenshotLinkDocument)} />}
      <FailureAlert failed={documents} />
      {findable && (
        <TextField
          type="search"
          label={t(words.screenshotLinkFindDocument)}
          hint={t(words.screenshotLinkDocumentsShown, { shown: readable.length, total: matching })}
          value={documentSearch}
          onChange={(event) => setDocumentSearch(event.target.value)}
        />
      )}
      {documentText !== '' && documents.data && readable.length === 0 && (
        <p className="text-slate-600">{t(words.screenshotLinkNoDocument)}</p>
      )}
      {readable.length > 0 && (
        <>
          <Select
            label={t(words.screenshotLinkDocument)}
            value={String(documentId)}
            onChange={(event) => setChosen(Number(event.target.value))}
            options={readable.map((document) => ({
              value: String(document.id),
              label: `${document.name} (${document.target_lang})`,
            }))}
          />
          <TextField
            type="search"
            label={t(words.screenshotLinkSearch)}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </>
      )}
      <FailureAlert failed={found} />
      {text !== '' && found.data && (
        <ul aria-label={t(words.screenshotLinkResults)} className="grid gap-1">
          {found.data.records.length === 0 && <li className="text-slate-600">{t(words.screenshotLinkNothing)}</li>}
          {found.data.records.slice(0, SHOWN).map((record) => (
            <li key={record.id} className="grid gap-1 rounded bg-slate-50 p-2">
              <span className="text-slate-900">{record.source}</span>
              <span className="font-mono text-xs break-all text-slate-600">{record.unit_id}</span>
              <span className="flex flex-wrap gap-1">
                <Button
                  size="sm"
                  aria-label={t(words.screenshotLinkToSegmentNamed, { id: record.id })}
                  onClick={() => onLink({ record_id: record.id, key: null, text: record.source })}
                >
                  {t(words.screenshotLinkToSegment)}
                </Button>
                {record.unit_id !== '' && (
                  <Button size="sm" onClick={() => onLink({ record_id: null, key: record.unit_id, text: undefined })}>
                    {t(words.screenshotLinkToKey, { key: record.unit_id })}
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (key.trim() === '') return;
          onLink({ record_id: null, key: key.trim(), text: undefined });
          setKey('');
        }}
      >
        <TextField
          label={t(words.screenshotLinkKeyField)}
          value={key}
          onChange={(event) => setKey(event.target.value)}
        />
        <Button type="submit" size="sm" disabled={key.trim() === ''}>
          {t(words.screenshotLinkKeyButton)}
        </Button>
      </form>
    </section>
  );
}
