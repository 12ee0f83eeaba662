import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, routes } from '@tessera/shared';
import * as usersApi from '@tessera/shared/api/users';
import type { SignInPolicy } from '@tessera/shared/contract';
import { Button, Checkbox, QueryErrorState, Select, Spinner } from '@tessera/shared/ui';
import { useMessages as useUsersMessages } from '../../common/i18n.ts';
import { useMessages } from '../../common/settings-i18n.ts';
import { SaveOutcome } from '../../common/SaveOutcome.tsx';
import * as settingsWords from '../../locales/en/settings.arb';
import * as usersWords from '../../locales/en/users.arb';
import { policyKey } from './queries.ts';

/** Who may be the break-glass user: active admins, by name (the first page of them: a hundred admins is plenty). */
const activeAdmins = { page: 0, role: 'admin', status: 'active', sort: 'name' } as const;

export function PolicyForm({ hasProvider }: { hasProvider: boolean }) {
  const t = useMessages();
  const tUsers = useUsersMessages();
  const client = useQueryClient();
  const policy = useQuery({ queryKey: policyKey, queryFn: ({ signal }) => call(routes.sso.policy, { signal }) });
  // The active admins only, as the server filters them: a page of them, not the thousands of users there may be.
  const admins = useQuery({
    queryKey: ['users', 'list', activeAdmins],
    queryFn: ({ signal }) => usersApi.listUsersPage(activeAdmins, signal),
  });
  const save = useMutation({
    mutationFn: (body: SignInPolicy) => call(routes.sso.putPolicy, { body }),
    onSuccess: (saved) => client.setQueryData(policyKey, saved),
  });
  if (policy.isPending || admins.isPending) return <Spinner label={t(settingsWords.ssoPolicyLoading)} />;
  if (policy.isError) return <QueryErrorState title={t(settingsWords.ssoPolicyLoadFailed)} query={policy} />;
  if (admins.isError) return <QueryErrorState title={tUsers(usersWords.usersLoadFailed)} query={admins} />;
  return (
    <PolicyFields
      key={JSON.stringify(policy.data)}
      policy={policy.data}
      admins={admins.data.records.map((admin) => ({
        value: String(admin.id),
        label: admin.display_name ? `${admin.display_name} (${admin.email})` : admin.email,
      }))}
      hasProvider={hasProvider}
      save={save}
    />
  );
}

function PolicyFields({
  policy,
  admins,
  hasProvider,
  save,
}: {
  policy: SignInPolicy;
  admins: { value: string; label: string }[];
  hasProvider: boolean;
  save: ReturnType<typeof useMutation<SignInPolicy, Error, SignInPolicy>>;
}) {
  const t = useMessages();
  const [required, setRequired] = useState(policy.require_sso);
  const [breakGlass, setBreakGlass] = useState(String(policy.break_glass_user_id ?? ''));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ require_sso: required, break_glass_user_id: breakGlass ? Number(breakGlass) : null });
  };
  return (
    <form onSubmit={submit} aria-label={t(settingsWords.ssoPolicyForm)} className="grid max-w-xl gap-3">
      <h3 className="text-sm font-semibold text-slate-900">{t(settingsWords.ssoPolicyTitle)}</h3>
      <Checkbox
        label={t(settingsWords.ssoRequire)}
        checked={required}
        disabled={!hasProvider && !required}
        onChange={(event) => setRequired(event.target.checked)}
      />
      <Select
        label={t(settingsWords.ssoBreakGlass)}
        hint={t(settingsWords.ssoBreakGlassHint)}
        value={breakGlass}
        onChange={(event) => setBreakGlass(event.target.value)}
        options={[{ value: '', label: t(settingsWords.ssoBreakGlassNobody) }, ...admins]}
      />
      <div>
        <Button type="submit" variant="primary" busy={save.isPending}>
          {t(settingsWords.ssoSavePolicy)}
        </Button>
      </div>
      <SaveOutcome
        save={save}
        saved={(policy) =>
          policy.require_sso ? t(settingsWords.ssoPolicySavedRequired) : t(settingsWords.ssoPolicySavedOptional)
        }
      />
    </form>
  );
}
