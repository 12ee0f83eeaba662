// The messages of client-errors.arb, as its module exports them: written by scripts/catalog-types.ts.
import type { Message } from '@tessera/shared/i18n/catalog';
/** A call to the server got no answer at all (offline, server down). Said in error toasts and alerts on every screen. */
export declare const serverUnreachable: Message<'client-errors'>;
/** What a screen acted on (a project, a document, a glossary entry…) is gone: the server answered that it does not exist. Said in error toasts and alerts when the screen has no more precise words. */
export declare const notFound: Message<'client-errors'>;
/** The server refused an action because the signed-in person may not do it. Said in error toasts and alerts. */
export declare const permissionDenied: Message<'client-errors'>;
/** The server answered with an error but said nothing about it. {status} is the HTTP status code, a number such as 502. */
export declare const serverError: Message<'client-errors'>;
/** An action failed for a reason nothing more is known about. */
export declare const somethingWentWrong: Message<'client-errors'>;
/** Signing in failed for a reason nothing more is known about (shown on the sign-in form). */
export declare const signInFailed: Message<'client-errors'>;
/** A call was refused because the person's session has ended (signed out elsewhere, or expired); a dialog to sign in again shows beside it. Said in error toasts and alerts. */
export declare const notSignedIn: Message<'client-errors'>;
