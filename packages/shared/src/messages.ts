import {
  LIMITS,
  MAX_IMAGE_DECODED_BYTES,
  MAX_IMAGE_PIXELS,
  MAX_UPLOAD_BYTES,
  MENU_VIEWS_MAX_DAYS,
  TRANSFER_LIMITS,
  WEBHOOK_ENDPOINTS_MAX,
} from './constants';
import { PRINT_KIT } from './print-kit';

/** Entity names used in the parametrised name messages. */
export const ENTITY_LABELS = ['Business', 'Product', 'Category', 'Menu'] as const;
export type EntityLabel = (typeof ENTITY_LABELS)[number];

/**
 * Every English message of the product, by stable key. The key is the `code` of an API error and
 * of each of its field errors (docs/architecture.md §5), the text its `message`; the web shows
 * `messages.<code>` of its locale files. The shared schemas build their messages from here, so
 * `messageRef` finds the key of any text they produce.
 */
export const messages = {
  // Account (docs/product.md §5)
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: 'Email is too long',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${LIMITS.passwordMin} characters`,
  passwordTooLong: 'Password is too long',
  passwordsDontMatch: "Passwords don't match",
  /**
   * Also the code of a sign-in refused until a captcha is solved (many recent failures for the
   * address): the web shows the captcha and sends the same credentials with its solution.
   */
  captchaRequired: 'Please complete the reCAPTCHA verification',
  currentPasswordRequired: 'Current password is required',
  currentPasswordIncorrect: 'Current password is incorrect',
  confirmPasswordRequired: 'Please confirm your password',

  // Entities
  nameTooShort: (entity: EntityLabel) =>
    `${entity} name must be at least ${LIMITS.nameMin} characters long`,
  nameTooLong: (entity: EntityLabel) => `${entity} name is too long`,
  priceRequired: 'Price is required',
  priceInvalid: 'Price must be a valid number greater than 0 (up to 2 decimal places)',
  priceTooHigh: 'Price is too high',
  variantsTooFew: 'Add at least 2 sizes, or use a single price',
  variantsTooMany: `A product can have at most ${LIMITS.variantsMax} sizes`,
  variantNameRequired: 'Size name is required',
  variantNameTooLong: 'Size name is too long',
  variantNamesDuplicate: 'Each size needs a different name',
  allergenInvalid: 'Choose allergens from the list',
  dietaryLabelInvalid: 'Choose dietary labels from the list',
  currencyInvalid: 'Please choose a currency from the list',
  timeZoneInvalid: 'Please choose a time zone from the list',
  hoursTimeInvalid: 'Enter a time such as 08:30',
  hoursDaysRequired: 'Choose at least one day',
  hoursRangeEmpty: 'Opening and closing times must differ',
  languageInvalid: 'Please choose a language from the list',
  printOptionInvalid: 'Please choose an option from the list',
  printPagesInvalid: `Choose between 1 and ${PRINT_KIT.pagesMax} pages`,
  slugInvalid: 'Use lowercase letters, digits and single hyphens, for example casa-pepe',
  slugTooShort: `The address must be at least ${LIMITS.slugMin} characters`,
  slugTooLong: `The address must be at most ${LIMITS.slugMax} characters`,
  slugTaken: 'This address is already taken. Please choose another one.',
  hoursTooMany: `A menu can have at most ${LIMITS.openingRangesMax} time ranges`,
  descriptionTooLong: `Description must be at most ${LIMITS.descriptionMax} characters`,
  fileNameTooLong: 'File name is too long',
  urlInvalid: 'Please enter a valid URL (starting with http:// or https://)',
  websiteTooLong: 'Website is too long',
  phoneInvalid: 'Phone number may only contain digits, spaces, +, -, ( and )',
  phoneTooLong: 'Phone number is too long',
  whatsappInvalid: 'WhatsApp number may only contain digits, spaces, +, -, ( and )',
  whatsappTooLong: 'WhatsApp number is too long',
  instagramInvalid: 'Instagram handle may only contain letters, numbers, dots and underscores',
  instagramTooLong: 'Instagram handle is too long',
  facebookInvalid: 'Facebook handle may only contain letters, numbers and dots',
  facebookTooLong: 'Facebook handle is too long',
  twitterInvalid: 'Twitter handle may only contain letters, numbers and underscores',
  twitterTooLong: 'Twitter handle is too long',
  duplicateProducts: 'A product can only be added once',
  duplicateCategories: 'A category can only be added once',
  tooManyProducts: `A category can hold at most ${LIMITS.categoryProductsMax} products`,
  tooManyCategories: `A menu can hold at most ${LIMITS.menuCategoriesMax} categories`,
  textNotAllowed: 'Contains characters that are not allowed',
  searchTooLong: 'Search text is too long',
  valueTooLong: 'This value is too long',
  urlTooLong: 'URL is too long',
  dateTimeInvalid: 'Must be a valid date and time',
  invalidId: 'Invalid id',
  productNotInBusiness: 'Products must belong to the same business',
  categoryNotInBusiness: 'Categories must belong to the same business',

  // Theme
  hexColorInvalid: 'Must be a valid hex color',
  themeIdRequired: 'Theme ID is required',

  // API and general (docs/product.md §8)
  invalidCredentials: 'Invalid credentials',
  /**
   * The code of a sign-in with the right password to an account not activated yet: the web offers
   * to resend the activation e-mail.
   */
  accountNotActivated: 'Please activate your account using the link in the confirmation email',
  invalidToken: 'This link is invalid or has expired',
  captchaFailed: 'Captcha verification failed. Please try again.',
  tooManyRequests: 'Too many requests. Please try again later.',
  imageTooLarge: `The image is too large (maximum ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB)`,
  imageTooManyPixels: `The image dimensions are too large (maximum ${MAX_IMAGE_PIXELS / 1_000_000} megapixels)`,
  imageTooComplex: `The image needs too much memory to process (PNG and progressive JPEG images: about ${MAX_IMAGE_DECODED_BYTES / 3_000_000} megapixels at most). Please reduce its dimensions or save it as a standard JPEG.`,
  imageServerBusy: 'The server is busy processing images. Please try again in a moment.',
  /** A guest's public menu waited too long for a render (docs/public-menu.md): 503 with Retry-After. */
  publicMenuBusy: 'Many guests are opening menus right now. Please try again in a moment.',
  tooManyUploads: 'Too many uploads. Please wait a few minutes and try again.',
  tooManyPrints: 'Too many PDF files in a short time. Please wait a few minutes and try again.',
  printServerBusy: 'The server is busy making other PDF files. Please try again in a moment.',
  printTookTooLong: 'This PDF took too long to make. Please try again in a moment.',
  menuTooLargeToPrint: `This menu has too many products to print as one PDF (at most ${PRINT_KIT.menuProductsMax}). Please print a menu with fewer categories.`,
  fileNotYours: 'This image was not found among your uploads',
  unsupportedImageType: 'Unsupported image type. Please upload a JPEG or PNG image.',
  fileRequired: 'Please choose a file to upload',
  uploadMalformed: 'The upload arrived incomplete or malformed. Please try again.',
  unexpectedError: 'An unexpected error occurred',
  // The database or the disk failed (docs/security.md, "When the database goes away")
  /** 503 with Retry-After: the database cannot be reached or did not answer in time. */
  databaseUnavailable:
    'The service cannot reach its database right now. Please try again in a moment.',
  /** 507: the server's disk (or the database's) is full; nothing was saved. */
  storageFull:
    'The server has run out of storage space, so nothing was saved. Please try again later.',
  notAuthorized: 'You are not authorized to perform this action',
  notAuthenticated: 'Please sign in to continue',
  notFound: 'The requested resource was not found',
  malformedUrl: 'The address of this request is not valid',
  formInvalid: 'Please correct the errors in the form',
  /** A check of the schemas without a message of its own (zod's default, e.g. a wrong type). */
  valueInvalid: 'This value is not valid',
  /** A request the server cannot read (e.g. malformed JSON). */
  requestInvalid: 'The request is not valid',
  requestTooLarge: 'The request is too large',
  /** A request whose headers or body arrived too slowly (docs/security.md, "Slow clients"). */
  requestTimeout: 'The request took too long to arrive. Please try again.',
  unsupportedMediaType: 'This type of content is not supported',
  networkError: 'Network error: Unable to connect to the server',
  connectionError: 'Connection error. Check your internet connection.',
  signInToUpload: 'Please sign in to upload files',
  fileUploadFailed: 'File upload failed',
  uploadFailedTryAgain: 'Upload failed. Please try again.',
  requestFailed: (status: number) => `Request failed with status ${status}`,
  uploadFailedWithStatus: (status: number) => `Upload failed with status ${status}`,
  genericError: 'An error occurred',
  createAccountFailed: 'Failed to create account',
  sendResetEmailFailed: 'Failed to send reset email',
  resetPasswordFailed: 'Failed to reset password. Please try again.',
  changePasswordFailed: 'Failed to change password. Please try again.',
  loadStatisticsFailed: 'Failed to load statistics. Please try again.',
  loadAccountsFailed: 'Failed to load accounts. Please try again.',
  loadBusinessesFailed: 'Failed to load businesses. Please try again.',
  deleteProductFailed: 'Failed to delete product. Please try again.',
  copyFailed: 'Failed to copy',
  copyManually: 'Please copy the link manually.',
  menuNotFound: 'Menu not found',
  mailNotFailed: 'Only an e-mail that failed can be sent again',

  // Import and export (docs/product.md, "Import and export")
  importCsvTooLarge: `The file is too large (at most ${TRANSFER_LIMITS.csvBytesMax / (1024 * 1024)} MB for a CSV file)`,
  importJsonTooLarge: `The file is too large (at most ${TRANSFER_LIMITS.jsonBytesMax / (1024 * 1024)} MB for a JSON export)`,
  importTooManyRows: `The file has too many products (at most ${TRANSFER_LIMITS.rowsMax})`,
  importEmpty: 'The file has no products',
  importNotCsv: 'This is not a CSV file: save it as CSV (UTF-8) with a header row',
  importCsvMalformed: 'The file is not valid CSV: a quoted cell is never closed',
  importColumnUnknown: 'Unknown column',
  importColumnDuplicate: 'This column appears twice',
  importNameColumnMissing: 'The file needs a name column',
  importRowTooLong: 'This row has more cells than the header',
  importNameDuplicate: 'This name appears more than once in the file',
  importNameAmbiguous: 'Several products of this business have this name',
  importYesNoInvalid: 'Write yes or no',
  importVariantsInvalid:
    'Write sizes as name=price separated by |, for example small=3.50|large=5.00',
  importVariantNamesInvalid: 'Give one translated name per size, separated by |',
  importRowsInvalid: 'Some rows have errors. Nothing was imported.',
  importTimeout: 'The import took too long and nothing was written. Please try a smaller file.',
  importDocumentInvalid: 'This file is not a Carta catalogue export',
  importReferenceMissing: 'Refers to an item that is not in the file',
  // What one catalogue document may hold (docs/security.md, "Imports")
  importReferenceDuplicate: 'Another item of the file has the same ref',
  importTooManyProducts: `The file has too many products (at most ${TRANSFER_LIMITS.productsMax})`,
  importTooManyCategories: `The file has too many categories (at most ${TRANSFER_LIMITS.categoriesMax})`,
  importTooManyMenus: `The file has too many menus (at most ${TRANSFER_LIMITS.menusMax})`,
  importTooManyCategoryLinks: `The file's categories hold too many products in all (at most ${TRANSFER_LIMITS.categoryLinksMax})`,
  importTooManyMenuLinks: `The file's menus hold too many categories in all (at most ${TRANSFER_LIMITS.menuLinksMax})`,
  importBusy:
    'Another import into this business is still running and nothing was written. Please try again in a moment.',
  // Personal API tokens (docs/integrations.md)
  apiTokenNameRequired: 'Token name is required',
  apiTokenNameTooLong: 'Token name is too long',
  apiTokenScopeInvalid: 'Choose read only, or read and write',
  apiTokenExpiryInvalid: 'Choose an expiry from the list',
  apiTokensTooMany: 'You have too many active tokens. Revoke one you no longer use first.',
  apiTokenReadOnly: 'This token can only read',
  apiTokenNotAllowed: 'API tokens cannot be used for this; sign in to the app instead',
  // Webhooks (docs/integrations.md, "Webhooks")
  webhookEventsRequired: 'Choose at least one event',
  webhookEventInvalid: 'Choose events from the list',
  webhookUrlNotHttps: 'Use an https:// address',
  webhookAddressNotAllowed:
    'This address is private or local; webhooks are only sent to public internet addresses',
  webhookEndpointsTooMany: `A business can have at most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints`,
  webhookDeliveryPending: 'This delivery is still waiting to be sent',
  // Menu views (docs/product.md, "Menu views")
  dateInvalid: 'Enter a date such as 2026-01-31',
  dateRangeReversed: 'The end date must not be before the start date',
  dateRangeTooLong: `Choose a range of at most ${MENU_VIEWS_MAX_DAYS} days`,
} as const;

