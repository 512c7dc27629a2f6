export interface Part {
  text: string;
  match: boolean;
}

/**
 * `text` cut where `q` occurs, in any case, so the matches can be marked. A text whose lower case changes its
 * length (a few scripts) is left whole rather than marked in the wrong place.
 */
export function matchParts(text: string, q: string): Part[] {
  const needle = q.trim().toLowerCase();
  const haystack = text.toLowerCase();
  if (!needle || haystack.length !== text.length) return [{ text, match: false }];
  const parts: Part[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}
