/** The source and target language fields of the forms that create a resource or a project. */
import { TextField } from '@tessera/shared/ui';
import type { TextFieldProps } from '@tessera/shared/ui';

const COMMON_LANGUAGES = [
  'en',
  'en-US',
  'en-GB',
  'de',
  'de-AT',
  'de-CH',
  'fr',
  'es',
  'it',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'sv',
  'da',
  'fi',
  'cs',
  'ru',
  'uk',
  'ja',
  'zh-Hans',
  'zh-Hant',
  'ko',
  'ar',
  'tr',
];
const LANGUAGE_LIST_ID = 'tessera-language-codes';

type LanguageFieldProps = Omit<TextFieldProps, 'label' | 'list' | 'placeholder'>;

/** Source and target side by side, with common codes offered; optional ones come from the file. */
export function LanguageFields({
  source,
  target,
  optional,
}: {
  source: LanguageFieldProps;
  target: LanguageFieldProps;
  optional: boolean;
}) {
  const suffix = optional ? ' (optional)' : '';
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={`Source language${suffix}`}
          list={LANGUAGE_LIST_ID}
          placeholder={optional ? 'from the file' : 'en'}
          {...source}
        />
        <TextField
          label={`Target language${suffix}`}
          list={LANGUAGE_LIST_ID}
          placeholder={optional ? 'from the file' : 'de'}
          {...target}
        />
      </div>
      <datalist id={LANGUAGE_LIST_ID}>
        {COMMON_LANGUAGES.map((code) => (
          <option key={code} value={code} />
        ))}
      </datalist>
    </>
  );
}
