import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storageKeys } from '@/lib/storage-keys';
import { session } from '@/lib/session';
import { BUSINESS_ID, fakeBusiness, fakeToken, fakeUser, page } from '@/test/fixtures';
import { apiError, onGet, onPost, requests, respond } from '@/test/http';
import { renderPage } from '@/test/render';
import { SettingsPage } from './settings-page';

const changePassword = (answer: Response | object) =>
  onPost('/api/accounts/change-password', answer);

const user = fakeUser({ email: 'owner@carta.test' });

function renderSettings() {
  session.signIn(user, true);
  return renderPage(<SettingsPage />, { path: '/settings', sessionStore: session });
}

const field = (name: string) => screen.getByLabelText(name);

const englishLabels = ['Current password', 'New password', 'Confirm new password'] as const;

async function fillForm(
  current: string,
  next: string,
  confirm: string,
  labels: readonly [string, string, string] = englishLabels,
) {
  await userEvent.type(field(labels[0]), current);
  await userEvent.type(field(labels[1]), next);
  await userEvent.type(field(labels[2]), confirm);
}

beforeEach(() => {
  // The API tokens card lists the account's tokens (api-tokens-card.test.tsx covers it).
  onGet('/api/accounts/api-tokens', []);
  // The webhooks card reads the owner's businesses and the current one's endpoints.
  onGet('/api/businesses', page([fakeBusiness({ id: BUSINESS_ID })]));
  onGet(`/api/businesses/${BUSINESS_ID}/webhooks`, []);
});

afterEach(() => {
  session.signOut();
});

describe('settings (docs/product.md §2 Settings)', () => {
  it('shows the e-mail read-only with its note and sets the page title', async () => {
    renderSettings();
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveValue('owner@carta.test');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription('Your email address cannot be changed.');
    expect(document.title).toBe('Settings · Carta');
  });

  it('switches the language between Español and English', async () => {
    renderSettings();
    await userEvent.click(await screen.findByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('heading', { name: 'Configuración' })).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña actual')).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.language)).toBe('es');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });
});

describe('change password (docs/product.md §5, §8)', () => {
  it('validates on change with the shared rules', async () => {
    renderSettings();
    await userEvent.type(await screen.findByLabelText('Current password'), 'x');
    await userEvent.clear(field('Current password'));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();

    await userEvent.type(field('New password'), 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(field('New password')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(field('Confirm new password'), 'shorter1');
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    // Fixing the new password to match the confirmation clears the mismatch live.
    await userEvent.type(field('New password'), 'er1');
    expect(screen.queryByText("Passwords don't match")).not.toBeInTheDocument();
    expect(screen.queryByText('Password must be at least 8 characters')).not.toBeInTheDocument();
    expect(requests({ method: 'POST' })).toEqual([]);
  });

  it('does not send an incomplete form', async () => {
    renderSettings();
    await userEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(requests({ method: 'POST' })).toEqual([]);
  });

  it('shows a red banner with the server message and keeps the fields', async () => {
    const change = changePassword(
      apiError(400, 'Current password is incorrect', {
        fields: { password: 'Current password is incorrect' },
      }),
    );
    renderSettings();
    await fillForm('wrong-password', 'new-password-1', 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(field('New password')).toHaveValue('new-password-1');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    const [request] = requests({ method: 'POST' });
    expect(request).toBe(change.requests()[0]);
    expect(request!.path).toBe('/api/accounts/change-password');
    expect(request!.method).toBe('POST');
    expect(request!.body).toEqual({
      password: 'wrong-password',
      new_password: 'new-password-1',
    });
    expect(request!.headers.get('Authorization')).toBe(`Bearer ${user.tokens.access_token}`);
  });

  it('translates a known server message', async () => {
    changePassword(apiError(429, 'Too many requests. Please try again later.'));
    renderSettings();
    await userEvent.click(await screen.findByRole('button', { name: 'Español' }));
    await fillForm('old-password', 'new-password-1', 'new-password-1', [
      'Contraseña actual',
      'Nueva contraseña',
      'Confirma la nueva contraseña',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiadas solicitudes. Inténtalo más tarde.',
    );
  });

  it('falls back to the generic failure text when the server gives no message', async () => {
    changePassword(respond(400));
    renderSettings();
    await fillForm('old-password', 'new-password-1', 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to change password. Please try again.',
    );
  });

  it('shows a green banner, clears the fields and keeps fresh tokens', async () => {
    const tokens = { access_token: fakeToken(), refresh_token: 'rotated-refresh' };
    changePassword({ success: true, tokens });
    renderSettings();
    await fillForm('old-password', 'new-password-1', 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    for (const name of englishLabels) {
      expect(field(name)).toHaveValue('');
    }
    expect(screen.queryByText('Current password is required')).not.toBeInTheDocument();
    expect(session.getState().user?.tokens).toEqual(tokens);
    expect(JSON.parse(localStorage.getItem(storageKeys.user)!).tokens).toEqual(tokens);
  });
});
