/**
 * The rule of a commit's subject, its first line, which `git log --oneline`, GitHub and every reviewer read alone:
 * at most 72 characters, no trailing period, and a command ("Add", not "Added" or "Adding"); the why and any
 * figures go in the body. commit-subjects.test.ts holds the commits not yet on the branch's upstream to it (the
 * last 20 where there is no upstream, as in CI); `scripts/commit-msg`, an optional git hook, holds each new commit.
 *
 * As the hook: `node scripts/commit-subjects.ts MESSAGE_FILE` prints what is wrong and exits 1.
 */
import { readFileSync } from 'node:fs';

export const SUBJECT_MAX = 72;

/** Verbs whose command form ends as a past tense (-ed) or a gerund (-ing) would. */
const COMMANDS_LIKE_PAST = new Set(['bed', 'embed', 'shed', 'shred', 'wed']);
const COMMANDS_LIKE_GERUND = new Set([
  'bring',
  'cling',
  'fling',
  'ping',
  'ring',
  'sing',
  'sling',
  'spring',
  'sting',
  'string',
  'swing',
  'wring',
]);

/** The first word when it is plainly no command: a past tense ("Added", not "Need") or a gerund ("Fixing"). */
function notACommand(word: string): boolean {
  const lower = word.toLowerCase();
  if (lower.endsWith('ed')) return !lower.endsWith('eed') && !COMMANDS_LIKE_PAST.has(lower);
  if (lower.endsWith('ing')) return lower.length > 4 && !COMMANDS_LIKE_GERUND.has(lower);
  return false;
}

/** What is wrong with a subject, one sentence each; none when it follows the rule. */
export function subjectProblems(subject: string): string[] {
  const problems: string[] = [];
  if (subject.trim() === '') return ['the subject is empty'];
  if (subject.length > SUBJECT_MAX)
    problems.push(`it is ${subject.length} characters long (at most ${SUBJECT_MAX}; the rest goes in the body)`);
  if (subject.endsWith('.')) problems.push('it ends with a period');
  const first = /^[A-Za-z]+\b/.exec(subject)?.[0];
  if (first && notACommand(first))
    problems.push(`it starts with "${first}": say what the commit does as a command ("Add", not "Added")`);
  return problems;
}

/** The subject of a commit message as git keeps it: its first line that is not a comment. */
export function subjectOf(message: string): string {
  return message.split('\n').find((line) => !line.startsWith('#')) ?? '';
}

if (import.meta.main) {
  const [file] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node scripts/commit-subjects.ts MESSAGE_FILE');
    process.exit(2);
  }
  const subject = subjectOf(readFileSync(file, 'utf8'));
  const problems = subjectProblems(subject);
  if (problems.length > 0) {
    console.error(`commit subject "${subject}":\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    process.exit(1);
  }
}
