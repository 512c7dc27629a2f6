import { latestCode, type Platform } from './fixtures';
import type { Lang } from './strings';

/** The password of every company the specs register through the API. */
export const NEW_COMPANY_PASSWORD = 'Harbor-lights-2026';

/** One call of the API, its envelope's data; anything but code 200 fails the test with the API's message. */
export async function callApi<T = Record<string, unknown>>(
  platform: Platform,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const { token, body, headers = {} } = options;
  const res = await fetch(`${platform.apiUrl}${path}`, {
    method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const envelope = await res.json();
  if (envelope.code !== 200) throw new Error(`${method} ${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data as T;
}

/**
 * A DEV company registered today through the API with its mailed code, its information complete (a developer is
 * approved at once), ORDINARY. `prefix` names the spec in the address and `name` the company (both made unique).
 */
export async function registerDeveloper(platform: Platform, lang: Lang, prefix: string, name: string) {
  const stamp = `${lang}-${Date.now()}`;
  const email = `${prefix}-${stamp.toLowerCase()}@example.com`;
  await callApi(platform, 'POST', '/api/common/sendMailCode', { body: { email, purpose: 'register' } });
  const code = await latestCode(platform, email);
  const companyName = `${name} ${stamp}`;
  const registration = { role: 'DEV', companyName, nickname: 'Buyer', channel: 'mail', target: email, code };
  const session = await callApi<{ token: string }>(platform, 'POST', '/api/register', {
    body: { ...registration, password: NEW_COMPANY_PASSWORD, agreeTerms: true },
  });
  const info = {
    companyName,
    creditCode: '91310115MA1HXY7K3B',
    companyTypeId: 'software',
    provinceCode: '31',
    cityCode: '3101',
    address: '上海市浦东新区张江路 1 号',
    contactName: '赵六',
    contactPhone: '021-12345678',
  };
  await callApi(platform, 'POST', '/api/company/improve-info', { token: session.token, body: info });
  return { email, companyName, token: session.token };
}
