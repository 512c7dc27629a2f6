import { useEffect, useState } from 'react';
import { api } from '@b2b/shared/api';

/**
 * An `<img>` source for a stored image: a public one loads by its URL, a company one is fetched
 * through the API client (which sends the session) and shown from an object URL. Undefined while
 * it loads or when it cannot be read.
 */
export function useFileImage(url: string | undefined, isPublic: boolean): string | undefined {
  const [source, setSource] = useState<string>();
  useEffect(() => {
    if (!url || isPublic || url.startsWith('blob:')) return;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    api
      .get<Blob>(url, undefined, { responseType: 'blob', silent: true, signal: controller.signal })
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setSource(objectUrl);
      })
      .catch(() => setSource(undefined));
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, isPublic]);
  if (!url) return undefined;
  return isPublic || url.startsWith('blob:') ? url : source;
}
