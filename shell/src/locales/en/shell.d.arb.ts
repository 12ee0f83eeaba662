// The messages of shell.arb, as its module exports them: written by scripts/catalog-types.ts.
import type { Message } from '@tessera/shared/i18n/catalog';
/** A person's role in Tessera, as the top bar's badge, the profile and an invitation show it (lower case in English). {role} is the role's code; the other branch shows an unknown role as is. In the top bar a small badge. */
export declare const roleName: Message<'shell'>;
/** Button where a screen or a home section could not be loaded: tries to load it again. */
export declare const remoteRetry: Message<'shell'>;
/** Shown in place of a screen (what=screen) or of a home section (other) built for a newer Tessera than the one running. {pkg} is a software package's name (e.g. @tessera/shared), {required} the version range it needs (e.g. ^2.0.0), {provided} the version this app has (e.g. 1.4.0). */
export declare const skewRemoteNewer: Message<'shell'>;
/** Shown in place of a screen (what=screen) or of a home section (other) built for an older Tessera than the one running. {pkg} is a software package's name (e.g. @tessera/shared), {required} the version range it needs (e.g. ^1.0.0), {provided} the version this app has (e.g. 2.0.0). */
export declare const skewRemoteOlder: Message<'shell'>;
/** Shown while the translation memory screen loads. */
export declare const screenLoadingTm: Message<'shell'>;
/** Title shown in place of the translation memory screen when it could not be loaded. */
export declare const screenFailedTm: Message<'shell'>;
/** Shown while a document or project screen (editor, QA, project) loads. */
export declare const screenLoadingDocuments: Message<'shell'>;
/** Title shown in place of a document or project screen (editor, QA, project) when it could not be loaded. */
export declare const screenFailedDocuments: Message<'shell'>;
/** Shown while the glossary screen loads. */
export declare const screenLoadingGlossary: Message<'shell'>;
/** Title shown in place of the glossary screen when it could not be loaded. */
export declare const screenFailedGlossary: Message<'shell'>;
/** Shown while the users or settings screen (administration) loads. */
export declare const screenLoadingUsers: Message<'shell'>;
/** Title shown in place of the users or settings screen (administration) when it could not be loaded. */
export declare const screenFailedUsers: Message<'shell'>;
/** Explanation under the title of a screen that could not be loaded, above a Retry button. */
export declare const screenFailedText: Message<'shell'>;
/** Title of the page shown for an address that leads nowhere. */
export declare const notFoundTitle: Message<'shell'>;
/** Text of the page shown for an address that leads nowhere. {link} is a link whose text is "Go to the home page". */
export declare const notFoundText: Message<'shell'>;
/** Link on the page-not-found page to the home screen. */
export declare const notFoundHomeLink: Message<'shell'>;
/** Accessible name of the main navigation in the top bar. */
export declare const topBarMainNav: Message<'shell'>;
/** Top bar link to the home screen. The top bar has little room. */
export declare const topBarHome: Message<'shell'>;
/** Top bar link to the users screen (admins). The top bar has little room. */
export declare const topBarUsers: Message<'shell'>;
/** Top bar link to the settings screen (admins, machine translation managers). The top bar has little room. */
export declare const topBarSettings: Message<'shell'>;
/** Accessible name of the top bar group with the signed-in person, their role and the log out button. */
export declare const topBarCurrentUser: Message<'shell'>;
/** Accessible name of the top bar link to one's profile. {username} is the signed-in person's username. */
export declare const topBarProfileOf: Message<'shell'>;
/** Top bar button that signs out. The top bar has little room. */
export declare const topBarLogOut: Message<'shell'>;
/** Top bar button that opens the notifications (with nothing unread), and the name of the panel it opens. */
export declare const notificationsTitle: Message<'shell'>;
/** Accessible name of the top bar notifications button when some are unread. {count} is the number of unread notifications. */
export declare const notificationsUnreadLabel: Message<'shell'>;
/** Text of the top bar notifications button when some are unread. {count} is the number of unread notifications (formatted). */
export declare const notificationsCount: Message<'shell'>;
/** Read out by screen readers when a notification arrives. {document} is the file name, {language} its target language (e.g. German), {text} what happened (e.g. "mia assigned you the review"). */
export declare const notificationsAnnouncement: Message<'shell'>;
/** Shown in the notifications panel when there are none. */
export declare const notificationsNone: Message<'shell'>;
/** Read by screen readers only, after an unread notification in the panel (unread ones are tinted). */
export declare const notificationsUnread: Message<'shell'>;
/** Button in the notifications panel that marks every notification as read. */
export declare const notificationsMarkAllRead: Message<'shell'>;
/** A notification in the top bar's list (and read out when it arrives): someone mentioned the reader in a comment. {by} is none when nobody is named, else {who} is the person ("Ana López (ana)"). */
export declare const notificationMentioned: Message<'shell'>;
/** A notification in the top bar's list: someone assigned the reader a workflow step. {by} is none when nobody is named, else {who} is the person; {step} is the step (translation, review, review2 for the second review; other when unknown). */
export declare const notificationAssigned: Message<'shell'>;
/** A notification in the top bar's list: the reader's workflow step can start because the step before was delivered. {step} is the reader's step (translation, review, review2 for the second review; other when unknown); {by} is none when nobody is named, else {who} is who delivered. */
export declare const notificationActivated: Message<'shell'>;
/** A notification in the top bar's list: someone returned the document to the reader's step with rejected segments. {by} is none when nobody is named, else {who} is the person; {step} is the step it went back to (translation, review, review2 for the second review; other when unknown). */
export declare const notificationReturned: Message<'shell'>;
/** A notification in the top bar's list: someone delivered a workflow step. {by} is none when nobody is named, else {who} is the person; {step} is the step (translation, review, review2 for the second review; other when unknown). */
export declare const notificationDelivered: Message<'shell'>;
/** A notification in the top bar's list: the reader's workflow step is due within a day. {step} is the step (translation, review, review2 for the second review; other when unknown). */
export declare const notificationDeadline: Message<'shell'>;