export type Messages = typeof messages;
export type MessageKey = keyof Messages;
type ParametrisedKey = {
  [K in MessageKey]: Messages[K] extends (...args: never[]) => string ? K : never;
}[MessageKey];

/** The parameters of a parametrised message, by name (`{ entity: 'Product' }`). */
export type MessageParams = Record<string, string | number>;

/** A message by key and parameters: the `code` and `params` of an error body. */
export interface MessageRef {
  code: MessageKey;
  params?: MessageParams;
}

type ParamName = 'entity' | 'status';

/** Every value a message parameter can take; the lookup of `messageRef` enumerates them. */
const PARAM_VALUES: Record<ParamName, () => readonly (string | number)[]> = {
  entity: () => ENTITY_LABELS,
  status: () => Array.from({ length: 500 }, (_, i) => 100 + i),
};

/** The parameter names of each parametrised message, in call order. */
const PARAM_NAMES: Record<ParametrisedKey, readonly ParamName[]> = {
  nameTooShort: ['entity'],
  nameTooLong: ['entity'],
  requestFailed: ['status'],
  uploadFailedWithStatus: ['status'],
};

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(messages, value);
}

/** The parameter names of a message (none for a static one). */
const paramNames = (code: MessageKey): readonly string[] =>
  (PARAM_NAMES as Partial<Record<MessageKey, readonly ParamName[]>>)[code] ?? [];

