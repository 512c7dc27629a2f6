const KB = 1024;
const MB = KB * 1024;

const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);

/** A byte count for people: `512 B`, `1.5 KB`, `12.3 MB`. */
export function formatSize(bytes: number): string {
  if (bytes < KB) return `${Math.max(0, Math.round(bytes))} B`;
  if (bytes < MB) return `${oneDecimal(bytes / KB)} KB`;
  return `${oneDecimal(bytes / MB)} MB`;
}
