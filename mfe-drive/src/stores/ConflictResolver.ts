import { makeAutoObservable } from 'mobx';

/** What the person chose for a name already in the target folder (decision 0031). */
export type ConflictChoice = 'rename' | 'replace' | 'skip';

/** The question on screen: one clashing name, and how many are left (this one included). */
export interface ConflictQuestion {
  name: string;
  /** The target folder's name. */
  folder: string;
  isFolder: boolean;
  /**
   * The name is taken by the very item being copied (a copy into its own folder): replacing
   * it with its copy would change nothing a person wants, so the question leaves Replace out.
   */
  self: boolean;
  remaining: number;
}

interface Pending {
  resolve(answer: { choice: ConflictChoice; all: boolean } | null): void;
}

/**
 * Asks about name conflicts one at a time ("An item named X already exists"), with "do the
 * same for all": `resolve` answers each clashing name's choice, or null when the person
 * cancelled (the whole operation is then not done). A UI store: the dialog renders `question`
 * and calls `answer`.
 */
export class ConflictResolver {
  question: ConflictQuestion | null = null;
  private pending: Pending | null = null;

  constructor() {
    makeAutoObservable<ConflictResolver, 'pending'>(this, { pending: false });
  }

  async resolve(
    clashes: readonly { name: string; isFolder: boolean; self?: boolean }[],
    folder: string,
  ): Promise<Map<string, ConflictChoice> | null> {
    const out = new Map<string, ConflictChoice>();
    for (let i = 0; i < clashes.length; i += 1) {
      const clash = clashes[i]!;
      const answer = await this.ask({
        name: clash.name,
        folder,
        isFolder: clash.isFolder,
        self: clash.self ?? false,
        remaining: clashes.length - i,
      });
      if (!answer) return null;
      if (answer.all) {
        for (const rest of clashes.slice(i)) out.set(rest.name, answer.choice);
        break;
      }
      out.set(clash.name, answer.choice);
    }
    return out;
  }

  private ask(q: ConflictQuestion): Promise<{ choice: ConflictChoice; all: boolean } | null> {
    // A question left open (should not happen) is cancelled, never left hanging.
    this.pending?.resolve(null);
    this.question = q;
    return new Promise((resolve) => {
      this.pending = { resolve };
    });
  }

  /** The person's answer; null cancels. */
  answer(choice: ConflictChoice | null, all = false): void {
    const pending = this.pending;
    this.pending = null;
    this.question = null;
    pending?.resolve(choice ? { choice, all } : null);
  }
}
