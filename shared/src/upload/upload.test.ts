import axios, { type AxiosAdapter } from 'axios';
import { ApiError, cancellable, configureApi, http, isCancel } from '@b2b/shared/api';
import { NETWORK_ERROR_TEXT } from '@b2b/shared/contract';
import { envelope, fakeServer, hangUntilAborted, networkError, type FakeServer } from '../internal/fake-adapter';
import { setLanguage } from '@b2b/shared/i18n';
import { downloadBlob, UPLOAD_API, uploadFile, uploadImage, uploadViaUrl, withoutDateHeader, type UploadProgress } from './index';

let server: FakeServer;
let storage: FakeServer;
const notify = jest.fn();
const navigate = jest.fn();
const originalAxiosAdapter = axios.defaults.adapter;

const FILE_ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const uploaded = { id: FILE_ID, url: `/api/files/${FILE_ID}`, key: 'u/a.png', name: 'a.png', size: 5, contentType: 'image/png' };
const png = () => new File(['hello'], 'a.png', { type: 'image/png' });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('b2b.token', 'tok');
  localStorage.setItem('b2b.expires', String(Date.now() + 3_600_000));
  server = fakeServer();
  storage = fakeServer().always({ status: 200, data: '' });
  http.defaults.adapter = server.adapter;
  axios.defaults.adapter = storage.adapter;
  configureApi({ notify, navigate, currentPath: () => '/account/corporation', baseURL: '' });
  setLanguage('zh-CN');
});
afterAll(() => {
  axios.defaults.adapter = originalAxiosAdapter;
});

/** Reports upload progress the way the browser adapter does, then answers. */
function withProgress(reply: ReturnType<typeof envelope> | { status: number; data: unknown }, steps: Array<[number, number | undefined]>) {
  return (config: Parameters<AxiosAdapter>[0]) => {
    for (const [loaded, total] of steps) config.onUploadProgress?.({ loaded, total, bytes: loaded, lengthComputable: total !== undefined });
    return reply;
  };
}

describe('uploadImage', () => {
  it('posts the file as multipart field "file" to the image endpoint', async () => {
    const file = png();
    server.next(envelope(uploaded));
    await expect(uploadImage(file)).resolves.toEqual(uploaded);
    const call = server.calls[0];
    expect(UPLOAD_API.image).toBe('/api/common/upload/image');
    expect(call.url).toBe('/api/common/upload/image');
    expect(call.method).toBe('post');
    expect(call.data).toBeInstanceOf(FormData);
    const sent = (call.data as FormData).get('file') as File;
    expect(sent).toBeInstanceOf(File);
    expect(sent.name).toBe('a.png');
    expect(sent.size).toBe(file.size);
  });

  it('has no timeout and carries the token', async () => {
    server.next(envelope(uploaded));
    await uploadImage(png());
    expect(server.calls[0].timeout).toBe(0);
    expect(server.calls[0].upload).toBe(true);
    expect(server.calls[0].headers.get('Authorization')).toBe('Bearer tok');
  });

  it('reports progress', async () => {
    const progress: UploadProgress[] = [];
    server.next(
      withProgress(envelope(uploaded), [
        [2, 5],
        [5, 5],
      ]),
    );
    await uploadImage(png(), { onProgress: (p) => progress.push(p) });
    expect(progress.map((p) => [p.percent, p.loaded, p.total])).toEqual([
      [40, 2, 5],
      [100, 5, 5],
    ]);
    for (const p of progress) expect(p.speedKBs).toBeGreaterThanOrEqual(0);
  });

  it('falls back to the file size when the total is unknown', async () => {
    const progress: UploadProgress[] = [];
    server.next(withProgress(envelope(uploaded), [[1, undefined]]));
    await uploadImage(png(), { onProgress: (p) => progress.push(p) });
    expect(progress[0]).toMatchObject({ percent: 20, total: 5 });
  });

  it('can be cancelled', async () => {
    server.next(hangUntilAborted);
    const { signal, cancel } = cancellable();
    const pending = uploadImage(png(), { signal });
    cancel();
    expect(isCancel(await pending.catch((e: unknown) => e))).toBe(true);
    expect(notify).not.toHaveBeenCalled();
  });

  it('asks for a public image with ?visibility=public, and sends no query otherwise', async () => {
    server.next(envelope(uploaded)).next(envelope(uploaded));
    await uploadImage(png(), { visibility: 'public' });
    await uploadImage(png());
    expect(server.calls[0].params).toEqual({ visibility: 'public' });
    expect(server.calls[1].params).toBeUndefined();
  });

  it('silent: a refusal rejects without a toast', async () => {
    server.next({ status: 413, data: { code: 413, msg: '文件过大', data: { reason: 'FILE_TOO_LARGE' } } });
    const err = await uploadImage(png(), { silent: true }).catch((e: unknown) => e);
    expect((err as ApiError).reason).toBe('FILE_TOO_LARGE');
    expect(notify).not.toHaveBeenCalled();
  });

  it('rejects with the catalogue error', async () => {
    server.next({ status: 413, data: { code: 413, msg: '提交的内容过大', data: { reason: 'PAYLOAD_TOO_LARGE' } } });
    const err = await uploadImage(png()).catch((e: unknown) => e);
    expect((err as ApiError).reason).toBe('PAYLOAD_TOO_LARGE');
    expect(notify).toHaveBeenCalledWith('提交的内容过大');
  });
});

