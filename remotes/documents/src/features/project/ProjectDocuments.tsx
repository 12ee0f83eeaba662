/**
 * The project's documents with their progress, a page at a time: sorted, filtered and counted by the server, so a
 * project of a thousand files in twenty languages lists as fast as one of ten. A project with several target
 * languages first shows each language's progress added up (from the project's progress), then one table of its
 * documents, filtered by language, state and name. Each document shows one bar (its confirmed words) and its six
 * figures on demand.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { sameLanguageCode } from '@tessera/shared';
import type {
  Document,
  ProgressFigures,
  Project,
  ProjectDocument,
  ProjectDocumentPage,
  ProjectProgress,
} from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import { type Translate } from '@tessera/shared/i18n/catalog';
import {
  Button,
  EmptyState,
  ProcessingBadge,
  ProgressBar,
  Select,
  Spinner,
  TBody,
  THead,
  Table,
  Td,
  Th,
  Tr,
  languagePair,
  linkClass,
} from '@tessera/shared/ui';
import { Pagination, SearchToolbar, SortHeader } from '@tessera/shared/ui/lists';
import { languageName } from '@tessera/shared/ui/language-fields';
import { documentPath } from '../../common/paths.ts';
import { QualityCell } from '../../common/QualityVerdict.tsx';
import { ReviewMarks } from '../../common/ReviewMarks.tsx';
import { PackageOut } from '../../common/PackageOut.tsx';
import { ProgressFiguresBars } from './ProgressFiguresBars.tsx';
import { isImporting } from './queries.ts';
import { PROJECT_DOCUMENTS_PAGE_SIZE, type DocumentsView } from './useDocumentsView.ts';
import { useMessages } from './i18n.ts';
import * as projectWords from './locales/en/project.arb';

/** Opens the upload of a document's file again (a manager's, for a document that could not be read). */
type UploadAgain = (document: Document) => void;
type LanguageFigures = ProjectProgress['languages'][number];

/** "German (de)", in the active locale (`t`: this feature's `useMessages()`); the code alone when no language is known by it. */
export const languageLabel = (code: string, t: Translate<'project'>) => {
  const name = languageName(code);
  return name ? t(projectWords.projectLanguageLabel, { name, code }) : code;
};

export function ProjectDocuments({
  project,
  view,
  page,
  languages,
  onUploadAgain,
}: {
  project: Project;
  view: DocumentsView;
  page: Pick<UseQueryResult<ProjectDocumentPage>, 'data' | 'isPending' | 'isPlaceholderData'>;
  /** Each target language's figures (the project's progress); undefined while they are counted. */
  languages: readonly LanguageFigures[] | undefined;
  onUploadAgain?: UploadAgain | undefined;
}) {
  const t = useMessages();
  if (page.isPending || !page.data) return <Spinner label={t(projectWords.projectDocumentsLoading)} />;
  const { records, total_rows, summary } = page.data;
  if (summary.documents === 0)
    return (
      <EmptyState title={t(projectWords.projectDocumentsNoneTitle)}>
        {t(projectWords.projectDocumentsNoneText)}
      </EmptyState>
    );
  const several = project.target_langs.length > 1;
  const groups = byTargetLanguage(project, languages ?? []);
  return (
    <div className="grid gap-4">
      {several && (
        <div className="grid gap-3">
          {groups.map((group) => (
            <LanguageSummary key={group.language} group={group} counted={languages !== undefined} />
          ))}
        </div>
      )}
      <div>
        <SearchToolbar
          label={t(projectWords.projectDocumentsFilters)}
          searchLabel={t(projectWords.projectDocumentsSearch)}
          value={view.paged.searchInput}
          onSearch={view.paged.onSearchInput}
          updating={page.isPlaceholderData}
        >
          {several && (
            <Select
              label={t(projectWords.projectDocumentsLanguage)}
              value={view.language}
              onChange={(event) => view.setFilter('language', event.target.value)}
              options={[
                { value: '', label: t(projectWords.projectDocumentsAllLanguages) },
                ...groups.map((group) => ({ value: group.language, label: languageLabel(group.language, t) })),
              ]}
            />
          )}
          <Select
            label={t(projectWords.projectDocumentsStatus)}
            value={view.status ?? ''}
            onChange={(event) => view.setFilter('status', event.target.value)}
            options={[
              { value: '', label: t(projectWords.projectDocumentsAllStates) },
              { value: 'importing', label: t(projectWords.projectDocumentsImporting) },
              { value: 'done', label: t(projectWords.projectDocumentsRead) },
              { value: 'error', label: t(projectWords.projectDocumentsUnreadable) },
            ]}
          />
        </SearchToolbar>
        <DocumentsTable
          label={
            view.language
              ? t(projectWords.projectDocumentsInLanguage, { language: languageLabel(view.language, t) })
              : t(projectWords.projectDocumentsTable)
          }
          view={view}
          documents={records}
          several={several}
          onUploadAgain={onUploadAgain}
        />
        {records.length === 0 && (
          <p className="px-4 py-3 text-sm text-slate-500">{t(projectWords.projectDocumentsNoMatch)}</p>
        )}
        <Pagination
          label={t(projectWords.projectDocumentsPages)}
          page={view.paged.page}
          pageSize={PROJECT_DOCUMENTS_PAGE_SIZE}
          totalRows={total_rows}
          onPageChange={(next) => view.paged.update({ page: next })}
        />
      </div>
    </div>
  );
}

