// The messages of profile.arb, as its module exports them: written by scripts/catalog-types.ts.
import type { Message } from '@tessera/shared/i18n/catalog';
/** Title of one's profile screen. */
export declare const profileTitle: Message<'profile'>;
/** Subtitle of the profile screen. {username} is one's username, {email} one's email address, {role} one's role (e.g. manager). */
export declare const profileSubtitle: Message<'profile'>;
/** Title of the profile card where one sets a display name. */
export declare const profileNameTitle: Message<'profile'>;
/** Accessible name of the form on the profile screen that sets the display name. */
export declare const profileNameForm: Message<'profile'>;
/** Confirmation after saving one's display name. {name} is how lists now name one (e.g. Ana María López (ana)). */
export declare const profileNameSaved: Message<'profile'>;
/** Label of the display name field on the profile screen. */
export declare const profileDisplayName: Message<'profile'>;
/** Hint under the display name field. {username} is one's username. */
export declare const profileDisplayNameHint: Message<'profile'>;
/** Button that saves the display name. */
export declare const profileSaveName: Message<'profile'>;
/** Title of the profile card of one's API tokens. */
export declare const profileTokensTitle: Message<'profile'>;
/** Explanation in the API tokens card. {header} is the HTTP header, shown as code: Authorization: Bearer … */
export declare const profileTokensText: Message<'profile'>;
/** Accessible name of the form that creates an API token. */
export declare const profileNewTokenForm: Message<'profile'>;
/** Label of the name field of a new API token. */
export declare const profileTokenName: Message<'profile'>;
/** Label of the choice of what a new API token may do (read, or read and write). */
export declare const profileTokenScope: Message<'profile'>;
/** Scope of an API token: it may only read. */
export declare const profileScopeRead: Message<'profile'>;
/** Scope of an API token: it may read and change. */
export declare const profileScopeWrite: Message<'profile'>;
/** Label of the choice of how long a new API token lasts. */
export declare const profileTokenExpiry: Message<'profile'>;
/** Lifetime of a new API token: one year. */
export declare const profileExpiryOneYear: Message<'profile'>;
/** Lifetime of a new API token in days. {days} is the number of days (e.g. 30). */
export declare const profileExpiryDays: Message<'profile'>;
/** Button that creates an API token. */
export declare const profileCreateToken: Message<'profile'>;
/** Title above a newly created API token. {name} is the name given to the token. */
export declare const profileTokenCreated: Message<'profile'>;
/** Note beside a newly created API token. */
export declare const profileTokenCopyNote: Message<'profile'>;
/** Accessible name of the field that shows a newly created API token. */
export declare const profileNewToken: Message<'profile'>;
/** Accessible name of the table of one's API tokens. */
export declare const profileTokensList: Message<'profile'>;
/** Shown in place of the API tokens table when one has none. */
export declare const profileNoTokens: Message<'profile'>;
/** Title of the profile card where one changes the password. */
export declare const profilePasswordTitle: Message<'profile'>;
/** Accessible name of the form that changes the password. */
export declare const profilePasswordForm: Message<'profile'>;
/** Confirmation after changing the password. */
export declare const profilePasswordChanged: Message<'profile'>;
/** Confirmation after changing the password when one also chose to revoke one's API tokens. */
export declare const profilePasswordChangedTokensRevoked: Message<'profile'>;
/** Label of the current password field when changing the password. */
export declare const profileCurrentPassword: Message<'profile'>;
/** Label of the new password field when changing the password (a second field repeats it). */
export declare const profileNewPassword: Message<'profile'>;
/** Checkbox when changing the password: revoke every API token too. */
export declare const profileRevokeTokens: Message<'profile'>;
/** Button that changes the password. */
export declare const profileChangePassword: Message<'profile'>;
/** Title of the profile card about signed-in sessions. */
export declare const profileSessionsTitle: Message<'profile'>;
/** Explanation beside the "Sign out everywhere" button. */
export declare const profileSessionsText: Message<'profile'>;
/** Button that ends every session of the signed-in person. */
export declare const profileSignOutEverywhere: Message<'profile'>;
/** Title of the profile card where one chooses the interface's language. */
export declare const profileLanguageTitle: Message<'profile'>;
/** Text of the profile card of the interface's language, above the picker. */
export declare const profileLanguageHint: Message<'profile'>;
/** Confirmation after choosing the interface's language in the profile. */
export declare const profileLanguageSaved: Message<'profile'>;
