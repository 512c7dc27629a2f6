import axios from 'axios';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { configureApi, http } from '@b2b/shared/api';
import { UPLOAD_API } from '@b2b/shared/upload';
import { envelope, fakeServer, hangUntilAborted, type FakeHandler, type FakeServer } from '../../../shared/src/internal/fake-adapter';
import { dropFiles, fileOf, renderUploader, rows, uploadedOf } from './upload-test-kit';

let server: FakeServer;
const notify = jest.fn();
const originalAdapter = http.defaults.adapter;

beforeAll(() => Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: jest.fn() }));
beforeEach(() => {
  server = fakeServer();
  http.defaults.adapter = server.adapter;
  configureApi({ notify, navigate: jest.fn(), currentPath: () => '/account/corporation', baseURL: '' });
});
afterAll(() => {
  http.defaults.adapter = originalAdapter;
  Object.assign(URL, { createObjectURL: undefined, revokeObjectURL: undefined });
});

/** Answers once the test says so, after reporting progress the way the browser adapter does. */
function answerLater(reply: ReturnType<typeof envelope>) {
  let answer: () => void = () => undefined;
  const handler: FakeHandler = (config) =>
    new Promise((resolve) => {
      config.onUploadProgress?.({ loaded: 1024, total: 2048, bytes: 1024, lengthComputable: true });
      answer = () => resolve(reply);
    });
  server.next(handler);
  return () => answer();
}

describe('FileUploader with the kernel upload', () => {
  it('sends a file through uploadFile, shows its progress and hands over what the API answered', async () => {
    const file = fileOf('spec.pdf', 'application/pdf');
    const answer = answerLater(envelope(uploadedOf(file)));
    const onChange = jest.fn();
    await renderUploader({ onChange, accept: '.pdf' });
    dropFiles(file);
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0].url).toBe(UPLOAD_API.file);
    expect(((server.calls[0].data as FormData).get('file') as File).name).toBe('spec.pdf');
    expect(rows()[0]).toMatch(/^spec\.pdf2 KB上传中 50%（[\d.]+ KB\/s）取消$/);
    await act(async () => answer());
    expect(onChange).toHaveBeenCalledWith([uploadedOf(file)]);
    expect(rows()[0]).toBe('spec.pdf2 KB已上传下载移除');
  });

  it("shows the catalogue's message when the API refuses the file", async () => {
    server.next({ status: 413, data: { code: 413, msg: '提交的内容过大', data: { reason: 'PAYLOAD_TOO_LARGE' } } });
    await renderUploader({ kind: 'image' });
    dropFiles(fileOf('a.gif', 'image/gif'));
    expect((await screen.findByRole('alert')).textContent).toBe('提交的内容过大');
    expect(server.calls[0].url).toBe(UPLOAD_API.image);
    expect(notify).not.toHaveBeenCalled();
  });

  it('direct: asks for an upload URL, PUTs the file there, confirms it, and hands over the confirmed file', async () => {
    const file = fileOf('plan.pdf', 'application/pdf');
    const id = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    const confirmed = { ...uploadedOf(file), id };
    server
      .next(
        envelope({
          ...confirmed,
          size: 0,
          uploadUrl: '/api/files/upload/tok',
          headers: { 'Content-Type': 'application/pdf' },
          expiresAt: 1,
        }),
      )
      .next(envelope(confirmed));
    const storagePut = jest.spyOn(axios, 'put').mockResolvedValue({ status: 200, data: '' });
    try {
      const onChange = jest.fn();
      await renderUploader({ onChange, direct: true, visibility: 'company' });
      dropFiles(file);
      await waitFor(() => expect(onChange).toHaveBeenCalledWith([confirmed]));
      expect(server.calls.map((call) => call.url)).toEqual([UPLOAD_API.url, UPLOAD_API.confirm]);
      expect(JSON.parse(server.calls[1].data)).toEqual({ id });
      expect(storagePut).toHaveBeenCalledWith('/api/files/upload/tok', file, expect.objectContaining({ timeout: 0 }));
    } finally {
      storagePut.mockRestore();
    }
  });

  it('downloads an uploaded file through the API under its name, and shows a company image fetched with the session', async () => {
    const file = fileOf('plan.png', 'image/png');
    const stored = { ...uploadedOf(file), url: '/api/files/f1', thumbUrl: '/api/files/f1/thumb' };
    const blob = new Blob(['png']);
    server.always({ status: 200, data: blob });
    const created: Blob[] = [];
    Object.assign(URL, { createObjectURL: (b: Blob) => (created.push(b), `blob:${created.length}`) });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      const { container } = await renderUploader({ kind: 'image', initial: [stored] });
      await waitFor(() => expect(container.querySelector('img')?.getAttribute('src')).toBe('blob:1'));
      expect(server.calls[0].url).toBe('/api/files/f1/thumb');
      fireEvent.click(screen.getByRole('button', { name: '下载 plan.png' }));
      await waitFor(() => expect(click).toHaveBeenCalled());
      expect(server.calls[1].url).toBe('/api/files/f1');
      expect(server.calls[1].responseType).toBe('blob');
      expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('plan.png');
    } finally {
      click.mockRestore();
      Object.assign(URL, { createObjectURL: () => 'blob:preview' });
    }
  });

  it('loads a public image by its URL, without a request', async () => {
    const stored = { ...uploadedOf(fileOf('logo.png', 'image/png')), thumbUrl: '/api/files/f2/thumb' };
    const { container } = await renderUploader({ kind: 'image', visibility: 'public', initial: [stored] });
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/api/files/f2/thumb');
    expect(server.calls).toHaveLength(0);
  });

  it('cancels the request through its signal, without a toast', async () => {
    server.next(hangUntilAborted);
    await renderUploader({});
    dropFiles(fileOf('a.txt'));
    await waitFor(() => expect(server.calls).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: '取消上传 a.txt' }));
    await act(async () => undefined);
    expect((server.calls[0].signal as AbortSignal).aborted).toBe(true);
    expect(rows()[0]).toBe('a.txt2 KB已取消重试移除');
    expect(notify).not.toHaveBeenCalled();
  });
});
