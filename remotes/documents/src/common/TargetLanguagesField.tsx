/**
 * A project's languages: one source and one or more target languages, each chosen with the shared language
 * picker. The first target language is the one older screens show.
 */
import { Button } from '@tessera/shared/ui';
import { LanguageField, LanguageOptions } from '@tessera/shared/ui/language-fields';

/** The language of a target field: the first is "Target language", the next "Target language 2"… */
const targetLabel = (index: number) => (index === 0 ? 'Target language' : `Target language ${index + 1}`);

export function ProjectLanguageFields({
  source,
  targets,
  onSource,
  onTargets,
}: {
  source: string;
  targets: string[];
  onSource: (code: string) => void;
  onTargets: (codes: string[]) => void;
}) {
  const setTarget = (index: number, code: string) =>
    onTargets(targets.map((current, at) => (at === index ? code : current)));
  return (
    <fieldset className="grid gap-2">
      <legend className="sr-only">Languages</legend>
      <LanguageField
        label="Source language"
        placeholder="en"
        value={source}
        onChange={(event) => onSource(event.target.value)}
        required
      />
      {targets.map((code, index) => (
        <div key={index} className="flex items-end gap-2">
          <div className="flex-1">
            <LanguageField
              label={targetLabel(index)}
              placeholder={index === 0 ? 'de' : 'fr'}
              value={code}
              onChange={(event) => setTarget(index, event.target.value)}
              required
            />
          </div>
          {targets.length > 1 && (
            <Button
              size="sm"
              aria-label={`Remove ${targetLabel(index).toLowerCase()} ${code}`.trim()}
              onClick={() => onTargets(targets.filter((_, at) => at !== index))}
            >
              Remove
            </Button>
          )}
        </div>
      ))}
      <div>
        <Button size="sm" onClick={() => onTargets([...targets, ''])}>
          Add a target language
        </Button>
      </div>
      <p className="text-xs text-slate-500">
        Each file uploaded into the project becomes one document per target language.
      </p>
      <LanguageOptions />
    </fieldset>
  );
}

/** The target languages as a body sends them: blank fields left out. */
export const chosenTargets = (targets: readonly string[]) => targets.map((code) => code.trim()).filter(Boolean);
