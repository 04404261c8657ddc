import { createHmac, randomBytes } from 'node:crypto';

/** A new endpoint secret: `whsec_` and 32 random bytes in base64url (docs/integrations.md). */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

/**
 * The headers that sign one attempt of a delivery (docs/integrations.md, "Verifying a
 * delivery"): HMAC-SHA256 with the endpoint's secret over `<timestamp>.<raw body>`, in hex.
 */
export function signatureHeaders(
  secret: string,
  deliveryId: string,
  body: string,
  at: Date,
): Record<string, string> {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return {
    'carta-webhook-id': deliveryId,
    'carta-webhook-timestamp': timestamp,
    'carta-webhook-signature': `v1=${signature}`,
  };
}
