/** A customer's gender as forms offer it and UserInfo.m_gender stores it (1, 2, 3): no zod, so the browser reads it without loading a schema. */
export const GENDERS = ["Male", "Female", "Other"] as const;
export type Gender = (typeof GENDERS)[number];

/** UserInfo.m_gender: 1 Male, 2 Female, anything else Other. */
export function genderFromCode(code: unknown): Gender | "" {
  if (code === null || code === undefined || code === "") return "";
  const value = String(code);
  if (value === "1" || value === "Male") return "Male";
  if (value === "2" || value === "Female") return "Female";
  return "Other";
}

export function genderToCode(gender: string | undefined): number | null {
  if (gender === "Male") return 1;
  if (gender === "Female") return 2;
  if (gender === "Other") return 3;
  return null;
}
