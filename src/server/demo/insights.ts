import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Issue 37: 90 days of made-up Insights for every demo place, so the owner's tab shows a chart and a
 * comparison from the first start: steady impressions and views with a weekend lift, a few taps, and the
 * searches that would find it (its cuisines and the longer words of its name). The same start gives the same numbers.
 */
export async function seedDemoInsights(tx: Tx, today: string) {
  await tx.execute(sql`
    with days as (
      select (${today}::date - n) as day, n from generate_series(1, 90) as n
    ), plan as (
      select b.id, d.day,
        -- A place's own size (from its id) and the day of the week: Friday to Sunday are busier.
        (abs(hashtext(b.id::text)) % 20 + 10)
          * (case when extract(isodow from d.day) >= 5 then 1.5 else 1 end)
          * (1 + (90 - d.n) / 180.0) as base
      from businesses b cross join days d
      where b.is_approved
    )
    insert into insight_counts (business_id, day, metric, count)
    select id, day, metric, greatest(0, round(base * share + (abs(hashtext(id::text || day::text || metric)) % 3)))::int
    from plan cross join (values
      ('impression', 4.0), ('view', 1.0), ('phone', 0.08), ('directions', 0.12), ('website', 0.1), ('save', 0.03)
    ) as m(metric, share)`);
  // The searches: the place's cuisines and the longer words of its name, as people type them.
  await tx.execute(sql`
    insert into insight_searches (business_id, day, term, count)
    select s.business_id, ${today}::date - (abs(hashtext(s.business_id::text || w.word)) % 20 + 1), w.word,
      abs(hashtext(w.word || s.business_id::text)) % 12 + 1
    from business_search s
    cross join lateral (
      select replace(c, '_', ' ') from unnest(s.cuisines) as c
      union
      select n from regexp_split_to_table(lower(s.name), '[^[:alpha:]]+') as n
      where length(n) >= 5 and n not in ('house', 'kitchen', 'grill', 'market', 'sweets', 'express')
    ) as w(word)
    where s.listed and w.word <> ''
    on conflict do nothing`);
}
