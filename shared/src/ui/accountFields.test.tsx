import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { NewPasswordFields, SignInFields, emptySignIn, useNewPassword } from './accountFields.tsx';

afterEach(cleanup);

function SignInHarness({ email }: { email?: string }) {
  const [input, setInput] = useState(() => emptySignIn(email));
  return (
    <form>
      <SignInFields value={input} onChange={setInput} emailFixed={email !== undefined} />
      <output>{JSON.stringify(input)}</output>
    </form>
  );
}

function NewPasswordHarness() {
  const state = useNewPassword();
  return (
    <form>
      <NewPasswordFields state={state} label="New password" />
      <output aria-label="Mismatch">{String(state.mismatch)}</output>
      <button type="button" onClick={state.clear}>
        Clear
      </button>
    </form>
  );
}

describe('sign-in fields', () => {
  it('asks email, password and "Remember me", the email first, and hands back what was typed', async () => {
    const user = userEvent.setup();
    render(<SignInHarness />);
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByLabelText('Remember me'));
    expect(JSON.parse(screen.getByRole('status').textContent!)).toEqual({
      email: 'ada@example.com',
      password: 'secret',
      remember: true,
    });
  });

  it('shows a known account read-only, for the password alone', () => {
    render(<SignInHarness email="ada@example.com" />);
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('ada@example.com');
    expect(email.readOnly).toBe(true);
    expect(screen.getByLabelText('Password').hasAttribute('data-autofocus')).toBe(true);
  });
});

describe('new password fields', () => {
  it('says the passwords differ only once the repetition is typed and differs, and clears both', async () => {
    const user = userEvent.setup();
    render(<NewPasswordHarness />);
    const password = screen.getByLabelText('New password') as HTMLInputElement;
    const repeat = screen.getByLabelText('Repeat the new password') as HTMLInputElement;
    expect(password.minLength).toBe(10);
    expect(screen.getByText('At least 10 characters')).toBeTruthy();
    await user.type(password, 'long enough secret');
    expect(screen.queryByText('The passwords differ')).toBeNull();
    await user.type(repeat, 'long enough');
    expect(screen.getByText('The passwords differ')).toBeTruthy();
    expect(screen.getByLabelText('Mismatch').textContent).toBe('true');
    await user.type(repeat, ' secret');
    expect(screen.queryByText('The passwords differ')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect([password.value, repeat.value]).toEqual(['', '']);
  });
});
