/**
 * What every part of the release store works with: its storage, its options (the registry's
 * URLs, the embedded default, the host's contract, the clock) and the reading of its JSON
 * documents. Built once by ReleaseStore (release-store.ts) and handed to each part.
 */
import path from 'node:path';
import type { Registry, RemoteName } from 'shared-libs/contracts';
import type { HostContract } from '../build-info';
import { LocalDirStorage, type Storage } from '../storage';
import { CorruptStoreError } from './errors';

export interface ReleaseStoreOptions {
  storage: Storage;
  /** URL of a published version's file (what the registry's `entry` points at). */
  urlOf(remote: RemoteName, version: string, file: string): string;
  /** The registry to start from when the store has none yet (the embedded default). */
  initialRegistry(): Registry;
  /** The host's accepted contract versions (default: read from the host build, build-info.ts). */
  hostContract?(): HostContract;
  budgetsFile?: string;
  now?(): Date;
  /**
   * Remotes served from a dev server on their own origin: the served registry gives them the
   * initial registry's entry (their own build), whatever the store says (the site's `--except`).
   */
  devRemotes?: readonly RemoteName[];
  /**
   * The local site (site.ts): what no command of the CLI writes, `api` and `embedding`, and
   * `overrides` until `overrides allow|off` sets them, are served as the initial registry (the
   * embedded default of this process) has them, not as the store's first write copied them, so
   * a changed default or environment reaches a store made before it.
   */
  liveDefaults?: boolean;
}

export class StoreContext {
  readonly storage: Storage;
  readonly o: ReleaseStoreOptions;

  constructor(o: ReleaseStoreOptions) {
    this.o = o;
    this.storage = o.storage;
  }

  now(): Date {
    return this.o.now ? this.o.now() : new Date();
  }

  /** Where a key lives, as a person would look for it (a path or an s3:// URL). */
  locationOf(key: string): string {
    if (this.storage instanceof LocalDirStorage) return path.join(this.storage.root, key);
    return `${this.storage.description.replace(/\/$/, '')}/${key}`;
  }

  /**
   * A JSON document of the store, parsed and checked for its shape; a CorruptStoreError naming
   * the file and what to do when it is not one.
   */
  parse<T>(key: string, body: Buffer, valid: (v: unknown) => boolean, remedy: string): T {
    let value: unknown;
    try {
      value = JSON.parse(body.toString('utf8'));
    } catch (err) {
      throw new CorruptStoreError(
        this.locationOf(key),
        `not JSON: ${(err as Error).message}`,
        remedy,
      );
    }
    if (!valid(value))
      throw new CorruptStoreError(this.locationOf(key), 'not the expected shape', remedy);
    return value as T;
  }
}