describe('uploadFile', () => {
  it('posts multipart to the file endpoint with no timeout', async () => {
    const file = new File(['%PDF'], 'spec.pdf', { type: 'application/pdf' });
    server.next(envelope({ ...uploaded, name: 'spec.pdf' }));
    await expect(uploadFile(file)).resolves.toMatchObject({ name: 'spec.pdf' });
    expect(server.calls[0].url).toBe('/api/common/upload/file');
    expect(UPLOAD_API.file).toBe('/api/common/upload/file');
    expect(server.calls[0].timeout).toBe(0);
    expect(((server.calls[0].data as FormData).get('file') as File).name).toBe('spec.pdf');
  });
});

describe('uploadViaUrl', () => {
  const presigned = {
    uploadUrl: 'https://storage.example.com/bucket/u/a.png?X-Signature=abc',
    headers: { 'Content-Type': 'image/png', Date: 'Mon, 01 Jan 2024 00:00:00 GMT', 'x-amz-acl': 'private' },
    ...uploaded,
    extra: 'kept',
  };

  it('asks the API for an upload URL with the file name and type', async () => {
    server.next(envelope(presigned));
    await uploadViaUrl(png());
    const call = server.calls[0];
    expect(UPLOAD_API.url).toBe('/api/common/upload/url');
    expect(call.url).toBe('/api/common/upload/url');
    expect(call.method).toBe('post');
    expect(JSON.parse(call.data)).toEqual({ file: 'a.png', fileType: 'image/png' });
  });

  it('sends a generic type for a file without one', async () => {
    server.next(envelope(presigned));
    await uploadViaUrl(new File(['x'], 'notes'));
    expect(JSON.parse(server.calls[0].data)).toEqual({ file: 'notes', fileType: 'application/octet-stream' });
  });

  it('PUTs the file to the upload URL with the given headers minus Date, and no token', async () => {
    const file = png();
    server.next(envelope(presigned));
    await uploadViaUrl(file);
    const put = storage.calls[0];
    expect(put.method).toBe('put');
    expect(put.url).toBe(presigned.uploadUrl);
    expect(put.data).toBe(file);
    expect(put.headers.get('Content-Type')).toBe('image/png');
    expect(put.headers.get('x-amz-acl')).toBe('private');
    expect(put.headers.has('Date')).toBe(false);
    expect(put.headers.has('Authorization')).toBe(false);
    expect(put.headers.has('X-Client-Id')).toBe(false);
    expect(put.timeout).toBe(0);
  });

  it('confirms the upload by its id after the PUT and resolves the confirmed file', async () => {
    const confirmed = { ...uploaded, size: 5, contentType: 'image/png' };
    server.next(envelope(presigned)).next(envelope(confirmed));
    await expect(uploadViaUrl(png())).resolves.toEqual(confirmed);
    expect(server.calls).toHaveLength(2);
    expect(UPLOAD_API.confirm).toBe('/api/common/upload/confirm');
    expect(server.calls[1].url).toBe('/api/common/upload/confirm');
    expect(server.calls[1].method).toBe('post');
    expect(JSON.parse(server.calls[1].data)).toEqual({ id: FILE_ID });
    expect(server.calls[1].headers.get('Authorization')).toBe('Bearer tok');
  });

  it('sends the kind and visibility it was given', async () => {
    server.next(envelope(presigned));
    await uploadViaUrl(png(), { kind: 'image', visibility: 'public' });
    expect(JSON.parse(server.calls[0].data)).toEqual({ file: 'a.png', fileType: 'image/png', kind: 'image', visibility: 'public' });
  });

  it('rejects with the refusal of the confirmation (the stored object was not acceptable)', async () => {
    server.next(envelope(presigned)).next({ status: 415, data: { code: 415, msg: '不支持的文件类型', data: { reason: 'FILE_TYPE' } } });
    const err = await uploadViaUrl(png()).catch((e: unknown) => e);
    expect((err as ApiError).reason).toBe('FILE_TYPE');
    expect(notify).toHaveBeenCalledWith('不支持的文件类型');
  });

  it('silent: neither a refused confirmation nor a failed PUT toasts, and the error says so', async () => {
    server.next(envelope(presigned)).next({ status: 415, data: { code: 415, msg: '不支持的文件类型', data: { reason: 'FILE_TYPE' } } });
    const refused = await uploadViaUrl(png(), { silent: true }).catch((e: unknown) => e);
    expect((refused as ApiError).silent).toBe(true);
    server.next(envelope(presigned));
    storage.next(networkError);
    const failed = await uploadViaUrl(png(), { silent: true }).catch((e: unknown) => e);
    expect((failed as ApiError).code).toBe(0);
    expect((failed as ApiError).silent).toBe(true);
    expect(notify).not.toHaveBeenCalled();
  });

  it('reports progress of the PUT', async () => {
    const progress: number[] = [];
    server.next(envelope(presigned));
    storage.next(
      withProgress({ status: 200, data: '' }, [
        [1, 5],
        [5, 5],
      ]),
    );
    await uploadViaUrl(png(), { onProgress: (p) => progress.push(p.percent) });
    expect(progress).toEqual([20, 100]);
  });

  it('resolves a relative upload URL against the API base', async () => {
    configureApi({ baseURL: 'https://api.example.com' });
    try {
      server.next(envelope({ ...presigned, uploadUrl: '/api/uploads/put/abc' }));
      await uploadViaUrl(png());
    } finally {
      configureApi({ baseURL: '' });
    }
    expect(axios.getUri(storage.calls[0])).toBe('https://api.example.com/api/uploads/put/abc');
  });

  it('works when the API gives no headers', async () => {
    const { headers: _omit, ...noHeaders } = presigned;
    server.next(envelope(noHeaders));
    await uploadViaUrl(png());
    expect(storage.calls[0].headers.has('Date')).toBe(false);
  });

  it('does not PUT when the API refuses', async () => {
    server.next({ status: 400, data: { code: 400, msg: '不支持的文件类型', data: { reason: 'VALIDATION' } } });
    await expect(uploadViaUrl(png())).rejects.toBeInstanceOf(ApiError);
    expect(storage.calls).toHaveLength(0);
    expect(server.calls).toHaveLength(1);
  });

  it('rejects a refused PUT with an upload error, never the login rules', async () => {
    server.next(envelope(presigned));
    storage.next({ status: 403, data: '<Error>SignatureDoesNotMatch</Error>' });
    const settle: AxiosAdapter = async (config) => {
      const response = await storage.adapter(config);
      if (config.validateStatus && !config.validateStatus(response.status)) {
        throw new axios.AxiosError('Request failed', 'ERR_BAD_REQUEST', config, {}, response);
      }
      return response;
    };
    axios.defaults.adapter = settle;
    const err = await uploadViaUrl(png()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe(403);
    expect((err as ApiError).message).toBe('上传失败，请重试');
    expect(notify).toHaveBeenCalledWith('上传失败，请重试');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('rejects a PUT that got no response with the network text', async () => {
    server.next(envelope(presigned));
    storage.next(networkError);
    const err = await uploadViaUrl(png()).catch((e: unknown) => e);
    expect((err as ApiError).code).toBe(0);
    expect(notify).toHaveBeenCalledWith(NETWORK_ERROR_TEXT['zh-CN']);
    expect(server.calls).toHaveLength(1);
  });

  it('can be cancelled during the PUT, without a toast', async () => {
    server.next(envelope(presigned));
    storage.next(hangUntilAborted);
    const { signal, cancel } = cancellable();
    const pending = uploadViaUrl(png(), { signal });
    await new Promise((r) => setTimeout(r, 0));
    expect(storage.calls).toHaveLength(1);
    cancel();
    expect(isCancel(await pending.catch((e: unknown) => e))).toBe(true);
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('withoutDateHeader', () => {
  it('drops Date in any case and keeps the rest', () => {
    expect(withoutDateHeader({ Date: 'a', date: 'b', DATE: 'c', 'Content-Type': 'x', 'X-Date-Like': 'y' })).toEqual({
      'Content-Type': 'x',
      'X-Date-Like': 'y',
    });
    expect(withoutDateHeader()).toEqual({});
  });
});

describe('downloadBlob', () => {
  let createObjectURL: jest.Mock;
  let revokeObjectURL: jest.Mock;
  let click: jest.SpyInstance;
  let clicked: HTMLAnchorElement[];

  beforeEach(() => {
    jest.useFakeTimers();
    clicked = [];
    createObjectURL = jest.fn(() => 'blob:http://localhost/1234');
    revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
      expect(document.body.contains(this)).toBe(true);
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    click.mockRestore();
  });

  it('gets the URL as a blob and saves it under the given name', async () => {
    const blob = new Blob(['a,b\n1,2'], { type: 'text/csv' });
    server.next({ status: 200, data: blob });
    await downloadBlob('/api/files/report.csv', '报表.csv');
    const call = server.calls[0];
    expect(call.method).toBe('get');
    expect(call.url).toBe('/api/files/report.csv');
    expect(call.responseType).toBe('blob');
    expect(call.timeout).toBe(0);
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('报表.csv');
    expect(clicked[0].href).toBe('blob:http://localhost/1234');
    expect(document.body.contains(clicked[0])).toBe(false);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/1234');
  });

  it('sends the token to our API but not to another origin', async () => {
    server.always({ status: 200, data: new Blob(['x']) });
    await downloadBlob('/api/files/1', 'a.txt');
    await downloadBlob('https://cdn.example.com/files/1', 'b.txt');
    expect(server.calls[0].headers.get('Authorization')).toBe('Bearer tok');
    expect(server.calls[1].headers.has('Authorization')).toBe(false);
  });

  it('saves nothing when the download fails', async () => {
    server.next({ status: 404, data: new Blob(['not found']) });
    const err = await downloadBlob('/api/files/missing', 'x.txt').catch((e: unknown) => e);
    expect((err as ApiError).code).toBe(404);
    expect(notify).toHaveBeenCalledWith('请求的资源不存在');
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(clicked).toHaveLength(0);
  });
});
