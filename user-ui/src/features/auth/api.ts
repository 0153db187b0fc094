import { apiRequest } from '@/lib/api-client';
import type { Profile, ProfileUpdate } from './types';

export function fetchProfile(): Promise<Profile> {
  return apiRequest<Profile>('/api/me');
}

export function updateProfile(update: ProfileUpdate): Promise<Profile> {
  return apiRequest<Profile>('/api/me', { method: 'PUT', body: update });
}

/** The body of PUT /api/me that keeps everything as it is except what is given. */
export function profileUpdateFrom(profile: Profile, changes: Partial<ProfileUpdate> = {}): ProfileUpdate {
  return {
    name: profile.name ?? profile.email.split('@')[0] ?? '',
    phone: profile.phone,
    gender: profile.gender,
    country: profile.country,
    language: profile.language,
    ...changes,
  };
}
