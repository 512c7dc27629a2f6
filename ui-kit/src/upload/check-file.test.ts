import { acceptList, checkFile } from './check-file';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
const MB = 1024 * 1024;

describe('checkFile', () => {
  it('passes any file without limits', () => {
    expect(checkFile(file('a.exe', 'application/x-msdownload'), {})).toBeNull();
  });

  it('accepts by extension, ignoring case', () => {
    expect(checkFile(file('Spec.PDF', ''), { accept: '.pdf' })).toBeNull();
    expect(checkFile(file('spec.docx', ''), { accept: '.pdf' })).toEqual({ reason: 'type' });
  });

  it('accepts by exact MIME type and by wildcard', () => {
    expect(checkFile(file('a.png', 'image/png'), { accept: ['image/png'] })).toBeNull();
    expect(checkFile(file('a.gif', 'image/gif'), { accept: ['image/png'] })).toEqual({ reason: 'type' });
    expect(checkFile(file('a.webp', 'image/webp'), { accept: 'image/*' })).toBeNull();
    expect(checkFile(file('a.txt', 'text/plain'), { accept: 'image/*' })).toEqual({ reason: 'type' });
  });

  it('refuses a file without a type when only MIME types are accepted', () => {
    expect(checkFile(file('notes', ''), { accept: 'image/*' })).toEqual({ reason: 'type' });
  });

  it('reads a comma-separated accept like the input attribute', () => {
    expect(acceptList(' image/*, .PDF ,,')).toEqual(['image/*', '.pdf']);
    expect(checkFile(file('a.pdf', 'application/pdf'), { accept: 'image/*, .pdf' })).toBeNull();
  });

  it('refuses a file over the size limit, allowing exactly the limit', () => {
    expect(checkFile(file('a.bin', '', MB), { maxSizeMB: 1 })).toBeNull();
    expect(checkFile(file('a.bin', '', MB + 1), { maxSizeMB: 1 })).toEqual({ reason: 'size', maxBytes: MB });
  });

  it('reports the type before the size', () => {
    expect(checkFile(file('a.exe', '', 2 * MB), { accept: '.pdf', maxSizeMB: 1 })).toEqual({ reason: 'type' });
  });
});
