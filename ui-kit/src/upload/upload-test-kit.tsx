// Test helpers of the uploader's suites: a controllable upload function and a controlled form field.
import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@b2b/shared/i18n';
import type { UploadedFile, UploadProgress } from '@b2b/shared/upload';
import { FileUploader, type FileUploaderProps } from './FileUploader';

export const fileOf = (name: string, type = 'text/plain', size = 2048) => new File([new Uint8Array(size)], name, { type });
export const uploadedOf = (file: File): UploadedFile => ({
  id: `id-${file.name}`,
  url: `https://cdn.example.com/${file.name}`,
  name: file.name,
  size: file.size,
  contentType: file.type,
});

export interface PendingUpload {
  file: File;
  signal: AbortSignal;
  progress(percent: number, speedKBs: number): void;
  resolve(): Promise<void>;
  reject(err: unknown): Promise<void>;
}

/** An upload function whose calls the test answers one by one; an abort rejects like the kernel's. */
export function fakeUpload() {
  const calls: PendingUpload[] = [];
  const upload = jest.fn(
    (file: File, onProgress: (p: UploadProgress) => void, signal: AbortSignal) =>
      new Promise<UploadedFile>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        calls.push({
          file,
          signal,
          progress: (percent, speedKBs) => act(() => onProgress({ percent, loaded: percent, total: 100, speedKBs })),
          resolve: () => act(async () => resolve(uploadedOf(file))),
          reject: (err) => act(async () => reject(err)),
        });
      }),
  );
  return { upload, calls };
}

function ControlledUploader({ initial = [], ...props }: FileUploaderProps & { initial?: UploadedFile[] }) {
  const [value, setValue] = useState(initial);
  const onChange = (files: UploadedFile[]) => {
    props.onChange?.(files);
    setValue(files);
  };
  return <FileUploader {...props} value={value} onChange={onChange} />;
}

export async function renderUploader(props: FileUploaderProps & { initial?: UploadedFile[] }, lang = 'zh-CN') {
  await act(async () => {
    await i18n.changeLanguage(lang);
  });
  const tree = (current: typeof props) => (
    <I18nextProvider i18n={i18n}>
      <ControlledUploader {...current} />
    </I18nextProvider>
  );
  const view = render(tree(props));
  /** Renders again with other props, keeping the uploader's state. */
  const update = (changes: Partial<typeof props>) => view.rerender(tree({ ...props, ...changes }));
  return { ...view, update };
}

const DROP_HINT = /点击选择|Click or drag/;
/** The zone is named by its text, or by the form label and then described by its text. */
export const dropZone = () => screen.queryByRole('button', { name: DROP_HINT }) ?? screen.getByRole('button', { description: DROP_HINT });

/** Drops files on the zone, as a user dragging them from the desktop. */
export const dropFiles = (...files: File[]) => act(() => void fireEvent.drop(dropZone(), { dataTransfer: { files } }));

/** The file list rows, each as its text. */
export const rows = () => screen.queryAllByRole('listitem').map((row) => row.textContent);
