/**
 * The time each phase of a test run took, as a short table: npm test prints it, and .ci/run prints it again with
 * its install first and its total last (`node scripts/phase-table.ts [name=seconds ...] <phases.json>
 * [name=seconds ...]`), so a run that got slower
 * says where at once.
 */
import { readFileSync } from 'node:fs';

export type Phase = { name: string; seconds: number; outcome?: string };

const clock = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

export function phaseTable(phases: Phase[]): string {
  const width = Math.max(5, ...phases.map((phase) => phase.name.length));
  return [
    `${'phase'.padEnd(width)}    time`,
    ...phases.map(
      ({ name, seconds, outcome }) =>
        `${name.padEnd(width)}  ${clock(seconds).padStart(6)}${outcome ? `  ${outcome}` : ''}`,
    ),
  ].join('\n');
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const file = args.findIndex((arg) => arg.endsWith('.json'));
  const given = (pairs: string[]) =>
    pairs.map((pair) => {
      const [name, seconds] = pair.split('=');
      return { name: name!, seconds: Number(seconds) };
    });
  let phases: Phase[] = [];
  try {
    phases = JSON.parse(readFileSync(args[file]!, 'utf8')) as Phase[];
  } catch {
    // npm test stopped before writing its phases: the table says what is known.
  }
  console.log(phaseTable([...given(args.slice(0, file)), ...phases, ...given(args.slice(file + 1))]));
}
