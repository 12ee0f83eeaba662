import { useEffect, useState } from 'react';
import { Alert, FormDialog, TextField } from '@tessera/shared/ui';
import type { User } from '@tessera/shared/contract';
import { describeFailure, type SaveRequest } from './errors.ts';

type Props = {
  user: User | undefined;
  request: SaveRequest;
  onSubmit: (password: string) => void;
  onClose: () => void;
};

/** Sets a new password for a user; their other sessions end, so they sign in again with it. */
export function PasswordDialog({ user, request, onSubmit, onClose }: Props) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    setPassword('');
    setProblem(undefined);
  }, [user]);

  const failure = describeFailure(request.error);
  const submit = () => {
    if (password.length < 10) return setProblem('The password must be at least 10 characters');
    onSubmit(password);
  };

  return (
    <FormDialog
      open={user !== undefined}
      title={`Reset the password of ${user?.username ?? ''}`}
      submitLabel="Set password"
      onSubmit={submit}
      onClose={onClose}
      busy={request.isPending}
      size="sm"
    >
      <div className="flex flex-col gap-3">
        {failure.message && <Alert tone="error">{failure.message}</Alert>}
        <p>The user is signed out everywhere and signs in again with the new password.</p>
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setProblem(undefined);
          }}
          error={problem ?? failure.fields.password}
          data-autofocus
        />
      </div>
    </FormDialog>
  );
}
