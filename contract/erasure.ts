import { z } from "zod";

/** DELETE /api/admin/inquiries/{id}, /subscribers/{id}, /cv-requests/{id}. */
export const erasureResponse = z.object({ success: z.literal(true) });
export type ErasureResponse = z.infer<typeof erasureResponse>;
