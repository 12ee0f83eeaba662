import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { pgArrayLiteral } from '../../db/array-literal.ts';
import { describeWithPostgresToo } from '../../test/harness.ts';
import { createTmWithUnits } from '../../test/resources.ts';
import { startNeededIndexBuilds } from './index-store.ts';
import {
  bestOf,
  findMatches,
  MAX_CANDIDATES,
  MAX_MATCHES,
  MAX_NEAR_WORDS_CANDIDATES,
  nearUnitsStatement,
  nearWordsPlans,
  nearWordsStatement,
  planCandidates,
  type Match,
} from './matcher.ts';
import { wordsOf } from './text.ts';

const unit = (id: number, tmId: number, source: string, updatedAt = '2026-01-01T00:00:00Z') => ({
  unit_id: id,
  tm_id: tmId,
  tm_name: `TM ${tmId}`,
  source,
  target: `T ${source}`,
  source_text: source,
  target_text: `T ${source}`,
  updated_at: new Date(updatedAt),
  changed_at: new Date(updatedAt),
  updated_by: null,
});
const withTarget = (source: string) => ({ source, target: `DE ${source}` });
const query = (text: string) => ({ text, codes: '', words: wordsOf(text) });
const scores = (matches: Match[]) => matches.map((match) => [match.unit_id, match.similarity]);
const SYLLABLES = ['bra', 'vel', 'kon', 'dur', 'mis', 'tal', 'pen', 'gor'];
/** The i-th of 8^syllables distinct coined words, for units that hold a query's trigrams and still score low. */
const coinedWord = (i: number, syllables: number) =>
  Array.from({ length: syllables }, (_, k) => SYLLABLES[Math.floor(i / SYLLABLES.length ** k) % SYLLABLES.length]).join(
    '',
  );

describe('the ten best of the candidates', () => {
  const tms = [
    { id: 1, position: 0 },
    { id: 2, position: 1 },
  ];

  it('keeps a candidate that ties the tenth best when it ranks before it (TM priority), even when it comes last', () => {
    const lower = Array.from({ length: MAX_MATCHES }, (_, i) => unit(10 + i, 2, 'Save the file now'));
    const best = bestOf(tms, query('Save the file'), [...lower, unit(1, 1, 'Save the file now')]);
    expect(best).toHaveLength(MAX_MATCHES);
    expect(best[0]).toMatchObject({ unit_id: 1, tm_id: 1, similarity: 75 });
  });

  it('scores a candidate that beats the tenth best although ten were found before it', () => {
    const weak = Array.from({ length: MAX_MATCHES }, (_, i) => unit(10 + i, 1, 'Save the file before you go now'));
    const best = bestOf(tms, query('Save the file before you go'), [
      ...weak,
      unit(1, 2, 'Save the file before you go'),
      // Longer than the query by as much as the weak ones: its length cannot rule it out, its words do.
      unit(2, 2, 'Close a window after they came back'),
    ]);
    expect(best[0]).toMatchObject({ unit_id: 1, similarity: 100 });
    expect(best.map((match) => match.unit_id)).not.toContain(2);
    expect(best).toHaveLength(MAX_MATCHES);
  });

  it('leaves out what scores below 50, and sorts equal scores by TM priority, then the newest', () => {
    const best = bestOf(tms, query('Open the file menu'), [
      unit(1, 2, 'Open the file menu.', '2026-03-01T00:00:00Z'),
      unit(2, 1, 'Open the file menu.', '2026-01-01T00:00:00Z'),
      unit(3, 1, 'Open the file menu!', '2026-02-01T00:00:00Z'),
      unit(4, 1, 'Print a report'),
    ]);
    expect(scores(best)).toEqual([
      [3, 99],
      [2, 99],
      [1, 99],
    ]);
  });
});

