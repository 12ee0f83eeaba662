// The messages of sign-in.arb, as its module exports them: written by scripts/catalog-types.ts.
import type { Message } from '@tessera/shared/i18n/catalog';
/** Shown while a part of a page loads. */
export declare const loading: Message<'sign-in'>;
/** Heading of the sign-in page. */
export declare const signInTitle: Message<'sign-in'>;
/** Title of the alert shown when the identity provider refused the sign-in; the provider's reason follows it. */
export declare const ssoFailedTitle: Message<'sign-in'>;
/** Title of the note shown after signing out, when the session came from a single sign-on provider. */
export declare const signedOutTitle: Message<'sign-in'>;
/** Note after signing out of Tessera. {provider} is the single sign-on provider's name (e.g. Okta); {signOut} is a link at its end that signs out of the provider too, whose text is the message alsoSignOutOf. Put the link where the language puts it (Japanese: no space before it). */
export declare const stillSignedInAt: Message<'sign-in'>;
/** Text of the link {signOut} in stillSignedInAt, which signs out of the single sign-on provider too. {provider} is its name (e.g. Okta). */
export declare const alsoSignOutOf: Message<'sign-in'>;
/** Accessible name of the list of single sign-on buttons on the sign-in page. */
export declare const singleSignOn: Message<'sign-in'>;
/** Button or link that signs in through a provider or a company directory. {provider} is its name (e.g. Okta, Company directory). */
export declare const signInWith: Message<'sign-in'>;
/** Title of the warning on the sign-in page after an administrator disabled the account. */
export declare const accountDisabledTitle: Message<'sign-in'>;
/** Body of the warning on the sign-in page after an administrator disabled the account. */
export declare const accountDisabledText: Message<'sign-in'>;
/** Heading and accessible name of the company directory (LDAP) sign-in form. {provider} is the directory's name (e.g. Company directory). */
export declare const directoryTitle: Message<'sign-in'>;
/** Label of the directory username field on the company directory sign-in form. */
export declare const directoryUsername: Message<'sign-in'>;
/** Label of the directory password field on the company directory sign-in form. */
export declare const directoryPassword: Message<'sign-in'>;
/** Checkbox on the company directory sign-in form: keep the session after the browser closes. */
export declare const directoryRemember: Message<'sign-in'>;
/** Button that submits the company directory sign-in form. */
export declare const directorySubmit: Message<'sign-in'>;
/** Button on the company directory sign-in form that goes back to the other sign-in options (password, single sign-on). */
export declare const directoryOtherWays: Message<'sign-in'>;
/** Shown while the page an invitation link opens loads the invitation. */
export declare const inviteOpening: Message<'sign-in'>;
/** Heading of the invitation page when the invitation was already used or has expired; the server's reason follows it. */
export declare const inviteGoneTitle: Message<'sign-in'>;
/** Heading of the invitation page when the link names no invitation. */
export declare const inviteInvalidTitle: Message<'sign-in'>;
/** Explanation under "This invitation link is not valid" on the invitation page. */
export declare const inviteInvalidText: Message<'sign-in'>;
/** Heading of the invitation page when the server could not be asked about the invitation; the reason follows it. */
export declare const inviteFailedTitle: Message<'sign-in'>;
/** Link from an unusable invitation to the sign-in page. */
export declare const inviteGoToSignIn: Message<'sign-in'>;
/** Accessible name of the form on the invitation page that creates the account. */
export declare const inviteFormLabel: Message<'sign-in'>;
/** Heading of the invitation page, above the form that creates the account. Tessera is the product name. */
export declare const inviteTitle: Message<'sign-in'>;
/** Text of the invitation page. {role} is the invited person's role in bold (e.g. manager); {email} is the invited email address in bold. */
export declare const inviteIntro: Message<'sign-in'>;
/** Label of the field on the invitation page where the new account's username is chosen. */
export declare const inviteUsername: Message<'sign-in'>;
/** Label of the field on the invitation page where the new account's password is chosen (a second field repeats it). */
export declare const invitePassword: Message<'sign-in'>;
/** Button on the invitation page that creates the account and signs in. */
export declare const inviteCreateAccount: Message<'sign-in'>;
