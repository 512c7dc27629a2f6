import type { Compilation } from '@rspack/core';
import {
  COMING_SOON_CHUNK,
  PAGE_CHUNK_PREFIX,
  PAGE_CHUNKS_KEY,
  PAGE_FRAME_CHUNK,
  PAGE_PROVIDERS_CHUNK,
  type PageChunks,
} from '@b2b/shared/federation';

/** The script files of one named chunk group: its own chunks and those split off for it. */
function scriptsOf(compilation: Compilation, name: string): string[] {
  const group = compilation.namedChunkGroups.get(name);
  if (!group) return [];
  return group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js'));
}

/**
 * Each page's script files, with those of the providers every page is wrapped in and of the remote's page
 * frame if it has one, by chunk-group name (`pageChunkName` of the route, given by the page's
 * `webpackChunkName`; the coming-soon panel for the rest).
 */
export function pageChunks(compilation: Compilation): PageChunks {
  const providers = [...scriptsOf(compilation, PAGE_PROVIDERS_CHUNK), ...scriptsOf(compilation, PAGE_FRAME_CHUNK)];
  const index: PageChunks = {};
  for (const name of [...compilation.namedChunkGroups.keys()].sort()) {
    if (!name.startsWith(PAGE_CHUNK_PREFIX) && name !== COMING_SOON_CHUNK) continue;
    index[name] = [...new Set([...scriptsOf(compilation, name), ...providers])].sort();
  }
  return index;
}

/**
 * The manifest's key for the script files of every named chunk group (the host's: scripts/platform/prerender.mjs
 * reads it to preload a signed-in page's files from index.html).
 */
export const CHUNK_GROUPS_KEY = 'b2bChunkGroups';

/** The script files of every named chunk group, by name. */
export function chunkGroups(compilation: Compilation): Record<string, string[]> {
  const index: Record<string, string[]> = {};
  for (const name of [...compilation.namedChunkGroups.keys()].sort()) index[name] = [...new Set(scriptsOf(compilation, name))].sort();
  return index;
}

interface ManifestStats {
  metaData: object;
}

/** The manifest plugin's `additionalData`: the page index goes into the manifest's `metaData`. */
export function addPageChunks<S extends ManifestStats>({ stats, compilation }: { stats: S; compilation: unknown }): S {
  Object.assign(stats.metaData, { [PAGE_CHUNKS_KEY]: pageChunks(compilation as Compilation) });
  return stats;
}

/** The host's manifest `additionalData`: every named chunk group's files go into the manifest's `metaData`. */
export function addChunkGroups<S extends ManifestStats>({ stats, compilation }: { stats: S; compilation: unknown }): S {
  Object.assign(stats.metaData, { [CHUNK_GROUPS_KEY]: chunkGroups(compilation as Compilation) });
  return stats;
}
