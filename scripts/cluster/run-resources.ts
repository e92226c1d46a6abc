import type { ChildProcess } from 'node:child_process';
import { dropDataLocation, type DataLocation } from '../bench/lib/server-process.js';

/**
 * What a harness run has started (servers, nginx, a Redis) and made (PostgreSQL schemas, data folders), held
 * here from the moment each exists so that a run ending any way can stop and drop all of it.
 */
type Release = () => Promise<unknown>;
const processes = new Map<ChildProcess, Release>();
const locations = new Map<DataLocation, Release>();

/** Held until it exits; `stop` ends it (and its children) when the run is released first. */
export function holdProcess(child: ChildProcess, stop: Release): void {
  processes.set(child, stop);
  child.once('exit', () => processes.delete(child));
  // A spawn that failed (no such binary) never exits; its caller reports the error.
  child.once('error', () => processes.delete(child));
}

/** Held until `dropHeldLocation`; released after every process, so no server still holds the schema. */
export function holdLocation(location: DataLocation): void {
  locations.set(location, () => dropDataLocation(location));
}

export async function dropHeldLocation(location: DataLocation): Promise<void> {
  await dropDataLocation(location);
  locations.delete(location);
}

export function heldCounts() {
  return { processes: processes.size, schemas: [...locations.keys()].filter((l) => l.schemaName).length };
}

/**
 * Stops every held process, then drops every held schema and data folder. Never throws: what could not be
 * released is returned as sentences, so the run can say what is left behind.
 */
export async function releaseEverything(): Promise<string[]> {
  const left: string[] = [];
  const stops = [...processes.entries()];
  const stopped = await Promise.allSettled(stops.map(([, stop]) => stop()));
  stopped.forEach((result, index) => {
    if (result.status === 'rejected') {
      left.push(`process ${stops[index]![0].pid}: ${(result.reason as Error).message}`);
    }
  });
  const drops = [...locations.entries()];
  const dropped = await Promise.allSettled(drops.map(([, drop]) => drop()));
  dropped.forEach((result, index) => {
    const [location] = drops[index]!;
    if (result.status === 'fulfilled') {
      locations.delete(location);
    } else {
      left.push(
        `schema ${location.schemaName ?? '-'} / ${location.dataDir}: ${(result.reason as Error).message}`,
      );
    }
  });
  return left;
}
