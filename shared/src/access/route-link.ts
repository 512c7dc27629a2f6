import { ROUTES } from './routes';

const PATHS: ReadonlySet<string> = new Set(ROUTES.map((route) => route.path));

/**
 * A link to a page of the route table, as notices store it (no leading slash): `path` must be a path of
 * `ROUTES` exactly as written there, every `:param` of it is filled (URL-encoded) from `params`, and `search`
 * becomes the query string. Anything else throws, so a notice cannot point at a page that does not exist.
 */
export function routeLink(path: string, params: Readonly<Record<string, string>> = {}, search?: Readonly<Record<string, string>>): string {
  if (!PATHS.has(path)) throw new Error(`routeLink: "${path}" is not a path of the route table`);
  const used = new Set<string>();
  const filled = path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`routeLink: "${path}" needs the parameter ${name}`);
    used.add(name);
    return encodeURIComponent(value);
  });
  const extra = Object.keys(params).filter((name) => !used.has(name));
  if (extra.length) throw new Error(`routeLink: "${path}" has no parameter ${extra.join(', ')}`);
  const query = search ? new URLSearchParams(search).toString() : '';
  return query ? `${filled}?${query}` : filled;
}
