import { z } from "zod";

export const storeInfo = z.object({
  name: z.string(),
  address: z.string(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string(),
  phone: z.string(),
  dealerLine: z.string(),
  fax: z.string(),
  email: z.string(),
  hours: z.array(z.string()),
  /** The hours in French (decision 039); empty: French pages show `hours`. */
  hoursFr: z.array(z.string()).default([]),
  latitude: z.number(),
  longitude: z.number(),
  gstHstNumber: z.string(),
  qstNumber: z.string(),
});
