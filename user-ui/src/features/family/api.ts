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

export interface TrustedMember {
  readonly name: string;
  readonly email: string;
  readonly language: Language;
  readonly alertOnCaution: boolean;
  readonly status: 'pending' | 'confirmed' | 'stopped';
  readonly invitedAt: string;
  readonly confirmedAt: string | null;
}

export interface TrustedLink {
  readonly inviterName: string;
  readonly status: 'pending' | 'confirmed' | 'stopped';
}

export const fetchTrustedMember = (): Promise<{ trustedMember: TrustedMember | null }> => apiRequest('/api/me/trusted-member');

export const saveTrustedMember = (body: { name: string; email: string; language: Language; alertOnCaution: boolean }): Promise<{ trustedMember: TrustedMember }> =>
  apiRequest('/api/me/trusted-member', { method: 'PUT', body });

export const removeTrustedMember = (): Promise<void> => apiRequest('/api/me/trusted-member', { method: 'DELETE' });

export const fetchTrustedInvitation = (token: string): Promise<TrustedLink> =>
  apiRequest(`/api/family/trusted-invitation?token=${encodeURIComponent(token)}`, { auth: false });

export const confirmTrusted = (token: string): Promise<TrustedLink> =>
  apiRequest('/api/family/trusted-invitation/confirm', { method: 'POST', body: { token }, auth: false });

export const fetchTrustedStop = (token: string): Promise<TrustedLink> => apiRequest(`/api/family/trusted-stop?token=${encodeURIComponent(token)}`, { auth: false });

export const stopTrusted = (token: string): Promise<TrustedLink> => apiRequest('/api/family/trusted-stop', { method: 'POST', body: { token }, auth: false });

export interface FeedbackResult {
  readonly answer: 'correct' | 'is_scam' | 'is_safe';
  readonly riskLevel: string;
}

export const sendFeedback = (token: string): Promise<FeedbackResult> => apiRequest('/api/family/feedback', { method: 'POST', body: { token }, auth: false });

/** "I already clicked": with the verdict email's token (no session), or as the signed-in account. */
export const sendHelpAlert = (situation: string, token: string | null): Promise<{ status: 'sent' }> =>
  token
    ? apiRequest('/api/family/help-alert', { method: 'POST', body: { situation, token }, auth: false })
    : apiRequest('/api/me/trusted-member/help-alert', { method: 'POST', body: { situation } });

export interface HistoryEntry {
  readonly id: string;
  readonly checkedAt: string;
  readonly forwardedBy: string;
  readonly forwardedByName: string | null;
  readonly originalSender: string | null;
  readonly subject: string | null;
  readonly verdict: 'safe' | 'suspicious' | 'dangerous' | null;
  readonly outcome: string;
  readonly reasons: string[];
}

export interface HistoryPage {
  readonly items: HistoryEntry[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
}

export const fetchHistory = (page: number, pageSize = 10): Promise<HistoryPage> => apiRequest(`/api/me/history?page=${page}&pageSize=${pageSize}`);
export const deleteHistoryEntry = (id: string): Promise<void> => apiRequest(`/api/me/history/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const deleteHistory = (): Promise<{ deleted: number }> => apiRequest('/api/me/history', { method: 'DELETE' });
export const deleteAccount = (email: string): Promise<void> => apiRequest('/api/me', { method: 'DELETE', body: { email } });
