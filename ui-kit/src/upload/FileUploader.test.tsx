import { act, fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@b2b/shared/i18n';
import type { UploadedFile } from '@b2b/shared/upload';
import { FileUploader } from './FileUploader';
import { dropFiles, dropZone, fakeUpload, fileOf, renderUploader, rows, uploadedOf } from './upload-test-kit';

describe('FileUploader: choosing files', () => {
  it('rejects a file of another type before sending, with the reason', async () => {
    const { upload } = fakeUpload();
    await renderUploader({ upload, accept: ['.pdf', 'image/*'] });
    dropFiles(fileOf('setup.exe', 'application/x-msdownload'));
    expect(upload).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('不支持此文件类型');
    expect(rows()[0]).toContain('setup.exe');
  });

  it('rejects a file over the size limit before sending, with the limit', async () => {
    const { upload } = fakeUpload();
    await renderUploader({ upload, maxSizeMB: 1 });
    dropFiles(fileOf('big.txt', 'text/plain', 1024 * 1024 + 1));
    expect(upload).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('文件超过 1 MB，未上传');
    expect(dropZone().textContent).toContain('单个文件不超过 1 MB');
  });

  it('uploads several files at once and refuses those beyond maxCount', async () => {
    const { upload, calls } = fakeUpload();
    await renderUploader({ upload, maxCount: 2 });
    dropFiles(fileOf('a.txt'), fileOf('b.txt'), fileOf('c.txt'));
    expect(calls.map((call) => call.file.name)).toEqual(['a.txt', 'b.txt']);
    expect(rows()).toHaveLength(3);
    expect(screen.getByRole('alert').textContent).toBe('最多只能上传 2 个文件');
  });

  it('gives its Form.Item the uploaded files in the order they were added', async () => {
    const { upload, calls } = fakeUpload();
    const onValuesChange = jest.fn();
    await act(async () => {
      await i18n.changeLanguage('zh-CN');
    });
    render(
      <I18nextProvider i18n={i18n}>
        <Form onValuesChange={onValuesChange}>
          <Form.Item name="attachments" label="附件">
            <FileUploader upload={upload} />
          </Form.Item>
        </Form>
      </I18nextProvider>,
    );
    dropFiles(fileOf('a.txt'), fileOf('b.txt'));
    await calls[1].resolve();
    await calls[0].resolve();
    const names = (call: unknown[]) => (call[0] as { attachments: UploadedFile[] }).attachments.map((file) => file.name);
    expect(onValuesChange.mock.calls.map(names)).toEqual([['b.txt'], ['a.txt', 'b.txt']]);
    expect(screen.getByRole('button', { name: '附件' })).toBe(dropZone());
  });

  it('calls onChange without a removed file', async () => {
    const { upload } = fakeUpload();
    const onChange = jest.fn();
    const initial = [uploadedOf(fileOf('a.txt')), uploadedOf(fileOf('b.txt'))];
    await renderUploader({ upload, onChange, initial });
    expect(rows()).toEqual([expect.stringContaining('a.txt'), expect.stringContaining('b.txt')]);
    fireEvent.click(screen.getByRole('button', { name: '移除 a.txt' }));
    expect(onChange).toHaveBeenLastCalledWith([initial[1]]);
    expect(rows()).toEqual([expect.stringContaining('b.txt')]);
  });

  it('opens the file picker from the keyboard-focusable zone and takes the chosen files', async () => {
    const { upload } = fakeUpload();
    const { container } = await renderUploader({ upload, accept: '.pdf' });
    const picker = container.querySelector('input[type=file]') as HTMLInputElement;
    const click = jest.spyOn(picker, 'click');
    expect(dropZone().tagName).toBe('BUTTON');
    fireEvent.click(dropZone());
    expect(click).toHaveBeenCalled();
    expect(picker.accept).toBe('.pdf');
    fireEvent.change(picker, { target: { files: [fileOf('spec.pdf', 'application/pdf')] } });
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('takes no files when disabled', async () => {
    const { upload } = fakeUpload();
    await renderUploader({ upload, disabled: true });
    expect((dropZone() as HTMLButtonElement).disabled).toBe(true);
    dropFiles(fileOf('a.txt'));
    expect(upload).not.toHaveBeenCalled();
  });

  it('speaks English', async () => {
    const { upload, calls } = fakeUpload();
    await renderUploader({ upload, accept: '.txt', maxSizeMB: 2, maxCount: 3 }, 'en-US');
    expect(dropZone().textContent).toBe('Click or drag files here to uploadAccepted: .txt · Up to 2 MB per file · At most 3 files');
    dropFiles(fileOf('a.txt'), fileOf('b.png', 'image/png'));
    calls[0].progress(40, 12.5);
    expect(rows()).toEqual(['a.txt2 KBUploading 40% (12.5 KB/s)Cancel', 'b.png2 KBThis file type is not acceptedRemove']);
    await calls[0].reject(new Error('boom'));
    expect(rows()[0]).toBe('a.txt2 KBUpload failed, please try againRetryRemove');
  });
});
