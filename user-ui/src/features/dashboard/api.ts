import { apiRequest } from '@/lib/api-client';

export interface Stats {
  readonly emailsScanned: number;
}

export function fetchStats(): Promise<Stats> {
  return apiRequest<Stats>('/api/me/stats');
}
