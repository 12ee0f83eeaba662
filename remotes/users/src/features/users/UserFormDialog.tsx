import { useEffect, useState } from 'react';
import { Alert, FormDialog, Select, TextField } from '@tessera/shared/ui';
import type { CreateUserBody, User } from '@tessera/shared/contract';
import { ROLE_OPTIONS } from '../../common/roles.ts';
import { describeFailure, type FieldErrors, type SaveRequest } from './errors.ts';

/** The form's fields: a display name left empty means none. */
export type UserFormValues = CreateUserBody & { display_name: string };

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
  const [values, setValues] = useState<UserFormValues>({
    email: '',
    username: '',
    display_name: '',
    role: 'user',
    password: '',
  });
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});

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

  const failure = describeFailure(request.error);
  /** A field's value, its error (this form's check first, then the server's) and typing, which clears the error. */
  const bind = (field: keyof FieldErrors | 'display_name') => ({
    value: values[field],
    error: clientErrors[field] ?? failure.fields[field],
    onChange: (event: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [field]: event.target.value }));
      setClientErrors((e) => ({ ...e, [field]: undefined }));
    },
  });

  const submit = () => {
    const problems: FieldErrors = {};
    if (!values.email.trim()) problems.email = 'Enter an email address';
    if (values.username.trim().length < 2) problems.username = 'Enter a username of at least 2 characters';
    if (!user && values.password.length < 10) problems.password = 'The password must be at least 10 characters';
    setClientErrors(problems);
    if (Object.keys(problems).length === 0) onSubmit(values);
  };

  const creating = !user;
  return (
    <FormDialog
      open={open}
      title={creating ? 'New user' : `Edit ${user.username}`}
      submitLabel={creating ? 'Create user' : 'Save changes'}
      onSubmit={submit}
      onClose={onClose}
      busy={request.isPending}
    >
      <div className="flex flex-col gap-3">
        {failure.message && <Alert tone="error">{failure.message}</Alert>}
        <TextField label="Email" type="email" autoComplete="off" {...bind('email')} data-autofocus />
        <TextField label="Username" autoComplete="off" {...bind('username')} />
        <TextField
          label="Display name"
          autoComplete="off"
          {...bind('display_name')}
          hint="Optional: the name shown beside the username, spaces and all (for example Ana María López)."
        />
        <Select label="Role" options={ROLE_OPTIONS} {...bind('role')} />
        {creating && (
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            {...bind('password')}
            hint="At least 10 characters. Tell the user; they can sign in with it right away."
          />
        )}
      </div>
    </FormDialog>
  );
}
