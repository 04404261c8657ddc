/** Business constants and limits (docs/product.md §9). Every other package imports these; never restate them. */

// Page sizes
export const PAGE_SIZE = 25;
export const MENUS_PAGE_SIZE = 12;
export const BUSINESSES_LOAD_SIZE = 1000;
export const ADMIN_ACCOUNTS_PAGE_SIZE = 25;
/** Recent outgoing e-mails per page of the admin area. */
export const ADMIN_MAIL_PAGE_SIZE = 25;
export const PICKER_PAGE_SIZE = 25;
export const MAX_ITEMS_PER_PAGE = 1000;
/** Pagination lists every page number when there are at most this many pages, else uses ellipses. */
export const PAGINATION_ALL_PAGES_MAX = 5;

// Timings
export const SEARCH_DEBOUNCE_MS = 300;
export const PRODUCT_DELETE_REDIRECT_MS = 1000;
export const COPIED_INDICATOR_MS = 2000;
export const SIGNUP_COUNTDOWN_SECONDS = 10;
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const RECENT_ACTIVITY_LIMIT = 5;
export const TESTIMONIAL_RATING = 5;

// Session and tokens (docs/product.md §4)
export const TOKEN_REFRESH_LEAD_MS = 300_000;
export const TOKEN_REFRESH_MIN_DELAY_MS = 1000;
export const SESSION_MARGIN_MS = 300_000;
export const PRECALL_REFRESH_MARGIN_MS = 60_000;
export const STARTUP_REFRESH_DELAY_MS = 100;
export const ROUTE_CHECK_THROTTLE_MS = 30_000;
export const ROUTE_CHECK_DELAY_MS = 100;
export const ACCESS_TOKEN_TTL_SECONDS = 900;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
export const ACTIVATION_TOKEN_TTL_SECONDS = 48 * 60 * 60;
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

// Field lengths (docs/product.md §5, §9)
export const LIMITS = {
  nameMin: 3,
  nameMax: 50,
  emailMax: 250,
  passwordMin: 8,
  /** Not in the spec: caps the work a password hash can be made to do. */
  passwordMax: 128,
  phoneMax: 20,
  websiteMax: 100,
  handleMax: 100,
  fileNameMax: 100,
  descriptionMax: 250,
  /** Integer digits of a price (prices are stored as numeric(10, 2)). */
  priceIntegerDigitsMax: 8,
  /** Price as typed: 8 integer digits, a separator, 2 decimals and room for spaces around it. */
  priceTextMax: 20,
  /** Sizes of one product ("Small / Large", "Glass / Bottle"): none, or 2 to this many. */
  variantsMin: 2,
  variantsMax: 6,
  variantNameMax: 30,
  /** Time ranges of one menu's opening hours ("Mon–Fri 08:00–11:30", …). */
  openingRangesMax: 14,
  /** An IANA time zone name ('America/Argentina/Buenos_Aires' is 30). */
  timeZoneMax: 64,
  /** Name filter of the lists (`?name=`). */
  searchMax: 100,
  /** Opaque tokens (refresh, activation and reset; 43 characters when issued). */
  tokenMax: 200,
  /** A path segment that is only looked up (a public menu id, a file name): longer ones cannot exist. */
  lookupKeyMax: 200,
  /** Captcha answers: an ALTCHA payload is under 1 KB, a reCAPTCHA token about 2 KB. */
  captchaMax: 8192,
  /** Theme id (a preset id such as 'classic', or the client's own). */
  themeIdMax: 64,
  /** Theme background image URL. */
  urlMax: 500,
  /** ISO 8601 date and time with offset and nanoseconds is 35 characters. */
  timestampMax: 40,
  /** Products in one category: a large menu has about 100 dishes in all (docs/security.md). */
  categoryProductsMax: 500,
  /** Categories in one menu: a large menu has about 20 sections (docs/security.md). */
  menuCategoriesMax: 100,
  /** Page number of a list: keeps the offset of a query a small number. */
  pageMax: 100_000,
  /** A readable address segment ('casa-pepe', 'dinner'). */
  slugMin: 3,
  slugMax: 60,
} as const;

