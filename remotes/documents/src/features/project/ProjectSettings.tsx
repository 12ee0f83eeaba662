/** The project's settings: name, description, languages (one source, several targets), client and due date. */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, listKeys } from '@tessera/shared';
import * as projectsApi from '@tessera/shared/api/projects';
import type { Project, UpdateProjectBody } from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import { Alert, Checkbox, FormDialog, TextField } from '@tessera/shared/ui';
import { ProjectBasicsFields, useProjectForm } from '../../common/ProjectBasicsFields.tsx';
import { chosenTargets } from '../../common/TargetLanguagesField.tsx';
import { projectKey } from './queries.ts';
import { ProjectInstructions } from './ProjectInstructions.tsx';
import { ProjectModelTokens } from './ProjectModelTokens.tsx';
import { ProjectMtQuality } from './ProjectMtQuality.tsx';
import { useMessages } from './settings-i18n.ts';
import { useMessages as useCommonMessages } from '../../common/i18n.ts';
import { fieldNamesOf, projectFormFields, projectFormOutcome } from '../../common/formProblems.ts';
import * as projectSettingsWords from './locales/en/project-settings.arb';

export function ProjectSettingsDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const client = useQueryClient();
  const t = useMessages();
  // The problems of a project's form are said in the words the new project dialog uses too.
  const common = useCommonMessages();
  const f = useFormats();
  const form = useProjectForm(
    {
      name: project.name,
      description: project.description,
      source_lang: project.source_lang,
      client: project.client,
      due_date: project.due_date ?? '',
    },
    project.target_langs,
  );
  const { fields, setFields, targets } = form;
  const [copyDocuments, setCopyDocuments] = useState(true);
  const added = chosenTargets(targets).filter((code) => !project.target_langs.includes(code));
  const offerCopies = project.documents_count > 0 && added.length > 0;
  const [problem, setProblem] = useState<string>();
  const labels = {
    name: t(projectSettingsWords.projectSettingsName),
    description: t(projectSettingsWords.projectSettingsDescription),
  };
  const formFields = projectFormFields(common, {
    ...labels,
    client: t(projectSettingsWords.projectSettingsClient),
    dueDate: t(projectSettingsWords.projectSettingsDueDate),
  });
  const save = useMutation({
    mutationFn: (body: UpdateProjectBody) => projectsApi.updateProject(project.id, body),
    onSuccess: async (saved) => {
      client.setQueryData(projectKey(project.id), saved);
      await client.invalidateQueries({ queryKey: listKeys.projects });
      onClose();
    },
    onError: (error) => setProblem(errorMessage(error, { fields: fieldNamesOf(formFields) })),
  });
  const set = (key: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields({ ...fields, [key]: event.target.value });
  return (
    <FormDialog
      title={t(projectSettingsWords.projectSettingsTitle, { name: project.name })}
      submitLabel={t(projectSettingsWords.projectSettingsSave)}
      busy={save.isPending}
      onClose={onClose}
      onSubmit={async () => {
        // The schemas (zod) are fetched when settings are saved, not with the project page.
        const { UpdateProjectBody } = await import('@tessera/shared/contract');
        const parsed = UpdateProjectBody.safeParse({
          ...fields,
          target_langs: chosenTargets(targets),
          due_date: fields.due_date || null,
          ...(offerCopies && copyDocuments ? { copy_documents: true } : {}),
        });
        const languages = { source: fields.source_lang, targets: chosenTargets(targets) };
        const outcome = projectFormOutcome(parsed, languages, formFields, common, f);
        setProblem(outcome.problem);
        if (outcome.body) save.mutate(outcome.body);
      }}
    >
      <div className="grid gap-3">
        <ProjectBasicsFields form={form} labels={labels} />
        {offerCopies && (
          <Checkbox
            label={t(projectSettingsWords.projectSettingsCopyDocuments, { languages: f.list(added, 'unit') })}
            checked={copyDocuments}
            onChange={(event) => setCopyDocuments(event.target.checked)}
          />
        )}
        {project.documents_count > 0 && (
          <p className="text-xs text-slate-500">
            {t(projectSettingsWords.projectSettingsTargetsNote, {
              copies: offerCopies && !copyDocuments ? 'none' : 'all',
            })}
          </p>
        )}
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={t(projectSettingsWords.projectSettingsClient)}
            value={fields.client}
            onChange={set('client')}
            maxLength={255}
          />
          <TextField
            label={t(projectSettingsWords.projectSettingsDueDate)}
            type="date"
            value={fields.due_date}
            onChange={set('due_date')}
          />
        </div>
        <ProjectInstructions project={project} />
        <ProjectModelTokens project={project} />
        <ProjectMtQuality project={project} />
        {problem && <Alert tone="error">{problem}</Alert>}
      </div>
    </FormDialog>
  );
}
