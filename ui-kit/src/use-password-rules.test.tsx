import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import type { FormInstance, FormRule } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@b2b/shared/i18n';
import { usePasswordRules } from './use-password-rules';

const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

async function rules(lang = 'zh-CN') {
  await i18n.changeLanguage(lang);
  return renderHook(() => usePasswordRules(), { wrapper }).result.current;
}

/** Runs a function rule's validator as antd would, with the form holding `values`. */
function validate(rule: FormRule, value: string, values: Record<string, string>) {
  const form = { getFieldValue: (name: string) => values[name] } as unknown as FormInstance;
  const resolved = typeof rule === 'function' ? rule(form) : rule;
  return resolved.validator!({}, value, () => undefined);
}

describe('usePasswordRules', () => {
  it('requires a new password with the caller text and checks the contract pattern', async () => {
    const [required, pattern] = (await rules()).newPassword('请设置密码');
    expect(required).toEqual({ required: true, message: '请设置密码' });
    expect(pattern).toMatchObject({ message: '密码须为 10–64 位，且不能是常见密码' });
    const re = (pattern as { pattern: RegExp }).pattern;
    // 10 to 64 characters, no composition rule (the server also refuses common passwords).
    expect(['abcdefghij', 'correct horse', '一二三四五六七八九十', 'x'.repeat(64)].every((p) => re.test(p))).toBe(true);
    expect(['abc123456', 'A1bcdefg', 'x'.repeat(65)].some((p) => re.test(p))).toBe(false);
  });

  it('requires the confirmation to equal the field it confirms', async () => {
    const [required, same] = (await rules()).confirm('password', '请再次输入密码');
    expect(required).toEqual({ required: true, message: '请再次输入密码' });
    await expect(validate(same, 'abc12345', { password: 'abc12345' })).resolves.toBeUndefined();
    await expect(validate(same, 'abc12346', { password: 'abc12345' })).rejects.toThrow('两次输入的密码不一致');
  });

  it('speaks English', async () => {
    const [, same] = (await rules('en-US')).confirm('password', 'Enter it again');
    await expect(validate(same, 'x', { password: 'y' })).rejects.toThrow('The two passwords do not match');
  });
});
