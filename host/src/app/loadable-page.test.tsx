import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { loadablePage } from './loadable-page';

const Hello = () => <p>hello</p>;

describe('loadablePage', () => {
  it('suspends the first time, when nothing has loaded the module yet', async () => {
    const { Page } = loadablePage(() => Promise.resolve({ default: Hello }));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('hello')).toBeTruthy();
  });

  it('renders at once, without a fallback, once load() has brought the module', async () => {
    const importPage = jest.fn(() => Promise.resolve({ default: Hello }));
    const { Page, load } = loadablePage(importPage);
    await load();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('hello')).toBeTruthy();
    await load();
    expect(importPage).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const importPage = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Hello });
    const { load } = loadablePage(importPage);
    await expect(load()).rejects.toThrow('offline');
    await act(async () => {
      await expect(load()).resolves.toEqual({ default: Hello });
    });
    expect(importPage).toHaveBeenCalledTimes(2);
  });
});
