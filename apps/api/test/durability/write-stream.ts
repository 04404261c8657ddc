import { DEFAULT_THEME, MAX_ITEMS_PER_PAGE } from '@carta/shared';
import type { ServerProcess } from '../helpers/server-process';

/*
 * A stream of owner writes (creates and updates of products, categories with ordered products,
 * menus with ordered categories and a theme) from a few clients, and the check of what a server
 * holds afterwards. Each client writes only its own entities, one request at a time, so for
 * every entity the writes are totally ordered: after a crash it must be in the state of its last
 * acknowledged write, or fully in the state of the one write that got no answer.
 */

export type Kind = 'product' | 'category' | 'menu';

/** What a write set, in the form the list endpoints answer (refs as ordered ids). */
export interface ProductState {
  name: string;
  price: string;
  description: string;
}
export interface CategoryState {
  name: string;
  products: string[];
}
export interface MenuState {
  name: string;
  categories: string[];
  primaryColor: string;
}
type State = ProductState | CategoryState | MenuState;

export interface Tracked {
  kind: Kind;
  id: string;
  /** The state of the last acknowledged write. */
  confirmed: State;
  /** The state an unanswered write would have left (undefined when every write was answered). */
  pending?: State;
  /** Updates known to be applied (each leaves one "updated" activity entry). */
  updates: number;
  /** The client that writes it; null for an unanswered create found after a crash. */
  client: number | null;
}

/** A create that got no answer: its entity exists fully or not at all. */
export interface PendingCreate {
  kind: Kind;
  state: State;
}

export interface StreamStats {
  sent: number;
  acknowledged: number;
  unanswered: number;
  /** Answers that were neither 2xx nor a dropped connection: always a failure. */
  unexpected: string[];
}

const PATHS: Record<Kind, string> = {
  product: '/api/products',
  category: '/api/categories',
  menu: '/api/menus',
};

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** A random ordered subset of `items`, at most `max` long. */
function orderedSubset<T>(items: readonly T[], max: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, Math.floor(Math.random() * (Math.min(max, copy.length) + 1)));
}

const hex = () =>
  `#${Math.floor(Math.random() * 0x1000000)
    .toString(16)
    .padStart(6, '0')
    .toUpperCase()}`;

/** The request body that writes `state`. */
function body(kind: Kind, state: State, businessId: string): Record<string, unknown> {
  const business = { id: businessId };
  if (kind === 'product') return { ...(state as ProductState), business };
  if (kind === 'category') {
    const { name, products } = state as CategoryState;
    return { name, business, products: products.map((id) => ({ id })) };
  }
  const { name, categories, primaryColor } = state as MenuState;
  return {
    name,
    business,
    categories: categories.map((id) => ({ id })),
    theme: { ...DEFAULT_THEME, primaryColor },
  };
}

/** The state of an entity as a write or a read by id answers it. */
function stateOf(kind: Kind, item: Record<string, unknown>): State {
  if (kind === 'product') {
    const { name, price, description } = item as unknown as ProductState;
    return { name, price, description };
  }
  if (kind === 'category') {
    const products = item.products as { id: string }[];
    return { name: item.name as string, products: products.map((p) => p.id) };
  }
  const categories = item.categories as { id: string }[];
  return {
    name: item.name as string,
    categories: categories.map((c) => c.id),
    primaryColor: (item.theme as { primaryColor: string }).primaryColor,
  };
}

const same = (a: State, b: State) => JSON.stringify(a) === JSON.stringify(b);

/** Everything the stream wrote, acknowledged or not, across rounds and restarts. */
export class WriteLedger {
  readonly tracked = new Map<string, Tracked>();
  readonly pendingCreates: PendingCreate[] = [];
  readonly stats: StreamStats = { sent: 0, acknowledged: 0, unanswered: 0, unexpected: [] };
  /** Creates found after a crash although unanswered, and those found absent. */
  unansweredApplied = 0;
  unansweredAbsent = 0;
  private serial = 0;

  constructor(
    readonly businessId: string,
    readonly token: string,
  ) {}