type LanguageGroup = { language: string; figures: LanguageFigures | undefined };

/**
 * The project's target languages in its order, each with its figures; a language the project does not name that
 * documents are in (moved in from elsewhere) after them.
 */
export function byTargetLanguage(
  project: Pick<Project, 'target_langs'>,
  languages: readonly LanguageFigures[],
): LanguageGroup[] {
  const groups: LanguageGroup[] = project.target_langs.map((language) => ({ language, figures: undefined }));
  for (const figures of languages) {
    const group = groups.find((candidate) => sameLanguageCode(candidate.language, figures.target_lang));
    if (!group) groups.push({ language: figures.target_lang, figures });
    else group.figures = group.figures ? addedUp(group.figures, figures) : figures;
  }
  return groups;
}

/** Two forms of one language (de, de-DE) counted as one. */
const addedUp = (one: LanguageFigures, other: LanguageFigures): LanguageFigures => ({
  ...sumFigures([one, other]),
  target_lang: one.target_lang,
  documents: one.documents + other.documents,
});

/** A target language's documents added up: how many, and their progress. */
function LanguageSummary({ group, counted }: { group: LanguageGroup; counted: boolean }) {
  const t = useMessages();
  const label = languageLabel(group.language, t);
  const count = group.figures?.documents ?? 0;
  return (
    <section aria-label={label} className="grid gap-2">
      <h3 className="px-4 pt-2 text-sm font-semibold text-slate-800">
        {t(projectWords.projectDocumentsLanguageHeading, { language: label, count })}
      </h3>
      {counted && count === 0 ? (
        <p className="px-4 text-xs text-slate-500">{t(projectWords.projectDocumentsNoneInLanguage)}</p>
      ) : (
        group.figures && (
          <div className="px-4">
            <ProgressFiguresBars figures={group.figures} name={label} />
          </div>
        )
      )}
    </section>
  );
}

/** The figures of several documents added up. */
export function sumFigures(all: readonly ProgressFigures[]): ProgressFigures {
  const zero = () => ({ total: 0, translated: 0, approved: 0, reviewed: 0 });
  return all.reduce(
    (sum, figures) => ({
      segments: {
        total: sum.segments.total + figures.segments.total,
        translated: sum.segments.translated + figures.segments.translated,
        approved: sum.segments.approved + figures.segments.approved,
        reviewed: sum.segments.reviewed + figures.segments.reviewed,
      },
      words: {
        total: sum.words.total + figures.words.total,
        translated: sum.words.translated + figures.words.translated,
        approved: sum.words.approved + figures.words.approved,
        reviewed: sum.words.reviewed + figures.words.reviewed,
      },
    }),
    { segments: zero(), words: zero() },
  );
}

