import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiPath, PROJECTS_API } from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { user } from '@test/fixtures';
import { navigatedTo, renderPage } from '@test/render';
import { NOW, project } from './fixtures';
import EvaluatePage from './pages/EvaluatePage';

const server = mockApi();
const DAY = 24 * 3_600_000;
const DETAIL = apiPath(PROJECTS_API.project, { id: 'p1' });
const ended = { status: 'COMPLETED' as const, endedAt: NOW - DAY };
const rating = (by: 'PARTY_A' | 'SUPPLIER', comment: string) => ({
  by,
  quality: 5,
  communication: 4,
  timeliness: 3,
  comment,
  createdAt: NOW,
});

const renderEvaluate = () => renderPage(<EvaluatePage />, { route: '/workstation/project/evaluate?project=p1', user: user() });

/** Clicks the `score`th star of the rating labelled `label`. */
function star(label: string, score: number) {
  const item = screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
  fireEvent.click(within(item).getAllByRole('radio')[score - 1]);
}

describe('project ratings', () => {
  it('rates the other side once, said to stay hidden until both rated', async () => {
    let current = project({ ...ended, can: { rate: true } });
    server.answer('get', { [DETAIL]: () => current });
    server.answer('post', {
      [apiPath(PROJECTS_API.rate, { id: 'p1' })]: () => (current = project({ ...ended, ratings: [rating('PARTY_A', '交付扎实')] })),
    });
    await renderEvaluate();
    expect(await screen.findByText(/双盲评价/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交评价' }));
    expect((await screen.findAllByText('请打分')).length).toBe(3);
    star('交付质量', 5);
    star('沟通', 4);
    star('及时性', 3);
    fireEvent.change(screen.getByLabelText('对 深圳智码科技有限公司 的评语'), { target: { value: '交付扎实' } });
    fireEvent.click(screen.getByRole('button', { name: '提交评价' }));
    await waitFor(() =>
      expect(server.post).toHaveBeenCalledWith(
        '/api/projects/p1/rating',
        { quality: 5, communication: 4, timeliness: 3, comment: '交付扎实' },
        { silent: true },
      ),
    );
    expect(await screen.findByText(/评价暂不公开/)).toBeTruthy();
    expect(screen.getByText('上海云启科技有限公司 对 深圳智码科技有限公司 的评价')).toBeTruthy();
  });

  it('shows both ratings together once published', async () => {
    server.answer('get', {
      [DETAIL]: project({ ...ended, ratingsPublished: true, ratings: [rating('PARTY_A', '交付扎实'), rating('SUPPLIER', '需求清晰')] }),
    });
    await renderEvaluate();
    expect(await screen.findByText('双方评价已同时公开。')).toBeTruthy();
    expect(screen.getAllByTestId('rating')).toHaveLength(2);
    expect(screen.getByText('需求清晰')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交评价' })).toBeNull();
  });

  it('lists the ended projects when no project is named', async () => {
    server.answer('get', { [PROJECTS_API.list]: { list: [], total: 0, page: 1, pageSize: 10 } });
    await renderPage(<EvaluatePage />, { route: '/workstation/project/evaluate', user: user() });
    expect(await screen.findByText('没有该状态的项目')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '已完成' })).toBeTruthy();
  });

  it('sends each side from an empty list of ended projects to its own projects', async () => {
    for (const [role, lang, label, to] of [
      ['DEV', 'zh-CN', '查看我的项目', '/workstation/project/list'],
      ['SUP', 'en-US', 'See your projects', '/workstation/project/work'],
    ] as const) {
      server.answer('get', { [PROJECTS_API.list]: { list: [], total: 0, page: 1, pageSize: 10 } });
      const view = await renderPage(<EvaluatePage />, {
        path: '/workstation/project/evaluate',
        route: '/workstation/project/evaluate',
        user: user({ role }),
        lang,
      });
      fireEvent.click(await screen.findByRole('button', { name: label }));
      expect(await navigatedTo()).toBe(to);
      view.unmount();
    }
  });
});