/**
 * Import and export of a catalogue (docs/product.md, "Import and export"): the largest files and
 * row counts an import reads, the server time one import may take, and the export document's name.
 */
export const TRANSFER_LIMITS = {
  csvBytesMax: 2 * 1024 * 1024,
  jsonBytesMax: 5 * 1024 * 1024,
  /** Products in one CSV file. */
  rowsMax: 5000,
  /**
   * What one JSON document (a new business from an export) may hold, counted before anything is
   * written (docs/security.md, "Imports"). A large restaurant has about 100 dishes in 20 sections
   * on 1 to 3 menus: these are 10 times the dishes, 5 times the sections (as many as one menu may
   * show), 25 times the places of dishes in sections and of sections in menus. The largest such
   * document takes about a quarter of a second of writing on the embedded database, in short
   * transactions (rowsPerImportStep); the probe's 400 sections of 500 dishes each (200,000
   * places), in one transaction, held its one connection for 150 s.
   */
  productsMax: 1000,
  categoriesMax: 100,
  menusMax: 25,
  /** Places of products in the document's categories, summed over all its categories. */
  categoryLinksMax: 2500,
  /** Places of categories in the document's menus, summed over all its menus. */
  menuLinksMax: 500,
  /** Server time of one preview or import; past it the import stops and nothing is written. */
  timeBudgetMs: 20_000,
  /**
   * Of that, the time an import may spend writing (checked between statements, and as
   * PostgreSQL's statement_timeout): past it nothing is kept and the import answers 503 with
   * Retry-After. It bounds how long one import can hold the embedded database's only connection,
   * whatever the machine's load; the largest allowed document needs about a quarter of a second of
   * it on an idle machine.
   */
  writeBudgetMs: 10_000,
  /** Retry-After of an import stopped by its time budget. */
  retryAfterSeconds: 30,
  /**
   * Rows a JSON import writes per transaction. The new business is written in many short
   * transactions, hidden until the last one, so that other requests get the embedded database's
   * one connection between them (docs/security.md, "Imports"): 200 rows take about 10 ms there on
   * an idle machine.
   */
  rowsPerImportStep: 200,
  /**
   * Age past which a business an import left hidden (a crash mid-way) is removed: longer than any
   * import may run (timeBudgetMs), so an import still running in another process is never swept.
   */
  abandonedImportMs: 60_000,
} as const;
export const CATALOGUE_FORMAT = 'carta-catalogue';
export const CATALOGUE_VERSION = 1;

/** Characters of a product description shown on small screens. */
export const DESCRIPTION_PREVIEW_CHARS = 60;
/** Characters of an account id shown in the admin list. */
export const ACCOUNT_ID_PREVIEW_CHARS = 8;

// Images
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];
export const IMAGE_EXTENSIONS = ['.jpeg', '.jpg', '.png'] as const;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Decompression-bomb guard: larger images are refused before decoding. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/**
 * Memory one decode may need, judged from the header before decoding (docs/security.md,
 * "Images"): PNG counts width x height x channels x bytes per sample (twice when interlaced),
 * progressive JPEG its DCT coefficients (2 bytes per stored sample). Baseline JPEG is decoded
 * shrunk and streamed, so only MAX_IMAGE_PIXELS bounds it. About 16 megapixels of 8-bit RGB.
 */
export const MAX_IMAGE_DECODED_BYTES = 48_000_000;
/** Image uploads per signed-in account and window (429 beyond). */
export const IMAGE_UPLOAD_RATE_LIMIT = { max: 30, timeWindowMs: 10 * 60_000 } as const;
/**
 * PDFs of the print kit per signed-in account (docs/product.md, "Print kit"): each takes up to a
 * second of the server's CPU, so an account (or a leaked token) cannot keep a core busy.
 */
export const PRINT_KIT_RATE_LIMIT = { max: 60, timeWindowMs: 10 * 60_000 } as const;
/**
 * The image queue: decodes running at once (one per core is too many on a small server: the
 * event loop and the database need the other), uploads waiting and how long one may wait before
 * it gets a 503 with Retry-After.
 */
