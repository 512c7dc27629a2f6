import { count } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Caller } from '../db/rows';
import { chatConversations } from '../db/schema';
import type { Clock } from '../lib/clock';
import { acceptFriend } from '../modules/chat/friends/answer';
import { requestFriend } from '../modules/chat/friends/request';
import { createGroup } from '../modules/chat/groups/manage';
import { markRead } from '../modules/chat/messages/receipts';
import { sendMessage } from '../modules/chat/messages/send';
import { endService, startService } from '../modules/chat/service/sessions';
import { seedContext, type SeedContext } from './callers';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Line = [from: 0 | 1, text: string];

/** Party A and the first supplier talk in Chinese about a demand; the last two lines wait unread for party A. */
const GALAXY_SAIL: Line[] = [
  [0, '您好，看到贵司对官网改版需求的响应，想进一步了解一下小程序部分的工期。'],
  [1, '您好！小程序部分我们预计 4 周，可以和官网并行开发。'],
  [0, '好的，会员积分模块是否包含在报价里？'],
  [1, '包含的，积分规则和后台管理都在报价范围内。'],
  [1, '附件里的方案第 3 页有详细的里程碑安排，您可以先看看。'],
];

/** Party A and the second supplier talk in English. */
const GALAXY_WHALE: Line[] = [
  [1, 'Hello, thanks for accepting our request. We would like to hear more about the data migration.'],
  [0, 'Sure. We have about two million rows in the old CRM; the cut-over must happen over a weekend.'],
  [1, 'Understood. We will include a rehearsal run in our plan and send it by Friday.'],
];

/** A group of both sides, in both languages. */
const GROUP: [email: string, text: string][] = [
  ['dev@demo.test', '大家好，这个群用于官网改版项目的日常沟通。'],
  ['sup@demo.test', '收到，我们的项目经理也会在群里同步进度。'],
  ['sup2@demo.test', 'Hi all, we will join for the data migration part.'],
  ['devproj@demo.test', '欢迎！周五前请把各自的排期发到群里。'],
];

/** Customer service: a supplier asks in Chinese (answered, and on going), another in English (answered, a question waiting for staff). */
const SERVICE_SAIL: Line[] = [
  [0, '您好，我们的会员到期后，已发布的响应还会保留吗？'],
  [1, '您好，已发布的响应会一直保留，到期后只是不能再发起新的响应。'],
  [0, '明白了，续费在哪里操作？'],
  [1, '在"账户中心 → 会员与支付"里可以续费，支持对公转账。'],
];
const SERVICE_WHALE: Line[] = [
  [0, 'Hi, can a project account of ours see the demands our main account follows?'],
  [1, 'Hello! Project accounts see the demands shared with their project; follows stay with the main account.'],
  [0, 'Thanks. And can we move a response from one project account to another?'],
];
/** An earlier conversation of the supplier's requirement account, answered and ended. */
const SERVICE_ENDED: Line[] = [
  [0, '请问如何修改公司的联系电话？'],
  [1, '主账号在"账户中心 → 手机号"中修改即可，修改后需要短信验证。'],
  [0, '好的，已经改好了，谢谢！'],
];

/** Asks for customer service at `at` and talks `lines` (0: the customer, 1: the staff member it went to). */
async function serviceTalk(s: SeedContext, customer: Caller, staff: Caller, lines: Line[], at: number) {
  const session = await s.at(at, () => startService(s.ctx, customer));
  const { last } = await talk(s, session.conversationId, [customer, staff], pair(lines, customer, staff), at + MINUTE);
  return { conversationId: session.conversationId, last };
}

const pair = (lines: Line[], a: Caller, b: Caller): [Caller, string][] => lines.map(([from, text]) => [from === 0 ? a : b, text]);

