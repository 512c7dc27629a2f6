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

  it('ready() waits without failing, and hands a failure to the next load instead of loading again', async () => {
    const importPage = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Hello });
    const { load, ready } = loadablePage(importPage);
    await expect(ready()).resolves.toBeUndefined();
    await expect(load()).rejects.toThrow('offline');
    expect(importPage).toHaveBeenCalledTimes(1);
    await expect(load()).resolves.toEqual({ default: Hello });
    expect(importPage).toHaveBeenCalledTimes(2);
  });

  it('ready() after a successful load resolves without loading again', async () => {
    const importPage = jest.fn(() => Promise.resolve({ default: Hello }));
    const { load, ready } = loadablePage(importPage);
    await load();
    await ready();
    expect(importPage).toHaveBeenCalledTimes(1);
  });
});
