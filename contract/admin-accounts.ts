import { z } from "zod";

/** An owner may do everything; a consultant everything but manage staff accounts. */
export const staffRoles = ["owner", "consultant"] as const;
export const staffRole = z.enum(staffRoles, { error: "Choose owner or consultant" });
export type StaffRole = z.infer<typeof staffRole>;

export const staffAccount = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: staffRole,
  disabled: z.boolean(),
  /** Still on a first password an owner or Kazi generated. */
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccount>;

export const staffAccountList = z.object({ accounts: z.array(staffAccount) });
export type StaffAccountList = z.infer<typeof staffAccountList>;

/** Letters, digits, dots, dashes and underscores: a name that reads the same in every log and list. */
export const newStaffAccountRequest = z.object({
  username: z
    .string({ error: "Username is required" })
    .trim()
    .min(3, "Use at least 3 characters")
    .max(50, "Use at most 50 characters")
    .regex(/^[A-Za-z0-9._-]+$/, "Use letters, digits, dots, dashes and underscores only"),
  email: z
    .string({ error: "Email is required" })
    .trim()
    .max(255, "Use at most 255 characters")
    .pipe(z.email("Enter a valid email address")),
  role: staffRole,
});
export type NewStaffAccountRequest = z.infer<typeof newStaffAccountRequest>;

/** One change at a time: the role, or disabled/enabled. */
export const staffAccountChange = z.union(
  [z.object({ role: staffRole }).strict(), z.object({ disabled: z.boolean() }).strict()],
  { error: "Send either a role or disabled" },
);
export type StaffAccountChange = z.infer<typeof staffAccountChange>;

/** A first password, shown once to the owner to hand over; it must be changed at sign-in. */
export const firstPasswordResponse = z.object({
  account: staffAccount,
  firstPassword: z.string(),
});
export type FirstPasswordResponse = z.infer<typeof firstPasswordResponse>;

export const staffAccountResponse = z.object({ account: staffAccount });
export type StaffAccountResponse = z.infer<typeof staffAccountResponse>;
