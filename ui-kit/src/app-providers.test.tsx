import { Button } from 'antd';
import { screen } from '@testing-library/react';
import { renderPage } from '@test/render';

describe('AppProviders', () => {
  it('leaves two-character Chinese button labels as written (antd would insert a space)', async () => {
    await renderPage(
      <>
        <Button>评分</Button>
        <Button type="primary">搜索</Button>
      </>,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['评分', '搜索']);
  });
});
