import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WebhookDelivery, WebhookEndpoint } from '@carta/shared';
import { i18n } from '@/lib/i18n';
import { session } from '@/lib/session';
import { BUSINESS_ID, fakeBusiness, fakeUser, page } from '@/test/fixtures';
import { apiError, onGet, onPatch, onPost } from '@/test/http';
import { renderPage } from '@/test/render';
import { WebhooksCard } from './webhooks-card';

const ENDPOINT_ID = '00000000-0000-4000-8000-00000000e001';
const DELIVERY_ID = '00000000-0000-4000-8000-00000000d001';
const SECRET = `whsec_${'A'.repeat(43)}`;

const delivery = (overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: DELIVERY_ID,
  endpoint_id: ENDPOINT_ID,
  event: 'product.sold_out',
  state: 'failed',
  attempts: 7,
  last_status: 500,
  last_error: 'the receiver answered 500',
  created_at: '2026-03-01T09:00:00.000Z',
  next_attempt_at: '2026-03-01T09:00:00.000Z',
  delivered_at: null,
  ...overrides,
});

const endpoint = (overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: ENDPOINT_ID,
  business_id: BUSINESS_ID,
  url: 'https://hooks.example.com/carta',
  events: ['product.changed', 'product.sold_out'],
  enabled: true,
  last_delivery: delivery(),
  created_at: '2026-03-01T08:00:00.000Z',
  updated_at: null,
  ...overrides,
});

const LIST = `/api/businesses/${BUSINESS_ID}/webhooks`;

function renderCard() {
  session.signIn(fakeUser(), true);
  return renderPage(<WebhooksCard />, { path: '/settings', sessionStore: session });
}

beforeEach(() => {
  onGet('/api/businesses', page([fakeBusiness({ id: BUSINESS_ID, name: 'Cafe Luna' })]));
});
afterEach(async () => {
  session.signOut();
  await i18n.changeLanguage('en');
});

describe('webhooks card (docs/integrations.md, "Webhooks")', () => {
  it('lists endpoints with their events, switch and last delivery, and its deliveries with Re-send', async () => {
    onGet(LIST, [endpoint()]);
    onGet(`/api/webhooks/${ENDPOINT_ID}/deliveries`, [delivery()]);
    const resend = onPost(
      `/api/webhook-deliveries/${DELIVERY_ID}/resend`,
      delivery({ state: 'queued' }),
    );
    const toggled = onPatch(`/api/webhooks/${ENDPOINT_ID}`, endpoint({ enabled: false }));
    renderCard();

    expect(await screen.findByText('https://hooks.example.com/carta')).toBeInTheDocument();
    expect(screen.getByText('Product changed · Product sold out')).toBeInTheDocument();
    expect(screen.getByText('Last: Failed')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: 'Active' }));
    expect(toggled.bodies()).toEqual([{ enabled: false }]);

    await userEvent.click(screen.getByRole('button', { name: 'Show deliveries' }));
    const list = await screen.findByRole('list', { name: 'Recent deliveries' });
    const row = within(list).getByRole('listitem');
    expect(row).toHaveTextContent('Failed');
    expect(row).toHaveTextContent('HTTP 500');
    expect(row).toHaveTextContent('7 attempts');
    expect(row).toHaveTextContent('Mar 1, 2026');
    await userEvent.click(
      within(row).getByRole('button', { name: /^Re-send Product sold out of/ }),
    );
    expect(resend.requests()).toHaveLength(1);
    expect(await screen.findByText('Delivery queued again')).toBeInTheDocument();
  });

  it('adds an endpoint with the shared rules and shows its secret once', async () => {
    onGet(LIST, []);
    const created = onPost(LIST, { ...endpoint({ last_delivery: null }), secret: SECRET });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const form = screen.getByRole('form', { name: 'New webhook endpoint' });
    const url = within(form).getByLabelText('Endpoint URL');
    await userEvent.click(url);
    await userEvent.paste('not a url');
    expect(
      await within(form).findByText('Please enter a valid URL (starting with http:// or https://)'),
    ).toBeInTheDocument();
    await userEvent.clear(url);
    await userEvent.paste('https://hooks.example.com/carta');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Product sold out' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Product back in stock' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save endpoint' }));

    expect(created.bodies()).toEqual([
      {
        url: 'https://hooks.example.com/carta',
        events: ['product.sold_out', 'product.back_in_stock'],
        enabled: true,
      },
    ]);
    expect(await screen.findByLabelText('Signing secret')).toHaveTextContent(SECRET);
    expect(screen.getByText(/it is shown only this once/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it("shows the server's field message on the URL (a private address)", async () => {
    onGet(LIST, []);
    onPost(
      LIST,
      apiError(400, 'Please correct the errors in the form', {
        fields: {
          url: 'This address is private or local; webhooks are only sent to public internet addresses',
        },
      }),
    );
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    await userEvent.click(screen.getByLabelText('Endpoint URL'));
    await userEvent.paste('https://10.0.0.1/hooks');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Menu changed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save endpoint' }));
    expect(
      await screen.findByText(
        'This address is private or local; webhooks are only sent to public internet addresses',
      ),
    ).toBeInTheDocument();
  });

  it('says why a new endpoint was refused when no field is to blame (the limit)', async () => {
    onGet(LIST, []);
    onPost(LIST, apiError(409, 'A business can have at most 5 webhook endpoints'));
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    await userEvent.click(screen.getByLabelText('Endpoint URL'));
    await userEvent.paste('https://hooks.example.com/6');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Menu changed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save endpoint' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A business can have at most 5 webhook endpoints',
    );
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    onGet(LIST, [
      endpoint({ last_delivery: delivery({ state: 'delivered', last_status: 204, attempts: 1 }) }),
    ]);
    onGet(`/api/webhooks/${ENDPOINT_ID}/deliveries`, [
      delivery({ state: 'delivered', last_status: 204, attempts: 1 }),
    ]);
    renderCard();
    expect(await screen.findByText('Último: Entregado')).toBeInTheDocument();
    expect(screen.getByText('Producto modificado · Producto agotado')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Activo' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Ver envíos' }));
    const row = within(await screen.findByRole('list', { name: 'Envíos recientes' })).getByRole(
      'listitem',
    );
    expect(row).toHaveTextContent('Estado HTTP 204');
    expect(row).toHaveTextContent('1 intento');
    expect(row).toHaveTextContent('1 mar 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Añadir destino' }));
    expect(
      screen.getByRole('checkbox', { name: 'Producto disponible de nuevo' }),
    ).toBeInTheDocument();
  });
});
