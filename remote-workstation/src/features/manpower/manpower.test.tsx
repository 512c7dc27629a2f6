import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiPath, MANPOWER_API, type Manpower } from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { useSession } from '@b2b/shared/session';
import { user } from '@test/fixtures';
import { renderPage } from '@test/render';
import { expectFieldError, type } from '@test/form';
import { ManpowerPage } from './ManpowerPage';

const server = mockApi();
const { post, delete: del } = server;

const busy: Manpower = {
  id: 'm1',
  name: '王强',
  title: '前端工程师',
  skills: ['React', 'TypeScript'],
  level: 'SENIOR',
  dayRate: 1500,
  availability: 'BUSY',
  availableFrom: new Date(2025, 5, 1).getTime(),
  bio: null,
  updatedAt: 1,
};

function serve(list: Manpower[] = [busy]) {
  server.answer('get', { [MANPOWER_API.list]: { list, total: list.length, page: 1, pageSize: 10 } });
  server.answer('post', { [MANPOWER_API.list]: { ...busy, id: 'm2' } });
  server.answer('delete', { [apiPath(MANPOWER_API.item, { id: 'm1' })]: null });
}

function signIn(type: 'MAIN' | 'REQ') {
  useSession.getState().applySession({ token: 't1', expires: Date.now() + 3_600_000, user: user({ role: 'SUP', type }) });
}

async function addSkill(skill: string) {
  const input = within(screen.getByLabelText('技能').closest('.ant-form-item') as HTMLElement).getByRole('combobox');
  fireEvent.change(input, { target: { value: skill } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(screen.getAllByText(skill).length).toBeGreaterThan(0));
}

beforeEach(() => useSession.getState().clear());

describe('manpower', () => {
  it('lists staff with skills, level, rate and when they are free', async () => {
    signIn('MAIN');
    serve();
    await renderPage(<ManpowerPage />);
    expect(await screen.findByText('王强')).toBeTruthy();
    expect(screen.getByText('TypeScript')).toBeTruthy();
    expect(screen.getByText('高级')).toBeTruthy();
    expect(screen.getByText('忙碌')).toBeTruthy();
    expect(screen.getByText('2025年6月1日 起可用')).toBeTruthy();
  });

  it('requires the available-from date for a busy person, and posts the body', async () => {
    signIn('MAIN');
    serve([]);
    await renderPage(<ManpowerPage />);
    fireEvent.click((await screen.findAllByRole('button', { name: /添加人员/ }))[0]);
    await screen.findByLabelText('姓名');
    type('姓名', '李娜');
    type('岗位', '项目经理');
    await addSkill('Scrum');
    fireEvent.change(screen.getByLabelText('日费率（人民币）'), { target: { value: '2000' } });
    fireEvent.click(screen.getByLabelText('忙碌'));
    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('部分空闲或忙碌时，请选择可开始日期')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    fireEvent.click(screen.getByLabelText('空闲'));
    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        MANPOWER_API.list,
        { name: '李娜', title: '项目经理', skills: ['Scrum'], level: 'MIDDLE', dayRate: 2000, availability: 'AVAILABLE' },
        { silent: true },
      ),
    );
  });

  it('asks for at least one skill', async () => {
    signIn('MAIN');
    serve([]);
    await renderPage(<ManpowerPage />);
    fireEvent.click((await screen.findAllByRole('button', { name: /添加人员/ }))[0]);
    fireEvent.click(await screen.findByRole('button', { name: /保\s?存/ }));
    await expectFieldError('技能', '请至少添加一项技能');
  });

  it('deletes after a confirmation', async () => {
    signIn('MAIN');
    serve();
    await renderPage(<ManpowerPage />);
    fireEvent.click(await screen.findByRole('button', { name: '删除 王强' }));
    fireEvent.click(await screen.findByRole('button', { name: /^删\s?除$/ }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('/api/manpower/m1'));
  });

  it('is read-only for a REQ account', async () => {
    signIn('REQ');
    serve();
    await renderPage(<ManpowerPage />);
    expect(await screen.findByText('王强')).toBeTruthy();
    expect(screen.getByText(/需求子账号只能查看人力资源/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /添加人员/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑 王强' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除 王强' })).toBeNull();
  });
});
