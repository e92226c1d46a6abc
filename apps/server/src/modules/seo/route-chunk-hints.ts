import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One chunk of the web build's manifest (dist/.vite/manifest.json), as Vite writes it. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(webDistDir: string): Manifest | null {
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

/** Every chunk statically reachable from `keys`, each once. */
export function collectChunks(manifest: Manifest, keys: string[]): Map<string, ManifestChunk> {
  const found = new Map<string, ManifestChunk>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk && !found.has(key)) {
      found.set(key, chunk);
      chunk.imports?.forEach(visit);
    }
  };
  keys.forEach(visit);
  return found;
}

/**
 * The `<link>` tags that fetch a lazily loaded page's JavaScript and CSS from the first HTML, in parallel with
 * the app's entry, instead of after the entry has run and asked for them. Chunks the entry already loads
 * (index.html names them) are left out. `crossorigin` as Vite's own loader asks for them, so the browser reuses
 * the preloaded response. No manifest (a server without a built web app): no tags.
 */
export function createRouteChunkHints(webDistDir: string) {
  // Read once: the build does not change under a running server.
  const manifest = readManifest(webDistDir);
  const entryKeys = Object.keys(manifest ?? {}).filter((key) => manifest?.[key]?.isEntry);
  const loadedByEntry = new Set(manifest ? collectChunks(manifest, entryKeys).keys() : []);
  const cache = new Map<string, string[]>();

  return (routeSource: string): string[] => {
    if (!manifest) {
      return [];
    }
    let tags = cache.get(routeSource);
    if (!tags) {
      const chunks = [...collectChunks(manifest, [routeSource])].filter(([key]) => !loadedByEntry.has(key));
      tags = [
        ...chunks
          .flatMap(([, chunk]) => chunk.css ?? [])
          .map((file) => `<link rel="preload" as="style" crossorigin href="/${file}" />`),
        ...chunks.map(([, chunk]) => `<link rel="modulepreload" crossorigin href="/${chunk.file}" />`),
      ];
      cache.set(routeSource, tags);
    }
    return tags;
  };
}

export type RouteChunkHints = ReturnType<typeof createRouteChunkHints>;
