import { useEffect, useState } from 'react';
import { DEFAULT_DAILY_SCAN_LIMIT } from '@scamcheck/shared';
import { apiRequest } from './api-client';

/** GET /api/config: what this deployment's scanning address and daily allowance are. */
export interface PublicConfig {
  readonly scanAddress: string;
  readonly dailyScanLimit: number;
  readonly supportEmail: string;
  readonly confirmEmail: boolean;
}

let cached: PublicConfig | null = null;
let pending: Promise<PublicConfig> | null = null;

function load(): Promise<PublicConfig> {
  if (!pending) {
    pending = apiRequest<PublicConfig>('/api/config', { auth: false })
      .then((config) => {
        cached = config;
        return config;
      })
      .catch((error: unknown) => {
        pending = null;
        throw error;
      });
  }
  return pending;
}

/** null while loading (or if the server could not be reached). */
export function usePublicConfig(): PublicConfig | null {
  const [config, setConfig] = useState<PublicConfig | null>(cached);
  useEffect(() => {
    if (cached) return undefined;
    let active = true;
    load()
      .then((value) => active && setConfig(value))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);
  return config;
}

export const FALLBACK_DAILY_LIMIT = DEFAULT_DAILY_SCAN_LIMIT;
