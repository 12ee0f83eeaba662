import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { subjectOf, subjectProblems } from './commit-subjects.ts';

const root = join(import.meta.dirname, '..');

function git(...args: string[]): { ok: boolean; out: string } {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return { ok: result.status === 0, out: result.stdout.trim() };
}

/** The commits `git log` lists for `range`, with their subjects. */
function commitsOf(range: string[]): { hash: string; subject: string }[] {
  const log = git('log', '--no-merges', '--format=%h %s', ...range);
  if (!log.ok) throw new Error(`git log ${range.join(' ')} failed`);
  return log.out
    .split('\n')
    .filter(Boolean)
    .map((line) => ({ hash: line.slice(0, line.indexOf(' ')), subject: line.slice(line.indexOf(' ') + 1) }));
}

/**
 * The commits this branch adds: those not yet on its upstream; without one (a local branch), or with nothing new on
 * it (CI's clone of main, whose upstream is the main it cloned), the last 20, whose subjects followed the rule when
 * it was written.
 */
function commitsToCheck(): { range: string; commits: { hash: string; subject: string }[] } {
  const upstream = git('rev-parse', '--abbrev-ref', '--symbolic-full-name', '@{upstream}');
  const ahead = upstream.ok ? [`${upstream.out}..HEAD`] : [];
  const added = ahead.length > 0 ? commitsOf(ahead) : [];
  if (added.length > 0) return { range: ahead.join(' '), commits: added };
  const last = ['--max-count=20', 'HEAD'];
  return { range: last.join(' '), commits: commitsOf(last) };
}

describe('commit subjects', () => {
  it('are commands of at most 72 characters without a trailing period', () => {
    expect(subjectProblems('Split the glossary repository by what it does')).toEqual([]);
    expect(subjectProblems('Embed fonts in the PDF preview')).toEqual([]);
    expect(subjectProblems('Need no password for single sign-on accounts')).toEqual([]);
    expect(subjectProblems('Bring the editor back after a reload')).toEqual([]);
    expect(subjectProblems('Added the glossary export')).toEqual([
      'it starts with "Added": say what the commit does as a command ("Add", not "Added")',
    ]);
    expect(subjectProblems('Fixing the save path')).toEqual([
      'it starts with "Fixing": say what the commit does as a command ("Add", not "Added")',
    ]);
    expect(subjectProblems('Fix the save path.')).toEqual(['it ends with a period']);
    expect(subjectProblems('x'.repeat(72))).toEqual([]);
    expect(subjectProblems(`Fix ${'x'.repeat(69)}`)).toEqual([
      'it is 73 characters long (at most 72; the rest goes in the body)',
    ]);
    expect(subjectProblems(' ')).toEqual(['the subject is empty']);
  });

  it('are read from a message as git keeps it, past its comment lines', () => {
    expect(subjectOf('# Please enter the commit message\nAdd a check\n\nWhy it is needed.\n')).toBe('Add a check');
  });

  it('hold every commit this branch adds', () => {
    const { range, commits } = commitsToCheck();
    expect(commits.length, `commits of git log ${range}`).toBeGreaterThan(0);
    const broken = commits.flatMap(({ hash, subject }) =>
      subjectProblems(subject).map((problem) => `${hash} "${subject}": ${problem}`),
    );
    expect(broken).toEqual([]);
  });

  it('are held by the commit-msg hook, which refuses a subject against the rule', () => {
    const folder = mkdtempSync(join(tmpdir(), 'commit-msg-'));
    const message = (text: string) => {
      const file = join(folder, 'COMMIT_EDITMSG');
      writeFileSync(file, text);
      return spawnSync(join(root, 'scripts', 'commit-msg'), [file], { cwd: root, encoding: 'utf8' });
    };
    expect(message('Add the glossary export\n\nAgencies asked for TBX.\n').status).toBe(0);
    const refused = message('Added the glossary export.\n');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('it ends with a period');
  });
});
