import { escapeXmlText } from '../xml-escape.ts';

/** The folders of an OmegaT project as the package lays them out, relative to its `omegat.project`. */
export const OMEGAT_FOLDERS = {
  source: 'source',
  target: 'target',
  tm: 'tm',
  glossary: 'glossary',
  dictionary: 'dictionary',
  /** The project's own translations: OmegaT reads and writes them here. */
  projectSave: 'omegat/project_save.tmx',
  /** The glossary OmegaT adds the translator's terms to, beside those of the package. */
  writableGlossary: 'glossary/glossary.txt',
} as const;

/**
 * An `omegat.project` file (OmegaT 3.6 reads this shape and ignores what it lacks). Sentence segmentation is off:
 * each XLIFF unit of the package is one Tessera segment already, and splitting it again would give OmegaT segments
 * Tessera cannot match back.
 */
export function omegatProjectFile(languages: { source: string; target: string }): string {
  const element = (name: string, value: string) => `    <${name}>${escapeXmlText(value)}</${name}>\n`;
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<omegat>\n' +
    '  <project version="1.0">\n' +
    element('source_dir', OMEGAT_FOLDERS.source) +
    '    <source_dir_excludes/>\n' +
    element('target_dir', OMEGAT_FOLDERS.target) +
    element('tm_dir', OMEGAT_FOLDERS.tm) +
    element('glossary_dir', OMEGAT_FOLDERS.glossary) +
    element('glossary_file', OMEGAT_FOLDERS.writableGlossary) +
    element('dictionary_dir', OMEGAT_FOLDERS.dictionary) +
    element('source_lang', languages.source) +
    element('target_lang', languages.target) +
    element('sentence_seg', 'false') +
    element('support_default_translations', 'true') +
    element('remove_tags', 'false') +
    '  </project>\n' +
    '</omegat>\n'
  );
}
