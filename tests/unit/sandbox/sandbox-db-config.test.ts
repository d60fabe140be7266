// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { closeDb, getDb, poolSize } from "@/sandbox/db";

describe("sandbox database configuration", () => {
  it("sizes the PostgreSQL pool from DATABASE_POOL_SIZE, 10 when unset", () => {
    expect(poolSize(undefined)).toBe(10);
    expect(poolSize("")).toBe(10);
    expect(poolSize("1")).toBe(1);
    expect(poolSize("25")).toBe(25);
  });

  it("refuses a pool size pg would misread (0 and 'abc' as 10, a negative one as a pool that never answers)", () => {
    for (const bad of ["0", "-1", "abc", "2.5"]) expect(() => poolSize(bad), bad).toThrow(/DATABASE_POOL_SIZE/);
  });

  describe("closeDb", () => {
    afterEach(() => {
      vi.unstubAllEnvs();
    });

    it("settles when the database never opened (a bad DATABASE_URL), instead of rethrowing the open error", async () => {
      // Port 1 on loopback refuses at once; the pool gives up without waiting for its timeout.
      vi.stubEnv("DATABASE_URL", "postgres://nobody@127.0.0.1:1/none");
      // Closed while still opening (a shutdown during start-up): the open fails after that.
      const opening = getDb();
      const closing = closeDb();
      await expect(opening).rejects.toThrow();
      await expect(closing).resolves.toBeUndefined();
    });
  });
});
