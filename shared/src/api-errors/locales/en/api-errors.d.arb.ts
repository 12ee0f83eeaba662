// The messages of api-errors.arb, as its module exports them: written by scripts/catalog-types.ts.
import type { Message } from '@tessera/shared/i18n/catalog';
/** An admin disabled the account: said when signing in with the right password, or when a session ends for it. */
export declare const accountDisabled: Message<'api-errors'>;
/** Accepting an invitation was refused: an account already has the invitation's email address. */
export declare const accountEmailExists: Message<'api-errors'>;
/** Generic refusal when what was saved clashes with something that exists already (a name or value that must be unique). */
export declare const alreadyExists: Message<'api-errors'>;
/** Starting a project's analysis was refused: one is already running (someone else may have started it); the page follows that one. {job_id} is that job's number. */
export declare const analysisRunning: Message<'api-errors'>;
/** The API token to revoke or change no longer exists (someone may have revoked it). */
export declare const apiTokenNotFound: Message<'api-errors'>;
/** A request made with an API token was refused: the token may only read, and the request would change something. Keep read as it is (the scope's name). */
export declare const apiTokenReadOnly: Message<'api-errors'>;
/** Saving a segment's translation was refused: it was marked both confirmed and rejected at once. */
export declare const approvedAndRejected: Message<'api-errors'>;
/** Requiring single sign-on was refused: no active admin keeps a password to sign in with when the identity provider fails (the break-glass user). */
export declare const breakGlassUserMissing: Message<'api-errors'>;
/** The comment no longer exists (someone may have deleted it). */
export declare const commentNotFound: Message<'api-errors'>;
/** Changing or deleting someone else's comment was refused. */
export declare const commentNotYours: Message<'api-errors'>;
/** The server cannot reach its database at the moment. */
export declare const databaseUnavailable: Message<'api-errors'>;
/** Sending a package to a desktop tool (OmegaT, Trados, memoQ) was refused: one of its documents is already out in another package. {name} is that document's name. */
export declare const documentAlreadyOut: Message<'api-errors'>;
/** Changing a document whose every workflow step (translation, review) is delivered was refused. */
export declare const documentDelivered: Message<'api-errors'>;
/** The document's file could not be read when it was uploaded, so it cannot be edited. */
export declare const documentFailed: Message<'api-errors'>;
/** The document no longer exists (someone may have deleted it). */
export declare const documentNotFound: Message<'api-errors'>;
/** Downloading a project's files (or a package of them) was refused: one document's file is still being read after its upload, or could not be read. {name} is that document's name. */
export declare const documentNotReadyForDownload: Message<'api-errors'>;
/** Saving a segment was refused: its document was sent out in a package to a translator working in a desktop tool (OmegaT, Trados, memoQ), so it is read-only here until the package comes back or a manager takes it back. */
export declare const documentOutInPackage: Message<'api-errors'>;
/** The document's file is still being read after its upload; it can be worked on once that has finished. */
export declare const documentProcessing: Message<'api-errors'>;
/** Deleting a document was refused because its file is still being read after its upload. */
export declare const documentProcessingDeleteLater: Message<'api-errors'>;
/** Confirming a segment without a translation was refused. */
export declare const emptyTargetApproval: Message<'api-errors'>;
/** Rejecting a segment that has no translation was refused. */
export declare const emptyTargetRejection: Message<'api-errors'>;
/** Creating an API token was refused: its expiry date is not in the future. expires_at is the field's name in the API; keep it as is. */
export declare const expiryInPast: Message<'api-errors'>;
/** An upload was refused because the file has no content. */
export declare const fileEmpty: Message<'api-errors'>;
/** Find and replace was refused: the search pattern matches empty text. find is the field's name in the API; keep it as is. */
export declare const findMatchesEmpty: Message<'api-errors'>;
/** Generic refusal: the signed-in person's role (user, manager, admin) does not allow the action. */
export declare const forbidden: Message<'api-errors'>;
/** Delivering a workflow step despite its blockers (open issues) was refused for someone who is not a manager. */
export declare const forcedDeliveryForbidden: Message<'api-errors'>;
/** The glossary no longer exists (someone may have deleted it). */
export declare const glossaryNotFound: Message<'api-errors'>;
/** Saving a glossary entry failed because another person saved it first (a conflict). */
export declare const glossaryRecordChanged: Message<'api-errors'>;
/** The glossary entry no longer exists (someone may have deleted it). */
export declare const glossaryRecordNotFound: Message<'api-errors'>;
/** The package sent to a desktop tool no longer exists, or is not one of this project's. */
export declare const handoffNotFound: Message<'api-errors'>;
/** Taking a package back was refused: it is no longer out (its return came in, or a manager took it back already). */
export declare const handoffNotOut: Message<'api-errors'>;
/** Uploading a return was refused: this package's return was applied already. A new package carries further work. */
export declare const handoffReturned: Message<'api-errors'>;
/** Uploading a screenshot was refused: its header claims more pixels than are taken. {width} and {height} are its size in pixels, {side} the longest side taken, {megapixels} the most megapixels taken. */
export declare const imageTooLarge: Message<'api-errors'>;
/** Generic error: something unexpected went wrong on the server. */
export declare const internalError: Message<'api-errors'>;
/** A form or request was refused for a reason the interface has no words of its own for: {problem} is the server's English text for it (keep it as it is), said after the field it is about. {field} is the field's name as the screen shows it (else its name in the API, such as target_lang; keep that as is). Several such problems may be joined as a list. */
export declare const invalidRequestServerText: Message<'api-errors'>;
/** A form or request was refused: a value it needs was not given (or left empty). {field} is the field's name as the screen shows it (else its name in the API, such as target_lang; keep that as is). */
export declare const invalidRequestRequired: Message<'api-errors'>;
/** A form or request was refused: a text is shorter than it may be. {minimum} is the fewest characters it takes. {field} is the field's name as the screen shows it (else its name in the API, such as target_lang; keep that as is). */
export declare const invalidRequestTooShort: Message<'api-errors'>;
/** A form or request was refused: a text is longer than it may be. {maximum} is the most characters it takes. {field} is the field's name as the screen shows it (else its name in the API, such as target_lang; keep that as is). */
export declare const invalidRequestTooLong: Message<'api-errors'>;
/** A form or request was refused: a list (of languages, people, ids…) has fewer entries than it needs. {minimum} is the fewest it takes. {field} is the field's name as the screen shows it (else its name in the API, such as target_lang; keep that as is). */
export declare const invalidRequestTooFew: Message<'api-errors'>;
/** A form or request was refused: a list (of languages, people, ids…) has more entries than it may. {maximum} is the most it takes. {field} is the field's name as the screen shows it (else its name in the API, such as target_lang; keep that as is). */
export declare const invalidRequestTooMany: Message<'api-errors'>;
/** A form or request was refused: a number is below its lowest allowed value. {minimum} is that value, already formatted (it is allowed itself). {field} is the field's name as the screen shows it (else its name in the API, such as target_lang; keep that as is). */
export declare const invalidRequestAtLeast: Message<'api-errors'>;
/** A form or request was refused: a number must be above a value and is not. {minimum} is that value, already formatted (itself not allowed). {field} is the field's name as the screen shows it (else its name in the API, such as target_lang; keep that as is). */
export declare const invalidRequestMoreThan: Message<'api-errors'>;
/** A form or request was refused: a number is above its highest allowed value. {maximum} is that value, already formatted (it is allowed itself). {field} is the field's name as the screen shows it (else its name in the API, such as target_lang; keep that as is). */
export declare const invalidRequestAtMost: Message<'api-errors'>;
/** A form or request was refused: a number must be below a value and is not. {maximum} is that value, already formatted (itself not allowed). {field} is the field's name as the screen shows it (else its name in the API, such as target_lang; keep that as is). */
export declare const invalidRequestLessThan: Message<'api-errors'>;
/** A form or request was refused: a value is not one of those it takes. {choices} are those values (codes such as admin or deepl, kept as they are), already joined as a list with "or"; {count} is how many there are. {field} is the field's name as the screen shows it (else its name in the API, such as target_lang; keep that as is). */
export declare const invalidRequestNotOneOf: Message<'api-errors'>;
/** A form or request was refused: a text does not have the form it needs. {format} says which form: an email address, a URL (web address), an id (uuid), a date and time, a date, a time; other is any other form (a pattern, a code…). {field} is the field's name as the screen shows it (else its name in the API, such as target_lang; keep that as is). */
export declare const invalidRequestFormat: Message<'api-errors'>;
/** A form or request was refused: a value is of the wrong kind. {expected} says which kind it needs: text (string), a number, a whole number (int), true or false (boolean; keep true and false as they are), a list (array); other is any other kind. {field} is the field's name as the screen shows it (else its name in the API, such as target_lang; keep that as is). */
export declare const invalidRequestType: Message<'api-errors'>;
/** A request was refused: it sends fields the server does not take (a fault of the program, not of what was typed). {keys} are their names in the API, already joined as a list (keep them as they are); {count} is how many there are. */
export declare const invalidRequestUnknownKeys: Message<'api-errors'>;
/** The invitation link that was opened has expired. */
export declare const invitationExpired: Message<'api-errors'>;
/** The invitation link that was opened is unknown (it may have been withdrawn). */
export declare const invitationInvalid: Message<'api-errors'>;
/** The invitation to withdraw no longer exists. */
export declare const invitationNotFound: Message<'api-errors'>;
/** The invitation link that was opened has been used already. */
export declare const invitationUsed: Message<'api-errors'>;
/** Invitations are refused while single sign-on is required: people sign in with their company account. */
export declare const invitationsOff: Message<'api-errors'>;
/** Cancelling a background job was refused because it has finished already. */
export declare const jobEnded: Message<'api-errors'>;
/** Cancelling a background job was refused because jobs of its kind always run to their end. */
export declare const jobNotCancellable: Message<'api-errors'>;
/** The background job (an import, a pre-translation…) no longer exists or is not visible to this person. */
export declare const jobNotFound: Message<'api-errors'>;
/** A document upload needs its languages: the file names neither. source_lang and target_lang are the form's field names; keep them as is. */
export declare const languagesNeeded: Message<'api-errors'>;
/** Demoting or disabling the only remaining active admin was refused. */
export declare const lastActiveAdmin: Message<'api-errors'>;
/** Removing the last sign-in provider was refused while single sign-on is required. */
export declare const lastProviderWhileSsoRequired: Message<'api-errors'>;
/** An analysis or a package was refused for now: the index that finds translation memory matches is still being built. {names} is the quoted names of those translation memories, comma-separated. */
export declare const matchIndexBuilding: Message<'api-errors'>;
/** Machine translation was asked for, but no provider is set up. Settings › Machine translation names the settings page; use its translated names. */
export declare const mtNotConfigured: Message<'api-errors'>;
/** Saving the machine translation settings was refused: the server's configuration fixes them. MT_PROVIDER is an environment variable; keep it as is. */
export declare const mtSetByEnvironment: Message<'api-errors'>;
/** The project has no segmentation rules of its own (SRX) to download or show. */
export declare const noCustomSegmentation: Message<'api-errors'>;
/** Returning a document from review to translation was refused because no segment of it is rejected. */
export declare const noRejectedSegment: Message<'api-errors'>;
/** Settling a return's conflicts was refused: the segment named has no conflict in it. {segment_id} is the segment's id (a number). */
export declare const notAConflict: Message<'api-errors'>;
/** Uploading a screenshot was refused: the file's content is no PNG, JPEG or WebP image, whatever its name says. */
export declare const notAnImage: Message<'api-errors'>;
/** Sending a package was refused: the project has no document in that target language. {target_lang} is the language's code (de, fr-CA). */
export declare const nothingToSend: Message<'api-errors'>;
/** Returning a document to translation was refused because its workflow has no translation step. */
export declare const noTranslationStep: Message<'api-errors'>;
/** Returning a document to translation was refused because it is not in a review step. */
export declare const notInReviewStep: Message<'api-errors'>;
/** Generic refusal: nobody is signed in (the session ended or expired). */
export declare const notSignedIn: Message<'api-errors'>;
/** Sending a person's package was refused: they hold no workflow step in a document of that target language. {username} is the person's user name, {target_lang} the language's code (de, fr-CA). */
export declare const personHasNothingToSend: Message<'api-errors'>;
/** Showing where one works in a document (presence) was refused because the document's live connection is not open. */
export declare const presenceNeedsConnection: Message<'api-errors'>;
/** The project no longer exists (someone may have deleted it). */
export declare const projectNotFound: Message<'api-errors'>;
/** Deleting a project was refused while one of its pre-translations runs. */
export declare const projectPretranslationRunning: Message<'api-errors'>;
/** Saving a repository connection was refused: the branch to push to is the one pulled from. "direct" is a push mode's value in the form; keep it as is. */
export declare const pushBranchSameAsPull: Message<'api-errors'>;
/** Ignoring a quality check finding of severity error was refused; only warnings can be ignored. */
export declare const qaErrorNotIgnorable: Message<'api-errors'>;
/** Generic refusal: the change names something that does not exist, or removes something other data still uses. */
export declare const referenceConflict: Message<'api-errors'>;
/** Rejecting a segment in review was refused because no reason was given. */
export declare const rejectionReasonMissing: Message<'api-errors'>;
/** A repository sync could not go on because the project's repository connection was removed. */
export declare const repositoryDisconnected: Message<'api-errors'>;
/** The project has no Git repository connection. */
export declare const repositoryNotConnected: Message<'api-errors'>;
/** Saving a repository connection to a private network address was refused for someone who is not an admin. allow_private_network is the setting's name in the API; keep it as is. */
export declare const repositoryPrivateNetworkForbidden: Message<'api-errors'>;
/** An uploaded return was refused: the translated file holds no segment at all. */
export declare const returnEmpty: Message<'api-errors'>;
/** An uploaded return was refused: none of its units is a segment of this package. {unit} is the first unit's id as the file says it, {file} the file's name. */
export declare const returnNotOfPackage: Message<'api-errors'>;
/** Taking a return's target for a conflict was refused: the target cannot be saved. {segment_id} is the segment's id (a number), {problem} what is wrong, in English. */
export declare const returnNotSaved: Message<'api-errors'>;
/** An uploaded return (translated XLIFF, SDLXLIFF, MQXLIFF or a ZIP of them) was refused: it cannot be read. {problem} says what is wrong, in English, naming the file and its line. */
export declare const returnUnreadable: Message<'api-errors'>;
/** The reviewer's note no longer exists (someone may have taken it back). */
export declare const reviewNoteNotFound: Message<'api-errors'>;
/** Taking back someone else's review note was refused. */
export declare const reviewNoteNotYours: Message<'api-errors'>;
/** Saving a review note was refused because the segment was neither rejected nor corrected. */
export declare const reviewNoteWithoutChange: Message<'api-errors'>;
/** Saving a SAML sign-in provider was refused because its metadata is missing. metadata_url and metadata_xml are the form's field names; keep them as is. */
export declare const samlMetadataMissing: Message<'api-errors'>;
/** The SCIM (user provisioning) token to revoke no longer exists. */
export declare const scimTokenNotFound: Message<'api-errors'>;
/** Uploading or renaming a screenshot was refused: another screenshot of the project has that name. {name} is the name. */
export declare const screenshotNameTaken: Message<'api-errors'>;
/** The screenshot no longer exists (someone may have deleted it). */
export declare const screenshotNotFound: Message<'api-errors'>;
/** Saving a segment failed because another person saved it first (a conflict). */
export declare const segmentChanged: Message<'api-errors'>;
/** Filling a segment's repetitions with its translation failed because another person changed the segment first. */
export declare const segmentChangedBeforeFilling: Message<'api-errors'>;
/** Editing a segment the source file marks as not to be translated was refused. translate="no" is the file's markup; keep it as is. */
export declare const segmentLocked: Message<'api-errors'>;
/** The segment no longer exists (its document may have been deleted). */
export declare const segmentNotFound: Message<'api-errors'>;
/** The segment asked for is not part of the document being previewed. */
export declare const segmentNotFoundInDocument: Message<'api-errors'>;
/** Filling a segment's repetitions was refused because the segment itself is not translated. */
export declare const segmentUntranslated: Message<'api-errors'>;
/** A background job could not start because the server is stopping. */
export declare const serverShuttingDown: Message<'api-errors'>;
/** A document upload needs its source language: the file does not name it. source_lang is the form's field name; keep it as is. */
export declare const sourceLanguageNeeded: Message<'api-errors'>;
/** Saving a SAML sign-in provider was refused: the service provider certificate does not belong to its private key. sp_certificate and sp_private_key are the form's field names; keep them as is. */
export declare const spCertificateKeyMismatch: Message<'api-errors'>;
/** Saving a SAML sign-in provider was refused: its service provider certificate cannot be read. sp_certificate is the form's field name, PEM a format; keep them as is. */
export declare const spCertificateUnreadable: Message<'api-errors'>;
/** Saving a SAML sign-in provider was refused: a service provider certificate was given without its private key. sp_certificate and sp_private_key are the form's field names; keep them as is. */
export declare const spPrivateKeyMissing: Message<'api-errors'>;
/** Saving a SAML sign-in provider was refused: its private key is not an RSA key. sp_private_key is the form's field name; keep it as is. */
export declare const spPrivateKeyNotRsa: Message<'api-errors'>;
/** Saving a SAML sign-in provider was refused: its private key cannot be read. sp_private_key is the form's field name, PEM a format; keep them as is. */
export declare const spPrivateKeyUnreadable: Message<'api-errors'>;
/** Requiring single sign-on was refused because no sign-in provider is set up. */
export declare const ssoWithoutProvider: Message<'api-errors'>;
/** Delivering a workflow step was refused: the document is out in a package for a desktop tool. {step} is the step: translation, review or review-2. */
export declare const stepOutInPackage: Message<'api-errors'>;
/** Saving a segment's translation was refused: it holds invisible control characters the document's file format cannot store. */
export declare const targetControlCharacters: Message<'api-errors'>;
/** A document upload needs its target language: the file does not name it. target_lang is the form's field name; keep it as is. */
export declare const targetLanguageNeeded: Message<'api-errors'>;
/** Saving a directory (LDAP) sign-in provider was refused: its trusted certificates are not in PEM form. tls_ca is the form's field name and -----BEGIN CERTIFICATE----- the PEM header; keep them as is. */
export declare const tlsCaNotPem: Message<'api-errors'>;
/** Saving a directory (LDAP) sign-in provider was refused: one of its trusted certificates cannot be read. tls_ca is the form's field name, PEM a format; keep them as is. */
export declare const tlsCaUnreadable: Message<'api-errors'>;
/** The translation memory cannot be used or changed yet: its import is still running. */
export declare const tmImporting: Message<'api-errors'>;
/** Downloading a translation memory's imported file was refused: no import of it has finished. */
export declare const tmNoFinishedImport: Message<'api-errors'>;
/** The translation memory no longer exists (someone may have deleted it). */
export declare const tmNotFound: Message<'api-errors'>;
/** Saving a translation memory unit failed because another person saved it first (a conflict). */
export declare const tmUnitChanged: Message<'api-errors'>;
/** Saving a translation memory unit was refused: the memory holds one with the same source and translation. */
export declare const tmUnitExists: Message<'api-errors'>;
/** The translation memory unit no longer exists (someone may have deleted it). */
export declare const tmUnitNotFound: Message<'api-errors'>;
/** Changing one's password was refused after too many wrong current passwords from the same network address. */
export declare const tooManyPasswordAttempts: Message<'api-errors'>;
/** Signing in was refused after too many failed attempts from the same network address. */
export declare const tooManySignInAttempts: Message<'api-errors'>;
/** Creating or changing a user was refused: another user has the same email address. */
export declare const userEmailExists: Message<'api-errors'>;
/** Assigning work was refused: no user has the id given. {user_id} is that id (a number). */
export declare const userIdUnknown: Message<'api-errors'>;
/** The user no longer exists. */
export declare const userNotFound: Message<'api-errors'>;
/** Creating or changing a user was refused: another user has the same username. */
export declare const userUsernameExists: Message<'api-errors'>;
/** Accepting an invitation was refused: the chosen username belongs to someone else. */
export declare const usernameTaken: Message<'api-errors'>;
/** The webhook delivery (one sending of an event) to retry or show no longer exists. */
export declare const webhookDeliveryNotFound: Message<'api-errors'>;
/** Retrying a webhook delivery was refused because it is still being attempted. */
export declare const webhookDeliveryPending: Message<'api-errors'>;
/** The webhook no longer exists in the project (someone may have deleted it). */
export declare const webhookNotFound: Message<'api-errors'>;
/** Saving a webhook to a private network address was refused for someone who is not an admin. allow_private_network is the setting's name in the API; keep it as is. */
export declare const webhookPrivateNetworkForbidden: Message<'api-errors'>;
/** Changing one's password was refused: the current password given is not right. */
export declare const wrongCurrentPassword: Message<'api-errors'>;
/** Signing in with a password failed; on purpose it does not say which of the two was wrong. */
export declare const wrongEmailOrPassword: Message<'api-errors'>;
/** Signing in with a company directory (LDAP) failed; on purpose it does not say which of the two was wrong. */
export declare const wrongUsernameOrPassword: Message<'api-errors'>;
