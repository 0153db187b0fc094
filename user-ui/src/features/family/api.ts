import type { Language } from '@scamcheck/shared';
import { apiRequest } from '@/lib/api-client';

export interface HouseholdMember {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly language: Language;
  readonly status: 'pending' | 'confirmed';
  readonly invitedAt: string;
  readonly confirmedAt: string | null;
}

export interface Household {
  readonly members: HouseholdMember[];
  readonly maxMembers: number;
  readonly dailyLimit: number;
  readonly checksToday: number;
}

export interface HouseholdInvitation {
  readonly inviterName: string;
  readonly memberName: string;
  readonly memberEmail: string;
  readonly status: 'pending' | 'confirmed';
}

export const fetchHousehold = (): Promise<Household> => apiRequest<Household>('/api/me/household');

export const addHouseholdMember = (body: { name: string; email: string; language: Language }): Promise<HouseholdMember> =>
  apiRequest<HouseholdMember>('/api/me/household', { method: 'POST', body });

export const removeHouseholdMember = (id: string): Promise<void> => apiRequest<void>(`/api/me/household/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const fetchHouseholdInvitation = (token: string): Promise<HouseholdInvitation> =>
  apiRequest<HouseholdInvitation>(`/api/family/household-invitation?token=${encodeURIComponent(token)}`, { auth: false });

export const confirmHousehold = (token: string): Promise<HouseholdInvitation> =>
  apiRequest<HouseholdInvitation>('/api/family/household-invitation/confirm', { method: 'POST', body: { token }, auth: false });
