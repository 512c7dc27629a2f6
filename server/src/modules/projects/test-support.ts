import { apiPath, PROJECTS_API as P, RESPONSES_API as R, type Project, type ResponseView } from '@b2b/shared/contract';
import { assertOk, call, type TestApp } from '../../test/helpers';
import { companyOf, DAY, publishedDemand, responseBody, tokenOf, uploadPdf } from '../../test/marketplace';

export { DAY };
export const path = (template: string, id: string) => apiPath(template, { id });

export const ACCOUNTS = ['dev', 'devproj', 'sup', 'supreq', 'sup2', 'newsup', 'ordinary', 'service'] as const;
export type Tokens = Record<(typeof ACCOUNTS)[number], string>;

export async function demoTokens(t: TestApp): Promise<Tokens> {
  const tokens = await Promise.all(ACCOUNTS.map((a) => tokenOf(t, `${a}@demo.test`)));
  return Object.fromEntries(ACCOUNTS.map((a, i) => [a, tokens[i]])) as Tokens;
}

/** A demand of the demo DEV company awarded to `supplier`'s response (the demo SUP by default), through the API. */
export async function awardedResponse(
  t: TestApp,
  k: Tokens,
  supplier = k.sup,
  partyA?: { token: string; companyId: string },
): Promise<ResponseView> {
  const owner = partyA?.companyId ?? (await companyOf(t, 'dev@demo.test'));
  const demand = await publishedDemand(t, owner, { deadline: t.clock.now().getTime() + DAY });
  const response: ResponseView = assertOk(
    await call(t.app, 'POST', path(R.ofDemand, demand.id), { token: supplier, body: responseBody({ price: 100_000 }) }),
  );
  t.clock.advance(DAY + 1000);
  assertOk(await call(t.app, 'POST', path(R.award, demand.id), { token: partyA?.token ?? k.dev, body: { responseId: response.id } }));
  return response;
}

export const plan = (t: TestApp, shares = [40, 60]) => ({
  milestones: shares.map((share, i) => ({
    name: `里程碑 ${i + 1}`,
    description: '设计与开发',
    dueDate: t.clock.now().getTime() + (i + 1) * 10 * DAY,
    deliverables: '源代码与文档',
    share,
  })),
});

/** An awarded response made a project with a two-milestone plan; `start` sets it IN_PROGRESS. */
export async function projectWithPlan(t: TestApp, k: Tokens, { start = true } = {}): Promise<Project> {
  const response = await awardedResponse(t, k);
  const project: Project = assertOk(await call(t.app, 'POST', path(P.init, response.id), { token: k.dev }));
  assertOk(await call(t.app, 'PUT', path(P.plan, project.id), { token: k.dev, body: plan(t) }));
  if (!start) return assertOk(await call(t.app, 'GET', path(P.project, project.id), { token: k.dev }));
  return assertOk(await call(t.app, 'POST', path(P.start, project.id), { token: k.dev }));
}

export const work = (fileIds: string[] = []) => ({ notes: '完成了首页与登录模块，附上截图。', fileIds });

/** A delivery's body: the notes and a PDF the supplier (`token`) uploads now (a delivery needs at least one file). */
export const delivery = async (t: TestApp, token: string) => work([await uploadPdf(t, token, 'delivery.pdf')]);
