import { useState } from 'react';
import { signInFailureMessage, useSession, useSessionStore } from '@tessera/shared';
// The kit through the package: this module is bundled by the apps that use it, the kit is the page's one copy.
import { Alert, Button, Dialog } from '@tessera/shared/ui';
import { SignInFields, emptySignIn } from '@tessera/shared/ui/account';
import { useMessages } from '@tessera/shared/ui/messages';
import * as kitWords from '../locales/en/kit.arb';

/**
 * The password form of `SignInAgainDialog`, for the account whose session ended. It opens when any request gets a
 * 401, often while the person types in the screen below: it is an interrupting dialog, so those keys neither fill
 * the password nor send it (a sign-in attempt the throttle would count); Tab or a click enters the password.
 */
export default function SignInAgainForm({ email, message }: { email: string; message: string }) {
  const store = useSessionStore();
  const { accountDisabled } = useSession();
  const [input, setInput] = useState(() => emptySignIn(email));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = useMessages();

  async function submit() {
    if (busy || input.password === '') return;
    setBusy(true);
    setError(null);
    try {
      await store.login(input);
    } catch (failure) {
      setError(signInFailureMessage(failure));
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      size="sm"
      title={t(kitWords.signInAgainTitle)}
      description={message}
      interrupting
      dismissible={false}
      onClose={() => undefined}
      onSubmit={() => void submit()}
      footer={
        <Button type="submit" variant="primary" busy={busy} disabled={input.password === ''}>
          {t(kitWords.signInAgainSubmit)}
        </Button>
      }
    >
      <div className="flex flex-col gap-3">
        {/* Said before the password is asked for: the one of a disabled account cannot work until it is enabled. */}
        {accountDisabled && (
          <Alert tone="warning" title={t(kitWords.signInAgainDisabledTitle)}>
            {t(kitWords.signInAgainDisabledText)}
          </Alert>
        )}
        {error && <Alert tone="error">{error}</Alert>}
        <SignInFields value={input} onChange={setInput} emailFixed />
      </div>
    </Dialog>
  );
}
