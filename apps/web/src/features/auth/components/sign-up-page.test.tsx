import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n';
import { renderRoutes } from '@/test/render';
import { apiError, onCaptchaConfig, onPost, respond } from '@/test/http';
import { SignUpPage } from './sign-up-page';

const routes = [
  { path: 'sign-up', element: <SignUpPage /> },
  { path: 'sign-in', element: <h1>Sign in page</h1> },
];

const renderSignUp = () => renderRoutes(routes, { path: '/sign-up' });
const submitButton = () => screen.getByRole('button', { name: 'Create account' });

async function fillForm(user: ReturnType<typeof userEvent.setup>, confirm = 'long-enough-pw') {
  await user.type(await screen.findByLabelText('Email'), 'new@example.com');
  await user.type(screen.getByLabelText('Password'), 'long-enough-pw');
  await user.type(screen.getByLabelText('Confirm password'), confirm);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('sign-up screen (docs/product.md §2, §5)', () => {
  it('keeps submit disabled until the form is valid; rechecks the confirmation live', async () => {
    onCaptchaConfig();
    renderSignUp();
    const user = userEvent.setup();
    expect(submitButton()).toBeDisabled();

    await user.type(await screen.findByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), '-but-now-long');
    await user.type(screen.getByLabelText('Confirm password'), 'short-but-now-long');
    expect(submitButton()).toBeEnabled();

    // Changing the password re-checks the confirmation without touching it.
    await user.type(screen.getByLabelText('Password'), '!');
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(submitButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Confirm password'), '!');
    expect(screen.queryByText("Passwords don't match")).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it('sends e-mail, password, captcha and language, then counts down 10 s to /sign-in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onCaptchaConfig();
    const signUp = onPost('/api/accounts/signup', respond(201, { success: true }));
    await i18n.changeLanguage('es');
    const { router } = renderSignUp();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(await screen.findByLabelText('Correo electrónico'), 'new@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'long-enough-pw');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'long-enough-pw');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(await screen.findByRole('heading', { name: 'Cuenta creada' })).toHaveFocus();
    expect(screen.getByText(/new@example.com/)).toBeInTheDocument();
    expect(signUp.bodies()).toEqual([
      { email: 'new@example.com', password: 'long-enough-pw', captcha: 'none', language: 'es' },
    ]);
    expect(screen.getByRole('timer')).toHaveTextContent('10 segundos');

    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(screen.getByRole('timer')).toHaveTextContent('1 segundo…');
    expect(router.state.location.pathname).toBe('/sign-up');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('the go-now button skips the countdown', async () => {
    onCaptchaConfig();
    onPost('/api/accounts/signup', respond(201, { success: true }));
    const { router } = renderSignUp();
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(submitButton());
    await user.click(await screen.findByRole('button', { name: 'Go to sign in now' }));
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('shows the server message (translated), e.g. when rate limited', async () => {
    onCaptchaConfig();
    onPost('/api/accounts/signup', apiError(429, 'Too many requests. Please try again later.'));
    renderSignUp();
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again later.',
    );
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Demasiadas solicitudes. Inténtalo más tarde.',
    );
  });

  it("falls back to 'Failed to create account' without a server message", async () => {
    onCaptchaConfig();
    onPost('/api/accounts/signup', respond(502));
    renderSignUp();
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create account');
  });

  it('shows field messages from a 400 answer on their fields', async () => {
    onCaptchaConfig();
    onPost(
      '/api/accounts/signup',
      apiError(400, 'Please correct the errors in the form', {
        fields: { email: 'Email is too long' },
      }),
    );
    renderSignUp();
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(submitButton());
    expect(await screen.findByText('Email is too long')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});
