// The messages of home-screen.arb, as its module exports them: written by scripts/catalog-types.ts.
import type { Message } from '@tessera/shared/i18n/catalog';
/** Title of the home screen. */
export declare const homeTitle: Message<'home-screen'>;
/** Subtitle of the home screen: what it lists. */
export declare const homeSubtitle: Message<'home-screen'>;
/** Title of the home screen section that lists projects and documents. */
export declare const homeDocumentsTitle: Message<'home-screen'>;
/** Shown while the home screen section of projects and documents loads. */
export declare const homeDocumentsLoading: Message<'home-screen'>;
/** Shown in the home screen section of projects and documents when it could not be loaded. */
export declare const homeDocumentsFailed: Message<'home-screen'>;
/** Title of the home screen section that lists glossaries. */
export declare const homeGlossariesTitle: Message<'home-screen'>;
/** Shown while the home screen section of glossaries loads. */
export declare const homeGlossariesLoading: Message<'home-screen'>;
/** Shown in the home screen section of glossaries when it could not be loaded. */
export declare const homeGlossariesFailed: Message<'home-screen'>;
/** Title of the home screen section that lists translation memories. */
export declare const homeTmsTitle: Message<'home-screen'>;
/** Shown while the home screen section of translation memories loads. */
export declare const homeTmsLoading: Message<'home-screen'>;
/** Shown in the home screen section of translation memories when it could not be loaded. */
export declare const homeTmsFailed: Message<'home-screen'>;
/** Explanation under the title of a home screen section that could not be loaded, above a Retry button. */
export declare const homeSectionFailedText: Message<'home-screen'>;
/** Title of the home screen panel that shows an admin or manager with an empty workspace what to do first. */
export declare const getStartedTitle: Message<'home-screen'>;
/** Introduction of the "Get started" panel, above three numbered steps. */
export declare const getStartedIntro: Message<'home-screen'>;
/** First step of the "Get started" panel, above the "Create a project" button. */
export declare const getStartedProjectStep: Message<'home-screen'>;
/** Button of the "Get started" panel that opens the new-project dialog. */
export declare const getStartedCreateProject: Message<'home-screen'>;
/** Second step of the "Get started" panel (admins only), above the "Invite people" button. */
export declare const getStartedInviteStep: Message<'home-screen'>;
/** Button of the "Get started" panel that opens the users screen to invite people. */
export declare const getStartedInvitePeople: Message<'home-screen'>;
/** Third step of the "Get started" panel, above the "Upload a file" button. The file format names stay as they are. */
export declare const getStartedUploadStep: Message<'home-screen'>;
/** Button of the "Get started" panel that brings the upload button into view. */
export declare const getStartedUpload: Message<'home-screen'>;
/** Button that hides the "Get started" panel for good (for this person in this browser). */
export declare const getStartedDismiss: Message<'home-screen'>;
/** Title of the home screen list of the signed-in person's assigned workflow steps, and the name of its table. */
export declare const myWorkTitle: Message<'home-screen'>;
/** Shown in "My work" when nothing is assigned to the signed-in person. */
export declare const myWorkEmptyTitle: Message<'home-screen'>;
/** Explanation under "Nothing is assigned to you" in "My work". */
export declare const myWorkEmptyText: Message<'home-screen'>;
/** Column header of the "My work" table: the document. */
export declare const myWorkColumnDocument: Message<'home-screen'>;
/** Column header of the "My work" table: the target language. */
export declare const myWorkColumnLanguage: Message<'home-screen'>;
/** Column header of the "My work" table: the workflow step (translation, review). A narrow column. */
export declare const myWorkColumnStep: Message<'home-screen'>;
/** Column header of the "My work" table: the due date. */
export declare const myWorkColumnDue: Message<'home-screen'>;
/** Column header of the "My work" table: how much of the step is done. */
export declare const myWorkColumnProgress: Message<'home-screen'>;
/** Read by screen readers only, right after a document's name in its "My work" link, so that the same file in two languages can be told apart. {language} is the target language (e.g. German). Keep the leading separator. */
export declare const myWorkLinkLanguage: Message<'home-screen'>;
/** Shown under a document in "My work" when it belongs to no project. */
export declare const myWorkNoProject: Message<'home-screen'>;
/** Workflow step in the "My work" table. A narrow column. */
export declare const myWorkStepTranslation: Message<'home-screen'>;
/** Workflow step in the "My work" table. A narrow column. */
export declare const myWorkStepReview: Message<'home-screen'>;
/** Workflow step in the "My work" table: the review after the first review. A narrow column. */
export declare const myWorkStepSecondReview: Message<'home-screen'>;
/** Badge beside a step in "My work" that cannot start yet because the step before is not delivered. */
export declare const myWorkWaiting: Message<'home-screen'>;
/** Shown in the "Due" column of "My work" for a step without due date. */
export declare const myWorkNoDeadline: Message<'home-screen'>;
/** A due date that has passed, in the "Due" column of "My work". {due} is the date and time (e.g. Nov 26, 2026, 5:00 PM). */
export declare const myWorkOverdue: Message<'home-screen'>;
/** Accessible name of the progress bar of a step in "My work". {document} is the file name, {language} the target language (e.g. German), {done} the number of segments done (formatted), {total} the number of segments. */
export declare const myWorkSegmentsDone: Message<'home-screen'>;
/** Under the progress bar of a step in "My work": words done of all words. {done} is the number of words done (formatted), {total} the number of words. */
export declare const myWorkWordsDone: Message<'home-screen'>;
