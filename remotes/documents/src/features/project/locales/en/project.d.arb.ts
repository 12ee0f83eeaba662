// The messages of project.arb, as its module exports them: written by scripts/catalog-types.ts.
import type { Message } from '@tessera/shared/i18n/catalog';
/** Label of a progress bar of a document, a language or a project: the segments that have a translation; the figures "3 / 5" follow it. */
export declare const projectFiguresTranslatedSegments: Message<'project'>;
/** Label of a progress bar of a document, a language or a project: the words that have a translation; the figures "3 / 5" follow it. */
export declare const projectFiguresTranslatedWords: Message<'project'>;
/** Accessible name of the progress bar of the segments that have a translation. {name} is what it counts: a document's file name, a project's name or a language ("German (de)"). */
export declare const projectFiguresTranslatedSegmentsOf: Message<'project'>;
/** Accessible name of the progress bar of the words that have a translation. {name} is what it counts: a document's file name, a project's name or a language ("German (de)"). */
export declare const projectFiguresTranslatedWordsOf: Message<'project'>;
/** Label of a progress bar of a document, a language or a project: the segments confirmed by the translator (reviewed ones included); the figures "3 / 5" follow it. */
export declare const projectFiguresConfirmedSegments: Message<'project'>;
/** Label of a progress bar of a document, a language or a project: the words confirmed by the translator (reviewed ones included); the figures "3 / 5" follow it. */
export declare const projectFiguresConfirmedWords: Message<'project'>;
/** Accessible name of the progress bar of the segments confirmed by the translator (reviewed ones included). {name} is what it counts: a document's file name, a project's name or a language ("German (de)"). */
export declare const projectFiguresConfirmedSegmentsOf: Message<'project'>;
/** Accessible name of the progress bar of the words confirmed by the translator (reviewed ones included). {name} is what it counts: a document's file name, a project's name or a language ("German (de)"). */
export declare const projectFiguresConfirmedWordsOf: Message<'project'>;
/** Label of a progress bar of a document, a language or a project: the segments confirmed by a reviewer; the figures "3 / 5" follow it. */
export declare const projectFiguresReviewedSegments: Message<'project'>;
/** Label of a progress bar of a document, a language or a project: the words confirmed by a reviewer; the figures "3 / 5" follow it. */
export declare const projectFiguresReviewedWords: Message<'project'>;
/** Accessible name of the progress bar of the segments confirmed by a reviewer. {name} is what it counts: a document's file name, a project's name or a language ("German (de)"). */
export declare const projectFiguresReviewedSegmentsOf: Message<'project'>;
/** Accessible name of the progress bar of the words confirmed by a reviewer. {name} is what it counts: a document's file name, a project's name or a language ("German (de)"). */
export declare const projectFiguresReviewedWordsOf: Message<'project'>;
/** A target language named with its code, as the project page groups documents by it: "German (de)". {name} is the language's name, {code} its code. */
export declare const projectLanguageLabel: Message<'project'>;
/** Shown while the project's documents load. */
export declare const projectDocumentsLoading: Message<'project'>;
/** Title of the empty state of a project without documents. */
export declare const projectDocumentsNoneTitle: Message<'project'>;
/** Text of the empty state of a project without documents. */
export declare const projectDocumentsNoneText: Message<'project'>;
/** Accessible name of the table of a project's documents (a project with one target language). */
export declare const projectDocumentsTable: Message<'project'>;
/** Heading of the documents of one target language on the project page. {language} is the language ("German (de)"); {count} the number of its documents. */
export declare const projectDocumentsLanguageHeading: Message<'project'>;
/** Shown under a target language of the project that has no documents. */
export declare const projectDocumentsNoneInLanguage: Message<'project'>;
/** Accessible name of the table of the documents of one target language. {language} is the language ("German (de)"). */
export declare const projectDocumentsInLanguage: Message<'project'>;
/** Column header of the project's documents table: the document's file name. */
export declare const projectDocumentsDocument: Message<'project'>;
/** Column header of the project's documents table: whether the file was read. A narrow column. */
export declare const projectDocumentsStatus: Message<'project'>;
/** Column header of the project's documents table: the share of words confirmed. */
export declare const projectDocumentsProgress: Message<'project'>;
/** Column header of the project's documents table: the document's quality score (LQA). A narrow column. */
export declare const projectDocumentsQuality: Message<'project'>;
/** In a document's progress cell while its file is still being read. */
export declare const projectDocumentsCountedOnceRead: Message<'project'>;
/** Button beside a document that could not be read (an import cut short, a file refused): opens the upload dialog to send its file again. */
export declare const projectDocumentsUploadAgain: Message<'project'>;
/** Accessible name of the Upload again button. {name} is the document's name. */
export declare const projectDocumentsUploadAgainOf: Message<'project'>;
/** Accessible name of a document's progress bar (its confirmed words). {name} is the document's file name, with its language in brackets when the project has several. */
export declare const projectDocumentsProgressOf: Message<'project'>;
/** Beside a document's progress bar: its words confirmed out of all its words. {approved} and {totalShown} are the numbers, formatted; {total} the number of all words, for the plural. */
export declare const projectDocumentsWordsConfirmed: Message<'project'>;
/** Accessible name of the button that shows a document's six progress figures. {name} is the document's file name. */
export declare const projectDocumentsDetailsOf: Message<'project'>;
/** Button that shows a document's six progress figures (segments and words translated, confirmed, reviewed). A small button in the row. */
export declare const projectDocumentsDetails: Message<'project'>;
/** Button that hides a document's six progress figures again. A small button in the row. */
export declare const projectDocumentsLess: Message<'project'>;
/** Label of the toolbar above the project's documents: the search box and the filters. */
export declare const projectDocumentsFilters: Message<'project'>;
/** Accessible name of the search box above the project's documents (a part of a file name). */
export declare const projectDocumentsSearch: Message<'project'>;
/** Label of the filter by target language above the project's documents, and header of the column of each document's target language. A narrow column. */
export declare const projectDocumentsLanguage: Message<'project'>;
/** Option of the language filter: the documents of every target language. */
export declare const projectDocumentsAllLanguages: Message<'project'>;
/** Option of the status filter: documents in any state. */
export declare const projectDocumentsAllStates: Message<'project'>;
/** Option of the status filter: documents whose files are still being read. */
export declare const projectDocumentsImporting: Message<'project'>;
/** Option of the status filter: documents whose files have been read. */
export declare const projectDocumentsRead: Message<'project'>;
/** Option of the status filter: documents whose files could not be read. */
export declare const projectDocumentsUnreadable: Message<'project'>;
/** Under the project's documents table when the search and filters leave none. */
export declare const projectDocumentsNoMatch: Message<'project'>;
/** Accessible name of the pagination under the project's documents. */
export declare const projectDocumentsPages: Message<'project'>;
/** Column header of the project's documents table: when the document last changed (a segment saved). Sortable. */
export declare const projectDocumentsUpdated: Message<'project'>;
