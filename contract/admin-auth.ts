import { z } from "zod";

/** Both fields required, with these exact messages (the sign-in form shows them). */
export const loginRequest = z.object({
  username: z
    .string({ error: "Username is required" })
    .trim()
    .min(1, "Username is required")
    .max(50, "Username is at most 50 characters"),
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(256, "Password is at most 256 characters"),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const adminProfile = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
  /** Kazi generated the password: the panel asks for a new one before anything else. */
  mustChangePassword: z.boolean(),
});
export type AdminProfile = z.infer<typeof adminProfile>;

export const loginResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  admin: adminProfile,
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** Same floor as ADMIN_PASSWORD in server/config.ts. */
export const newPasswordRule = z
  .string({ error: "New password is required" })
  .min(12, "Use at least 12 characters")
  .max(256, "Use at most 256 characters");

export const changePasswordRequest = z.object({
  currentPassword: z
    .string({ error: "Current password is required" })
    .min(1, "Current password is required")
    .max(256, "Password is at most 256 characters"),
  newPassword: newPasswordRule,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const changePasswordResponse = z.object({
  success: z.literal(true),
  revokedSessions: z.number().int(),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;
