// The fields of the account forms, the same wherever they are asked: signing in (the login screen, a standalone
// remote, signing in again after the session ended) and choosing a new password (an invitation, the profile).
import { useState } from 'react';
import { Checkbox, TextField } from './fields.tsx';

export type SignInInput = { email: string; password: string; remember: boolean };

export const emptySignIn = (email = ''): SignInInput => ({ email, password: '', remember: false });

export type SignInFieldsProps = {
  value: SignInInput;
  onChange: (next: SignInInput) => void;
  /** The account is known already (signing in again): the email is shown, not asked, and the password has focus. */
  emailFixed?: boolean;
};

/** Email, password and "Remember me"; the first field to fill has the focus. */
export function SignInFields({ value, onChange, emailFixed = false }: SignInFieldsProps) {
  return (
    <>
      <TextField
        label="Email"
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
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        data-autofocus={emailFixed || undefined}
        value={value.password}
        onChange={(event) => onChange({ ...value, password: event.target.value })}
      />
      <Checkbox
        label="Remember me"
        name="remember"
        checked={value.remember}
        onChange={(event) => onChange({ ...value, remember: event.target.checked })}
      />
    </>
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
  return (
    <>
      <TextField
        label={label}
        type="password"
        name={name}
        autoComplete="new-password"
        required
        minLength={NEW_PASSWORD_MIN_LENGTH}
        hint={`At least ${NEW_PASSWORD_MIN_LENGTH} characters`}
        value={state.password}
        onChange={(event) => state.setPassword(event.target.value)}
      />
      <TextField
        label={`Repeat the ${label.toLowerCase()}`}
        type="password"
        autoComplete="new-password"
        required
        value={state.repeat}
        error={state.mismatch ? 'The passwords differ' : undefined}
        onChange={(event) => state.setRepeat(event.target.value)}
      />
    </>
  );
}