describeWithPostgresToo('candidates from the match index', (t) => {
  /** A TM of these sources, each with a target, and its match index built. */
  const indexedTm = async (sources: readonly string[]) => {
    const tm = await createTmWithUnits(t, await t.signIn('manager'), 'Matcher', sources.map(withTarget));
    await startNeededIndexBuilds(t.app, [tm.id]);
    await t.app.jobs.idle();
    return tm;
  };
  /** What the vocabulary gives for a short query ("position word"), and how many units its near words lead to. */
  const nearLookup = async (tmId: number, text: string) => {
    const words = wordsOf(text);
    const tmIds = pgArrayLiteral([tmId]);
    const { rows } = await nearWordsStatement(tmIds, nearWordsPlans(words)).execute(t.db);
    const units = nearUnitsStatement(tmIds, words, rows);
    return {
      nearWords: rows.map((row) => `${row.position} ${row.word}`).sort(),
      units: units ? (await units.execute(t.db)).rows.length : 0,
    };
  };
  /** How many of the TM's units the GIN index answers for any of these tokens, before any table row is read. */
  const unitsHoldingAny = async (tmId: number, tokens: readonly number[]) => {
    const { rows } = await sql<{ units: number }>`
      select count(*)::integer as units from tm_match_units
      where tm_id = ${tmId} and tokens && ${pgArrayLiteral([...tokens])}::integer[]`.execute(t.db);
    return rows[0]!.units;
  };

  it("finds a match whose edits took the query's rarest tokens, by two of the rarest it still holds", async () => {
    // Four slightly changed words (95) remove the query's four rarest tokens: with 12 words a unit >= 75 may lack
    // four, so it holds two of the six rarest. Each other word of the query is in three units.
    const match = 'Alphas bravos charlies deltas echo foxtrot golf hotel india juliet kilo lima.';
    const tm = await indexedTm([
      match,
      'Alpha one two.',
      'Bravo three four.',
      'Charlie five six.',
      'Delta seven eight.',
      'Echo foxtrot golf hotel mike.',
      'India juliet kilo lima november.',
      'Echo foxtrot golf hotel oscar.',
      'India juliet kilo lima papa.',
    ]);
    const found = await findMatches(t.db, [{ id: tm.id, position: 0 }], {
      text: 'Alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima.',
      codes: '',
    });
    expect(found[0]).toMatchObject({ source_text: match, similarity: 95 });
  });

  it('looks up a one-word query by its one token, and lengths far from the query not at all', async () => {
    const tm = await indexedTm(['Cancel!', 'Cancel the whole import now']);
    const found = await findMatches(t.db, [{ id: tm.id, position: 0 }], { text: 'Cancel', codes: '' });
    expect(found.map((match) => [match.source_text, match.similarity])).toEqual([['Cancel!', 99]]);
  });

  it('finds the near matches of one- and two-word queries: a typo, a plural, punctuation, both words changed', async () => {
    // Each query's changed word is held by another unit, so none is a token no unit has (which the filter would
    // simply drop): only the words' trigrams lead to these matches.
    const tm = await indexedTm([
      'Cancel',
      'Cancell orders',
      'File',
      'Files and folders',
      'Save file.',
      'Save files',
      'Open file',
      'Opens files',
      'Print',
    ]);
    const best = async (text: string, source: string) => {
      const found = await findMatches(t.db, [{ id: tm.id, position: 0 }], { text, codes: '' });
      return found.find((match) => match.source_text === source)?.similarity;
    };
    expect(await best('Cancell', 'Cancel')).toBe(86);
    expect(await best('Files.', 'File')).toBe(79);
    expect(await best('Save files!', 'Save file.')).toBe(89);
    expect(await best('Opens files', 'Open file')).toBe(80);
    expect(await best('Open file', 'Opens files')).toBe(80);
  });

  it('finds the short matches of a query of common words among more candidates than it reads', async () => {
    // Every unit below holds the trigrams of "the" and is two words long, as the query is: more of them than
    // MAX_CANDIDATES. Only those whose first word is short score >= 75, and they come last in the table.
    const distractors = Array.from({ length: MAX_CANDIDATES + 100 }, (_, i) => `${coinedWord(i, 4)} the.`);
    const short = ['A the.', 'As the.', 'Am the.', 'At thy.'];
    const tm = await indexedTm([...distractors, ...short]);
    const found = await findMatches(t.db, [{ id: tm.id, position: 0 }], { text: 'At the.', codes: '' });
    const atLeast75 = found.filter((match) => match.similarity >= 75).map((match) => match.source_text);
    expect(atLeast75.sort()).toEqual([...short].sort());
  });

  it("scores a one-word query's near matches that share fewer of its trigrams than many worse units do", async () => {
    // More one-word units than either cap of candidates hold 5 of the 8 trigrams of "Tralbexo" and score far below
    // 75 (their word is twice as long); the near matches, two letters changed (75), hold only 4 and 3 of them.
    const distractors = Array.from(
      { length: Math.max(MAX_CANDIDATES, MAX_NEAR_WORDS_CANDIDATES) + 100 },
      (_, i) => `Tralbe${coinedWord(i, 3)}`,
    );
    const near = ['Xralbexa', 'Trelbexa'];
    const tm = await indexedTm([...distractors, ...near]);
    const found = await findMatches(t.db, [{ id: tm.id, position: 0 }], { text: 'Tralbexo', codes: '' });
    expect(scores(found.filter((match) => match.similarity >= 75)).map(([, similarity]) => similarity)).toEqual([
      75, 75,
    ]);
    expect(
      found
        .filter((match) => match.similarity >= 75)
        .map((match) => match.source_text)
        .sort(),
    ).toEqual([...near].sort());
  });

  it("reads a one-word query's near matches among many more two-word units holding its word", async () => {
    // More two-word units than MAX_CANDIDATES hold the query's word; only the one-word units can score >= 75, and
    // the vocabulary must give only the words of one-word units, which lead to those alone.
    const distractors = Array.from({ length: MAX_CANDIDATES + 100 }, (_, i) => `Cancels ${coinedWord(i, 4)}.`);
    const near = ['Cancel.', 'Cancell', 'Kancels!'];
    const tm = await indexedTm([...distractors, ...near]);
    const found = await findMatches(t.db, [{ id: tm.id, position: 0 }], { text: 'Cancels', codes: '' });
    const atLeast75 = found.filter((match) => match.similarity >= 75).map((match) => match.source_text);
    expect(atLeast75.sort()).toEqual([...near].sort());
    const { nearWords, units } = await nearLookup(tm.id, 'Cancels');
    expect(nearWords).toEqual(['0 cancel', '0 cancell', '0 kancels']);
    expect(units).toBe(near.length);
  });

  it("reads a one-word query's word matches among many more sentences holding the word", async () => {
    // More sentences than MAX_CANDIDATES hold the query's word; only units of one or two words can score >= 50,
    // and the index condition itself must leave the sentences out (their word count).
    const distractors = Array.from({ length: MAX_CANDIDATES + 100 }, (_, i) => `Cancel the ${coinedWord(i, 4)} now.`);
    const short = ['Cancel', 'Cancel all'];
    const tm = await indexedTm([...distractors, ...short]);
    const found = await findMatches(t.db, [{ id: tm.id, position: 0 }], { text: 'Cancel', codes: '' });
    expect(found.map((match) => [match.source_text, match.similarity])).toEqual([
      ['Cancel', 100],
      ['Cancel all', 50],
    ]);
    const plan = planCandidates(wordsOf('Cancel'));
    expect(await unitsHoldingAny(tm.id, plan.tokens)).toBe(short.length);
  });

  it("finds a two-word query's match changed a little in both words among more units near in one word only", async () => {
    // More units than MAX_NEAR_WORDS_CANDIDATES hold every trigram of the query's first word in its place, and as
    // many every trigram of its second: each is far in its other word and scores below 75. The match holds fewer of
    // each word's trigrams than they do, and more of both words' together, which is what ranks it first.
    const count = MAX_NEAR_WORDS_CANDIDATES + 100;
    const nearFirst = Array.from({ length: count }, (_, i) => `Open ${coinedWord(i, 4)}.`);
    const nearSecond = Array.from({ length: count }, (_, i) => `${coinedWord(i, 4)} folders.`);
    const tm = await indexedTm([...nearFirst, ...nearSecond, 'Opem folderz.']);
    const found = await findMatches(t.db, [{ id: tm.id, position: 0 }], { text: 'Open folders.', codes: '' });
    expect(
      found.filter((match) => match.similarity >= 75).map((match) => [match.source_text, match.similarity]),
    ).toEqual([['Opem folderz.', 80]]);
  });

  it("ranks the many units of a two-word query's common word by how near their other word is", async () => {
    // More units than MAX_NEAR_WORDS_CANDIDATES hold "the" in its place, the query's cheaper word; only the one
    // whose other word is near "mivek" scores >= 75, although that word costs more than the vocabulary gives
    // (2/7). It comes first in the table, where the newest units would be read before it. Another unit holds
    // "mivek", so that the query's words statement looks for units holding both its words, which none does.
    const distractors = Array.from({ length: MAX_NEAR_WORDS_CANDIDATES + 100 }, (_, i) => `${coinedWord(i, 4)} the.`);
    const tm = await indexedTm(['Mivekes the.', 'Mivek is here now.', ...distractors]);
    const found = await findMatches(t.db, [{ id: tm.id, position: 0 }], { text: 'Mivek the.', codes: '' });
    expect(
      found.filter((match) => match.similarity >= 75).map((match) => [match.source_text, match.similarity]),
    ).toEqual([['Mivekes the.', 86]]);
  });

  it('finds a short unit added after the build by its near words, which it brought into the vocabulary', async () => {
    const tm = await indexedTm(['Print the page now']);
    const manager = await t.signIn('manager');
    const added = await manager.inject({
      method: 'POST',
      url: `/api/translation_memory/${tm.id}/records`,
      payload: { source: 'Cancel all', target: 'Alle abbrechen' },
    });
    expect(added.statusCode).toBe(201);
    // Both words changed: "cancels" costs 1/7, "al" 1/3 (76); the query shares no word with the unit.
    const found = await findMatches(t.db, [{ id: tm.id, position: 0 }], { text: 'Cancels al', codes: '' });
    expect(found.map((match) => [match.source_text, match.similarity])).toEqual([['Cancel all', 76]]);
    // Found by its cheaper word; "all" costs more than a match's cheaper word can (0.255).
    expect((await nearLookup(tm.id, 'Cancels al')).nearWords).toEqual(['0 cancel']);
  });

  it("reads a two-word query's near matches by each word's near words in its place", async () => {
    // More two-word units than MAX_CANDIDATES hold the query's first word as their second one, and the query's
    // second word's trigrams as their first: none can score >= 75, and the vocabulary must give only words near the
    // query's in their place, which lead to the near matches (each word changed a little) alone.
    const distractors = Array.from({ length: MAX_CANDIDATES + 100 }, (_, i) => `Folders ${coinedWord(i, 4)}opens.`);
    const near = ['Opens folder.', 'Open folder!', 'Openz folderz'];
    const tm = await indexedTm([...distractors, ...near]);
    const found = await findMatches(t.db, [{ id: tm.id, position: 0 }], { text: 'Open folders', codes: '' });
    const atLeast75 = found.filter((match) => match.similarity >= 75).map((match) => match.source_text);
    expect(atLeast75.sort()).toEqual([...near].sort());
    const { nearWords, units } = await nearLookup(tm.id, 'Open folders');
    expect(nearWords).toEqual(['0 open', '0 opens', '0 openz', '1 folder', '1 folderz']);
    expect(units).toBe(near.length);
  });
});
