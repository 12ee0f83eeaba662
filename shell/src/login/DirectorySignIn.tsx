/**
 * The company directory's sign-in form (LDAP, Active Directory): the directory's username and password, posted to
 * the server, which asks the directory. Loaded when someone picks the directory on the login screen, with the API
 * client it uses, so the page a signed-out visitor opens first stays small.
 */
import { useState, type FormEvent } from 'react';
import { call, routes, session, signInFailureMessage } from '@tessera/shared';
import { Alert, Button, Checkbox, TextField } from '@tessera/shared/ui';
import { useSignInMessages } from '../common/sign-in-i18n.ts';
import * as signInWords from '../locales/en/sign-in.arb';

type DirectorySignInProps = {
  provider: { slug: string; name: string };
  /** Once signed in: the login screen goes on to the page asked for. */
  onSignedIn: () => void;
  /** Back to the other ways to sign in. */
  onCancel: () => void;
};

export default function DirectorySignIn({ provider, onSignedIn, onCancel }: DirectorySignInProps) {
  const [input, setInput] = useState({ username: '', password: '', remember: false });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = useSignInMessages();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await call(routes.sso.ldapLogin, { params: { provider: provider.slug }, body: input });
      // The session store learns the user as password sign-in tells it, so the guard lets the page through.
      await session.fetchCurrentUser();
      onSignedIn();
    } catch (failure) {
      setError(signInFailureMessage(failure));
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-4 p-6"
      aria-label={t(signInWords.directoryTitle, { provider: provider.name })}
    >
      <h2 className="text-lg font-semibold text-slate-900">
        {t(signInWords.directoryTitle, { provider: provider.name })}
      </h2>
      {error && <Alert tone="error">{error}</Alert>}
      <TextField
        label={t(signInWords.directoryUsername)}
        name="username"
        autoComplete="username"
        required
        autoFocus
        value={input.username}
        onChange={(event) => setInput({ ...input, username: event.target.value })}
      />
      <TextField
        label={t(signInWords.directoryPassword)}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={input.password}
        onChange={(event) => setInput({ ...input, password: event.target.value })}
      />
      <Checkbox
        label={t(signInWords.directoryRemember)}
        name="remember"
        checked={input.remember}
        onChange={(event) => setInput({ ...input, remember: event.target.checked })}
      />
      <Button type="submit" variant="primary" busy={busy}>
        {t(signInWords.directorySubmit)}
      </Button>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {t(signInWords.directoryOtherWays)}
      </Button>
    </form>
  );
}
