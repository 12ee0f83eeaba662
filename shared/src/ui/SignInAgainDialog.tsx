import { useHoldSignInInPlace, useSession } from '@tessera/shared';
import { lazyPart } from '@tessera/shared/ui';
import { messagesIn, useMessages } from '@tessera/shared/ui/messages';
import * as kitWords from '../locales/en/kit.arb';

// Fetched when a session ends, not with every screen: most visits never need it.
const SignInAgainForm = lazyPart(() => import('./SignInAgainForm.tsx'), 'default', {
  what: () => messagesIn()(kitWords.signInAgainFormWhat),
});

export type SignInAgainDialogProps = {
  /** What waits for the sign-in, in the screen's words. */
  message?: string;
};

/**
 * Rendered by a screen holding unsaved work: while it is mounted, a session that ends on the server (signed out
 * elsewhere, expired, the account disabled) does not send the person to the login page; this dialog asks for the
 * password over the screen, which stays as it was. The account is the one whose session ended: work typed by one
 * person is never saved under another's name. The sign-in answer's own words are shown (a disabled account says
 * so). The screen retries what waited with `useSignedInAgain`.
 */
export function SignInAgainDialog({ message }: SignInAgainDialogProps) {
  useHoldSignInInPlace();
  const t = useMessages();
  const { user, signInAgain } = useSession();
  if (!signInAgain || !user) return null;
  return <SignInAgainForm email={user.email} message={message ?? t(kitWords.signInAgainMessage)} />;
}
