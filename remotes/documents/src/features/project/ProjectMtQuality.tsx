import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, errorMessage, routes } from '@tessera/shared';
import type { MtQualitySettings, Project } from '@tessera/shared/contract';
import { Button, Checkbox, NumberField, QueryErrorState } from '@tessera/shared/ui';
import { useMessages } from './settings-i18n.ts';
import * as projectSettingsWords from './locales/en/project-settings.arb';

/**
 * Whether the project's machine suggestions get a quality estimate (a second model request each), and the score at
 * or above which pre-translation by model confirms a segment (empty: none is confirmed).
 */
export function ProjectMtQuality({ project }: { project: Project }) {
  const client = useQueryClient();
  const t = useMessages();
  const [draft, setDraft] = useState<{ enabled: boolean; threshold: string }>();
  const key = ['projects', project.id, 'mt-quality'];
  const params = { id: project.id };
  const settings = useQuery({ queryKey: key, queryFn: ({ signal }) => call(routes.mt.quality, { params, signal }) });
  const save = useMutation({
    mutationFn: (body: MtQualitySettings) => call(routes.mt.putQuality, { params, body }),
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
      setDraft(undefined);
    },
  });
  if (settings.isError) {
    return <QueryErrorState title={t(projectSettingsWords.projectMtQualityNotLoaded)} query={settings} />;
  }
  if (!settings.data) return null;
  const shown = draft ?? {
    enabled: settings.data.enabled,
    threshold: settings.data.threshold === null ? '' : String(settings.data.threshold),
  };
  return (
    <fieldset className="grid gap-1">
      <legend className="text-sm font-medium text-slate-700">{t(projectSettingsWords.projectMtQualityLegend)}</legend>
      <Checkbox
        label={t(projectSettingsWords.projectMtQualityRate)}
        checked={shown.enabled}
        onChange={(event) => setDraft({ ...shown, enabled: event.target.checked })}
      />
      <div className="flex items-end gap-2">
        <NumberField
          label={t(projectSettingsWords.projectMtQualityThreshold)}
          hint={t(projectSettingsWords.projectMtQualityThresholdHint)}
          min={0}
          max={100}
          step={1}
          value={shown.threshold}
          onChange={(event) => setDraft({ ...shown, threshold: event.target.value })}
        />
        <Button
          type="button"
          size="sm"
          disabled={draft === undefined}
          busy={save.isPending}
          onClick={() =>
            save.mutate({
              enabled: shown.enabled,
              threshold: shown.threshold.trim() === '' ? null : Number(shown.threshold),
            })
          }
        >
          {t(projectSettingsWords.projectMtQualitySave)}
        </Button>
      </div>
      {save.isError && (
        <span role="alert" className="text-sm text-red-800">
          {errorMessage(save.error, {
            fields: {
              enabled: t(projectSettingsWords.projectMtQualityRate),
              threshold: t(projectSettingsWords.projectMtQualityThreshold),
            },
          })}
        </span>
      )}
    </fieldset>
  );
}
