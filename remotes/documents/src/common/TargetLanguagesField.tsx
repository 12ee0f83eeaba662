/**
 * A project's languages: one source and one or more target languages, each chosen with the shared language
 * picker. The first target language is the one older screens show.
 */
import type { Translate } from '@tessera/shared/i18n/catalog';
import { Button } from '@tessera/shared/ui';
import { LanguageField, LanguageOptions } from '@tessera/shared/ui/language-fields';
import { useMessages } from './i18n.ts';
import * as documentsWords from '../locales/en/documents.arb';

/** The language of a target field: the first is "Target language", the next "Target language 2"… */
export const targetLabel = (t: Translate<'documents'>, index: number) =>
  index === 0 ? t(documentsWords.languagesTarget) : t(documentsWords.languagesTargetNumbered, { number: index + 1 });

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
  const t = useMessages();
  const setTarget = (index: number, code: string) =>
    onTargets(targets.map((current, at) => (at === index ? code : current)));
  return (
    <fieldset className="grid gap-2">
      <legend className="sr-only">{t(documentsWords.languagesLegend)}</legend>
      <LanguageField
        label={t(documentsWords.languagesSource)}
        placeholder="en"
        value={source}
        onChange={(event) => onSource(event.target.value)}
        required
      />
      {targets.map((code, index) => (
        <div key={index} className="flex items-end gap-2">
          <div className="flex-1">
            <LanguageField
              label={targetLabel(t, index)}
              placeholder={index === 0 ? 'de' : 'fr'}
              value={code}
              onChange={(event) => setTarget(index, event.target.value)}
              required
            />
          </div>
          {targets.length > 1 && (
            <Button
              size="sm"
              // A field not filled in yet has no code to say.
              aria-label={(index === 0
                ? t(documentsWords.languagesRemoveTarget, { code })
                : t(documentsWords.languagesRemoveTargetNumbered, { number: index + 1, code })
              )
                .replace(/\s+/g, ' ')
                .trim()}
              onClick={() => onTargets(targets.filter((_, at) => at !== index))}
            >
              {t(documentsWords.languagesRemove)}
            </Button>
          )}
        </div>
      ))}
      <div>
        <Button size="sm" onClick={() => onTargets([...targets, ''])}>
          {t(documentsWords.languagesAddTarget)}
        </Button>
      </div>
      <p className="text-xs text-slate-500">{t(documentsWords.languagesOneDocumentPerTarget)}</p>
      <LanguageOptions />
    </fieldset>
  );
}

/** The target languages as a body sends them: blank fields left out. */
export const chosenTargets = (targets: readonly string[]) => targets.map((code) => code.trim()).filter(Boolean);
