import { z } from 'zod';
import { GENDERS, LIMITS, MESSAGES, isValidEmail, passwordProblems } from '@scamcheck/shared';

/** Same shape the backend accepts for a phone number. */
export const PHONE_PATTERN = /^[+()\d\s.-]{3,50}$/;

export const emailField = z.string().trim().refine(isValidEmail, MESSAGES.emailInvalid);

/** At least 8 characters with a number, a symbol, an uppercase and a lowercase letter. */
export const strongPasswordField = z.string().superRefine((value, ctx) => {
  const [first] = passwordProblems(value);
  if (first) ctx.addIssue({ code: 'custom', message: first });
});

export const nameField = z
  .string()
  .trim()
  .min(LIMITS.nameMin, MESSAGES.nameMin)
  .max(LIMITS.nameMax, MESSAGES.nameMax);

export const phoneField = z
  .string()
  .trim()
  .refine((value) => value === '' || PHONE_PATTERN.test(value), MESSAGES.phoneInvalid);

export const genderField = z.union([z.enum(GENDERS), z.literal('')], { error: MESSAGES.genderInvalid });

export const countryField = z.string().trim().max(LIMITS.countryMax, MESSAGES.countryMax);

export const signInSchema = z.object({
  email: emailField,
  password: z.string().min(LIMITS.passwordMin, MESSAGES.passwordMin),
});
export type SignInValues = z.input<typeof signInSchema>;

export const resetRequestSchema = z.object({ email: emailField });
export type ResetRequestValues = z.input<typeof resetRequestSchema>;

export const newPasswordSchema = z
  .object({ password: strongPasswordField, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type NewPasswordValues = z.input<typeof newPasswordSchema>;

export const signUpSchema = z
  .object({
    name: nameField,
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(LIMITS.signupEmailMax, MESSAGES.emailMax)
      .refine(isValidEmail, MESSAGES.emailInvalid),
    password: strongPasswordField,
    confirmPassword: z.string(),
    phone: phoneField,
    gender: genderField,
    country: countryField,
    termsAccepted: z.boolean().refine((value) => value, MESSAGES.termsRequired),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpValues = z.output<typeof signUpSchema>;

/** The rules of the profile edit form. */
export const profileSchema = z.object({
  name: nameField,
  phone: phoneField,
  gender: genderField,
  country: countryField,
});
export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileValues = z.output<typeof profileSchema>;

/** Empty optional values are stored as null. */
export function emptyToNull<T extends string>(value: T | ''): T | null {
  return value === '' ? null : value;
}