/** `several`: the project has several target languages, so each row says its own and each bar names it. */
function DocumentsTable({
  label,
  view,
  documents,
  several,
  onUploadAgain,
}: {
  label: string;
  view: DocumentsView;
  documents: readonly ProjectDocument[];
  several: boolean;
  onUploadAgain: UploadAgain | undefined;
}) {
  const t = useMessages();
  const f = useFormats();
  return (
    <Table label={label}>
      <THead>
        <Tr>
          <SortHeader column="name" sorting={view.sorting}>
            {t(projectWords.projectDocumentsDocument)}
          </SortHeader>
          {several && (
            <SortHeader column="language" sorting={view.sorting} className="w-32">
              {t(projectWords.projectDocumentsLanguage)}
            </SortHeader>
          )}
          <Th className="w-28">{t(projectWords.projectDocumentsStatus)}</Th>
          <SortHeader column="progress" sorting={view.sorting} className="w-96">
            {t(projectWords.projectDocumentsProgress)}
          </SortHeader>
          <Th className="w-72">{t(projectWords.projectDocumentsQuality)}</Th>
          <SortHeader column="updated" sorting={view.sorting} className="w-44">
            {t(projectWords.projectDocumentsUpdated)}
          </SortHeader>
        </Tr>
      </THead>
      <TBody>
        {documents.map((document) => (
          <Tr key={document.id}>
            <Td>
              <Link className={linkClass} to={documentPath(document.id)}>
                {document.name}
              </Link>
              <span className="ms-2 text-xs text-slate-500">
                {languagePair(document.source_lang, document.target_lang)}
              </span>
              <ReviewMarks document={document} />
            </Td>
            {several && <Td>{languageLabel(document.target_lang, t)}</Td>}
            <Td>
              <div className="flex flex-wrap items-center gap-1">
                <ProcessingBadge status={document.status} />
                {document.handoff && <PackageOut handoff={document.handoff} as="badge" />}
              </div>
            </Td>
            <Td>
              {document.status === 'error' ? (
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-xs text-red-700">{document.processing_error}</span>
                  {onUploadAgain && (
                    <Button
                      size="sm"
                      aria-label={t(projectWords.projectDocumentsUploadAgainOf, { name: document.name })}
                      onClick={() => onUploadAgain(document)}
                    >
                      {t(projectWords.projectDocumentsUploadAgain)}
                    </Button>
                  )}
                </div>
              ) : isImporting(document) ? (
                <span className="text-xs text-slate-500">{t(projectWords.projectDocumentsCountedOnceRead)}</span>
              ) : (
                <DocumentProgress
                  figures={document.progress}
                  name={several ? `${document.name} (${document.target_lang})` : document.name}
                />
              )}
            </Td>
            <Td>
              <QualityCell quality={document.quality} documentId={document.id} />
            </Td>
            <Td className="text-xs text-slate-600">{f.dateTime(document.updated_at)}</Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}

/** One bar, the share of the words confirmed, and the six figures behind it when the person asks for them. */
function DocumentProgress({ figures, name }: { figures: ProgressFigures; name: string }) {
  const t = useMessages();
  const f = useFormats();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const { approved, total } = figures.words;
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-2 text-xs text-slate-600">
        <div className="min-w-24 flex-1">
          <ProgressBar
            value={total === 0 ? 0 : approved / total}
            label={t(projectWords.projectDocumentsProgressOf, { name })}
          />
        </div>
        <span className="whitespace-nowrap tabular-nums">
          {t(projectWords.projectDocumentsWordsConfirmed, {
            approved: f.number(approved),
            total,
            totalShown: f.number(total),
          })}
        </span>
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={open}
          aria-controls={open ? detailsId : undefined}
          aria-label={t(projectWords.projectDocumentsDetailsOf, { name })}
          onClick={() => setOpen(!open)}
        >
          {open ? t(projectWords.projectDocumentsLess) : t(projectWords.projectDocumentsDetails)}
        </Button>
      </div>
      {open && (
        <div id={detailsId}>
          <ProgressFiguresBars figures={figures} name={name} />
        </div>
      )}
    </div>
  );
}
