import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/server/config";

describe("configuration", () => {
  it("runs with no variables set, on the embedded database and port 3000", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.store.phone).toBe("(905) 555-0142");
    expect(config.store.city).toBe("Woodbridge");
  });

  it("takes overrides", () => {
    const config = loadConfig({ PORT: "8080", DATABASE_URL: "postgres://u@db:5432/shop", STORE_PHONE: "(416) 555-0000", SEED_DEMO: "false" });
    expect(config).toMatchObject({ PORT: 8080, DATABASE_URL: "postgres://u@db:5432/shop", SEED_DEMO: false });
    expect(config.store.phone).toBe("(416) 555-0000");
  });

  it("lists every bad variable at once", () => {
    expect(() => loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x@y/z", LOG_LEVEL: "loud" })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL|PORT[\s\S]*LOG_LEVEL[\s\S]*DATABASE_URL/,
    );
  });
});
