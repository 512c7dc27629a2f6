import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '@b2b/shared/router';
import { normalizeLang } from '@b2b/shared/i18n';
import { pageMeta } from './page-meta';

/**
 * Keeps the document's title and description those of the page on screen, in the interface language, as
 * the user moves (a prerendered page's HTML carries them from the start; a page the app renders, such as a
 * remote's sign-in page, gets them here).
 */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const lang = normalizeLang(i18n.language);
  useEffect(() => {
    const { title, description } = pageMeta(pathname, lang);
    document.title = title;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!description) return meta?.remove();
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [pathname, lang]);
  return null;
}
