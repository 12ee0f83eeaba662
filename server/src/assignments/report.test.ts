import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { DocumentRecord, ProjectReport, ReportFigures } from '@tessera/shared/contract';
import { describeWithPostgresToo, type Client, type SignedInClient } from '../test/harness.ts';
import {
  createProject,
  createTmWithUnits,
  documentRecords,
  linkTms,
  savedRecord,
  uploadDocument,
  xliffOf,
} from '../test/resources.ts';
import { assignSteps, deliverStep } from './workflow.test-helper.ts';

/** Figures with only the given bands' counts, as [segments, words]; the others zero. */
function figures(
  bands: Partial<Record<string, [number, number]>>,
  reviewEdits: [number, number] = [0, 0],
): ReportFigures {
  const all = ['repetition', '100', '95-99', '85-94', '75-84', '50-74', 'no-match'] as const;
  const entries = all.map((band) => ({ band, segments: bands[band]?.[0] ?? 0, words: bands[band]?.[1] ?? 0 }));
  return {
    bands: entries,
    confirmed: {
      segments: entries.reduce((sum, entry) => sum + entry.segments, 0),
      words: entries.reduce((sum, entry) => sum + entry.words, 0),
    },
    review_edits: { segments: reviewEdits[0], words: reviewEdits[1] },
  };
}