  /** A name no other write uses (≤ 50 characters), so an unanswered create can be found. */
  private uniqueName(kind: Kind, client: number): string {
    this.serial += 1;
    return `${kind} ${client}-${this.serial}`;
  }

  private owned(client: number, kind: Kind): Tracked[] {
    return [...this.tracked.values()].filter(
      (entry) => entry.kind === kind && entry.client === client,
    );
  }

  /** The next write of `client`: a create or an update of one of its own entities. */
  private nextWrite(client: number): { kind: Kind; target?: Tracked; state: State } {
    const products = this.owned(client, 'product');
    const categories = this.owned(client, 'category');
    const menus = this.owned(client, 'menu');
    const choices: (() => { kind: Kind; target?: Tracked; state: State })[] = [];
    const productState = (kind: Kind): ProductState => ({
      name: this.uniqueName(kind, client),
      price: (Math.floor(Math.random() * 9000) / 100 + 1).toFixed(2),
      description: `Written by client ${client} at ${this.serial}`,
    });
    const categoryState = (): CategoryState => ({
      name: this.uniqueName('category', client),
      products: orderedSubset(products, 6).map((p) => p.id),
    });
    const menuState = (): MenuState => ({
      name: this.uniqueName('menu', client),
      categories: orderedSubset(categories, 4).map((c) => c.id),
      primaryColor: hex(),
    });
    choices.push(() => ({ kind: 'product', state: productState('product') }));
    if (products.length > 0) {
      choices.push(() => ({
        kind: 'product',
        target: pick(products),
        state: productState('product'),
      }));
      choices.push(() => ({ kind: 'category', state: categoryState() }));
    }
    if (categories.length > 0) {
      choices.push(() => ({ kind: 'category', target: pick(categories), state: categoryState() }));
      choices.push(() => ({ kind: 'menu', state: menuState() }));
    }
    if (menus.length > 0) {
      choices.push(() => ({ kind: 'menu', target: pick(menus), state: menuState() }));
    }
    return pick(choices)();
  }

  /**
   * One client writing until its connection fails (the server was killed) or `stop()` says so.
   * The write that fails is recorded as unanswered, and the client stops.
   */
  async client(server: ServerProcess, client: number, stop: () => boolean): Promise<void> {
    while (!stop()) {
      const { kind, target, state } = this.nextWrite(client);
      const path = target ? `${PATHS[kind]}/${target.id}` : PATHS[kind];
      this.stats.sent += 1;
      let response: { status: number; body: unknown };
      try {
        response = await server.request('POST', path, {
          body: body(kind, state, this.businessId),
          token: this.token,
        });
      } catch {
        this.stats.unanswered += 1;
        if (target) target.pending = state;
        else this.pendingCreates.push({ kind, state });
        return;
      }
      if (response.status < 200 || response.status > 299) {
        this.stats.unexpected.push(
          `POST ${path}: ${response.status} ${JSON.stringify(response.body)}`,
        );
        continue;
      }
      this.stats.acknowledged += 1;
      const answered = stateOf(kind, response.body as Record<string, unknown>);
      if (!same(answered, state)) {
        this.stats.unexpected.push(
          `POST ${path} answered ${JSON.stringify(answered)} for ${JSON.stringify(state)}`,
        );
      }
      if (target) {
        target.confirmed = state;
        target.updates += 1;
      } else {
        const entry: Tracked = {
          kind,
          id: (response.body as { id: string }).id,
          confirmed: state,
          updates: 0,
          client,
        };
        this.tracked.set(entry.id, entry);
      }
    }
  }

  /**
   * Every product, category or menu of the business in full: list pages carry only counts for a
   * category's products and a menu's categories, so those are read one by one.
   */
  async readAll(server: ServerProcess, kind: Kind): Promise<Record<string, unknown>[]> {
    const listed = await this.listAll(server, kind);
    if (kind === 'product') return listed;
    const items: Record<string, unknown>[] = [];
    for (const item of listed) {
      items.push(
        await server.call<Record<string, unknown>>(
          'GET',
          `${PATHS[kind]}/${String(item.id)}`,
          undefined,
          this.token,
        ),
      );
    }
    return items;
  }

