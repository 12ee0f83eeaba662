import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, errorMessage, routes } from '@tessera/shared';
import type { Project } from '@tessera/shared/contract';
import { Button, TextArea } from '@tessera/shared/ui';
import { useMessages } from './settings-i18n.ts';
import * as projectSettingsWords from './locales/en/project-settings.arb';

/** The server's limit (contract MAX_INSTRUCTIONS_LENGTH), not imported: screens take no values from the contract. */
const MAX_LENGTH = 4000;

/**
 * The project's instructions to language models for one target language at a time (a style guide every model
 * prompt for its documents carries), saved on their own: empty removes them.
 */
export function ProjectInstructions({ project }: { project: Project }) {
  const client = useQueryClient();
  const t = useMessages();
  const [lang, setLang] = useState(project.target_langs[0] ?? project.target_lang);
  const [draft, setDraft] = useState<string>();
  const key = ['projects', project.id, 'instructions', lang];
  const params = { id: project.id, lang };
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call(routes.mt.instructions, { params, signal }),
  });
  const save = useMutation({
    mutationFn: (instructions: string) => call(routes.mt.putInstructions, { params, body: { instructions } }),
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
      setDraft(undefined);
    },
  });
  const value = draft ?? query.data?.instructions ?? '';
  return (
    <fieldset className="grid gap-1">
      <legend className="text-sm font-medium text-slate-700">
        {t(projectSettingsWords.projectInstructionsLegend)}
      </legend>
      {project.target_langs.length > 1 && (
        <select
          aria-label={t(projectSettingsWords.projectInstructionsLanguage)}
          className="w-fit rounded border border-slate-300 px-1 py-0.5 text-sm"
          value={lang}
          onChange={(event) => {
            setLang(event.target.value);
            setDraft(undefined);
          }}
        >
          {project.target_langs.map((code) => (
            <option key={code}>{code}</option>
          ))}
        </select>
      )}
      <TextArea
        label={t(projectSettingsWords.projectInstructionsStyleGuide, { lang })}
        placeholder={t(projectSettingsWords.projectInstructionsPlaceholder)}
        value={value}
        maxLength={MAX_LENGTH}
        disabled={query.isPending}
        onChange={(event) => setDraft(event.target.value)}
      />
      <div className="flex items-center gap-2">
        <Button
          type="button"
          size="sm"
          disabled={draft === undefined}
          busy={save.isPending}
          onClick={() => save.mutate(value)}
        >
          {t(projectSettingsWords.projectInstructionsSave)}
        </Button>
        {save.isError && (
          <span role="alert" className="text-sm text-red-800">
            {errorMessage(save.error, {
              fields: { instructions: t(projectSettingsWords.projectInstructionsStyleGuide, { lang }) },
            })}
          </span>
        )}
      </div>
    </fieldset>
  );
}
