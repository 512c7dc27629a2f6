import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { normalizeLang } from '@b2b/shared/i18n';
import { pageMeta } from './page-meta';

/** Keeps the document's title that of the page on screen, in the interface language, as the user moves. */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const lang = normalizeLang(i18n.language);
  useEffect(() => {
    document.title = pageMeta(pathname, lang).title;
  }, [pathname, lang]);
  return null;
}
