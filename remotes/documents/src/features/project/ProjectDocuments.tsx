/**
 * The project's documents with their progress. A project with several target languages lists them by language,
 * each language with its documents' progress added up; one with a single target language, in one table. Each
 * document shows one bar (its confirmed words) and its six figures on demand, so that twenty documents in two
 * languages stay readable.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { sameLanguageCode } from '@tessera/shared';
import type { Document, DocumentQuality, ProgressFigures, Project } from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import { type Translate } from '@tessera/shared/i18n/catalog';
import {
  Button,
  EmptyState,
  ProcessingBadge,
  ProgressBar,
  Spinner,
  TBody,
  Table,
  Td,
  Tr,
  languagePair,
  linkClass,
} from '@tessera/shared/ui';
import { languageName } from '@tessera/shared/ui/language-fields';
import { documentPath } from '../../common/paths.ts';
import { QualityCell } from '../../common/QualityVerdict.tsx';
import { ReviewMarks } from '../../common/ReviewMarks.tsx';
import { ProgressFiguresBars } from './ProgressFiguresBars.tsx';
import { isImporting } from './queries.ts';
import { useMessages } from './i18n.ts';
import * as projectWords from './locales/en/project.arb';

type FiguresOf = (documentId: number) => ProgressFigures | undefined;
type QualityOf = (documentId: number) => DocumentQuality | undefined;
/** Opens the upload of a document's file again (a manager's, for a document that could not be read). */
type UploadAgain = (document: Document) => void;

/** "German (de)", in the active locale (`t`: this feature's `useMessages()`); the code alone when no language is known by it. */
export const languageLabel = (code: string, t: Translate<'project'>) => {
  const name = languageName(code);
  return name ? t(projectWords.projectLanguageLabel, { name, code }) : code;
};

export function ProjectDocuments({
  project,
  documents,
  loading,
  figuresOf,
  qualityOf,
  onUploadAgain,
}: {
  project: Project;
  documents: Document[];
  loading: boolean;
  figuresOf: FiguresOf;
  qualityOf: QualityOf;
  onUploadAgain?: UploadAgain | undefined;
}) {
  const t = useMessages();
  if (loading) return <Spinner label={t(projectWords.projectDocumentsLoading)} />;
  if (documents.length === 0)
    return (
      <EmptyState title={t(projectWords.projectDocumentsNoneTitle)}>
        {t(projectWords.projectDocumentsNoneText)}
      </EmptyState>
    );
  if (project.target_langs.length === 1)
    return (
      <DocumentsTable
        label={t(projectWords.projectDocumentsTable)}
        documents={documents}
        figuresOf={figuresOf}
        qualityOf={qualityOf}
        onUploadAgain={onUploadAgain}
      />
    );
  return (
    <div className="grid gap-4">
      {byTargetLanguage(project, documents).map(({ language, documents: inLanguage }) => (
        <LanguageGroup
          key={language}
          language={language}
          documents={inLanguage}
          figuresOf={figuresOf}
          qualityOf={qualityOf}
          onUploadAgain={onUploadAgain}
        />
      ))}
    </div>
  );
}

/**
 * The documents by target language, in the project's order of its languages; a document in a language the project
 * does not name (moved in from elsewhere) under its own, after them.
 */
export function byTargetLanguage(project: Pick<Project, 'target_langs'>, documents: readonly Document[]) {
  const groups = project.target_langs.map((language) => ({ language, documents: [] as Document[] }));
  for (const document of documents) {
    let group = groups.find((candidate) => sameLanguageCode(candidate.language, document.target_lang));
    if (!group) {
      group = { language: document.target_lang, documents: [] };
      groups.push(group);
    }
    group.documents.push(document);
  }
  return groups;
}

function LanguageGroup({
  language,
  documents,
  figuresOf,
  qualityOf,
  onUploadAgain,
}: {
  language: string;
  documents: Document[];
  figuresOf: FiguresOf;
  qualityOf: QualityOf;
  onUploadAgain: UploadAgain | undefined;
}) {
  const t = useMessages();
  const label = languageLabel(language, t);
  const figures = documents.map((document) => figuresOf(document.id));
  const counted = figures.every((each) => each !== undefined) ? sumFigures(figures as ProgressFigures[]) : undefined;
  return (
    <section aria-label={label} className="grid gap-2">
      <h3 className="px-4 pt-2 text-sm font-semibold text-slate-800">
        {t(projectWords.projectDocumentsLanguageHeading, { language: label, count: documents.length })}
      </h3>
      {documents.length === 0 ? (
        <p className="px-4 text-xs text-slate-500">{t(projectWords.projectDocumentsNoneInLanguage)}</p>
      ) : (
        <>
          {counted && (
            <div className="px-4">
              <ProgressFiguresBars figures={counted} name={label} />
            </div>
          )}
          <DocumentsTable
            label={t(projectWords.projectDocumentsInLanguage, { language: label })}
            documents={documents}
            figuresOf={figuresOf}
            qualityOf={qualityOf}
            onUploadAgain={onUploadAgain}
            byLanguage
          />
        </>
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

/** `byLanguage`: the bars name each document with its language, as a file has a document in each. */
function DocumentsTable({
  label,
  documents,
  figuresOf,
  qualityOf,
  onUploadAgain,
  byLanguage = false,
}: {
  label: string;
  documents: Document[];
  figuresOf: FiguresOf;
  qualityOf: QualityOf;
  onUploadAgain: UploadAgain | undefined;
  byLanguage?: boolean;
}) {
  const t = useMessages();
  return (
    <Table
      label={label}
      columns={[
        t(projectWords.projectDocumentsDocument),
        [t(projectWords.projectDocumentsStatus), 'w-28'],
        [t(projectWords.projectDocumentsProgress), 'w-96'],
        [t(projectWords.projectDocumentsQuality), 'w-72'],
      ]}
    >
      <TBody>
        {documents.map((document) => {
          const figures = figuresOf(document.id);
          return (
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
              <Td>
                <ProcessingBadge status={document.status} />
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
                ) : isImporting(document) || !figures ? (
                  <span className="text-xs text-slate-500">{t(projectWords.projectDocumentsCountedOnceRead)}</span>
                ) : (
                  <DocumentProgress
                    figures={figures}
                    name={byLanguage ? `${document.name} (${document.target_lang})` : document.name}
                  />
                )}
              </Td>
              <Td>
                <QualityCell quality={qualityOf(document.id)} documentId={document.id} />
              </Td>
            </Tr>
          );
        })}
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
