import { sql, type RawBuilder } from 'kysely';

/** What a later migration adds to the function: declarations, statements before the insert, columns and values. */
interface HistoryAdditions {
  declarations: RawBuilder<unknown>;
  beforeInsert: RawBuilder<unknown>;
  columns: RawBuilder<unknown>;
  values: RawBuilder<unknown>;
}

const NOTHING: HistoryAdditions = { declarations: sql``, beforeInsert: sql``, columns: sql``, values: sql`` };

/**
 * The trigger function record_segment_history from 0520 on: a segment's version with the workflow step it was
 * made in and the review level before and after; mt's 0800 adds the machine translation's estimate (`additions`).
 * Applied migrations use it: the SQL they send must stay as it is (`db/migrations-history.test.ts`).
 */
export const recordSegmentHistoryWithSteps = (additions: HistoryAdditions = NOTHING) => sql`
        create or replace function record_segment_history() returns trigger language plpgsql as $$
        declare
          kind text := nullif(current_setting('tessera.change', true), '');
          who integer := nullif(current_setting('tessera.user_id', true), '')::integer;
          in_step text := nullif(current_setting('tessera.step', true), '');
          ${additions.declarations}
        begin
          if kind is null then
            kind := case new.origin
              when 'tm-exact' then 'tm' when 'tm-fuzzy' then 'tm' when 'mt' then 'mt' when 'term' then 'term'
              when 'repetition' then 'repetition' when 'import' then 'import' else 'manual' end;
          end if;
          ${additions.beforeInsert}
          insert into segment_history (record_id, user_id, change, old_target, new_target, old_approved, new_approved,
            step, old_review_level, new_review_level${additions.columns})
          values (new.id, who, kind, old.target, new.target, old.approved, new.approved,
            in_step, old.review_level, new.review_level${additions.values});
          return null;
        end $$`;
