// The messages of standalone.arb, as its module exports them: written by scripts/catalog-types.ts.
import type { Message } from '@tessera/shared/i18n/catalog';
/** Developers' strip atop a remote run on its own, answered by the in-page mock API (msw). */
export declare const standaloneMockApi: Message<'standalone'>;
/** Developers' strip atop a remote run on its own, answered by a real API server. */
export declare const standaloneRealApi: Message<'standalone'>;
/** Button of the developers' strip of a remote run on its own that signs out. */
export declare const standaloneLogOut: Message<'standalone'>;
/** Spinner of a remote run on its own while it starts (reads the signed-in user). */
export declare const standaloneStarting: Message<'standalone'>;
/** Title of the home page of a remote run on its own, which has no home screen. */
export declare const standaloneHomeTitle: Message<'standalone'>;
/** Text of that page. route: the remote's route name ("glossary"), a code identifier. */
export declare const standaloneHomeText: Message<'standalone'>;
/** Link of that page to the remote's screen. path: its URL path ("/glossary/1"). */
export declare const standaloneHomeBack: Message<'standalone'>;
/** Title of the sign-in form of a remote run on its own. */
export declare const standaloneSignInTitle: Message<'standalone'>;
/** Note on that form with the mock API's accounts. admin, manager, user: their email addresses; password: their password. */
export declare const standaloneMockAccounts: Message<'standalone'>;
