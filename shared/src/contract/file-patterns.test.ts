// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  FileSet,
  matchesGlob,
  matchSourceFiles,
  ProjectFiles,
  translationPath,
  type ProjectFiles as ProjectFilesType,
} from './file-patterns.ts';

const reactApp: ProjectFilesType = {
  files: [{ source: 'locales/en/*.json', translation: 'locales/{lang}/{name}.json' }],
};

describe('source patterns', () => {
  it('match within one folder level with *, and across any number of folders with **', () => {
    expect(matchesGlob('locales/en/common.json', 'locales/en/*.json')).toBe(true);
    expect(matchesGlob('locales/en/deep/common.json', 'locales/en/*.json')).toBe(false);
    expect(matchesGlob('src/a/b/en.yml', 'src/**/en.yml')).toBe(true);
    expect(matchesGlob('src/en.yml', 'src/**/en.yml')).toBe(true);
    expect(matchesGlob('config/locales/en.yml', '/config/locales/??.yml')).toBe(true);
    expect(matchesGlob('config/locales/enx.yml', 'config/locales/??.yml')).toBe(false);
  });

  it('take dots, brackets and braces in names literally', () => {
    expect(matchesGlob('values/strings.xml', 'values/strings.xml')).toBe(true);
    expect(matchesGlob('values/stringsxxml', 'values/strings.xml')).toBe(false);
    expect(matchesGlob('a/(b)+[c].json', 'a/(b)+[c].json')).toBe(true);
  });

  it('find the source files, sorted, leaving out ignored ones and translations of matched sources', () => {
    const paths = [
      'locales/en/common.json',
      'locales/de/common.json',
      'locales/en/admin.json',
      'locales/en/legacy.json',
      'README.md',
    ];
    const found = matchSourceFiles(paths, { ...reactApp, ignore: ['**/legacy.json'] }, ['de']);
    expect(found.map(({ path, name, ext }) => ({ path, name, ext }))).toEqual([
      { path: 'locales/en/admin.json', name: 'admin', ext: 'json' },
      { path: 'locales/en/common.json', name: 'common', ext: 'json' },
    ]);
  });

  it('do not take a language’s translation for a source when the source pattern would match it', () => {
    const everyFolder: ProjectFilesType = {
      files: [{ source: 'locales/**/*.json', translation: 'translated/{lang}/**/{name}.json' }],
    };
    const selfOverlapping: ProjectFilesType = {
      files: [{ source: 'config/locales/*.yml', translation: 'config/locales/{lang}.yml' }],
    };
    expect(matchSourceFiles(['locales/app/a.json'], everyFolder, ['fr']).map((file) => file.path)).toEqual([
      'locales/app/a.json',
    ]);
    expect(
      matchSourceFiles(['config/locales/en.yml', 'config/locales/fr.yml'], selfOverlapping, ['fr']).map(
        (file) => file.path,
      ),
    ).toEqual(['config/locales/en.yml']);
  });
});

describe('translation paths', () => {
  it('fill {lang}, {name}, {ext} and the folders ** matched', () => {
    const config: ProjectFilesType = {
      files: [{ source: 'src/**/i18n/en.{json}', translation: 'src/**/i18n/{lang}.{ext}' }],
    };
    const [source] = matchSourceFiles(['src/app/settings/i18n/en.{json}'], config);
    expect(source).toBeDefined();
    expect(translationPath(source!, 'fr', { targets: ['fr'] })).toBe('src/app/settings/i18n/fr.{json}');
  });

  it('spell the language as the repository does when languages: maps it', () => {
    const android: ProjectFilesType = {
      files: [{ source: 'app/res/values/strings.xml', translation: 'app/res/values-{lang}/strings.xml' }],
      languages: { 'pt-BR': 'b+pt+BR', 'zh-Hant': 'zh-rTW' },
    };
    const [source] = matchSourceFiles(['app/res/values/strings.xml'], android);
    const targets = ['pt-BR', 'zh-Hant', 'de-DE'];
    const naming = { spellings: android.languages, targets };
    expect(targets.map((language) => translationPath(source!, language, naming))).toEqual([
      'app/res/values-b+pt+BR/strings.xml',
      'app/res/values-zh-rTW/strings.xml',
      'app/res/values-de/strings.xml',
    ]);
  });

  it("spell it as the repository's source does: the language alone where the source names no region", () => {
    const targets = ['de-DE', 'fr', 'pt-BR', 'pt-PT', 'zh-Hant-TW'];
    const pathsOf = (path: string, config: ProjectFilesType) => {
      const [source] = matchSourceFiles([path], config, targets);
      return targets.map((language) => translationPath(source!, language, { spellings: config.languages, targets }));
    };
    expect(pathsOf('locales/en/app.json', reactApp)).toEqual([
      'locales/de/app.json',
      'locales/fr/app.json',
      'locales/pt-BR/app.json',
      'locales/pt-PT/app.json',
      'locales/zh-Hant/app.json',
    ]);
    const regional = { files: [{ source: 'i18n/app.en_US.json', translation: 'i18n/app.{lang}.json' }] };
    expect(pathsOf('i18n/app.en_US.json', regional)).toEqual([
      'i18n/app.de-DE.json',
      'i18n/app.fr.json',
      'i18n/app.pt-BR.json',
      'i18n/app.pt-PT.json',
      'i18n/app.zh-Hant-TW.json',
    ]);
    const mapped = { ...reactApp, languages: { 'de-DE': 'de-DE', 'pt-BR': 'pt' } };
    expect(pathsOf('locales/en/app.json', mapped).slice(0, 3)).toEqual([
      'locales/de-DE/app.json',
      'locales/fr/app.json',
      'locales/pt/app.json',
    ]);
  });

  it('drop a ** that matched no folder without leaving a double slash', () => {
    const config: ProjectFilesType = { files: [{ source: 'locales/**/*.po', translation: 'out/{lang}/**/{name}.po' }] };
    const [top] = matchSourceFiles(['locales/messages.po'], config);
    expect(translationPath(top!, 'it', { targets: ['it'] })).toBe('out/it/messages.po');
  });
});

describe('the files: setting', () => {
  const problem = (fileSet: unknown) => FileSet.safeParse(fileSet).error?.issues[0]?.message;

  it('refuses patterns that leave the root, unknown placeholders and translations without {lang}', () => {
    expect(problem({ source: '../secrets/*.json', translation: '{lang}.json' })).toMatch(/leaves its folder/);
    expect(problem({ source: 'a/*.json', translation: 'a/{locale}/{lang}.json' })).toMatch(/\{locale\} is not/);
    expect(problem({ source: 'a/*.json', translation: 'b/{name}.json' })).toMatch(/has no \{lang\}/);
    expect(problem({ source: 'a/x**/*.json', translation: 'b/{lang}.json' })).toMatch(/whole folder name/);
    expect(problem({ source: 'a/*.json', translation: 'b/*/{lang}.json' })).toMatch(/no other wildcard/);
    expect(problem(reactApp.files[0])).toBeUndefined();
  });

  it('needs at least one file set', () => {
    expect(ProjectFiles.safeParse({ files: [] }).success).toBe(false);
    expect(ProjectFiles.safeParse(reactApp).success).toBe(true);
  });
});
