import { screen } from '@testing-library/react';
import { apiPath, PROJECTS_API } from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { apiError, user } from '@test/fixtures';
import { navigatedTo, renderPage } from '@test/render';
import { project } from './fixtures';
import InitPage from './pages/InitPage';

const server = mockApi();
const PATH = '/workstation/project/published/:requirementRespondId/init';
const INIT = apiPath(PROJECTS_API.init, { id: 'r1' });

const renderInit = () => renderPage(<InitPage />, { path: PATH, route: '/workstation/project/published/r1/init', user: user() });

describe('start the project from an award', () => {
  it('makes the project once and goes on to plan it', async () => {
    server.answer('post', { [INIT]: project({ status: 'STARTED', milestonesList: [] }) });
    await renderInit();
    expect(await navigatedTo()).toBe('/workstation/project/published/p1/create');
    expect(server.post).toHaveBeenCalledTimes(1);
  });

  it('opens a project that has a plan already', async () => {
    server.answer('post', { [INIT]: project() });
    await renderInit();
    expect(await navigatedTo()).toBe('/workstation/project/published/p1/view');
  });

  it('says what to do when the response cannot start a project', async () => {
    server.answer('post', { [INIT]: apiError('NOT_FOUND', '不存在', {}, 404) });
    await renderInit();
    expect(await screen.findByText('找不到可开始项目的中标响应')).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回项目列表' })).toBeTruthy();
  });
});
