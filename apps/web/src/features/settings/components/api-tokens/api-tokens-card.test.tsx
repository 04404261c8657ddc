import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiToken, CreatedApiToken } from '@carta/shared';
import { i18n } from '@/lib/i18n';
import { session } from '@/lib/session';
import { fakeUser } from '@/test/fixtures';
import { apiError, onDelete, onGet, onPost, requests, respond } from '@/test/http';
import { renderPage } from '@/test/render';
import { ApiTokensCard } from './api-tokens-card';

const TOKENS = '/api/accounts/api-tokens';

const token = (overrides: Partial<ApiToken> = {}): ApiToken => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Stock sync',
  scope: 'read',
  hint: 'abcd',
  created_at: '2026-03-04T10:00:00.000Z',
  expires_at: null,
  last_used_at: null,
  revoked_at: null,
  revoked_reason: null,
  ...overrides,
});

function renderCard() {
  session.signIn(fakeUser(), true);
  return renderPage(<ApiTokensCard />, { path: '/settings', sessionStore: session });
}

afterEach(async () => {
  session.signOut();
  await act(() => i18n.changeLanguage('en'));
});

describe('API tokens card (docs/integrations.md, "Personal API tokens")', () => {
  it('lists each token with its scope, hint and dates; only active ones can be revoked', async () => {
    onGet(TOKENS, [
      token({ last_used_at: '2026-03-05T10:00:00.000Z', expires_at: '2099-01-01T00:00:00.000Z' }),
      token({
        id: '00000000-0000-4000-8000-000000000002',
        name: 'Old importer',
        scope: 'write',
        hint: 'wxyz',
        revoked_at: '2026-03-06T10:00:00.000Z',
        revoked_reason: 'owner',
      }),
    ]);
    renderCard();
    const list = await screen.findByRole('list', { name: 'Your API tokens' });
    const [active, revoked] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(active).toHaveTextContent('Stock sync');
    expect(active).toHaveTextContent('Read only');
    expect(active).toHaveTextContent('…abcd');
    expect(active).toHaveTextContent('Created: Mar 4, 2026');
    expect(active).toHaveTextContent('Expires: Jan 1, 2099');
    expect(active).toHaveTextContent('Last used: Mar 5, 2026');
    expect(within(active).getByRole('button', { name: 'Revoke Stock sync' })).toBeInTheDocument();
    expect(revoked).toHaveTextContent('Read and write');
    expect(revoked).toHaveTextContent('Revoked');
    expect(revoked).toHaveTextContent('Last used: Never used');
    expect(within(revoked).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when there is no token', async () => {
    onGet(TOKENS, []);
    renderCard();
    expect(await screen.findByText('You have no API tokens yet.')).toBeInTheDocument();
  });

  it('creates a token with the chosen scope and expiry, and shows it once with Copy', async () => {
    const created: CreatedApiToken = {
      ...token({ id: '00000000-0000-4000-8000-000000000003', name: 'Deploy', scope: 'write' }),
      expires_at: '2026-04-03T10:00:00.000Z',
      token: 'carta_pat_secretsecretsecretsecretsecretsecretsec',
    };
    let listed: ApiToken[] = [];
    onGet(TOKENS, () => listed);
    const create = onPost(TOKENS, () => {
      listed = [created];
      return respond(201, created);
    });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderCard();
    await screen.findByText('You have no API tokens yet.');

    await userEvent.type(screen.getByLabelText('Name'), 'Deploy');
    await userEvent.click(screen.getByRole('radio', { name: /Read and write/ }));
    await userEvent.selectOptions(screen.getByLabelText('Expires after'), '30 days');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));

    expect(await screen.findByRole('heading', { name: 'Your new token “Deploy”' })).toBeVisible();
    expect(create.requests()[0]!.body).toEqual({
      name: 'Deploy',
      scope: 'write',
      expires_in_days: 30,
    });
    expect(screen.getByLabelText('New API token')).toHaveValue(created.token);
    expect(screen.getByText(/you won't see it again/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(created.token);
    expect(await screen.findByText('Token copied.')).toBeInTheDocument();
    // The list is reloaded and never holds the token itself.
    expect(await screen.findByRole('list', { name: 'Your API tokens' })).not.toHaveTextContent(
      created.token,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('New API token')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(created.token);
  });

  it('checks the name with the shared rules and sends nothing while it is empty', async () => {
    onGet(TOKENS, []);
    renderCard();
    await screen.findByText('You have no API tokens yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Token name is required')).toBeInTheDocument();
    expect(requests({ method: 'POST' })).toEqual([]);
  });

  it('shows the server’s refusal (too many tokens)', async () => {
    onGet(TOKENS, []);
    onPost(
      TOKENS,
      apiError(409, 'You have too many active tokens. Revoke one you no longer use first.'),
    );
    renderCard();
    await screen.findByText('You have no API tokens yet.');
    await userEvent.type(screen.getByLabelText('Name'), 'One more');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have too many active tokens');
  });

  it('revokes a token after confirming', async () => {
    let listed = [token()];
    onGet(TOKENS, () => listed);
    const revoke = onDelete(`${TOKENS}/${token().id}`, () => {
      listed = [token({ revoked_at: '2026-03-07T10:00:00.000Z', revoked_reason: 'owner' })];
      return respond(204);
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke Stock sync' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke this token?' });
    expect(dialog).toHaveTextContent('“Stock sync” will stop working at once.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke token' }));
    expect(await screen.findByText('Revoked')).toBeInTheDocument();
    expect(revoke.requests()).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  // Issue 26 item 3 (docs/security.md, "Sessions"): a password reset revokes every token.
  describe('tokens revoked by a password reset', () => {
    const byReset = (overrides: Partial<ApiToken> = {}) =>
      token({
        id: '00000000-0000-4000-8000-000000000004',
        name: 'Nightly export',
        scope: 'write',
        created_at: '2026-02-01T10:00:00.000Z',
        revoked_at: '2026-03-09T10:00:00.000Z',
        revoked_reason: 'password_reset',
        ...overrides,
      });

    it('lists them as revoked by the reset, on its date, and says so above the list', async () => {
      onGet(TOKENS, [
        byReset(),
        token({ revoked_at: '2026-03-06T10:00:00.000Z', revoked_reason: 'owner' }),
      ]);
      renderCard();
      const list = await screen.findByRole('list', { name: 'Your API tokens' });
      const [reset, byHand] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
      expect(reset).toHaveTextContent('Revoked by password reset');
      expect(reset).toHaveTextContent('Revoked by the password reset on Mar 9, 2026.');
      expect(byHand).toHaveTextContent('Revoked');
      expect(byHand).not.toHaveTextContent('password reset');
      expect(within(reset).queryByRole('button')).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(
        'Your password was reset on Mar 9, 2026, so every API token made before it was revoked.',
      );
    });

    it('drops the notice once a token has been made since the reset', async () => {
      onGet(TOKENS, [
        token({
          id: '00000000-0000-4000-8000-000000000005',
          created_at: '2026-03-10T10:00:00.000Z',
        }),
        byReset(),
      ]);
      renderCard();
      const list = await screen.findByRole('list', { name: 'Your API tokens' });
      expect(list).toHaveTextContent('Revoked by the password reset on Mar 9, 2026.');
      expect(screen.queryByText(/Your password was reset/)).not.toBeInTheDocument();
    });

    it('says it in Spanish', async () => {
      onGet(TOKENS, [byReset()]);
      await act(() => i18n.changeLanguage('es'));
      renderCard();
      const list = await screen.findByRole('list', { name: 'Tus tokens de API' });
      expect(list).toHaveTextContent('Revocado al restablecer la contraseña el 9 mar 2026.');
      expect(screen.getByRole('status')).toHaveTextContent(
        'Tu contraseña se restableció el 9 mar 2026, así que se revocaron todos los tokens de API',
      );
    });
  });

  it('speaks Spanish', async () => {
    onGet(TOKENS, [token({ scope: 'write' })]);
    await act(() => i18n.changeLanguage('es'));
    renderCard();
    expect(await screen.findByRole('heading', { name: 'Tokens de API' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Tus tokens de API' });
    expect(list).toHaveTextContent('Lectura y escritura');
    expect(list).toHaveTextContent('Creado: 4 mar 2026');
    expect(list).toHaveTextContent('Caduca: Nunca');
    expect(screen.getByLabelText('Caduca en')).toHaveDisplayValue('90 días');
    expect(screen.getByRole('button', { name: 'Crear token' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Crear token' }));
    expect(await screen.findByText('El nombre del token es obligatorio')).toBeInTheDocument();
  });
});
