/** The project's settings: name, description, languages, client and due date, changed together. */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, listKeys } from '@tessera/shared';
import * as projectsApi from '@tessera/shared/api/projects';
import { UpdateProjectBody, type Project } from '@tessera/shared/contract';
import { Alert, FormDialog, TextArea, TextField } from '@tessera/shared/ui';
import { LanguageFields } from '@tessera/shared/ui/language-fields';
import { projectKey } from './queries.ts';

export function ProjectSettingsDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const client = useQueryClient();
  const [fields, setFields] = useState({
    name: project.name,
    description: project.description,
    source_lang: project.source_lang,
    target_lang: project.target_lang,
    client: project.client,
    due_date: project.due_date ?? '',
  });
  const [problem, setProblem] = useState<string>();
  const save = useMutation({
    mutationFn: (body: UpdateProjectBody) => projectsApi.updateProject(project.id, body),
    onSuccess: async (saved) => {
      client.setQueryData(projectKey(project.id), saved);
      await client.invalidateQueries({ queryKey: listKeys.projects });
      onClose();
    },
    onError: (error) => setProblem(errorMessage(error)),
  });
  const set = (key: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields({ ...fields, [key]: event.target.value });
  return (
    <FormDialog
      title={`Settings of ${project.name}`}
      submitLabel="Save settings"
      busy={save.isPending}
      onClose={onClose}
      onSubmit={() => {
        const parsed = UpdateProjectBody.safeParse({ ...fields, due_date: fields.due_date || null });
        if (!parsed.success)
          return setProblem(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
        setProblem(undefined);
        save.mutate(parsed.data);
      }}
    >
      <div className="grid gap-3">
        <TextField label="Project name" value={fields.name} onChange={set('name')} maxLength={255} required />
        <TextArea label="Description" value={fields.description} onChange={set('description')} />
        <LanguageFields
          source={{ value: fields.source_lang, onChange: set('source_lang'), required: true }}
          target={{ value: fields.target_lang, onChange: set('target_lang'), required: true }}
          optional={false}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField label="Client" value={fields.client} onChange={set('client')} maxLength={255} />
          <TextField label="Due date" type="date" value={fields.due_date} onChange={set('due_date')} />
        </div>
        {problem && <Alert tone="error">{problem}</Alert>}
      </div>
    </FormDialog>
  );
}
