import { satisfy } from '@module-federation/enhanced/runtime';

const answers = new Map<string, boolean>();

/**
 * The federation runtime's semver check, remembered per version and range. Every resolution of a
 * shared singleton asks it, by the host at start-up and by each remote when its first page loads,
 * almost always with the same few pairs (each kernel subpath is `0.x.y` against `^0.x.y`); the
 * check parses the range with a chain of regular expressions each time, a few milliseconds of a
 * first click into a remote on a slow machine.
 */
export function cachedSatisfy(version: string, range: string, check: typeof satisfy = satisfy): boolean {
  const key = `${version}\n${range}`;
  let answer = answers.get(key);
  if (answer === undefined) {
    answer = check(version, range);
    answers.set(key, answer);
  }
  return answer;
}
