import { isFlowCancellationError, type CancellablePromise } from 'mobx';

/**
 * The one run of a mobx flow that still counts. Starting another cancels it: mobx returns from
 * its generator (its `finally` blocks run) and cancels the flow it waits on, so the answer it
 * was waiting for is never applied. A cancelled run settles quietly, as if it had ended; any
 * other failure is passed on.
 */
export class LatestRun {
  private running: CancellablePromise<void> | null = null;

  start(run: () => CancellablePromise<void>): Promise<void> {
    this.cancel();
    const current = run();
    this.running = current;
    const settled = () => {
      if (this.running === current) this.running = null;
    };
    return current.then(settled, (error: unknown) => {
      settled();
      if (!(error instanceof Error && isFlowCancellationError(error))) throw error;
    });
  }

  cancel(): void {
    const running = this.running;
    this.running = null;
    running?.cancel();
  }
}
