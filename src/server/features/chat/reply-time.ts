import { sql } from 'drizzle-orm';
import { type ReplyTime, replyTimeOf } from '../../../domain';
import type { Queryable } from '../../db/client';

/**
 * How fast a business replies (SPEC §4 Chat, shown on its page): the median delay between a customer's
 * first unanswered message and the business's next message, over the last 90 days. A customer message
 * starts a wait when it opens the conversation or follows a business message; waits still unanswered
 * are left out.
 */
export async function businessReplyTime(q: Queryable, businessId: string): Promise<ReplyTime | null> {
  const result = await q.execute<{ samples: number; median: number | null }>(sql`
    with recent as (
      select m.conversation_id, m.created_at, m.sender_side,
        lag(m.sender_side) over (partition by m.conversation_id order by m.created_at, m.id) as previous_side
      from messages m
      join conversations c on c.id = m.conversation_id
      where c.business_id = ${businessId} and m.created_at > now() - interval '90 days'
    ),
    waits as (
      select extract(epoch from (
        select min(r.created_at) from recent r
        where r.conversation_id = w.conversation_id and r.sender_side = 'business' and r.created_at > w.created_at
      ) - w.created_at)::float8 as seconds
      from recent w
      where w.sender_side = 'customer' and w.previous_side is distinct from 'customer'
    )
    select count(seconds)::int as samples,
      (percentile_cont(0.5) within group (order by seconds))::float8 as median
    from waits where seconds is not null`);
  const row = result.rows[0];
  return replyTimeOf(
    Number(row?.samples ?? 0),
    row?.median === null || row?.median === undefined ? null : Number(row.median),
  );
}
