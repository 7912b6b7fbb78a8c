import { z } from "zod";

/** A record id in a URL: a positive 32-bit integer. */
export const recordId = z.coerce
  .number({ error: "The id must be a number" })
  .int("The id must be a whole number")
  .positive("The id must be a positive number")
  .max(2_147_483_647, "The id is too large");

export const idParams = z.object({ id: recordId });
