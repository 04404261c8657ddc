import { isIdShaped, isSlug } from '@carta/shared';
import { withDeadline } from '../../lib/deadline';
import type { NoticeLedger } from './notice-ledger';

/** The reads an address book answers from (the repository, or a fake in unit tests). */
export interface SlugSource {
  businessIdBySlug(slug: string): Promise<string | null>;
  menuIdBySlug(businessId: string, slug: string): Promise<string | null>;
}

export interface AddressBookOptions {
  /** How long an answer is reused; writes through this process drop them all at once. */
  revalidateMs: number;
  /** Answers kept at most (the oldest go first). */
  maxEntries?: number;
  /**
   * A lookup that fails or takes longer answers the last known answer, if any (the database is
   * away: docs/security.md, "When the database goes away"). Default 2 s.
   */
  checkTimeoutMs?: number;
  /**
   * Change notices (notice-ledger.ts): while they flow, an answer about a known business is kept
   * until that business is named. A "no such slug" of a business address is not about any
   * business yet, so it is still asked again after `revalidateMs`.
   */
  notices?: NoticeLedger;
  now?: () => number;
}

interface Known {
  id: string | null;
  at: number;
  epoch: number;
  /** The notice count when it was looked up (NoticeLedger.seq). */
  seq: number;
  /** The business the answer is about, if known: a notice naming it drops the answer. */
  businessId: string | null;
}

/**
 * Turns the segments of a public address into ids (docs/product.md, "Readable addresses"): an
 * id-shaped segment is the id itself; a slug is looked up among current and former slugs. Answers,
 * "none" included, are reused like the rendered pages' checks, so a busy slug address costs no
 * more queries than its id address.
 */
export function createAddressBook(source: SlugSource, options: AddressBookOptions) {
  const {
    revalidateMs,
    maxEntries = 10_000,
    checkTimeoutMs = 2_000,
    notices,
    now = Date.now,
  } = options;
  const known = new Map<string, Known>();
  let writeEpoch = 0;

  const current = (hit: Known, at: number) =>
    hit.epoch === writeEpoch &&
    (notices?.live() && hit.businessId
      ? notices.trusts(hit.businessId, hit.at, hit.seq, at)
      : at - hit.at < revalidateMs);

  /** `businessOf`: the business an answer is about (the one it names, or the one it is within). */
  async function lookup(
    key: string,
    read: () => Promise<string | null>,
    businessOf: (id: string | null) => string | null,
  ) {
    const at = now();
    const hit = known.get(key);
    if (hit && current(hit, at)) return hit.id;
    const epoch = writeEpoch;
    const seq = notices?.seq ?? 0;
    let id: string | null;
    try {
      const reading = read();
      id = await (hit ? withDeadline(reading, checkTimeoutMs) : reading);
    } catch (error) {
      if (!hit) throw error;
      // Asked again after revalidateMs, not by every request meanwhile.
      hit.at = at;
      hit.epoch = epoch;
      hit.seq = seq;
      return hit.id;
    }
    known.delete(key);
    known.set(key, { id, at, epoch, seq, businessId: businessOf(id) });
    if (known.size > maxEntries) known.delete(known.keys().next().value!);
    return id;
  }

  async function business(ref: string): Promise<string | null> {
    const segment = ref.toLowerCase();
    if (isIdShaped(segment)) return segment;
    if (!isSlug(segment)) return null;
    return lookup(
      `b/${segment}`,
      () => source.businessIdBySlug(segment),
      (id) => id,
    );
  }

  return {
    /** The business id a `/b/:ref` segment names (not checked to exist when it is an id). */
    business,

    /** The menu id of `/m/:businessRef/:menuSlug`, or null. */
    async menu(businessRef: string, menuSlug: string): Promise<string | null> {
      const businessId = await business(businessRef);
      const slug = menuSlug.toLowerCase();
      if (!businessId || !isSlug(slug)) return null;
      return lookup(
        `m/${businessId}/${slug}`,
        () => source.menuIdBySlug(businessId, slug),
        () => businessId,
      );
    },

    /** A write went through this process: look every slug up again. */
    noteLocalWrite(): void {
      writeEpoch += 1;
    },
  };
}

export type AddressBook = ReturnType<typeof createAddressBook>;
