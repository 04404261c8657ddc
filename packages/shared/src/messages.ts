import { LIMITS, MAX_IMAGE_DECODED_BYTES, MAX_IMAGE_PIXELS, MAX_UPLOAD_BYTES } from './constants';

/** Entity names used in the parametrised name messages. */
export const ENTITY_LABELS = ['Business', 'Product', 'Category', 'Menu'] as const;
export type EntityLabel = (typeof ENTITY_LABELS)[number];

/**
 * Every English message of the product, by stable key. Schemas and the API emit these texts;
 * the web turns them back into keys with `messageKey` and shows its own translation.
 */
export const messages = {
  // Account (SPEC §5)
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: 'Email is too long',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${LIMITS.passwordMin} characters`,
  passwordTooLong: 'Password is too long',
  passwordsDontMatch: "Passwords don't match",
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

  // API and general (SPEC §8)
  invalidCredentials: 'Invalid credentials',
  accountNotActivated: 'Please activate your account using the link in the confirmation email',
  emailTaken: 'An account with this email already exists',
  invalidToken: 'This link is invalid or has expired',
  captchaFailed: 'Captcha verification failed. Please try again.',
  tooManyRequests: 'Too many requests. Please try again later.',
  imageTooLarge: `The image is too large (maximum ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB)`,
  imageTooManyPixels: `The image dimensions are too large (maximum ${MAX_IMAGE_PIXELS / 1_000_000} megapixels)`,
  imageTooComplex: `The image needs too much memory to process (PNG and progressive JPEG images: about ${MAX_IMAGE_DECODED_BYTES / 3_000_000} megapixels at most). Please reduce its dimensions or save it as a standard JPEG.`,
  imageServerBusy: 'The server is busy processing images. Please try again in a moment.',
  tooManyUploads: 'Too many uploads. Please wait a few minutes and try again.',
  fileNotYours: 'This image was not found among your uploads',
  unsupportedImageType: 'Unsupported image type. Please upload a JPEG or PNG image.',
  fileRequired: 'Please choose a file to upload',
  uploadMalformed: 'The upload arrived incomplete or malformed. Please try again.',
  unexpectedError: 'An unexpected error occurred',
  notAuthorized: 'You are not authorized to perform this action',
  notAuthenticated: 'Please sign in to continue',
  notFound: 'The requested resource was not found',
  malformedUrl: 'The address of this request is not valid',
  formInvalid: 'Please correct the errors in the form',
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
} as const;

export type Messages = typeof messages;
export type MessageKey = keyof Messages;

export interface MessageRef {
  key: string;
  params?: Record<string, string>;
}

/** Parameter names of the parametrised messages, in call order. */
const PARAM_NAMES: {
  [K in MessageKey as Messages[K] extends (...args: never[]) => string ? K : never]: string[];
} = {
  nameTooShort: ['entity'],
  nameTooLong: ['entity'],
  requestFailed: ['status'],
  uploadFailedWithStatus: ['status'],
};

const PARAM_VALUE: Record<string, string> = {
  entity: ENTITY_LABELS.join('|'),
  status: '\\d{3}',
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const staticKeys = new Map<string, string>();
const patterns: { key: string; names: string[]; regex: RegExp }[] = [];

for (const [key, value] of Object.entries(messages)) {
  if (typeof value === 'string') {
    staticKeys.set(value, key);
    continue;
  }
  const names = PARAM_NAMES[key as keyof typeof PARAM_NAMES];
  // Render with placeholder markers, then turn each marker into a capture group.
  const markers = names.map((_, i) => `\u0000${i}\u0000`);
  const rendered = (value as (...args: string[]) => string)(...markers);
  let source = escapeRegExp(rendered);
  names.forEach((name, i) => {
    source = source.replace(markers[i]!, `(${PARAM_VALUE[name]})`);
  });
  patterns.push({ key, names, regex: new RegExp(`^${source}$`) });
}

/** Maps an English message (static or parametrised) back to its key and parameters. */
export function messageKey(text: string): MessageRef | undefined {
  const key = staticKeys.get(text);
  if (key) return { key };
  for (const { key: patternKey, names, regex } of patterns) {
    const match = regex.exec(text);
    if (match) {
      const params: Record<string, string> = {};
      names.forEach((name, i) => {
        params[name] = match[i + 1]!;
      });
      return { key: patternKey, params };
    }
  }
  return undefined;
}