/** The English text of a message; a parameter left out renders as its name. */
export function messageText(code: MessageKey, params: MessageParams = {}): string {
  const value: string | ((...args: never[]) => string) = messages[code];
  if (typeof value === 'string') return value;
  const args = paramNames(code).map((name) => params[name] ?? name);
  return (value as (...args: unknown[]) => string)(...args);
}

/** Text → reference of every message with every parameter value, built on first use. */
let lookup: Map<string, MessageRef> | undefined;

function buildLookup(): Map<string, MessageRef> {
  const table = new Map<string, MessageRef>();
  for (const code of Object.keys(messages) as MessageKey[]) {
    const names = paramNames(code);
    if (names.length === 0) {
      table.set(messageText(code), { code });
      continue;
    }
    // Every combination of the parameters' values (each message has few).
    let combinations: MessageParams[] = [{}];
    for (const name of names) {
      const values = PARAM_VALUES[name as ParamName]();
      combinations = combinations.flatMap((params) =>
        values.map((value) => ({ ...params, [name]: value })),
      );
    }
    for (const params of combinations) table.set(messageText(code, params), { code, params });
  }
  return table;
}

/**
 * The key and parameters of a text the shared schemas produce (`messages.nameTooShort('Menu')` →
 * `{ code: 'nameTooShort', params: { entity: 'Menu' } }`), by exact lookup; undefined for any
 * other text. How the API and the web's forms turn a zod issue into a code.
 */
export function messageRef(text: string): MessageRef | undefined {
  lookup ??= buildLookup();
  return lookup.get(text);
}

/** The reference of a zod issue's message: its key, or `valueInvalid` for zod's own texts. */
export const issueRef = (message: string): MessageRef =>
  messageRef(message) ?? { code: 'valueInvalid' };