export const IMAGE_QUEUE = {
  concurrency: 1,
  maxWaiting: 6,
  maxWaitMs: 10_000,
  retryAfterSeconds: 5,
} as const;
/**
 * Dishes in one server-rendered page of a public menu (docs/public-menu.md, "A big menu in
 * parts"): a bigger menu is split into parts at category boundaries. Measured on a 2-core server:
 * a page of 200 dishes with 240-character descriptions renders in ~10 ms and is ~330 kB as sent
 * uncompressed; the whole 40 × 500 menu was 31 MB and 0.5 s per render.
 */
export const PUBLIC_MENU_PART_DISHES = 200;
/**
 * Dishes in one answer of `GET /api/public/menus/:id`: a bigger menu answers in parts (`?part=`).
 * ~500 kB of JSON; the whole 40 × 500 menu was 9.9 MB per language and stalled the server.
 */
export const PUBLIC_MENU_JSON_PART_DISHES = 1000;
/**
 * Renders of public pages and JSON bodies at once (each is CPU on the event loop, then brotli
 * and gzip on the thread pool), renders waiting and how long one may wait before the guest gets
 * a 503 with Retry-After (docs/public-menu.md). A render of one key is shared by every request
 * asking for it, so only distinct pages queue. One at a time: with 8 guests each asking a new part
 * of a 40 × 500 menu, /api/health p50/p99 were 24/332 ms and 418 pages served in 20 s, against
 * 65/464 ms and 304 pages two at a time (bench/big-menu.ts).
 */
export const PUBLIC_RENDER_QUEUE = {
  concurrency: 1,
  maxWaiting: 64,
  maxWaitMs: 10_000,
  retryAfterSeconds: 2,
} as const;
/**
 * How long a SHARED cache in front of Carta (nginx proxy_cache, a CDN) may answer a public page or
 * its JSON from its own copy (`fresh`), how long past that it may still answer with that copy
 * while it revalidates in the background (`staleWhileRevalidate`), and while Carta cannot be
 * reached at all (`staleIfError`). A change reaches every guest behind such a cache within
 * `fresh + staleWhileRevalidate` seconds; browsers keep no copy of their own without asking
 * (docs/deployment.md, "What may be cached, and for how long").
 */
export const SHARED_CACHE_SECONDS = {
  fresh: 5,
  staleWhileRevalidate: 15,
  staleIfError: 86_400,
} as const;
/**
 * Stored public bodies (docs/performance.md, "Many menus"): the memory tier holds compressed
 * bodies only (a 40-dish page is ~10–14 kB in brotli), so 64 MB holds ~2,000 menus' pages in both
 * encodings; heads (what choosing a body needs, a few hundred bytes) are bounded by count. The
 * background worker claims `batch` changed businesses at a time, each once it has not changed
 * for `quietMs` (a burst of saves or an import is rendered once), looks for changes every
 * `pollMs`, and after each business rests as long as its renders took (`restRatio`): at most
 * about half a core however many businesses an import just made.
 */
export const PUBLIC_BODIES = {
  memoryBytes: 64 * 1024 * 1024,
  headsMax: 20_000,
  worker: { pollMs: 1_000, batch: 16, quietMs: 2_000, restRatio: 1 },
} as const;
export const THUMBNAIL_WIDTH_PX = 160;
export const THUMBNAIL_SLOT_PX = 80;
export const LARGE_IMAGE_MAX = { width: 800, height: 600 } as const;

// Languages
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

// Roles and headers
export const ADMIN_ROLE = 'admin';
export const IMPERSONATION_HEADER = 'X-Impersonate-Account';

// QR codes
export const QR_SIZE_PX = 200;
export const QR_DOWNLOAD_SIZE_PX = 400;
export const QR_ERROR_CORRECTION = 'M';

