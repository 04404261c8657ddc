import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/test/render';
import { json, mockApi } from '../test/mock-api';
import { ResetPasswordPage } from './reset-password-page';

const renderReset = (path: string) =>
  renderRoutes([{ path: 'reset-password/:id?', element: <ResetPasswordPage /> }], { path });

async function submitNewPassword(password = 'a-new-password', confirm = password) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
  return user;
}

afterEach(() => vi.unstubAllGlobals());

describe('reset-password screen (SPEC §2, §8)', () => {
  it('shows the invalid-link page with a return-home button when there is no id', async () => {
    mockApi({});
    renderReset('/reset-password');
    expect(await screen.findByRole('heading', { name: 'Reset password' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid Reset LinkThis password reset link is invalid or has expired.',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Back to home' })).not.toBeInTheDocument();
  });

  it('checks the confirmation and sends the new password for the token', async () => {
    const { bodiesSentTo, fetchMock } = mockApi({
      'POST /api/accounts/reset-password/tok%2Fen': () => json(200, { success: true }),
    });
    renderReset('/reset-password/tok%2Fen');
    expect(screen.queryByRole('link', { name: 'Back to home' })).not.toBeInTheDocument();

    const user = await submitNewPassword('a-new-password', 'another-password');
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith(
      expect.stringContaining('reset-password'),
      expect.anything(),
    );

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByRole('heading', { name: 'Password updated' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(bodiesSentTo('POST /api/accounts/reset-password/tok%2Fen')).toEqual([
      { password: 'a-new-password' },
    ]);
  });

  it('shows the API message for a bad link', async () => {
    mockApi({
      'POST /api/accounts/reset-password/used': () =>
        json(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: 'This link is invalid or has expired',
        }),
    });
    renderReset('/reset-password/used');
    await submitNewPassword();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is invalid or has expired',
    );
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it("falls back to 'Failed to reset password. Please try again.'", async () => {
    mockApi({ 'POST /api/accounts/reset-password/t': () => new Response('', { status: 500 }) });
    renderReset('/reset-password/t');
    await submitNewPassword();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to reset password. Please try again.',
    );
  });
});
