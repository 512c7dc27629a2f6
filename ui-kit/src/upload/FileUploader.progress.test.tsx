import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@b2b/shared/api';
import { dropFiles, fakeUpload, fileOf, renderUploader, rows, uploadedOf } from './upload-test-kit';

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('FileUploader: uploading', () => {
  it('shows the percent and the speed in KB/s as the upload reports progress', async () => {
    const { upload, calls } = fakeUpload();
    await renderUploader({ upload });
    dropFiles(fileOf('a.txt'));
    calls[0].progress(0, 0);
    expect(rows()[0]).toBe('a.txt2 KB上传中 0%（0 KB/s）取消');
    calls[0].progress(42, 256.5);
    expect(screen.getByRole('status').textContent).toBe('上传中 42%（256.5 KB/s）');
    expect(screen.getByRole('progressbar', { name: 'a.txt' }).getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
  });

  it('cancels: aborts the signal and shows the file as cancelled, with retry and remove', async () => {
    const { upload, calls } = fakeUpload();
    const onChange = jest.fn();
    await renderUploader({ upload, onChange });
    dropFiles(fileOf('a.txt'));
    click('取消上传 a.txt');
    expect(calls[0].signal.aborted).toBe(true);
    expect(rows()[0]).toBe('a.txt2 KB已取消重试移除');
    expect(screen.queryByRole('alert')).toBeNull();
    await calls[0].resolve();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('retries a cancelled upload with a fresh signal', async () => {
    const { upload, calls } = fakeUpload();
    const onChange = jest.fn();
    await renderUploader({ upload, onChange });
    dropFiles(fileOf('a.txt'));
    click('取消上传 a.txt');
    click('重试上传 a.txt');
    expect(calls).toHaveLength(2);
    expect(calls[1].signal.aborted).toBe(false);
    await calls[1].resolve();
    expect(rows()[0]).toBe('a.txt2 KB已上传下载移除');
    expect(onChange).toHaveBeenCalledWith([uploadedOf(calls[1].file)]);
  });

  it("shows the server's message of a failure, then uploads again on retry", async () => {
    const { upload, calls } = fakeUpload();
    const onChange = jest.fn();
    await renderUploader({ upload, onChange });
    dropFiles(fileOf('a.txt'));
    await calls[0].reject(new ApiError(413, '提交的内容过大'));
    expect(screen.getByRole('alert').textContent).toBe('提交的内容过大');
    expect(onChange).not.toHaveBeenCalled();
    click('重试上传 a.txt');
    expect(upload).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
    await calls[1].resolve();
    expect(onChange).toHaveBeenCalledWith([uploadedOf(calls[1].file)]);
  });

  it('removes a failed file without touching the value', async () => {
    const { upload, calls } = fakeUpload();
    const onChange = jest.fn();
    await renderUploader({ upload, onChange });
    dropFiles(fileOf('a.txt'));
    await calls[0].reject(new ApiError(0, '网络异常'));
    click('移除 a.txt');
    expect(rows()).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps cancelling possible while disabled, but not retrying or removing', async () => {
    const { upload, calls } = fakeUpload();
    const view = await renderUploader({ upload });
    dropFiles(fileOf('a.txt'), fileOf('b.txt'));
    await calls[1].reject(new ApiError(500, '服务器错误'));
    view.update({ disabled: true });
    const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
    expect([button('取消上传 a.txt'), button('重试上传 b.txt'), button('移除 b.txt')].map((b) => b.disabled)).toEqual([false, true, true]);
  });
});

describe('FileUploader: images', () => {
  const createObjectURL = jest.fn((file: File) => `blob:${file.name}`);
  const revokeObjectURL = jest.fn();
  beforeAll(() => Object.assign(URL, { createObjectURL, revokeObjectURL }));
  afterAll(() => Object.assign(URL, { createObjectURL: undefined, revokeObjectURL: undefined }));

  it('previews an image from an object URL, revoked when removed and on unmount', async () => {
    const { upload, calls } = fakeUpload();
    const view = await renderUploader({ upload, kind: 'image', accept: 'image/*' });
    dropFiles(fileOf('a.png', 'image/png'), fileOf('b.png', 'image/png'));
    const thumbnails = () => Array.from(view.container.querySelectorAll('img')).map((img) => img.getAttribute('src'));
    expect(thumbnails()).toEqual(['blob:a.png', 'blob:b.png']);
    await calls[0].resolve();
    fireEvent.click(screen.getByRole('button', { name: '移除 a.png' }));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:a.png');
    expect(revokeObjectURL).not.toHaveBeenCalledWith('blob:b.png');
    view.unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:b.png');
    expect(calls[1].signal.aborted).toBe(true);
  });
});
