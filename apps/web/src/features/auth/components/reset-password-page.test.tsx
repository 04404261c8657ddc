import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/test/render';
import {
  apiError,
  networkError,
  onCaptchaConfig,
  onGet,
  onPost,
  requests,
  respond,
} from '@/test/http';
import { ResetPasswordPage } from './reset-password-page';

/** GET /api/accounts/reset-password/:token: the link still works. */
const linkIsValid = () => onGet('/api/accounts/reset-password/:token', { success: true });

const renderReset = (path: string) =>
  renderRoutes([{ path: 'reset-password/:id?', element: <ResetPasswordPage /> }], { path });

async function submitNewPassword(password = 'a-new-password', confirm = password) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
  return user;
}

describe('reset-password screen (docs/product.md §2, §8)', () => {
  it('shows the invalid-link page with a return-home button when there is no id', async () => {
    onCaptchaConfig();
    renderReset('/reset-password');
    expect(await screen.findByRole('heading', { name: 'Reset password' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid reset linkThis password reset link is invalid or has expired.',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Back to home' })).not.toBeInTheDocument();
  });

  it('checks the confirmation and sends the new password for the token', async () => {
    onCaptchaConfig();
    const check = linkIsValid();
    const reset = onPost('/api/accounts/reset-password/:token', { success: true });
    renderReset('/reset-password/tok%2Fen');
    expect(screen.queryByRole('link', { name: 'Back to home' })).not.toBeInTheDocument();

    const user = await submitNewPassword('a-new-password', 'another-password');
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(requests({ method: 'POST' })).toEqual([]);
    expect(check.requests().map(({ path }) => path)).toEqual([
      '/api/accounts/reset-password/tok%2Fen',
    ]);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByRole('heading', { name: 'Password updated' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(reset.requests().map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/api/accounts/reset-password/tok%2Fen', body: { password: 'a-new-password' } },
    ]);
  });

  it('shows the API message for a bad link', async () => {
    onCaptchaConfig();
    linkIsValid();
    onPost(
      '/api/accounts/reset-password/used',
      apiError(400, 'This link is invalid or has expired'),
    );
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
    onCaptchaConfig();
    linkIsValid();
    onPost('/api/accounts/reset-password/t', respond(500));
    renderReset('/reset-password/t');
    await submitNewPassword();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to reset password. Please try again.',
    );
  });

  it('says a used or expired link is invalid before the form is filled', async () => {
    onCaptchaConfig();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    onGet('/api/accounts/reset-password/:token', async () => {
      await gate;
      return apiError(400, 'This link is invalid or has expired');
    });
    renderReset('/reset-password/spent-token');

    // While the link is checked: the form's shape, no fields to type into yet.
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    release();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid reset linkThis password reset link is invalid or has expired.',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(requests({ method: 'POST' })).toEqual([]);
  });

  it('shows a failed check as an error with Retry, then the form once the link is confirmed', async () => {
    onCaptchaConfig();
    onGet('/api/accounts/reset-password/:token', networkError(), { once: true });
    onGet('/api/accounts/reset-password/:token', networkError(), { once: true });
    renderReset('/reset-password/good-token');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error: Unable to connect to the server',
    );
    expect(screen.queryByText('Invalid reset link')).not.toBeInTheDocument();
    linkIsValid();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
  });
});
