import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  API as AUTH_API,
  CHAT_API as API,
  RESPONSES_API as R,
  apiPath,
  type ChatContact,
  type ConversationRef,
  type Paged,
  type ResponseView,
  type SendResult,
} from '@b2b/shared/contract';
import { chatConversations, companies, users } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { assertError, assertOk, call, PASSWORD, uniqueEmail, type TestApp } from '../../test/helpers';
import { publishedDemand, responseBody } from '../../test/marketplace';
import { directKeyOf } from './friends/relation';
import { chatTestApp, newMember, path, textBody, type Member } from './test-support';

describe('chat with the other company of a response', () => {
  let t: TestApp;
  let dev: Member;
  let sup: Member;
  let response: ResponseView;

  const open = (m: Pick<Member, 'token'>, body: { companyId: string; responseId: string }) =>
    call<ConversationRef>(t.app, 'POST', API.withCompany, { token: m.token, body });
  const send = (m: Member, conversationId: string, text: string) =>
    call<SendResult>(t.app, 'POST', API.send, { token: m.token, body: textBody(conversationId, text) });
  const pairConversations = (a: string, b: string) =>
    t.app.ctx.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.directKey, directKeyOf(a, b)));

  /** `supplier` responds to a new demand of `partyA`. */
  async function respondTo(partyA: Member, supplier: Member, options: { blind?: boolean } = {}) {
    const demand = await publishedDemand(t, partyA.companyId, options);
    return assertOk<ResponseView>(
      await call(t.app, 'POST', apiPath(R.ofDemand, { id: demand.id }), { token: supplier.token, body: responseBody() }),
    );
  }

  async function subAccount(of: Member, type: 'REQ' | 'PROJ'): Promise<Member> {
    const email = uniqueEmail(type.toLowerCase());
    const now = t.clock.now();
    const passwordHash = await hashPassword(PASSWORD);
    const [user] = await t.app.ctx.db
      .insert(users)
      .values({ companyId: of.companyId, type, nickname: type, email, passwordHash, createdAt: now, updatedAt: now })
      .returning();
    const body = { method: 'password', account: email, password: PASSWORD, remember: true };
    const token = assertOk<{ token: string }>(await call(t.app, 'POST', AUTH_API.login, { body })).token;
    return { token, userId: user.id, companyId: of.companyId };
  }

  before(async () => {
    t = await chatTestApp();
    [dev, sup] = [await newMember(t, 'DEV'), await newMember(t, 'SUP')];
    response = await respondTo(dev, sup);
  });
  after(() => t?.close());

  it('party A and the supplier open one direct conversation without a friendship, and both may send in it', async () => {
    const seenByA = assertOk<ResponseView>(await call(t.app, 'GET', path(R.response, response.id), { token: dev.token }));
    assert.deepEqual([seenByA.chatCompanyId, response.chatCompanyId], [sup.companyId, dev.companyId]);
    const fromA = assertOk(await open(dev, { companyId: sup.companyId, responseId: response.id }));
    const again = assertOk(await open(dev, { companyId: sup.companyId, responseId: response.id }));
    const fromSupplier = assertOk(await open(sup, { companyId: dev.companyId, responseId: response.id }));
    assert.equal(again.conversationId, fromA.conversationId);
    assert.equal(fromSupplier.conversationId, fromA.conversationId);
    assert.equal((await pairConversations(dev.userId, sup.userId)).length, 1);

    assertOk(await send(dev, fromA.conversationId, '您好，想确认一下交付周期'));
    assertOk(await send(sup, fromA.conversationId, '三十天可以交付'));
    const contacts = assertOk<Paged<ChatContact>>(await call(t.app, 'GET', API.contacts, { token: sup.token }));
    const contact = contacts.list.find((c) => c.conversationId === fromA.conversationId)!;
    assert.deepEqual([contact.kind, contact.peer?.id, contact.canSend], ['DIRECT', dev.userId, true]);
  });

  it('a PROJ sub-account of party A may open it (the evaluation page is theirs); a REQ sub-account is refused by the route table', async () => {
    const proj = await subAccount(dev, 'PROJ');
    const opened = assertOk(await open(proj, { companyId: sup.companyId, responseId: response.id }));
    assert.equal((await pairConversations(proj.userId, sup.userId))[0]?.id, opened.conversationId);
    const req = await subAccount(dev, 'REQ');
    assertError(await open(req, { companyId: sup.companyId, responseId: response.id }), 403, 'FORBIDDEN');
    assert.deepEqual(await pairConversations(req.userId, sup.userId), []);
  });

  it('refuses a company that is not party to the response, another company’s response, and a wrong other company; nothing is created', async () => {
    const [otherDev, otherSup] = [await newMember(t, 'DEV'), await newMember(t, 'SUP')];
    const theirs = await respondTo(otherDev, otherSup);
    assertError(await open(otherDev, { companyId: sup.companyId, responseId: response.id }), 404, 'NOT_FOUND');
    assertError(await open(otherSup, { companyId: dev.companyId, responseId: response.id }), 404, 'NOT_FOUND');
    assertError(await open(dev, { companyId: otherSup.companyId, responseId: theirs.id }), 404, 'NOT_FOUND');
    assertError(await open(dev, { companyId: otherSup.companyId, responseId: response.id }), 404, 'NOT_FOUND');
    assertError(await open(dev, { companyId: dev.companyId, responseId: response.id }), 400, 'CHAT_SELF');
    for (const [a, b] of [
      [otherDev, sup],
      [otherSup, dev],
      [dev, otherSup],
    ])
      assert.deepEqual(await pairConversations(a.userId, b.userId), []);
    // Without the response, no message passes between accounts that are not friends either.
    const stranger = await newMember(t, 'SUP');
    assertError(await open(stranger, { companyId: dev.companyId, responseId: response.id }), 404, 'NOT_FOUND');
  });

  it('refuses a caller that may not chat (route), a contact that may not chat, a blind evaluation and a blocked pair; nothing is created', async () => {
    const unpaid = await newMember(t, 'DEV', { pay: false });
    assertError(await open(unpaid, { companyId: sup.companyId, responseId: response.id }), 403, 'FORBIDDEN');

    const lapsed = await newMember(t, 'SUP');
    const lapsedResponse = await respondTo(dev, lapsed);
    await t.app.ctx.db.update(companies).set({ memberLevel: 'ORDINARY', memberExpires: null }).where(eq(companies.id, lapsed.companyId));
    assertError(await open(dev, { companyId: lapsed.companyId, responseId: lapsedResponse.id }), 409, 'CHAT_PEER_UNAVAILABLE');
    assert.deepEqual(await pairConversations(dev.userId, lapsed.userId), []);

    const blindSup = await newMember(t, 'SUP');
    const blindResponse = await respondTo(dev, blindSup, { blind: true });
    assert.equal(blindResponse.chatCompanyId, null);
    assertError(await open(dev, { companyId: blindSup.companyId, responseId: blindResponse.id }), 409, 'CHAT_RESPONSE_BLIND');
    assertError(await open(blindSup, { companyId: dev.companyId, responseId: blindResponse.id }), 409, 'CHAT_RESPONSE_BLIND');
    assert.deepEqual(await pairConversations(dev.userId, blindSup.userId), []);

    const blocker = await newMember(t, 'SUP');
    const blockedResponse = await respondTo(dev, blocker);
    assertOk(await call(t.app, 'POST', path(API.block, dev.userId), { token: blocker.token, body: { blocked: true } }));
    const refused = await open(dev, { companyId: blocker.companyId, responseId: blockedResponse.id });
    assertError(refused, 403, 'CHAT_BLOCKED');
    assert.deepEqual(await pairConversations(dev.userId, blocker.userId), []);
  });

  it('messages pass while the response links the companies and nobody blocks: a block or a withdrawal stops them', async () => {
    const partner = await newMember(t, 'SUP');
    const linked = await respondTo(dev, partner);
    const { conversationId } = assertOk(await open(partner, { companyId: dev.companyId, responseId: linked.id }));
    assertOk(await send(partner, conversationId, 'hello'));

    assertOk(await call(t.app, 'POST', path(API.block, partner.userId), { token: dev.token, body: { blocked: true } }));
    assertError(await send(partner, conversationId, 'blocked?'), 403, 'CHAT_BLOCKED');
    assertError(await send(dev, conversationId, 'blocked?'), 403, 'CHAT_BLOCKED');
    assertOk(await call(t.app, 'POST', path(API.block, partner.userId), { token: dev.token, body: { blocked: false } }));
    assertOk(await send(dev, conversationId, 'again'));

    assertOk(await call(t.app, 'POST', path(R.withdraw, linked.id), { token: partner.token }));
    assertError(await send(partner, conversationId, 'after withdrawing'), 403, 'CHAT_NOT_FRIENDS');
    const contact = assertOk<Paged<ChatContact>>(await call(t.app, 'GET', API.contacts, { token: dev.token })).list.find(
      (c) => c.conversationId === conversationId,
    );
    assert.equal(contact?.canSend, false);
  });
});
