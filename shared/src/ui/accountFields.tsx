// The fields of the account forms, the same wherever they are asked: signing in (the login screen, a standalone
// remote, signing in again after the session ended) and choosing a new password (an invitation, the profile).
// Not in the kit's singleton (`@tessera/shared/ui/account`): the screens that ask for an account are few, and
// none of the screens a signed-in page opens on, so those pages do not download these forms. The kit's parts
// come through the package name, i.e. from the singleton.
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, Checkbox, TextField } from '@tessera/shared/ui';
import { useLocale } from '@tessera/shared/i18n';
import { inSentence, useMessages } from '@tessera/shared/ui/messages';
import * as kitWords from '../locales/en/kit.arb';

export type SignInInput = { email: string; password: string; remember: boolean };

export const emptySignIn = (email = ''): SignInInput => ({ email, password: '', remember: false });

export type SignInFieldsProps = {
  value: SignInInput;
  onChange: (next: SignInInput) => void;
  /** The account is known already (signing in again): the email is shown, not asked, and the password comes first. */
  emailFixed?: boolean;
};

/** Email, password and "Remember me"; the first field to fill takes the focus (`data-autofocus` in a dialog). */
export function SignInFields({ value, onChange, emailFixed = false }: SignInFieldsProps) {
  const t = useMessages();
  return (
    <>
      <TextField
        label={t(kitWords.signInEmail)}
        type="email"
        name="email"
        autoComplete="username"
        required
        autoFocus={!emailFixed}
        readOnly={emailFixed}
        value={value.email}
        onChange={(event) => onChange({ ...value, email: event.target.value })}
      />
      <TextField
        label={t(kitWords.signInPassword)}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        data-autofocus={emailFixed || undefined}
        value={value.password}
        onChange={(event) => onChange({ ...value, password: event.target.value })}
      />
      <Checkbox
        label={t(kitWords.signInRemember)}
        name="remember"
        checked={value.remember}
        onChange={(event) => onChange({ ...value, remember: event.target.checked })}
      />
    </>
  );
}

export type SignInFormProps = {
  /** Signs in with what was typed: null once signed in (the page moves on), else the message to show. */
  signIn: (input: SignInInput) => Promise<string | null>;
  className: string;
  /** Shown above the last failure and the fields: a heading, a note. */
  children?: ReactNode;
};

/** The sign-in form of a page: the last failure, the fields and the button, which spins until the page moves on. */
export function SignInForm({ signIn, className, children }: SignInFormProps) {
  const [input, setInput] = useState(emptySignIn);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = useMessages();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const failure = await signIn(input);
    if (failure === null) return;
    setError(failure);
    setBusy(false);
  }

  return (
    <form onSubmit={submit} className={className} aria-label={t(kitWords.signInSubmit)}>
      {children}
      {error && <Alert tone="error">{error}</Alert>}
      <SignInFields value={input} onChange={setInput} />
      <Button type="submit" variant="primary" busy={busy}>
        {t(kitWords.signInSubmit)}
      </Button>
    </form>
  );
}

export const NEW_PASSWORD_MIN_LENGTH = 10;

/** A new password typed twice; `mismatch` once the repetition differs (not while it is still empty). */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const clear = () => {
    setPassword('');
    setRepeat('');
  };
  return { password, repeat, setPassword, setRepeat, clear, mismatch: repeat !== '' && repeat !== password };
}

export type NewPasswordFieldsProps = {
  state: ReturnType<typeof useNewPassword>;
  /** "Password" for a new account, "New password" when it replaces one. */
  label: string;
  name?: string;
};

/** The new password with its length rule, then the repetition that must equal it. */
export function NewPasswordFields({ state, label, name }: NewPasswordFieldsProps) {
  const t = useMessages();
  const locale = useLocale();
  return (
    <>
      <TextField
        label={label}
        type="password"
        name={name}
        autoComplete="new-password"
        required
        minLength={NEW_PASSWORD_MIN_LENGTH}
        hint={t(kitWords.newPasswordHint, { count: NEW_PASSWORD_MIN_LENGTH })}
        value={state.password}
        onChange={(event) => state.setPassword(event.target.value)}
      />
      <TextField
        label={t(kitWords.newPasswordRepeat, { password: inSentence(label, locale) })}
        type="password"
        autoComplete="new-password"
        required
        value={state.repeat}
        error={state.mismatch ? t(kitWords.newPasswordMismatch) : undefined}
        onChange={(event) => state.setRepeat(event.target.value)}
      />
    </>
  );
}
