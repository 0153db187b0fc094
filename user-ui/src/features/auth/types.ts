import type { Gender, Language } from '@scamcheck/shared';

/** GET /api/me */
export interface Profile {
  readonly id: string;
  readonly name: string | null;
  readonly email: string;
  readonly phone: string | null;
  readonly gender: Gender | null;
  readonly country: string | null;
  readonly language: Language;
  readonly isAdmin: boolean;
  readonly created_at: string;
}

/** PUT /api/me */
export interface ProfileUpdate {
  readonly name: string;
  readonly phone: string | null;
  readonly gender: Gender | null;
  readonly country: string | null;
  readonly language: Language;
}
