import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, can, errorMessage, routes, useCurrentUser } from '@tessera/shared';
import type { Project } from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import { Button, NumberField, QueryErrorState } from '@tessera/shared/ui';
import { useMessages } from './settings-i18n.ts';
import * as projectSettingsWords from './locales/en/project-settings.arb';

/**
 * The model tokens the project used this month, against the monthly ceiling an admin may set: past it, model
 * suggestions and pre-translation by model stop until the next month.
 */
export function ProjectModelTokens({ project }: { project: Project }) {
  const client = useQueryClient();
  const user = useCurrentUser();
  const t = useMessages();
  const f = useFormats();
  const [draft, setDraft] = useState<string>();
  const key = ['projects', project.id, 'model-tokens'];
  const params = { id: project.id };
  const usage = useQuery({ queryKey: key, queryFn: ({ signal }) => call(routes.mt.tokenUsage, { params, signal }) });
  const save = useMutation({
    mutationFn: (ceiling: number | null) => call(routes.mt.putTokenCeiling, { params, body: { ceiling } }),
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
      setDraft(undefined);
    },
  });
  if (usage.isError) return <QueryErrorState title={t(projectSettingsWords.projectTokensNotLoaded)} query={usage} />;
  if (!usage.data) return null;
  const { used, ceiling, month } = usage.data;
  const value = draft ?? (ceiling === null ? '' : String(ceiling));
  return (
    <fieldset className="grid gap-1">
      <legend className="text-sm font-medium text-slate-700">{t(projectSettingsWords.projectTokensLegend)}</legend>
      <p className="text-sm text-slate-700">
        {ceiling === null
          ? t(projectSettingsWords.projectTokensUsedNoCeiling, { used: f.number(used), month })
          : t(
              used >= ceiling
                ? projectSettingsWords.projectTokensUsedOfCeilingStopped
                : projectSettingsWords.projectTokensUsedOfCeiling,
              {
                used: f.number(used),
                ceiling: f.number(ceiling),
                month,
              },
            )}
      </p>
      {user && can(user, 'mt.manage') && (
        <div className="flex items-end gap-2">
          <NumberField
            label={t(projectSettingsWords.projectTokensCeiling)}
            hint={t(projectSettingsWords.projectTokensCeilingHint)}
            min={1}
            step={1}
            value={value}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button
            type="button"
            size="sm"
            disabled={draft === undefined}
            busy={save.isPending}
            onClick={() => save.mutate(value.trim() === '' ? null : Number(value))}
          >
            {t(projectSettingsWords.projectTokensSave)}
          </Button>
        </div>
      )}
      {save.isError && (
        <span role="alert" className="text-sm text-red-800">
          {errorMessage(save.error, { fields: { ceiling: t(projectSettingsWords.projectTokensCeiling) } })}
        </span>
      )}
    </fieldset>
  );
}
