// bench/chat.mjs's accounts, written straight into its throwaway database (the API's tables, as its services would
// leave them): two pay-member companies (DEV and SUP), accounts each with a live session whose token the bench
// holds, friendships with their direct conversation, and one conversation already holding the catch-up history.
import { createHash, randomBytes, randomUUID } from 'node:crypto';

const sha256 = (text) => createHash('sha256').update(text).digest('hex');
const CHUNK = 5000;

async function insertJson(client, sql, rows) {
  for (let i = 0; i < rows.length; i += CHUNK) await client.query(sql, [JSON.stringify(rows.slice(i, i + CHUNK))]);
}

/**
 * `pairs` friends (a DEV and a SUP account, their conversation), `idle` more accounts, and a pair whose
 * conversation holds `history` messages from the last hour. Answers the accounts ({ id, token }) and pairs
 * ({ a, b, conversationId }).
 */
export async function seedChat(client, { pairs, idle, history }) {
  const [dev, sup] = [randomUUID(), randomUUID()];
  const year = new Date(Date.now() + 365 * 86_400_000);
  await client.query(
    `insert into companies (id, role, name, approval_status, member_level, member_expires, created_at, updated_at)
     values ($1, 'DEV', 'bench dev', 'APPROVED', 'SVIP', $3, now(), now()), ($2, 'SUP', 'bench sup', 'APPROVED', 'SVIP', $3, now(), now())`,
    [dev, sup, year],
  );
  const account = (companyId) => ({ id: randomUUID(), companyId, token: randomBytes(32).toString('base64url') });
  const friends = Array.from({ length: pairs + 1 }, () => ({ a: account(dev), b: account(sup), conversationId: randomUUID() }));
  const idleAccounts = Array.from({ length: idle }, (_, i) => account(i % 2 ? sup : dev));
  const accounts = [...friends.flatMap((p) => [p.a, p.b]), ...idleAccounts];

  await insertJson(
    client,
    `insert into users (id, company_id, type, nickname, password_hash, created_at, updated_at)
     select id, company_id, 'MAIN', 'bench', 'none', now(), now() from json_to_recordset($1) as v(id uuid, company_id uuid)`,
    accounts.map((a) => ({ id: a.id, company_id: a.companyId })),
  );
  await insertJson(
    client,
    `insert into sessions (user_id, token_hash, created_at, expires_at, idle_expires_at, remember)
     select user_id, token_hash, now(), now() + interval '1 day', now() + interval '1 day', true
     from json_to_recordset($1) as v(user_id uuid, token_hash text)`,
    accounts.map((a) => ({ user_id: a.id, token_hash: sha256(a.token) })),
  );
  const sorted = friends.map((p) => ({ ...p, ids: [p.a.id, p.b.id].sort() }));
  await insertJson(
    client,
    `insert into chat_friendships (user_id, peer_id, requested_by, status, created_at, updated_at)
     select user_id, peer_id, user_id, 'ACCEPTED', now(), now() from json_to_recordset($1) as v(user_id uuid, peer_id uuid)`,
    sorted.map((p) => ({ user_id: p.ids[0], peer_id: p.ids[1] })),
  );
  await insertJson(
    client,
    `insert into chat_conversations (id, kind, direct_key, last_seq, created_at, updated_at)
     select id, 'DIRECT', direct_key, 0, now(), now() from json_to_recordset($1) as v(id uuid, direct_key text)`,
    sorted.map((p) => ({ id: p.conversationId, direct_key: p.ids.join(':') })),
  );
  await insertJson(
    client,
    `insert into chat_members (conversation_id, user_id, role, joined_at)
     select conversation_id, user_id, 'MEMBER', now() from json_to_recordset($1) as v(conversation_id uuid, user_id uuid)`,
    friends.flatMap((p) => [p.a, p.b].map((u) => ({ conversation_id: p.conversationId, user_id: u.id }))),
  );
  const catchUp = friends.pop();
  await client.query(
    `insert into chat_messages (conversation_id, seq, sender_id, client_msg_id, kind, body, created_at)
     select $1, g, case when g % 2 = 0 then $2::uuid else $3::uuid end, 'h' || g, 'TEXT', 'history message ' || g,
       now() - interval '1 hour' + g * interval '1 ms'
     from generate_series(1, $4::int) g`,
    [catchUp.conversationId, catchUp.a.id, catchUp.b.id, history],
  );
  await client.query('update chat_conversations set last_seq = $2 where id = $1', [catchUp.conversationId, history]);
  await client.query('analyze');
  return { pairs: friends, catchUp, idle: idleAccounts };
}
