/** A business's contact and social fields, in the order pages show them (docs/public-menu.md). */
export const CONTACT_FIELDS = [
  'website',
  'phone',
  'whatsapp',
  'instagram',
  'facebook',
  'twitter',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

const handle = (value: string) => encodeURIComponent(value.trim().replace(/^@/, ''));

/** Website link; a bare domain gets https://. */
export function websiteHref(website: string): string {
  const url = website.trim();
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

export const instagramUrl = (value: string) => `https://www.instagram.com/${handle(value)}`;
export const facebookUrl = (value: string) => `https://www.facebook.com/${handle(value)}`;
export const twitterUrl = (value: string) => `https://x.com/${handle(value)}`;

/** `tel:` link keeping a leading + and the digits. */
export function phoneHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** WhatsApp click-to-chat link built from the digits of the number (docs/product.md §2). */
export const whatsappUrl = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`;

/** True when at least one contact or social field has text (docs/product.md §2: the block is shown only then). */
export function hasContactInfo(
  business: Partial<Record<ContactField, string | null | undefined>>,
): boolean {
  return CONTACT_FIELDS.some((field) => (business[field] ?? '').trim() !== '');
}
