import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/test/render';
import { apiError, onCaptchaConfig, onPost, respond } from '@/test/http';
import { ForgotPasswordPage } from './forgot-password-page';

const renderForgot = () =>
  renderRoutes([{ path: '*', element: <ForgotPasswordPage /> }], { path: '/forgot-password' });

describe('forgot-password screen (docs/product.md §2, §8)', () => {
  it('validates the e-mail and keeps submit disabled until valid', async () => {
    onCaptchaConfig();
    renderForgot();
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: 'Send reset link' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'x');
    await user.clear(screen.getByLabelText('Email'));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeInTheDocument();
  });

  it('shows the check-your-email panel naming the address, with a way back to sign-in', async () => {
    onCaptchaConfig();
    const resetRequest = onPost('/api/accounts/request-reset-password', { success: true });
    renderForgot();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'Owner@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toHaveFocus();
    expect(screen.getByText(/owner@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/sign-in',
    );
    expect(resetRequest.bodies()).toEqual([
      { email: 'owner@example.com', captcha: 'none', language: 'en' },
    ]);
  });

  it("shows the server message, else 'Failed to send reset email'", async () => {
    let answer = apiError(429, 'Too many requests. Please try again later.');
    onCaptchaConfig();
    onPost('/api/accounts/request-reset-password', () => answer);
    renderForgot();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again later.',
    );

    answer = respond(500);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Failed to send reset email')).toBeInTheDocument();
  });
});
