import { formatSize } from './format-size';

describe('formatSize', () => {
  it('shows bytes below a kilobyte', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(1023)).toBe('1023 B');
  });

  it('shows kilobytes with at most one decimal', () => {
    expect(formatSize(1024)).toBe('1 KB');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(10 * 1024 + 100)).toBe('10.1 KB');
  });

  it('shows megabytes from a megabyte on', () => {
    expect(formatSize(1024 * 1024)).toBe('1 MB');
    expect(formatSize(12.34 * 1024 * 1024)).toBe('12.3 MB');
    expect(formatSize(3 * 1024 * 1024 * 1024)).toBe('3072 MB');
  });
});
