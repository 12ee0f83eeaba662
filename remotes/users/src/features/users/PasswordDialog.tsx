import { useEffect, useState } from 'react';
import { Alert, FormDialog, TextField } from '@tessera/shared/ui';
import type { User } from '@tessera/shared/contract';
import { useMessages } from '../../common/i18n.ts';
import { describeFailure, type SaveRequest } from './errors.ts';
import * as usersWords from '../../locales/en/users.arb';

type Props = {
  user: User | undefined;
  request: SaveRequest;
  onSubmit: (password: string) => void;
  onClose: () => void;
};

const MIN_LENGTH = 10;

/** Sets a new password for a user; their other sessions end, so they sign in again with it. */
export function PasswordDialog({ user, request, onSubmit, onClose }: Props) {
  const t = useMessages();
  const [password, setPassword] = useState('');
  const [tooShort, setTooShort] = useState(false);
  useEffect(() => {
    setPassword('');
    setTooShort(false);
  }, [user]);

  const failure = describeFailure(request.error, t, { password: t(usersWords.passwordDialogNewPassword) });
  const submit = () => {
    if (password.length < MIN_LENGTH) return setTooShort(true);
    onSubmit(password);
  };

  return (
    <FormDialog
      open={user !== undefined}
      title={t(usersWords.passwordDialogTitle, { username: user?.username ?? '' })}
      submitLabel={t(usersWords.passwordDialogSubmit)}
      onSubmit={submit}
      onClose={onClose}
      busy={request.isPending}
      size="sm"
    >
      <div className="flex flex-col gap-3">
        {failure.message && <Alert tone="error">{failure.message}</Alert>}
        <p>{t(usersWords.passwordDialogNote)}</p>
        <TextField
          label={t(usersWords.passwordDialogNewPassword)}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setTooShort(false);
          }}
          error={tooShort ? t(usersWords.usersPasswordTooShort, { min: MIN_LENGTH }) : failure.fields.password}
          data-autofocus
        />
      </div>
    </FormDialog>
  );
}