// Enumerations
export const BUSINESS_TYPES = [
  'restaurant',
  'cafe',
  'bakery',
  'bar',
  'foodTruck',
  'catering',
  'fastFood',
  'other',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const ENTITY_TYPES = ['business', 'product', 'category', 'menu'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const ACTIVITY_ACTIONS = ['created', 'updated', 'deleted'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

// Plans shown on the landing page (docs/product.md §1). `null` means unlimited (limits) or custom (price).
export interface Plan {
  id: 'starter' | 'professional' | 'enterprise';
  priceUsdPerMonth: number | null;
  maxBusinesses: number | null;
  maxMenus: number | null;
  premiumThemes: boolean;
}

export const PLANS: readonly Plan[] = [
  { id: 'starter', priceUsdPerMonth: 0, maxBusinesses: 1, maxMenus: 3, premiumThemes: false },
  {
    id: 'professional',
    priceUsdPerMonth: 19,
    maxBusinesses: 5,
    maxMenus: null,
    premiumThemes: true,
  },
  {
    id: 'enterprise',
    priceUsdPerMonth: null,
    maxBusinesses: null,
    maxMenus: null,
    premiumThemes: true,
  },
];

/** Webhook endpoints one business may have (docs/integrations.md, "Webhooks"); one more is a 409. */
export const WEBHOOK_ENDPOINTS_MAX = 5;
/** Menu views (docs/product.md, "Menu views"): the longest range one stats call may ask for, in days. */
export const MENU_VIEWS_MAX_DAYS = 366;
/**
 * The periods the owner picks for the views panel, in days ending today (docs/product.md,
 * "Menu views"): the last 7, 30, 90 days and 12 months. Each fits in MENU_VIEWS_MAX_DAYS.
 */
export const MENU_VIEWS_PERIODS = [7, 30, 90, 365] as const;
export type MenuViewsPeriod = (typeof MENU_VIEWS_PERIODS)[number];
/** Ranges longer than this are shown by week rather than by day, so their chart stays readable. */
export const MENU_VIEWS_DAILY_MAX_DAYS = 90;

/**
 * How long the server waits for a client (docs/security.md, "Slow clients and timeouts"), so
 * that a client sending slowly, or not at all, cannot hold connections and memory for ever.
 */
export const HTTP_TIMEOUTS = {
  /** The request line and headers must have arrived within this time (Node's headersTimeout). */
  headersMs: 20_000,
  /**
   * A body must arrive at an average of at least `bodyMinBytesPerSecond` after a grace of
   * `bodyGraceMs`: the deadline starts at the grace and moves 1 s later per 500 bytes received.
   * Any real client keeps far ahead (a phone on a poor network sends 8 kB/s and more); a body
   * trickling a byte every few seconds is cut with 408 after about 10 s.
   */
  bodyGraceMs: 10_000,
  bodyMinBytesPerSecond: 500,
  /**
   * The whole request, however it comes (Node's requestTimeout): 10 minutes, enough for the
   * largest upload (5 MB) at 9 kB/s (70 kbit/s, a weak mobile uplink).
   */
  requestMs: 10 * 60_000,
  /** A connection with nothing sent or received for this long is closed (a reader that stalled). */
  idleMs: 2 * 60_000,
  /**
   * An idle keep-alive connection is closed after this time: longer than the 60 s idle timeout of
   * common proxies and load balancers, so one never reuses a connection the server is closing.
   */
  keepAliveMs: 72_000,
  /** On SIGTERM or SIGINT, in-flight requests get this long; then their connections are closed. */
  shutdownDrainMs: 10_000,
} as const;

/**
 * How many server processes `npm start` runs with PostgreSQL (SERVER_PROCESSES; docs/architecture.md,
 * "Processes"). Unset, one per core up to `defaultMax`: each process keeps up to 10 database
 * connections, and 8 × 10 stays under PostgreSQL's default max_connections of 100. The embedded
 * database allows one process.
 */
export const SERVER_PROCESSES = { min: 1, max: 64, defaultMax: 8 } as const;

/**
 * What a server process and `npm start` (scripts/start.mjs, a plain script that cannot import this
 * package, hence its own copy, held equal by a test) tell each other: the message a worker sends
 * with its configuration, and the exit code of a configuration error, which is not restarted
 * (sysexits' EX_CONFIG).
 */
export const SUPERVISION = {
  configMessage: 'carta:server-config',
  configErrorExitCode: 78,
} as const;
