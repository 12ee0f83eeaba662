import { useEffect, useState } from 'react';
import { Alert, FormDialog, Select, TextField } from '@tessera/shared/ui';
import type { CreateUserBody, User } from '@tessera/shared/contract';
import type { Message } from '@tessera/shared/i18n/catalog';
import { useMessages } from '../../common/i18n.ts';
import { roleOptions } from '../../common/roles.ts';
import { describeFailure, type FieldErrors, type SaveRequest } from './errors.ts';
import * as usersWords from '../../locales/en/users.arb';

/** The form's fields: a display name left empty means none. */
export type UserFormValues = CreateUserBody & { display_name: string };

const MIN_USERNAME = 2;
const MIN_PASSWORD = 10;

/** What this form finds wrong before sending, by field: the message that says so. */
type ClientProblems = Partial<Record<keyof FieldErrors, Message<'users'>>>;

type Props = {
  open: boolean;
  /** The user being edited; none = a new user (then a password is asked for). */
  user?: User;
  request: SaveRequest;
  onSubmit: (values: UserFormValues) => void;
  onClose: () => void;
};

/** Create a user, or edit one's email, username, display name and role. Server errors land on the field they concern. */
export function UserFormDialog({ open, user, request, onSubmit, onClose }: Props) {
  const t = useMessages();
  const [values, setValues] = useState<UserFormValues>({
    email: '',
    username: '',
    display_name: '',
    role: 'user',
    password: '',
  });
  const [clientErrors, setClientErrors] = useState<ClientProblems>({});

  useEffect(() => {
    if (!open) return;
    setValues({
      email: user?.email ?? '',
      username: user?.username ?? '',
      display_name: user?.display_name ?? '',
      role: user?.role ?? 'user',
      password: '',
    });
    setClientErrors({});
  }, [open, user]);

  const failure = describeFailure(request.error, t, {
    email: t(usersWords.userFormEmail),
    username: t(usersWords.userFormUsername),
    display_name: t(usersWords.userFormDisplayName),
    role: t(usersWords.userFormRole),
    password: t(usersWords.userFormPassword),
  });
  /** This form's own check of a field, in the language shown now. */
  const clientError = (field: keyof FieldErrors) => {
    const problem = clientErrors[field];
    return problem && t(problem, { min: problem === usersWords.usersUsernameTooShort ? MIN_USERNAME : MIN_PASSWORD });
  };
  /** A field's value, its error (this form's check first, then the server's) and typing, which clears the error. */
  const bind = (field: keyof FieldErrors | 'display_name') => ({
    value: values[field],
    error: clientError(field) ?? failure.fields[field],
    onChange: (event: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [field]: event.target.value }));
      setClientErrors((e) => ({ ...e, [field]: undefined }));
    },
  });

  const submit = () => {
    const problems: ClientProblems = {};
    if (!values.email.trim()) problems.email = usersWords.usersEmailMissing;
    if (values.username.trim().length < MIN_USERNAME) problems.username = usersWords.usersUsernameTooShort;
    if (!user && values.password.length < MIN_PASSWORD) problems.password = usersWords.usersPasswordTooShort;
    setClientErrors(problems);
    if (Object.keys(problems).length === 0) onSubmit(values);
  };

  const creating = !user;
  return (
    <FormDialog
      open={open}
      title={creating ? t(usersWords.userFormNewTitle) : t(usersWords.userFormEditTitle, { username: user.username })}
      submitLabel={creating ? t(usersWords.userFormCreate) : t(usersWords.userFormSaveChanges)}
      onSubmit={submit}
      onClose={onClose}
      busy={request.isPending}
    >
      <div className="flex flex-col gap-3">
        {failure.message && <Alert tone="error">{failure.message}</Alert>}
        <TextField
          label={t(usersWords.userFormEmail)}
          type="email"
          autoComplete="off"
          {...bind('email')}
          data-autofocus
        />
        <TextField label={t(usersWords.userFormUsername)} autoComplete="off" {...bind('username')} />
        <TextField
          label={t(usersWords.userFormDisplayName)}
          autoComplete="off"
          {...bind('display_name')}
          hint={t(usersWords.userFormDisplayNameHint)}
        />
        <Select label={t(usersWords.userFormRole)} options={roleOptions(t)} {...bind('role')} />
        {creating && (
          <TextField
            label={t(usersWords.userFormPassword)}
            type="password"
            autoComplete="new-password"
            {...bind('password')}
            hint={t(usersWords.userFormPasswordHint, { min: MIN_PASSWORD })}
          />
        )}
      </div>
    </FormDialog>
  );
}
