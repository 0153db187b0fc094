import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@scamcheck/shared';
import { i18n } from '@/i18n';
import { renderWithProviders } from '@/testing/render';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('sign-in form', () => {
  it('shows the spec messages under the fields and marks them invalid', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignInForm onForgotPassword={() => undefined} />);
    await user.type(screen.getByLabelText(/^Email/), 'grandma');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordMin)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.emailInvalid));
  });

  it('hands the typed email to the reset form', async () => {
    const user = userEvent.setup();
    const onForgot = vi.fn();
    renderWithProviders(<SignInForm onForgotPassword={onForgot} />);
    await user.type(screen.getByLabelText(/^Email/), 'rose@family.test');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(onForgot).toHaveBeenCalledWith('rose@family.test');
  });
});

describe('sign-up form', () => {
  it('has every field, with the password hint and the terms links', () => {
    renderWithProviders(<SignUpForm onConfirmationSent={() => undefined} />);
    for (const label of [/^Name/, /^Email/, /^Password/, /^Confirm Password/, /^Phone/, /^Gender/, /^Country/]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByText('1 uppercase, 1 lowercase, 1 number, 1 symbol')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Not specified' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms-of-use');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/terms-of-use#privacy');
    expect(screen.getByRole('link', { name: 'EULA' })).toHaveAttribute('href', '/eula');
    expect(screen.getByRole('checkbox', { name: /closed beta provided as is/ })).toBeInTheDocument();
  });

  it('validates with the spec messages, in French too', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm onConfirmationSent={() => undefined} />);
    await user.type(screen.getByLabelText(/^Name/), 'R');
    await user.type(screen.getByLabelText(/^Email/), 'rose@family.test');
    await user.type(screen.getByLabelText(/^Password/), 'abcdefg1!');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'abcdefg1?');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(MESSAGES.nameMin)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordUpper)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordsDontMatch)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.termsRequired)).toBeInTheDocument();

    await i18n.changeLanguage('fr');
    expect(await screen.findByText('Le nom doit compter au moins 2 caractères')).toBeInTheDocument();
    expect(screen.getByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});
