import { describe, expect, it, vi } from 'vitest';
import { createAddressBook } from './address-book';

const BUSINESS = '5a0e0c9e-1111-4a2b-8c3d-0123456789ab';
const MENU = '0b7e6f0e-3c1a-4f53-9d2e-6a1b2c3d4e5f';

function setup() {
  let time = 0;
  const source = {
    businessIdBySlug: vi.fn(async (slug: string) => (slug === 'casa-pepe' ? BUSINESS : null)),
    menuIdBySlug: vi.fn(async (business: string, slug: string) =>
      business === BUSINESS && slug === 'dinner' ? MENU : null,
    ),
  };
  const book = createAddressBook(source, { revalidateMs: 500, maxEntries: 3, now: () => time });
  return { book, source, advance: (ms: number) => (time += ms) };
}

describe('address book (docs/product.md, "Readable addresses")', () => {
  it('takes an id-shaped segment as the id, lowercased, without a query', async () => {
    const { book, source } = setup();
    expect(await book.business(BUSINESS.toUpperCase())).toBe(BUSINESS);
    expect(source.businessIdBySlug).not.toHaveBeenCalled();
  });

  it('looks slugs up (capitals folded) and answers null for unknown or malformed ones', async () => {
    const { book, source } = setup();
    expect(await book.business('Casa-Pepe')).toBe(BUSINESS);
    expect(await book.business('nobody')).toBeNull();
    expect(await book.business('no spaces')).toBeNull();
    expect(await book.menu('casa-pepe', 'Dinner')).toBe(MENU);
    expect(await book.menu(BUSINESS, 'dinner')).toBe(MENU);
    expect(await book.menu('nobody', 'dinner')).toBeNull();
    expect(await book.menu('casa-pepe', 'x')).toBeNull();
    expect(source.businessIdBySlug).not.toHaveBeenCalledWith('no spaces');
  });

  it('reuses answers, "none" included, until they are due or this process writes', async () => {
    const { book, source, advance } = setup();
    await book.business('casa-pepe');
    await book.business('nobody');
    await book.business('casa-pepe');
    await book.business('nobody');
    expect(source.businessIdBySlug).toHaveBeenCalledTimes(2);
    advance(500);
    await book.business('casa-pepe');
    expect(source.businessIdBySlug).toHaveBeenCalledTimes(3);
    book.noteLocalWrite();
    await book.business('casa-pepe');
    expect(source.businessIdBySlug).toHaveBeenCalledTimes(4);
  });

  it('keeps at most maxEntries answers, dropping the oldest', async () => {
    const { book, source } = setup();
    for (const slug of ['casa-pepe', 'one', 'two', 'three']) await book.business(slug);
    await book.business('three');
    expect(source.businessIdBySlug).toHaveBeenCalledTimes(4);
    await book.business('casa-pepe');
    expect(source.businessIdBySlug).toHaveBeenCalledTimes(5);
  });

  it('answers the last known id while the database fails or does not answer (issue 26 item 9)', async () => {
    const { book, source, advance } = setup();
    expect(await book.menu('casa-pepe', 'dinner')).toBe(MENU);
    source.businessIdBySlug.mockRejectedValue(new Error('database down'));
    advance(500);
    expect(await book.business('casa-pepe')).toBe(BUSINESS);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      source.menuIdBySlug.mockImplementation(() => new Promise<never>(() => {}));
      advance(500);
      let answered: string | null | undefined;
      const lookup = book.menu('casa-pepe', 'dinner').then((id) => (answered = id));
      await vi.advanceTimersByTimeAsync(2_000);
      expect(answered).toBe(MENU);
      await lookup;
    } finally {
      vi.useRealTimers();
    }
    // Never seen: nothing to fall back on.
    await expect(book.business('other-place')).rejects.toThrow('database down');
  });
});
