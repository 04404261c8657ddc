import { isIdShaped, isSlug } from '@carta/shared';
import { withDeadline } from '../../lib/deadline';

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
  now?: () => number;
}

interface Known {
  id: string | null;
  at: number;
  epoch: number;
}

/**
 * Turns the segments of a public address into ids (docs/product.md, "Readable addresses"): an
 * id-shaped segment is the id itself; a slug is looked up among current and former slugs. Answers,
 * "none" included, are reused like the rendered pages' checks, so a busy slug address costs no
 * more queries than its id address.
 */
export function createAddressBook(source: SlugSource, options: AddressBookOptions) {
  const { revalidateMs, maxEntries = 10_000, checkTimeoutMs = 2_000, now = Date.now } = options;
  const known = new Map<string, Known>();
  let writeEpoch = 0;

  async function lookup(key: string, read: () => Promise<string | null>) {
    const at = now();
    const hit = known.get(key);
    if (hit && hit.epoch === writeEpoch && at - hit.at < revalidateMs) return hit.id;
    const epoch = writeEpoch;
    let id: string | null;
    try {
      const reading = read();
      id = await (hit ? withDeadline(reading, checkTimeoutMs) : reading);
    } catch (error) {
      if (!hit) throw error;
      // Asked again after revalidateMs, not by every request meanwhile.
      hit.at = at;
      hit.epoch = epoch;
      return hit.id;
    }
    known.delete(key);
    known.set(key, { id, at, epoch });
    if (known.size > maxEntries) known.delete(known.keys().next().value!);
    return id;
  }

  async function business(ref: string): Promise<string | null> {
    const segment = ref.toLowerCase();
    if (isIdShaped(segment)) return segment;
    if (!isSlug(segment)) return null;
    return lookup(`b/${segment}`, () => source.businessIdBySlug(segment));
  }

  return {
    /** The business id a `/b/:ref` segment names (not checked to exist when it is an id). */
    business,

    /** The menu id of `/m/:businessRef/:menuSlug`, or null. */
    async menu(businessRef: string, menuSlug: string): Promise<string | null> {
      const businessId = await business(businessRef);
      const slug = menuSlug.toLowerCase();
      if (!businessId || !isSlug(slug)) return null;
      return lookup(`m/${businessId}/${slug}`, () => source.menuIdBySlug(businessId, slug));
    },

    /** A write went through this process: look every slug up again. */
    noteLocalWrite(): void {
      writeEpoch += 1;
    },
  };
}

export type AddressBook = ReturnType<typeof createAddressBook>;
