import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import * as tokensApi from '@tessera/shared/api/tokens';
import { TOKEN_MAX_DAYS_LIMIT } from '@tessera/shared';
import type { TokenSettings } from '@tessera/shared/contract';
import { Button, QueryErrorState, Spinner, TextField } from '@tessera/shared/ui';
import { useMessages } from '../../common/settings-i18n.ts';
import { SaveOutcome } from '../../common/SaveOutcome.tsx';
import * as settingsWords from '../../locales/en/settings.arb';

export const tokenSettingsKey = ['users', 'tokens', 'settings'] as const;

/**
 * How long anyone's new API token may last at most: a leaked token stops working by then at the latest. Until an
 * admin saves a number, the server's environment decides (API_TOKEN_MAX_DAYS).
 */
export function TokenCeilingForm() {
  const t = useMessages();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (maxDays: number) => tokensApi.putTokenSettings({ max_days: maxDays }),
    onSuccess: (saved) => queryClient.setQueryData(tokenSettingsKey, saved),
  });
  const settings = useQuery({
    queryKey: tokenSettingsKey,
    queryFn: ({ signal }) => tokensApi.getTokenSettings(signal),
  });
  if (settings.isPending) return <Spinner label={t(settingsWords.tokensCeilingLoading)} />;
  if (settings.isError) return <QueryErrorState title={t(settingsWords.tokensCeilingLoadFailed)} query={settings} />;
  // A fresh form for each saved version, so the field shows what is stored; the saving outlives it to say so.
  return <CeilingForm key={settings.data.updated_at ?? 'environment'} settings={settings.data} save={save} />;
}

function CeilingForm({
  settings,
  save,
}: {
  settings: TokenSettings;
  save: UseMutationResult<TokenSettings, Error, number>;
}) {
  const t = useMessages();
  const [days, setDays] = useState(String(settings.max_days));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(Number(days));
  };
  return (
    <form onSubmit={submit} aria-label={t(settingsWords.tokensCeilingForm)} className="flex max-w-xl flex-col gap-3">
      <div className="flex items-end gap-2">
        <TextField
          label={t(settingsWords.tokensCeilingDays)}
          type="number"
          min={1}
          max={TOKEN_MAX_DAYS_LIMIT}
          step={1}
          required
          fieldClassName="w-40"
          value={days}
          onChange={(event) => setDays(event.target.value)}
          hint={
            settings.source === 'environment'
              ? t(settingsWords.tokensCeilingEnvironmentHint)
              : t(settingsWords.tokensCeilingHint)
          }
        />
        <div>
          <Button type="submit" variant="primary" busy={save.isPending}>
            {t(settingsWords.tokensCeilingSave)}
          </Button>
        </div>
      </div>
      <SaveOutcome
        save={save}
        saved={(ceiling) => t(settingsWords.tokensCeilingSaved, { days: ceiling.max_days })}
        fields={{ max_days: t(settingsWords.tokensCeilingDays) }}
      />
    </form>
  );
}