/** Customer service (docs/chat.md): the staff member answers two suppliers now, and ended an earlier conversation. */
async function seedService(s: SeedContext, now: number) {
  const [staff, sup, sup2, supreq] = await Promise.all(
    ['service@demo.test', 'sup@demo.test', 'sup2@demo.test', 'supreq@demo.test'].map((email) => s.caller(email)),
  );
  if (!staff || !sup || !sup2) return;
  if (supreq) {
    const ended = await serviceTalk(s, supreq, staff, SERVICE_ENDED, now - 3 * DAY);
    await s.at(now - 3 * DAY + HOUR, () => endService(s.ctx, staff, ended.conversationId));
  }
  const sail = await serviceTalk(s, sup, staff, SERVICE_SAIL, now - 3 * HOUR);
  await s.at(now - 2 * HOUR, () => markRead(s.ctx, staff.user.id, sail.conversationId, sail.last));
  const whale = await serviceTalk(s, sup2, staff, SERVICE_WHALE, now - 2 * HOUR);
  await s.at(now - HOUR, () => markRead(s.ctx, staff.user.id, whale.conversationId, whale.last - 1));
}

async function befriend(s: SeedContext, asker: Caller, asked: Caller, at: number, note?: string) {
  const request = await s.at(at, () => requestFriend(s.ctx, asker, { userId: asked.user.id, note }));
  const accepted = await s.at(at + 10 * MINUTE, () => acceptFriend(s.ctx, asked, request.id));
  return accepted.conversationId!;
}

async function talk(s: SeedContext, conversationId: string, people: Caller[], lines: [Caller, string][], start: number) {
  let last = 0;
  for (const [i, [from, text]] of lines.entries()) {
    const sent = await s.at(start + i * 7 * MINUTE, () =>
      sendMessage(s.ctx, from, { conversationId, clientMsgId: `seed-${i}`, kind: 'TEXT', body: text }),
    );
    last = sent.result.message.seq;
  }
  return { people, last };
}

/**
 * Demo chat, through the chat services (modules/chat): party A (dev) is friends with both demo suppliers
 * and its own project account, talks with each (Chinese and English), and runs a group with all of them;
 * a request from sup's second account waits for party A; the staff member answers two suppliers and ended an
 * earlier conversation (`seedService`). Only into a database without conversations.
 */
export async function seedChat(db: Db, clock: Clock, config: Config): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(chatConversations);
  if (n > 0) return;
  const now = clock.now().getTime();
  const s = seedContext(db, config, clock.now());
  const [dev, devproj, sup, sup2, supreq] = await Promise.all(
    ['dev@demo.test', 'devproj@demo.test', 'sup@demo.test', 'sup2@demo.test', 'supreq@demo.test'].map((email) => s.caller(email)),
  );
  if (!dev || !devproj || !sup || !sup2) return;
  const byEmail = new Map([dev, devproj, sup, sup2].map((c) => [c.user.email, c]));

  const withSup = await befriend(s, sup, dev, now - 3 * DAY, '云帆软件，关于官网改版需求');
  const withSup2 = await befriend(s, sup2, dev, now - 2 * DAY, 'Whale Data, about the CRM migration');
  await befriend(s, dev, devproj, now - 5 * DAY);
  await befriend(s, sup, sup2, now - 4 * DAY);
  await befriend(s, devproj, sup, now - 4 * DAY);
  await befriend(s, devproj, sup2, now - 4 * DAY);

  const first = await talk(s, withSup, [dev, sup], pair(GALAXY_SAIL, dev, sup), now - 2 * DAY);
  await s.at(now - 2 * DAY + 30 * MINUTE, () => markRead(s.ctx, dev.user.id, withSup, first.last - 2));
  await s.at(now - 2 * DAY + 30 * MINUTE, () => markRead(s.ctx, sup.user.id, withSup, first.last));
  const second = await talk(s, withSup2, [dev, sup2], pair(GALAXY_WHALE, dev, sup2), now - DAY);
  await s.at(now - DAY + HOUR, () => markRead(s.ctx, dev.user.id, withSup2, second.last));

  const group = await s.at(now - 6 * HOUR, () =>
    createGroup(s.ctx, dev, { name: '官网改版项目群 · Website revamp', memberIds: [devproj.user.id, sup.user.id, sup2.user.id] }),
  );
  const lines = GROUP.map(([email, text]) => [byEmail.get(email)!, text] as [Caller, string]);
  await talk(s, group.conversationId, [dev, devproj, sup, sup2], lines, now - 5 * HOUR);

  if (supreq) await s.at(now - HOUR, () => requestFriend(s.ctx, supreq, { userId: dev.user.id, note: '您好，我是云帆软件的需求对接人。' }));
  await seedService(s, now);
}