  /** Every product, category or menu of the business, as the list endpoints answer them. */
  async listAll(server: ServerProcess, kind: Kind): Promise<Record<string, unknown>[]> {
    const items: Record<string, unknown>[] = [];
    for (let page = 1; ; page += 1) {
      const list = await server.call<{
        items: Record<string, unknown>[];
        pagination: { total: number };
      }>(
        'GET',
        `${PATHS[kind]}?business_id=${this.businessId}&items_per_page=${MAX_ITEMS_PER_PAGE}&page=${page}`,
        undefined,
        this.token,
      );
      items.push(...list.items);
      if (items.length >= list.pagination.total || list.items.length === 0) return items;
    }
  }

  /**
   * Checks a restarted server against the ledger and settles the unanswered writes (each to the
   * state found). Returns the problems found; an empty list means nothing was lost or half-done.
   */
  async verify(server: ServerProcess): Promise<string[]> {
    const problems: string[] = [];
    const found = new Map<string, { kind: Kind; state: State }>();
    const byName = new Map<string, { kind: Kind; id: string; state: State }[]>();
    for (const kind of ['product', 'category', 'menu'] as const) {
      for (const item of await this.readAll(server, kind)) {
        const state = stateOf(kind, item);
        found.set(item.id as string, { kind, state });
        const named = byName.get(state.name) ?? [];
        named.push({ kind, id: item.id as string, state });
        byName.set(state.name, named);
      }
    }

    for (const entry of this.tracked.values()) {
      const current = found.get(entry.id);
      if (!current) {
        problems.push(`${entry.kind} ${entry.id} (${entry.confirmed.name}) is missing`);
        continue;
      }
      if (same(current.state, entry.confirmed)) {
        entry.pending = undefined;
      } else if (entry.pending && same(current.state, entry.pending)) {
        entry.confirmed = entry.pending;
        entry.pending = undefined;
        entry.updates += 1;
      } else {
        problems.push(
          `${entry.kind} ${entry.id}: found ${JSON.stringify(current.state)}, acknowledged ` +
            `${JSON.stringify(entry.confirmed)}${entry.pending ? `, unanswered ${JSON.stringify(entry.pending)}` : ''}`,
        );
      }
    }

    for (const create of this.pendingCreates.splice(0)) {
      const matches = byName.get(create.state.name) ?? [];
      if (matches.length === 0) {
        this.unansweredAbsent += 1;
        continue;
      }
      const [match] = matches;
      if (matches.length > 1 || match!.kind !== create.kind || !same(match!.state, create.state)) {
        problems.push(`unanswered ${create.kind} create half there: ${JSON.stringify(matches)}`);
        continue;
      }
      this.unansweredApplied += 1;
      this.tracked.set(match!.id, {
        kind: create.kind,
        id: match!.id,
        confirmed: create.state,
        updates: 0,
        client: null,
      });
    }

    const untracked = [...found.keys()].filter((id) => !this.tracked.has(id));
    if (untracked.length > 0) problems.push(`entities nobody wrote: ${untracked.join(', ')}`);
    return problems;
  }

  /** GET /api/<kind>/:id of every entity answers 200 with its id. */
  async readEach(server: ServerProcess): Promise<string[]> {
    const problems: string[] = [];
    const entries = [...this.tracked.values()];
    for (let i = 0; i < entries.length; i += 8) {
      await Promise.all(
        entries.slice(i, i + 8).map(async (entry) => {
          const response = await server.request<{ id?: string }>(
            'GET',
            `${PATHS[entry.kind]}/${entry.id}`,
            {
              token: this.token,
            },
          );
          if (response.status !== 200 || response.body.id !== entry.id) {
            problems.push(`GET ${entry.kind} ${entry.id}: ${response.status}`);
          }
        }),
      );
    }
    return problems;
  }
}