const today = () => new Date().toISOString().slice(0, 10);
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describeWithPostgresToo("a project's word counts per person", (t) => {
  const save = (client: Client, record: DocumentRecord, target: string, approved: boolean) =>
    savedRecord(client, record, { target, approved });

  /**
   * A project with a TM holding "Open the file.", a document of four segments assigned to a translator and a
   * reviewer: 1 an exact match, 2 no match, 3 a repetition of 2, 4 no match.
   */
  async function assignedProject() {
    const manager = await t.signIn('manager');
    const [translator, reviewer] = [await t.signIn('user'), await t.signIn('user')];
    const project = await createProject(manager);
    const tm = await createTmWithUnits(t, manager, 'Main', [
      { source: 'Open the file.', target: 'Öffnen Sie die Datei.' },
    ]);
    await linkTms(t, manager, `/api/projects/${project.id}`, [{ id: tm.id, mode: 'write' }]);
    const document = await uploadDocument(
      t,
      manager,
      xliffOf(['Open the file.', 'Close the window now.', 'Close the window now.', 'Save all changes.']),
      { projectId: project.id },
    );
    await assignSteps(manager, document.id, [
      ['translation', translator],
      ['review', reviewer],
    ]);
    return { manager, translator, reviewer, project, tm, document };
  }

  const reportOf = async (client: SignedInClient, projectId: number, query = '') => {
    const response = await client.inject(`/api/projects/${projectId}/report${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ProjectReport;
  };

  it('counts what each person confirmed per step by the band the segment had when the work started, and review edits apart', async () => {
    const { manager, translator, reviewer, project, tm, document } = await assignedProject();
    const [one, two, three, four] = (await documentRecords(manager, document.id)) as [
      DocumentRecord,
      DocumentRecord,
      DocumentRecord,
      DocumentRecord,
    ];
    const oneSaved = await save(translator, one, 'Öffnen Sie die Datei.', true);
    const twoSaved = await save(translator, two, 'Schließen Sie jetzt das Fenster.', true);
    await save(translator, three, 'Schließen Sie jetzt das Fenster.', true);
    // Taken back and confirmed again: still one segment.
    const twoAgain = await save(translator, twoSaved, twoSaved.target, false);
    await save(translator, twoAgain, twoAgain.target, true);
    await save(translator, four, 'Alle Änderungen speichern.', true);

    // Once the work started, a TM that now knows segment 4 (its confirmation is written back, in the background)
    // and a new analysis change nothing the report pays by.
    // A reviewer's confirmation counts as theirs in review; changing a target there is a review edit too.
    const knowsFour = async () =>
      (
        await manager.inject(
          `/api/translation_memory/${tm.id}/records?search=${encodeURIComponent('Save all changes')}`,
        )
      ).json().total_rows;
    await expect.poll(knowsFour).toBe(1);
    await t.app.jobs.idle();
    expect((await manager.inject(`/api/projects/${project.id}/analysis`)).statusCode).toBe(200);

    const delivered = await deliverStep(translator, document.id, 'translation');
    expect(delivered.statusCode, delivered.body).toBe(200);
    const [, , , fourNow] = (await documentRecords(manager, document.id)) as DocumentRecord[];
    await save(reviewer, fourNow!, 'Alle Änderungen speichern.', true);
    // A major error (5 points) in the translator's 14 words: 357.14 per 1,000, a fail.
    await savedRecord(reviewer, oneSaved, {
      target: 'Die Datei öffnen.',
      approved: true,
      review: { errors: [{ category: 'accuracy', severity: 'major' }] },
    });

    const report = await reportOf(manager, project.id);
    expect(report).toEqual({
      from: null,
      to: null,
      rows: [
        {
          user: { id: reviewer.user.id, username: reviewer.user.username, display_name: null },
          step: 'review',
          target_lang: 'de',
          quality: null,
          ...figures({ '100': [1, 3], 'no-match': [1, 3] }, [1, 3]),
        },
        {
          user: { id: translator.user.id, username: translator.user.username, display_name: null },
          step: 'translation',
          target_lang: 'de',
          quality: { words: 14, penalty_points: 5, penalty_per_1000: 357.14, pass_threshold: 10, pass: false },
          ...figures({ '100': [1, 3], 'no-match': [2, 7], repetition: [1, 4] }),
        },
      ].sort((a, b) => a.user.username.localeCompare(b.user.username)),
      // Each step's total apart: the translator's and the reviewer's words are not one sum.
      step_totals: [
        { step: 'translation', ...figures({ '100': [1, 3], 'no-match': [2, 7], repetition: [1, 4] }) },
        { step: 'review', ...figures({ '100': [1, 3], 'no-match': [1, 3] }, [1, 3]) },
      ],
      totals: figures({ '100': [2, 6], 'no-match': [3, 10], repetition: [1, 4] }, [1, 3]),
    });

    const csv = await manager.inject(`/api/projects/${project.id}/report?format=csv&from=${today()}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="report-project-${project.id}-${today()}.csv"`,
    );
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(
      'Person,Step,Target language,Repetitions segments,Repetitions words,100% segments,100% words,' +
        '95-99% segments,95-99% words,85-94% segments,85-94% words,75-84% segments,75-84% words,' +
        '50-74% segments,50-74% words,No match segments,No match words,Confirmed segments,Confirmed words,' +
        'Review edits segments,Review edits words,Penalty points,"Penalty per 1,000 words",' +
        '"Pass threshold per 1,000 words",Quality',
    );
    expect(lines).toContain(
      `${translator.user.username},translation,de,1,4,1,3,0,0,0,0,0,0,0,0,2,7,4,14,0,0,5,357.14,10,fail`,
    );
    expect(lines).toContain(`${reviewer.user.username},review,de,0,0,1,3,0,0,0,0,0,0,0,0,1,3,2,6,1,3,,,,`);
    expect(lines.slice(-3, -1)).toEqual([
      'Total,translation,,1,4,1,3,0,0,0,0,0,0,0,0,2,7,4,14,0,0,,,,',
      'Total,review,,0,0,1,3,0,0,0,0,0,0,0,0,1,3,2,6,1,3,,,,',
    ]);

    // Segment 1, the one with the error, translated yesterday: today's report counts neither its words nor its error.
    await sql`update segment_work set created_at = now() - interval '1 day' where record_id = ${one.id}`.execute(t.db);
    const todays = await reportOf(manager, project.id, `?from=${today()}`);
    expect(todays.rows.find((row) => row.user.id === translator.user.id)?.quality).toEqual({
      words: 11,
      penalty_points: 0,
      penalty_per_1000: 0,
      pass_threshold: 10,
      pass: true,
    });
  });

  it('counts the work done in the period asked, whole UTC days, and the work on documents without steps', async () => {
    const manager = await t.signIn('manager');
    const project = await createProject(manager);
    const document = await uploadDocument(t, manager, xliffOf(['One two three']), { projectId: project.id });
    const [one] = (await documentRecords(manager, document.id)) as [DocumentRecord];
    await save(manager, one, 'Eins zwei drei', true);

    const within = await reportOf(manager, project.id, `?from=${today()}&to=${today()}`);
    expect(within).toMatchObject({ from: today(), to: today() });
    expect(within.rows).toEqual([
      {
        user: { id: manager.user.id, username: manager.user.username, display_name: null },
        step: null,
        target_lang: 'de',
        quality: { words: 3, penalty_points: 0, penalty_per_1000: 0, pass_threshold: 10, pass: true },
        ...figures({ 'no-match': [1, 3] }),
      },
    ]);
    const before = await reportOf(manager, project.id, `?to=${daysFromToday(-1)}`);
    expect(before.rows).toEqual([]);
    expect(before.totals).toEqual(figures({}));
    expect((await reportOf(manager, project.id, `?from=${daysFromToday(1)}`)).rows).toEqual([]);
  });

  it('writes a user name a spreadsheet would run as a formula behind a quote in the CSV, and the JSON as it is', async () => {
    const manager = await t.signIn('manager');
    const { user, password } = await t.createUser('user', { username: `-${Date.now().toString(36)}` });
    const dashed = await t.signInAs(user.email, password);
    const project = await createProject(manager);
    const document = await uploadDocument(t, manager, xliffOf(['One two three']), { projectId: project.id });
    const [one] = (await documentRecords(manager, document.id)) as [DocumentRecord];
    await save(dashed, one, 'Eins zwei drei', true);

    expect((await reportOf(manager, project.id)).rows.map((row) => row.user.username)).toEqual([user.username]);
    const csv = await manager.inject(`/api/projects/${project.id}/report?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')[1]).toBe(`'${user.username},,de,0,0,0,0,0,0,0,0,0,0,0,0,1,3,1,3,0,0,0,0,10,pass`);
  });

  it('is for managers and admins, of a project that exists, for a period that is one', async () => {
    const { translator, project } = await assignedProject();
    const admin = await t.signIn('admin');
    expect((await admin.inject(`/api/projects/${project.id}/report`)).statusCode).toBe(200);
    expect((await translator.inject(`/api/projects/${project.id}/report`)).statusCode).toBe(403);
    expect((await t.anonymous.inject(`/api/projects/${project.id}/report`)).statusCode).toBe(401);
    expect((await admin.inject('/api/projects/999999/report')).statusCode).toBe(404);
    const notADate = await admin.inject(`/api/projects/${project.id}/report?from=yesterday`);
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json().message).toContain('from must be a date (YYYY-MM-DD)');
    const backwards = await admin.inject(`/api/projects/${project.id}/report?from=2026-02-01&to=2026-01-31`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('from must not be after to');
    expect((await admin.inject(`/api/projects/${project.id}/report?format=pdf`)).statusCode).toBe(400);
  });
});
