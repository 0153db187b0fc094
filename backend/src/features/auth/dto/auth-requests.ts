/** Request bodies of the auth wire protocol. Unknown fields are tolerated and `null` means absent. */
export interface SignupBody {
  email?: string | null;
  phone?: string | null;
  password?: string | null;
  data?: Record<string, unknown> | null;
}

export interface PasswordGrantBody {
  email?: string | null;
  phone?: string | null;
  password?: string | null;
}

export interface RefreshGrantBody {
  refresh_token?: string | null;
}

export interface RecoverBody {
  email?: string | null;
}

export interface UpdateUserBody {
  email?: string | null;
  phone?: string | null;
  password?: string | null;
  data?: Record<string, unknown> | null;
  app_metadata?: unknown;
}

export interface VerifyQuery {
  token?: string;
  type?: string;
  redirect_to?: string;
}
