// The messages of users.arb, as its module exports them: written by scripts/catalog-types.ts.
import type { Message } from '@tessera/shared/i18n/catalog';
/** Name of the role "user" (translators) in the role lists of the user and invitation forms and in the users and invitations tables. In those tables a badge in a narrow column. */
export declare const roleUser: Message<'users'>;
/** Name of the role "manager" (project managers) in the role lists of the user and invitation forms and in the users and invitations tables. In those tables a badge in a narrow column. */
export declare const roleManager: Message<'users'>;
/** Name of the role "admin" in the role lists of the user and invitation forms and in the users and invitations tables. In those tables a badge in a narrow column. */
export declare const roleAdmin: Message<'users'>;
/** Short name of the role "user" (translators), lowercase, as a single sign-on role map gives it to a group: shown after an arrow, e.g. "translators → user". */
export declare const roleShortUser: Message<'users'>;
/** Short name of the role "manager" (project managers), lowercase, as a single sign-on role map gives it to a group: shown after an arrow, e.g. "pm → manager". */
export declare const roleShortManager: Message<'users'>;
/** Short name of the role "admin", lowercase, as a single sign-on role map gives it to a group: shown after an arrow, e.g. "it-admins → admin". */
export declare const roleShortAdmin: Message<'users'>;
/** Title of the error shown under a settings form (machine translation, API tokens, single sign-on, provisioning) when the server refused to save it; the server's reason follows. */
export declare const settingsNotSaved: Message<'users'>;
/** In the "Signs in with" column of the users table: the user signs in with a password. Listed with the single sign-on providers they used, if any. */
export declare const usersSignsInWithPassword: Message<'users'>;
/** In the "Signs in with" column of the users table: the user has neither a password nor signed in through a single sign-on provider yet. */
export declare const usersSignsInWithNothingYet: Message<'users'>;
/** Error in a user dialog (new user, edit, password, disable) or a toast on the users page when a request failed for an unknown reason. */
export declare const usersFailureUnknown: Message<'users'>;
/** Error in a user dialog or a toast on the users page when the server could not be reached. */
export declare const usersFailureOffline: Message<'users'>;
/** Error shown under a field of the user form (email, username, display name, password, role) when the server refused its value without saying why. */
export declare const usersFieldInvalid: Message<'users'>;
/** Error shown under the display name field of the user form when the server refused a name with other characters (digits, symbols). */
export declare const usersDisplayNameCharacters: Message<'users'>;
/** Error shown under the username field of the user form when the server refused a username with other characters (spaces, symbols). */
export declare const usersUsernameCharacters: Message<'users'>;
/** Error in a user dialog or a toast on the users page when the server refused the change because the person lacks the permission. */
export declare const usersFailureForbidden: Message<'users'>;
/** Error under the Email field of the new/edit user form when it was left empty. */
export declare const usersEmailMissing: Message<'users'>;
/** Error under the Username field of the new/edit user form when the username is too short. {min} is the least number of characters (2). */
export declare const usersUsernameTooShort: Message<'users'>;
/** Error under the password field of the new user form or the reset password dialog when the password is too short. {min} is the least number of characters (10). */
export declare const usersPasswordTooShort: Message<'users'>;
/** Title of the dialog that creates a user on the users page. */
export declare const userFormNewTitle: Message<'users'>;
/** Title of the dialog that edits a user. {username} is the user's username. */
export declare const userFormEditTitle: Message<'users'>;
/** Button that creates the user in the new user dialog. */
export declare const userFormCreate: Message<'users'>;
/** Button that saves the edited user in the edit user dialog. */
export declare const userFormSaveChanges: Message<'users'>;
/** Label of the email address field in the new/edit user dialog and the invite a user dialog. */
export declare const userFormEmail: Message<'users'>;
/** Label of the username field in the new/edit user dialog. */
export declare const userFormUsername: Message<'users'>;
/** Label of the display name field (the person's full name) in the new/edit user dialog. */
export declare const userFormDisplayName: Message<'users'>;
/** Hint under the display name field of the new/edit user dialog. "Ana María López" is an example person's name; use a name that suits the language. */
export declare const userFormDisplayNameHint: Message<'users'>;
/** Label of the role list in the new/edit user dialog and the invite a user dialog. */
export declare const userFormRole: Message<'users'>;
/** Label of the password field in the new user dialog. */
export declare const userFormPassword: Message<'users'>;
/** Hint under the password field of the new user dialog. {min} is the least number of characters (10). */
export declare const userFormPasswordHint: Message<'users'>;
/** Title of the dialog in which an admin sets a new password for a user. {username} is that user's username. */
export declare const passwordDialogTitle: Message<'users'>;
/** Button of the reset password dialog that sets the new password. */
export declare const passwordDialogSubmit: Message<'users'>;
/** Note in the reset password dialog. */
export declare const passwordDialogNote: Message<'users'>;
/** Label of the password field in the reset password dialog. */
export declare const passwordDialogNewPassword: Message<'users'>;
/** Title of the dialog that asks before disabling a user account. {username} is the user's username. */
export declare const disableTitle: Message<'users'>;
/** Text of the disable user dialog when the admin disables their own account. */
export declare const disableOwnAccount: Message<'users'>;
/** Text of the disable user dialog when the admin disables someone else's account. */
export declare const disableOtherAccount: Message<'users'>;
/** Button that closes the disable user dialog without disabling. */
export declare const disableCancel: Message<'users'>;
/** Button of the disable user dialog that disables the account. */
export declare const disableConfirm: Message<'users'>;
/** Shown in the disable user dialog while the workflow steps (translation, review) still assigned to the user are looked up. */
export declare const disableLoadingSteps: Message<'users'>;
/** Error title in the disable user dialog when the user's open workflow steps could not be loaded. */
export declare const disableStepsLoadFailed: Message<'users'>;
/** Shown in the disable user dialog when the user has no workflow steps left to do. */
export declare const disableNoSteps: Message<'users'>;
/** First choice of the person pickers of the disable user dialog, and what an empty one says: keep a workflow step assigned to the user being disabled. {username} is their username. */
export declare const disableLeaveWith: Message<'users'>;
/** Text above the table of open workflow steps in the disable user dialog. {count} is the number of steps, {username} the username of the user being disabled. */
export declare const disableStepsToDo: Message<'users'>;
/** Label of the list in the disable user dialog that gives every open step to the same person. */
export declare const disableGiveAllTo: Message<'users'>;
/** What the empty "Give all to" field (a person picker) of the disable user dialog says when the steps go to different people. */
export declare const disableChoosePerStep: Message<'users'>;
/** Accessible name of the table of the user's open workflow steps in the disable user dialog. */
export declare const disableOpenSteps: Message<'users'>;
/** Column header in the open steps table of the disable user dialog: the project of the document. Six columns share the dialog's width: keep it short. */
export declare const disableColumnProject: Message<'users'>;
/** Column header in the open steps table of the disable user dialog: the document. Six columns share the dialog's width: keep it short. */
export declare const disableColumnDocument: Message<'users'>;
/** Column header in the open steps table of the disable user dialog: the document's target language code. Six columns share the dialog's width: keep it short. */
export declare const disableColumnLanguage: Message<'users'>;
/** Column header in the open steps table of the disable user dialog: the workflow step (translation, review). Six columns share the dialog's width: keep it short. */
export declare const disableColumnStep: Message<'users'>;
/** Column header in the open steps table of the disable user dialog: the step's due date. Six columns share the dialog's width: keep it short. */
export declare const disableColumnDue: Message<'users'>;
/** Column header in the open steps table of the disable user dialog: who takes the step over. Six columns share the dialog's width: keep it short. */
export declare const disableColumnGiveTo: Message<'users'>;
/** Accessible name of a row of the open steps table in the disable user dialog. {step} selects the workflow step (translation, review, secondReview), {document} is the document's file name, {language} its target language code. */
export declare const disableStepOfDocument: Message<'users'>;
/** Accessible name of the list that chooses who takes over one step in the disable user dialog. {step} selects the workflow step (translation, review, secondReview), {document} is the document's file name, {language} its target language code. */
export declare const disableGiveStepTo: Message<'users'>;
/** In the Project column of the open steps table (disable user dialog) for a document that belongs to no project. */
export declare const disableNoProject: Message<'users'>;
/** Workflow step "translation" in the Step column of the open steps table (disable user dialog). */
export declare const disableStepTranslation: Message<'users'>;
/** Workflow step "review" (first review) in the Step column of the open steps table (disable user dialog). */
export declare const disableStepReview: Message<'users'>;
/** Workflow step "second review" in the Step column of the open steps table (disable user dialog). */
export declare const disableStepSecondReview: Message<'users'>;
/** Small note under a step in the open steps table (disable user dialog): the step waits for the step before it. */
export declare const disableStepWaiting: Message<'users'>;
/** In the Due column of the open steps table (disable user dialog) for a step without a due date. */
export declare const disableNoDueDate: Message<'users'>;
/** Title of the users page. */
export declare const usersTitle: Message<'users'>;
/** Subtitle of the users page. */
export declare const usersSubtitle: Message<'users'>;
/** Button in the users page header that opens the new user dialog. */
export declare const usersNewUser: Message<'users'>;
/** Shown while the users page loads the list of users. */
export declare const usersLoading: Message<'users'>;
/** Title shown on the users page to someone without the permission to manage users. */
export declare const usersForbiddenTitle: Message<'users'>;
/** Text shown on the users page to someone without the permission to manage users. */
export declare const usersForbiddenText: Message<'users'>;
/** Error title when the list of users could not be loaded (users page, single sign-on policy in the settings). */
export declare const usersLoadFailed: Message<'users'>;
/** Accessible name of the table of users on the users page. */
export declare const usersTableLabel: Message<'users'>;
/** Column header of the users table: the person's name. */
export declare const usersColumnName: Message<'users'>;
/** Column header of the users table: the email address. */
export declare const usersColumnEmail: Message<'users'>;
/** Column header of the users table: the user's role. A narrow column. */
export declare const usersColumnRole: Message<'users'>;
/** Column header of the users table: how the user signs in (password, single sign-on providers). A narrow column. */
export declare const usersColumnSignsInWith: Message<'users'>;
/** Column header of the users table: active or disabled. A narrow column. */
export declare const usersColumnStatus: Message<'users'>;
/** Shown after the name of the person signed in, in the users table. */
export declare const usersYou: Message<'users'>;
/** Status badge in the users table: the account is disabled. */
export declare const usersStatusDisabled: Message<'users'>;
/** Status badge in the users table: the account is active. */
export declare const usersStatusActive: Message<'users'>;
/** Button in a row of the users table that opens the edit user dialog. A small button, beside two others in the row. */
export declare const usersEdit: Message<'users'>;
/** Accessible name of the Edit button in a row of the users table. {username} is the user's username. */
export declare const usersEditUser: Message<'users'>;
/** Button in a row of the users table that opens the reset password dialog. A small button, beside two others in the row. */
export declare const usersResetPassword: Message<'users'>;
/** Accessible name of the Reset password button in a row of the users table. {username} is the user's username. */
export declare const usersResetPasswordOf: Message<'users'>;
/** Button in a row of the users table that enables a disabled account again. A small button, beside two others in the row. */
export declare const usersEnable: Message<'users'>;
/** Accessible name of the Enable button in a row of the users table. {username} is the user's username. */
export declare const usersEnableUser: Message<'users'>;
/** Button in a row of the users table that opens the disable user dialog. A small button, beside two others in the row. */
export declare const usersDisable: Message<'users'>;
/** Accessible name of the Disable button in a row of the users table. {username} is the user's username. */
export declare const usersDisableUser: Message<'users'>;
/** Title of the dialog that asks before enabling a disabled account. {username} is the user's username. */
export declare const usersEnableTitle: Message<'users'>;
/** Text of the dialog that asks before enabling a disabled account. */
export declare const usersEnableText: Message<'users'>;
/** Button of the enable user dialog that enables the account. */
export declare const usersEnableConfirm: Message<'users'>;
/** Toast after a user was created. {username} is the new user's username. */
export declare const usersCreated: Message<'users'>;
/** Toast after a user's changes were saved. {username} is the user's username. */
export declare const usersSaved: Message<'users'>;
/** Toast after a disabled account was enabled again. {username} is the user's username. */
export declare const usersEnabled: Message<'users'>;
/** Error toast when enabling a user failed for no stated reason. */
export declare const usersChangeFailed: Message<'users'>;
/** Toast after a user was disabled and had no open steps handed to others. {username} is the user's username. */
export declare const usersDisabled: Message<'users'>;
/** Toast after a user was disabled and some of their open workflow steps were given to other people. {username} is the user's username, {count} the number of steps handed on. */
export declare const usersDisabledStepsGiven: Message<'users'>;
/** Toast after an admin set a new password for a user. {username} is the user's username. */
export declare const usersPasswordSet: Message<'users'>;
/** Title of the invitations panel on the users page. */
export declare const invitationsTitle: Message<'users'>;
/** Explanation at the top of the invitations panel. {days} is how many days an invitation link works. */
export declare const invitationsIntro: Message<'users'>;
/** Button in the invitations panel that opens the invite a user dialog. */
export declare const invitationsInviteUser: Message<'users'>;
/** Title of the box that shows a new invitation link once, to copy. {email} is the invitee's email address. */
export declare const invitationsCreatedTitle: Message<'users'>;
/** Note in the box that shows a new invitation link once. {date} is the date the link expires, already formatted. */
export declare const invitationsCreatedNote: Message<'users'>;
/** Label of the read-only field holding a new invitation link, to copy. */
export declare const invitationsLink: Message<'users'>;
/** Shown in the invitations panel when no invitation was ever made. */
export declare const invitationsEmpty: Message<'users'>;
/** Accessible name of the table of invitations. */
export declare const invitationsTableLabel: Message<'users'>;
/** Column header of the invitations table: the invitee's email address. */
export declare const invitationsColumnEmail: Message<'users'>;
/** What the invitations list holds, plural, put by the kit into "Loading {items}…" and "The {items} could not be loaded" (German: "{items} werden geladen…", French: "Chargement des {items}…"). */
export declare const invitationsItems: Message<'users'>;
/** Column header of the invitations table: the role the invitee gets. A narrow column. */
export declare const invitationsColumnRole: Message<'users'>;
/** Column header of the invitations table: pending, used or expired. A narrow column. */
export declare const invitationsColumnStatus: Message<'users'>;
/** Column header of the invitations table: the date the link stops working. A narrow column. */
export declare const invitationsColumnExpires: Message<'users'>;
/** Column header of the invitations table: who made the invitation. A narrow column. */
export declare const invitationsColumnInvitedBy: Message<'users'>;
/** Status badge of an invitation whose link was not used yet and still works (lowercase, as a status word). */
export declare const invitationsStatusPending: Message<'users'>;
/** Status badge of an invitation whose link was used to create an account (lowercase, as a status word). */
export declare const invitationsStatusUsed: Message<'users'>;
/** Status badge of an invitation whose link expired unused (lowercase, as a status word). */
export declare const invitationsStatusExpired: Message<'users'>;
/** Button in a row of the invitations table that withdraws a pending invitation (its link stops working). A small button in a narrow column. */
export declare const invitationsWithdraw: Message<'users'>;
/** Accessible name of the Withdraw button in a row of the invitations table. {email} is the invitee's email address. */
export declare const invitationsWithdrawOf: Message<'users'>;
/** Title of the dialog that makes an invitation link. */
export declare const invitationsDialogTitle: Message<'users'>;
/** Button of the invite a user dialog that makes the invitation link. */
export declare const invitationsDialogSubmit: Message<'users'>;
/** Title of the panel on the users page listing every user's API tokens, and accessible name of that list. */
export declare const tokensAllTitle: Message<'users'>;
/** Note in the panel of every user's API tokens. {settings} is a link to the settings page, whose text is the message tokensSettingsLink ("Settings"). */
export declare const tokensCeilingWhere: Message<'users'>;
/** Text of the link to the settings page inside the note tokensCeilingWhere. */
export declare const tokensSettingsLink: Message<'users'>;
/** Shown in the panel of every user's API tokens when there is none. */
export declare const tokensAllEmpty: Message<'users'>;
/** Spinner while the users page's code loads. */
export declare const screenLoadingUsers: Message<'users'>;
/** Spinner while the workspace settings page's code loads. */
export declare const screenLoadingSettings: Message<'users'>;
/** Subject of the kit's message "… could not be loaded. Check the connection and retry.", shown when the users page's code could not be downloaded. */
export declare const partUsersPage: Message<'users'>;
/** Subject of the kit's message "… could not be loaded. Check the connection and retry.", shown when the workspace settings page's code could not be downloaded. */
export declare const partSettingsPage: Message<'users'>;
/** Subject of the kit's message "… could not be loaded. Check the connection and retry.", shown when the code of the dialog creating or editing a user could not be downloaded. */
export declare const partUserForm: Message<'users'>;
/** Subject of the kit's message "… could not be loaded. Check the connection and retry.", shown when the code of the dialog setting a user's new password could not be downloaded. */
export declare const partPasswordDialog: Message<'users'>;
/** Subject of the kit's message "… could not be loaded. Check the connection and retry.", shown when the code of the dialog disabling a user (and handing over their work) could not be downloaded. */
export declare const partDisableDialog: Message<'users'>;
/** Column header of the users table: when the user last signed in. A narrow column. */
export declare const usersColumnLastSignIn: Message<'users'>;
/** In the last sign-in column of the users table: the user has never signed in. */
export declare const usersNeverSignedIn: Message<'users'>;
/** Header of the users table's last column, which holds each user's buttons; read by screen readers only. */
export declare const usersColumnActions: Message<'users'>;
/** Accessible name of the toolbar above the users table (the search box and how many users match). */
export declare const usersToolbar: Message<'users'>;
/** Accessible name of the search box above the users table; it searches usernames, display names and email addresses. */
export declare const usersSearch: Message<'users'>;
/** Title shown instead of the users table when a search found nobody. */
export declare const usersNoMatch: Message<'users'>;
/** Shown under the title when a search of the users found nobody. {search} is what was searched for. */
export declare const usersNoMatchHint: Message<'users'>;
/** Accessible name of the page navigation under the users table. */
export declare const usersPages: Message<'users'>;
