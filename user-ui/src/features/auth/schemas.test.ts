import { MESSAGES } from '@scamcheck/shared';
import { newPasswordSchema, profileSchema, resetRequestSchema, signInSchema, signUpSchema } from './schemas';

function firstErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.map(String).join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

const validSignUp = {
  name: 'Rose Tremblay',
  email: '  Rose@Family.Test ',
  password: 'Maple-Leaf-2026!',
  confirmPassword: 'Maple-Leaf-2026!',
  phone: '',
  gender: '' as const,
  country: '',
  termsAccepted: true,
};

describe('login', () => {
  it('needs a valid email and 8+ character password', () => {
    expect(firstErrors(signInSchema.safeParse({ email: 'rose', password: 'short' }))).toEqual({
      email: MESSAGES.emailInvalid,
      password: MESSAGES.passwordMin,
    });
    expect(signInSchema.safeParse({ email: 'rose@family.test', password: '12345678' }).success).toBe(true);
  });
  it('reset needs a valid email', () => {
    expect(firstErrors(resetRequestSchema.safeParse({ email: 'nope@' }))).toEqual({ email: MESSAGES.emailInvalid });
  });
});

describe('sign-up', () => {
  it('accepts a complete form, trimming and lower-casing the email', () => {
    const result = signUpSchema.safeParse(validSignUp);
    expect(result.success).toBe(true);
    expect(result.data?.email).toBe('rose@family.test');
  });

  it.each([
    [{ name: ' R ' }, 'name', MESSAGES.nameMin],
    [{ name: 'x'.repeat(101) }, 'name', MESSAGES.nameMax],
    [{ email: `${'a'.repeat(316)}@x.ca` }, 'email', MESSAGES.emailMax],
    [{ email: 'not-an-email' }, 'email', MESSAGES.emailInvalid],
    [{ password: 'Ab1!', confirmPassword: 'Ab1!' }, 'password', MESSAGES.passwordMin],
    [{ password: 'Abcdefg!', confirmPassword: 'Abcdefg!' }, 'password', MESSAGES.passwordNumber],
    [{ password: 'Abcdefg1', confirmPassword: 'Abcdefg1' }, 'password', MESSAGES.passwordSymbol],
    [{ password: 'abcdefg1!', confirmPassword: 'abcdefg1!' }, 'password', MESSAGES.passwordUpper],
    [{ password: 'ABCDEFG1!', confirmPassword: 'ABCDEFG1!' }, 'password', MESSAGES.passwordLower],
    [{ confirmPassword: 'Maple-Leaf-2026?' }, 'confirmPassword', MESSAGES.passwordsDontMatch],
    [{ country: 'c'.repeat(101) }, 'country', MESSAGES.countryMax],
    [{ termsAccepted: false }, 'termsAccepted', MESSAGES.termsRequired],
    [{ phone: 'call me' }, 'phone', MESSAGES.phoneInvalid],
  ] as const)('refuses %j with the message of the spec', (change, field, message) => {
    expect(firstErrors(signUpSchema.safeParse({ ...validSignUp, ...change }))[field]).toBe(message);
  });

  it('takes the optional fields when given', () => {
    expect(signUpSchema.safeParse({ ...validSignUp, phone: '+1 (613) 555-0199', gender: 'non-binary', country: 'Canada' }).success).toBe(true);
    expect(signUpSchema.safeParse({ ...validSignUp, gender: 'other' }).success).toBe(false);
  });
});

describe('new password after a reset link', () => {
  it('has the sign-up rules and must match', () => {
    expect(firstErrors(newPasswordSchema.safeParse({ password: 'weak', confirmPassword: 'weak' })).password).toBe(MESSAGES.passwordMin);
    expect(firstErrors(newPasswordSchema.safeParse({ password: 'Maple-Leaf-2026!', confirmPassword: 'x' })).confirmPassword).toBe(MESSAGES.passwordsDontMatch);
    expect(newPasswordSchema.safeParse({ password: 'Maple-Leaf-2026!', confirmPassword: 'Maple-Leaf-2026!' }).success).toBe(true);
  });
});

describe('profile edit', () => {
  it('trims the name and allows empty optional fields', () => {
    const result = profileSchema.safeParse({ name: '  Grandma Rose ', phone: '', gender: '', country: '' });
    expect(result.success).toBe(true);
    expect(result.data?.name).toBe('Grandma Rose');
  });
  it('refuses a short name and a long country', () => {
    expect(firstErrors(profileSchema.safeParse({ name: 'R', phone: '', gender: '', country: 'c'.repeat(101) }))).toEqual({
      name: MESSAGES.nameMin,
      country: MESSAGES.countryMax,
    });
  });
});
