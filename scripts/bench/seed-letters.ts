import pg from "pg";

const USERS = 2_000;

/**
 * `letters` letters from USERS people, most of them paid, some with a pending checkout. Loaded as
 * a bulk load is: triggers off (one transaction updating the totals row a million times crawls), then
 * the paid flags, admin statuses and totals the triggers keep are set in one pass, then vacuum and analyze, as
 * autovacuum would leave a live database, and a checkpoint, so that PostgreSQL is not still
 * writing the load out while the next measurements run. The pending checkouts were opened more
 * than 30 days before, as abandoned ones are: the reconciliation pass reads only younger ones, so it
 * never asks the built-in test checkout about sessions it did not make.
 */
export async function seedLetters(databaseUrl: string, letters: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    await client.query("begin");
    await client.query("set local session_replication_role = replica");
    await client.query(
      `insert into users (email, password, first_name, last_name)
       select 'seed-' || g || '@example.com', 'not-a-hash', 'Seed', 'Person ' || g from generate_series(1, $1) g`,
      [USERS],
    );
    await client.query(
      `insert into demand_letters (user_id, full_name, email, phone, address, city, state, zip_code, platforms, username,
                                   ban_date, consequences, letter_content, created_at)
       select u.id, 'Seed Person ' || g, 'seed-' || g || '@example.com', '(415) 555-0134', g || ' Market Street',
              'San Francisco', 'CA', '94105', array['Instagram', 'Facebook'], 'seed.person.' || g,
              now() - interval '30 days', repeat('I lost access to years of photos and to my small business page. ', 8),
              repeat('Dear Sir or Madam, this letter demands the reinstatement of my account. ', 45),
              now() - (($1 - g) || ' seconds')::interval
       from generate_series(1, $1) g
       join users u on u.email = 'seed-' || (1 + g % $2) || '@example.com'`,
      [letters, USERS],
    );
    await client.query(
      `insert into orders (user_id, demand_letter_id, amount, type, status, paid_at, stripe_session_id, created_at)
       select l.user_id, l.id, case when l.id % 3 = 0 then 25 else 5 end, case when l.id % 3 = 0 then 'mail' else 'digital' end,
              case when l.id % 5 = 0 then 'pending' else 'completed' end,
              case when l.id % 5 = 0 then null else l.created_at end, 'cs_seed_' || l.id,
              case when l.id % 5 = 0 then l.created_at - interval '31 days' else l.created_at end
       from demand_letters l where l.email like 'seed-%' and l.id % 7 <> 0`,
    );
    await client.query(`update demand_letters l set paid = true
                        where exists (select 1 from orders o where o.demand_letter_id = l.id and o.status = 'completed')`);
    await client.query(`update demand_letters l set admin_status = case when l.paid then 'paid' else letter_admin_status(l.id) end
                        where l.paid or exists (select 1 from orders o where o.demand_letter_id = l.id)`);
    await client.query(`update letter_totals set letters = (select count(*) from demand_letters),
                        paid = (select count(*) from demand_letters where paid),
                        refunded = (select count(*) from demand_letters where admin_status = 'refunded'),
                        cancelled = (select count(*) from demand_letters where admin_status = 'cancelled') where id = 1`);
    await client.query("commit");
    await client.query("vacuum analyze");
    await client.query("checkpoint");
  } finally {
    await client.end();
  }
  return (performance.now() - started) / 1000;
}
