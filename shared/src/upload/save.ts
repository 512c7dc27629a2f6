/** Long enough for every browser to start the download before the blob URL goes. */
const REVOKE_AFTER_MS = 10_000;

/** Saves a blob as a file with the given name, through a temporary `<a download>`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(href), REVOKE_AFTER_MS);
  }
}
