import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/test/render';
import { apiError, onCaptchaConfig, onGet, onPost, respond } from '@/test/http';
import { ForgotPasswordPage } from './forgot-password-page';
import { SignUpPage } from './sign-up-page';

// The real widget does proof-of-work in workers jsdom lacks; the element's events are what matter.
vi.mock('altcha', () => ({}));
vi.mock('altcha/i18n/es-es', () => ({}));

async function widget(): Promise<HTMLElement> {
  return waitFor(() => {
    const element = document.querySelector<HTMLElement>('altcha-widget');
    if (!element) throw new Error('no widget yet');
    return element;
  });
}

const emit = (element: HTMLElement, state: string, payload?: string) =>
  act(() => {
    element.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  });

describe('captcha (docs/product.md §5, docs/architecture.md §3 ALTCHA)', () => {
  it('renders the self-hosted ALTCHA widget and enables sign-up only once it is verified', async () => {
    onCaptchaConfig('altcha');
    const signUp = onPost(
      '/api/accounts/signup',
      apiError(400, 'Captcha verification failed. Please try again.', {
        fields: { captcha: 'Captcha verification failed. Please try again.' },
      }),
    );
    renderRoutes([{ path: '*', element: <SignUpPage /> }], { path: '/sign-up' });
    const user = userEvent.setup();
    const element = await widget();
    expect(element).toHaveAttribute('challenge', '/api/captcha/challenge');
    expect(element).toHaveAttribute('language', 'en');

    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough-pw');
    await user.type(screen.getByLabelText('Confirm password'), 'long-enough-pw');
    const submit = screen.getByRole('button', { name: 'Create account' });
    expect(submit).toBeDisabled();

    await emit(element, 'verifying');
    expect(submit).toBeDisabled();
    await emit(element, 'verified', 'solution-payload');
    await waitFor(() => expect(submit).toBeEnabled());

    await user.click(submit);
    expect(await screen.findByText('Captcha verification failed. Please try again.')).toBeVisible();
    expect(signUp.bodies()[0]).toMatchObject({
      captcha: 'solution-payload',
    });
    // The spent solution is dropped: the user must solve a new one.
    expect(
      await screen.findByText('Please complete the reCAPTCHA verification'),
    ).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('an expired solution disables the forgot-password submit again', async () => {
    onCaptchaConfig('altcha');
    renderRoutes([{ path: '*', element: <ForgotPasswordPage /> }], { path: '/forgot-password' });
    const user = userEvent.setup();
    const element = await widget();
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    const submit = screen.getByRole('button', { name: 'Send reset link' });
    await emit(element, 'verified', 'payload');
    await waitFor(() => expect(submit).toBeEnabled());
    await emit(element, 'expired');
    expect(
      await screen.findByText('Please complete the reCAPTCHA verification'),
    ).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('offers a retry when the captcha configuration cannot be loaded', async () => {
    let attempts = 0;
    // 404 is not retried by the query client, so the failure shows at once.
    onGet('/api/captcha/config', () =>
      ++attempts === 1 ? respond(404, {}) : { provider: 'none' },
    );
    renderRoutes([{ path: '*', element: <ForgotPasswordPage /> }], { path: '/forgot-password' });
    const user = userEvent.setup();
    expect(await screen.findByText('The verification could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled(),
    );
  });
});
