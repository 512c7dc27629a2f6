import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { apiPath, TEAM_API, type InviteByPhoneBody, type InviteSubAccountBody, type SessionResult } from '@b2b/shared/contract';
import { companies } from '../../db/schema';
import { assertOk, call, PASSWORD, uniqueEmail, uniquePhone, type TestApp } from '../../test/helpers';

export const memberPath = (path: string, id: string) => apiPath(path, { id });

export const invite = (t: TestApp, token: string, body: Partial<InviteSubAccountBody> = {}, lang?: string) =>
  call(t.app, 'POST', TEAM_API.invite, {
    token,
    lang,
    body: { email: uniqueEmail('invitee'), type: 'PROJ', nickname: '新成员', ...body },
  });

/** The token of the newest invitation mail to `email`, as the link carries it. */
export function invitationToken(t: TestApp, email: string): string {
  const mail = t.mail.sent.filter((m) => m.to === email).at(-1);
  assert.ok(mail, `no mail to ${email}`);
  const token = /token=([0-9a-f]{64})/.exec(mail.text)?.[1];
  assert.ok(token, mail.text);
  return token;
}

export const accept = (t: TestApp, token: string, nickname = '新成员', password = PASSWORD) =>
  call(t.app, 'POST', TEAM_API.acceptInvitation, { body: { token, nickname, password } });

/** Invites `email` as `type` and accepts at once: the new sub-account's session. */
export async function joinAs(t: TestApp, mainToken: string, type: 'PROJ' | 'REQ' = 'PROJ'): Promise<SessionResult & { email: string }> {
  const email = uniqueEmail(type.toLowerCase());
  assertOk(await invite(t, mainToken, { email, type }));
  return { ...assertOk<SessionResult>(await accept(t, invitationToken(t, email))), email };
}

/** Sets a company's membership as payment would (another helper's work): level and end. */
export async function setMembership(t: TestApp, companyId: string, memberLevel: 'ORDINARY' | 'VIP' | 'SVIP') {
  const memberExpires = memberLevel === 'ORDINARY' ? null : new Date(t.clock.now().getTime() + 30 * 86_400_000);
  await t.app.ctx.db.update(companies).set({ memberLevel, memberExpires }).where(eq(companies.id, companyId));
}

export const inviteByPhone = (t: TestApp, token: string, body: Partial<InviteByPhoneBody> = {}, lang?: string) =>
  call(t.app, 'POST', TEAM_API.inviteByPhone, {
    token,
    lang,
    body: { phone: uniquePhone(), type: 'PROJ', nickname: '新成员', ...body },
  });

export const previewByCode = (t: TestApp, phone: string, code: string, lang?: string) =>
  call(t.app, 'POST', TEAM_API.previewCodeInvitation, { lang, body: { phone, code } });

export const acceptByCode = (t: TestApp, phone: string, code: string, lang?: string, nickname = '新成员') =>
  call(t.app, 'POST', TEAM_API.acceptCodeInvitation, { lang, body: { phone, code, nickname, password: PASSWORD } });

/** A code that is not `code` (a guess). */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
