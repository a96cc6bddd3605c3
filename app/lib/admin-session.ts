import type { AdminProfile } from "../../contract/admin-auth";

/** The token and the admin are kept in local storage as adminToken and adminUser. */
const TOKEN_KEY = "adminToken";
const USER_KEY = "adminUser";

export interface StoredAdminSession {
  token: string;
  admin: Pick<AdminProfile, "username"> & Partial<AdminProfile>;
}

export function readAdminSession(): StoredAdminSession | null {
  if (typeof window === "undefined") return null;
  const token = window.localStorage.getItem(TOKEN_KEY);
  const rawUser = window.localStorage.getItem(USER_KEY);
  if (!token || !rawUser) return null;
  try {
    const admin = JSON.parse(rawUser) as StoredAdminSession["admin"];
    return typeof admin?.username === "string" ? { token, admin } : null;
  } catch {
    return null;
  }
}

export function storeAdminSession(session: StoredAdminSession): void {
  window.localStorage.setItem(TOKEN_KEY, session.token);
  window.localStorage.setItem(USER_KEY, JSON.stringify(session.admin));
}

export function clearAdminSession(): void {
  window.localStorage.removeItem(TOKEN_KEY);
  window.localStorage.removeItem(USER_KEY);
}
