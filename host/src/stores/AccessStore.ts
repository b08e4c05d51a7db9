import { makeAutoObservable, runInAction } from 'mobx';

/** The region check (shared-libs' `checkRegionAccess` bound to the platform). */
export type RegionCheck = (o: { ignoreCache: boolean }) => Promise<boolean | null>;

/**
 * Region access state of the shell (spec §4): `ipBlock` is null until known (and stays null
 * after a timeout); true shows the block page instead of any main content. Skipped in the
 * native app.
 */
export class AccessStore {
  ipBlock: boolean | null = null;

  constructor(
    private readonly regionCheck: RegionCheck,
    private readonly onResult: (ipBlock: boolean | null) => void = () => undefined,
  ) {
    makeAutoObservable<AccessStore, 'regionCheck' | 'onResult'>(this, {
      regionCheck: false,
      onResult: false,
    });
  }

  get denied(): boolean {
    return this.ipBlock === true;
  }

  async check({ ignoreCache = false, native = false } = {}): Promise<boolean | null> {
    if (native) return null;
    const granted = await this.regionCheck({ ignoreCache });
    runInAction(() => (this.ipBlock = granted === null ? null : !granted));
    this.onResult(this.ipBlock);
    return granted;
  }
}
