import { describe, expect, it } from 'vitest';
import { CreateProjectBody, UpdateProjectBody } from '@tessera/shared/contract';
import { formatsOf, loadCatalogs } from '@tessera/shared/i18n';
import { projectFormFields, projectFormProblem, type FormIssue } from './formProblems.ts';
import { messagesIn } from './i18n.ts';

const labels = { name: 'Project name', description: 'Description', client: 'Client', dueDate: 'Due date' };

type Schema = { safeParse: (body: unknown) => { error?: { issues: FormIssue[] } } };

function problemOf(body: Record<string, unknown>, locale = 'en', schema: Schema = CreateProjectBody) {
  const t = messagesIn(locale);
  const parsed = schema.safeParse(body);
  const targets = (body.target_langs as string[] | undefined) ?? [];
  return projectFormProblem(
    parsed.error?.issues ?? [],
    { source: String(body.source_lang ?? ''), targets },
    projectFormFields(t, labels),
    t,
    formatsOf(locale),
  );
}

describe("a project form's problems", () => {
  it('says each kind of problem after its field, in the interface language', async () => {
    expect(problemOf({ name: ' ', source_lang: 'en', target_langs: ['de'] })).toBe('Project name: required');
    expect(problemOf({ name: 'x'.repeat(256), source_lang: 'e n', target_langs: ['de', '1'] })).toBe(
      'Project name: at most 255 characters; Source language: not a language code such as en or de-AT; ' +
        'Target language 2: not a language code such as en or de-AT',
    );
    expect(problemOf({ name: 'Atlas', source_lang: 'en', target_langs: [] })).toBe('Target languages: required');
    expect(
      problemOf(
        { name: 'Atlas', due_date: '2026-02-31', target_langs: ['de'], source_lang: 'en' },
        'en',
        UpdateProjectBody,
      ),
    ).toBe('Due date: not a date (YYYY-MM-DD)');
    await loadCatalogs('de');
    expect(problemOf({ name: '', source_lang: 'en', target_langs: ['de'] }, 'de')).toBe('Project name: Pflichtangabe');
  });

  it("says the languages' own rules in the interface language instead of the contract's English", () => {
    expect(problemOf({ name: 'Atlas', source_lang: 'en', target_langs: ['de', 'DE'] })).toBe(
      'Target languages: each language may be named once',
    );
    expect(problemOf({ name: '', source_lang: 'en', target_langs: ['de', 'en'] })).toBe(
      'Project name: required; Target languages: the source language cannot also be a target language',
    );
    expect(problemOf({ name: 'Atlas', source_lang: 'en', target_langs: ['de'] })).toBeUndefined();
  });
});
