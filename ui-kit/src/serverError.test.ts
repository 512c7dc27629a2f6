import type { FormInstance } from 'antd';
import { readServerError, showOnFields } from './serverError';

const apiError = (reason: string, message: string, data: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), { code: 400, reason, data: { reason, ...data }, silent: true });

function fakeForm() {
  const setFields = jest.fn();
  return { form: { setFields } as unknown as FormInstance, setFields };
}

describe('readServerError', () => {
  it('reads the reason, message, fields and wait of an ApiError', () => {
    expect(readServerError(apiError('VALIDATION', '提交的信息有误', { fields: ['/email', '/info/companyName'], retryAfter: 5 }))).toEqual({
      reason: 'VALIDATION',
      message: '提交的信息有误',
      fields: ['email', 'info'],
      retryAfter: 5,
    });
  });

  it('gives null for what is not an API error (cancelled call, form validation)', () => {
    expect(readServerError(Object.assign(new Error('canceled'), { name: 'CanceledError' }))).toBeNull();
    expect(readServerError({ errorFields: [] })).toBeNull();
    expect(readServerError(undefined)).toBeNull();
  });
});

describe('showOnFields', () => {
  const options = { byReason: { ACCOUNT_EXISTS: 'email' }, fields: ['email', 'nickname'], invalidText: 'invalid' } as const;

  it('puts a mapped reason under its field', () => {
    const { form, setFields } = fakeForm();
    expect(showOnFields(form, readServerError(apiError('ACCOUNT_EXISTS', 'taken'))!, options)).toBe(true);
    expect(setFields).toHaveBeenCalledWith([{ name: 'email', errors: ['taken'] }]);
  });

  it('marks each known field of a VALIDATION error, and asks for an alert when some are unknown', () => {
    const { form, setFields } = fakeForm();
    expect(showOnFields(form, readServerError(apiError('VALIDATION', 'bad', { fields: ['/nickname', '/other'] }))!, options)).toBe(false);
    expect(setFields).toHaveBeenCalledWith([{ name: 'nickname', errors: ['invalid'] }]);
  });

  it("puts another reason's own message under the fields it lists (a file that cannot be attached)", () => {
    const { form, setFields } = fakeForm();
    const error = readServerError(apiError('FILE_NOT_ATTACHABLE', '附件不存在', { fields: ['/email'] }))!;
    expect(showOnFields(form, error, options)).toBe(true);
    expect(setFields).toHaveBeenCalledWith([{ name: 'email', errors: ['附件不存在'] }]);
  });

  it('leaves any other reason to the caller', () => {
    const { form, setFields } = fakeForm();
    expect(showOnFields(form, readServerError(apiError('STATE_CONFLICT', 'no'))!, options)).toBe(false);
    expect(setFields).not.toHaveBeenCalled();
  });
});
