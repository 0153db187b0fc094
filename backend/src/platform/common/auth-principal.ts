import type { Request } from 'express';

/** Who is calling, as established by the JWT guard. */
export interface AuthPrincipal {
  userId: string;
  sessionId: string;
  email: string;
}

export interface AuthenticatedRequest extends Request {
  user?: AuthPrincipal;
}
