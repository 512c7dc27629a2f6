import { matchRoute } from '@b2b/shared/access';
import { i18n, PRODUCT_NAME, type Lang } from '@b2b/shared/i18n';

export interface PageMeta {
  /** The document's title: the page's own, then the product's name. */
  title: string;
  /** What a search result shows under the title; empty for pages that have none written. */
  description: string;
}

/**
 * The title and description of the page at `pathname` in `lang`: the route's title (a terms page's own
 * heading), and the description `host:seo.<path>` written for the public pages. The prerender writes them
 * into each page's HTML, and the app keeps the title as it navigates (`DocumentTitle`).
 */
export function pageMeta(pathname: string, lang: Lang): PageMeta {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  const rule = matchRoute(path);
  const product = PRODUCT_NAME[lang];
  const t = i18n.getFixedT(lang);
  const terms = /^terms\/(\w+)$/.exec(path)?.[1];
  const pageTitle = terms ? t(`host:terms.${terms}.title`) : rule ? t(`common:${rule.title}`) : '';
  // A page with pages under it keeps its own description as `_` (auth/update-improve-info and its reject).
  const key = `host:seo.${path.replace(/\//g, '.')}`;
  const found = [`${key}._`, key].find((k) => i18n.exists(k, { lng: lang }) && typeof t(k) === 'string');
  return {
    title: !rule || path === 'intro' ? product : `${pageTitle} - ${product}`,
    description: found ? t(found) : '',
  };
}
