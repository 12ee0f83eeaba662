/**
 * The fields every project form starts with, the new project's and the project settings': name, description, and
 * the source and target languages.
 */
import { useState } from 'react';
import { TextArea, TextField } from '@tessera/shared/ui';
import { ProjectLanguageFields } from './TargetLanguagesField.tsx';

/** What those fields edit of a project form's values. */
export type ProjectBasics = { name: string; description: string; source_lang: string };

/** A project form's values (`fields`) and its target languages as typed, one field each, blanks included. */
export function useProjectForm<Fields extends ProjectBasics>(initial: Fields, initialTargets: string[]) {
  const [fields, setFields] = useState(initial);
  const [targets, setTargets] = useState(initialTargets);
  return { fields, setFields, targets, setTargets };
}

export function ProjectBasicsFields<Fields extends ProjectBasics>({
  form: { fields, setFields, targets, setTargets },
  labels,
  autoFocus = false,
}: {
  form: ReturnType<typeof useProjectForm<Fields>>;
  /** The form's own words for the name and the description (those its projectFormFields are given). */
  labels: { name: string; description: string };
  /** Whether the name takes the focus as the dialog opens. */
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextField
        label={labels.name}
        value={fields.name}
        onChange={(event) => setFields({ ...fields, name: event.target.value })}
        data-autofocus={autoFocus || undefined}
        maxLength={255}
        required
      />
      <TextArea
        label={labels.description}
        value={fields.description}
        onChange={(event) => setFields({ ...fields, description: event.target.value })}
      />
      <ProjectLanguageFields
        source={fields.source_lang}
        targets={targets}
        onSource={(source_lang) => setFields({ ...fields, source_lang })}
        onTargets={setTargets}
      />
    </>
  );
}
