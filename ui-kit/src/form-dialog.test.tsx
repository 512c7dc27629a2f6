import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Form, Input } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { ApiError } from '@b2b/shared/api';
import { i18n } from '@b2b/shared/i18n';
import { FormDialog } from './FormDialog';

type Values = { reason: string };

function Dialog({ mutate, onClose }: { mutate: (v: Values) => Promise<string>; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  return (
    <FormDialog
      form={form}
      name="reason-test"
      title="申请退款"
      okText="提交申请"
      explain="平台客服会处理"
      mutate={mutate}
      fields={['reason']}
      onClose={onClose}
    >
      <Form.Item name="reason" label="原因" rules={[{ required: true, message: '请填写原因' }]}>
        <Input data-testid="reason" />
      </Form.Item>
    </FormDialog>
  );
}

const show = (mutate: (v: Values) => Promise<string>, onClose = jest.fn()) => {
  render(
    <I18nextProvider i18n={i18n}>
      <App>
        <Dialog mutate={mutate} onClose={onClose} />
      </App>
    </I18nextProvider>,
  );
  return onClose;
};

const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交申请' }));

beforeEach(() => i18n.changeLanguage('zh-CN'));

describe('FormDialog', () => {
  it('checks the rules before any call, then calls with the values and closes', async () => {
    const mutate = jest.fn(async () => 'ok');
    const onClose = show(mutate);
    expect(screen.getByText('平台客服会处理')).toBeTruthy();
    submit();
    expect(await screen.findByText('请填写原因')).toBeTruthy();
    expect(mutate).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('reason'), { target: { value: '误购' } });
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mutate).toHaveBeenCalledWith({ reason: '误购' });
  });

  it('shows the server’s refusal under its field or in an alert, and stays open', async () => {
    const onClose = jest.fn();
    const mutate = jest
      .fn<Promise<string>, [Values]>()
      .mockRejectedValueOnce(new ApiError(400, '原因不合格', { data: { reason: 'VALIDATION', fields: ['/reason'] }, silent: true }))
      .mockRejectedValueOnce(new ApiError(409, '订单已退款', { data: { reason: 'CONFLICT' }, silent: true }));
    show(mutate, onClose);
    fireEvent.change(screen.getByTestId('reason'), { target: { value: '误购' } });
    submit();
    expect(await screen.findByText('此项填写有误，请检查')).toBeTruthy();
    submit();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('订单已退款')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on cancel without a call', () => {
    const mutate = jest.fn(async () => 'ok');
    const onClose = show(mutate);
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(onClose).toHaveBeenCalled();
    expect(mutate).not.toHaveBeenCalled();
  });
});
