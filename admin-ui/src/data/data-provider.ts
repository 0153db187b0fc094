import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { API_URL, httpClient } from './http-client';

/** GET /api/admin/stats: the four stat cards of the dashboard. */
export interface AdminStats {
  total_patterns: number;
  active_patterns: number;
  emails_analyzed: number;
  auth_errors_24h: number;
}

/** What POST /api/admin/test-email takes. */
export interface TestEmailRequest {
  type: string;
  recipient: string;
}

export interface AdminDataProvider extends DataProvider {
  getStats(): Promise<AdminStats>;
  sendTestEmail(request: TestEmailRequest): Promise<unknown>;
  /** A one-time link (valid a minute) that opens the Bull queue dashboard with a cookie. */
  queueDashboardUrl(): Promise<string>;
}

/** ra-data-simple-rest against /api/admin (scam-patterns, emails, blocked-emails, security-events) plus stats and test email. */
export const dataProvider: AdminDataProvider = {
  ...simpleRestProvider(API_URL, httpClient),
  async getStats() {
    return (await httpClient(`${API_URL}/stats`)).json as AdminStats;
  },
  async sendTestEmail(request: TestEmailRequest) {
    return (await httpClient(`${API_URL}/test-email`, { method: 'POST', body: JSON.stringify(request) })).json as unknown;
  },
  async queueDashboardUrl() {
    const { json } = await httpClient(`${API_URL}/queues/session`, { method: 'POST', body: '{}' });
    return (json as { url: string }).url;
  },
};
