import fc from "fast-check";
import { describe, expect, expectTypeOf, it } from "vitest";
import { defineSteps, runSteps, type Step, UndoFailedError } from "./steps";

interface Journal {
  log: string[];
}

/** A step that logs its run and undo; it fails instead when `fails` is set, synchronously or not. */
function journalStep(
  name: string,
  options: { fails?: boolean; undoFails?: boolean; async?: boolean; undo?: boolean } = {},
): Step<Journal, never, string, string> {
  const act = (journal: Journal) => {
    if (options.fails) throw new Error(`${name} broke`);
    journal.log.push(`run ${name}`);
    return `${name} done`;
  };
  const takeBack = (journal: Journal, result: string) => {
    if (options.undoFails) throw new Error(`undo ${name} broke`);
    journal.log.push(`undo ${name} (${result})`);
  };
  return {
    name,
    run: options.async ? async (journal) => act(await Promise.resolve(journal)) : act,
    ...(options.undo === false
      ? {}
      : { undo: options.async ? async (journal: Journal, result: string) => takeBack(await Promise.resolve(journal), result) : takeBack }),
  };
}

describe("runSteps", () => {
  it("runs every step in order and returns their results by name", async () => {
    const journal: Journal = { log: [] };
    const results = await runSteps(journal, [journalStep("reserve"), journalStep("charge", { async: true }), journalStep("record")]);
    expect(journal.log).toEqual(["run reserve", "run charge", "run record"]);
    expect(results).toEqual({ reserve: "reserve done", charge: "charge done", record: "record done" });
  });

  it("gives each step the results of the steps before it, and nothing of those after", async () => {
    const seen: unknown[] = [];
    await runSteps({}, [
      { name: "first", run: (_ctx, before) => seen.push({ ...before }) },
      { name: "second", run: async (_ctx, before) => seen.push({ ...before }) },
      { name: "third", run: (_ctx, before) => seen.push({ ...before }) },
    ]);
    expect(seen).toEqual([{}, { first: 1 }, { first: 1, second: 2 }]);
  });

  it("undoes the finished steps newest first and rethrows the very error the step threw", async () => {
    const journal: Journal = { log: [] };
    const failure = new Error("card declined");
    const run = runSteps(journal, [
      journalStep("reserve"),
      journalStep("hold stock", { async: true }),
      {
        name: "charge",
        run: () => {
          throw failure;
        },
      },
      journalStep("record"),
    ]);
    await expect(run).rejects.toBe(failure);
    expect(journal.log).toEqual(["run reserve", "run hold stock", "undo hold stock (hold stock done)", "undo reserve (reserve done)"]);
  });

  it("gives an undo the results that its step saw", async () => {
    const undoSaw: unknown[] = [];
    await expect(
      runSteps({}, [
        { name: "reserve", run: () => "S1001" },
        { name: "charge", run: (_ctx, before) => `paid ${before.reserve}`, undo: (_ctx, result, before) => void undoSaw.push(result, before) },
        {
          name: "record",
          run: () => {
            throw new Error("database down");
          },
        },
      ]),
    ).rejects.toThrow("database down");
    expect(undoSaw).toEqual(["paid S1001", { reserve: "S1001" }]);
  });

  it("skips steps that have nothing to undo", async () => {
    const journal: Journal = { log: [] };
    await expect(
      runSteps(journal, [journalStep("a"), journalStep("look up", { undo: false }), journalStep("b"), journalStep("c", { fails: true })]),
    ).rejects.toThrow("c broke");
    expect(journal.log).toEqual(["run a", "run look up", "run b", "undo b (b done)", "undo a (a done)"]);
  });

  it("runs the other undos when one throws, and reports the failed undos with the step's error as the cause", async () => {
    const journal: Journal = { log: [] };
    const failure = new Error("record broke");
    const run = runSteps(journal, [
      journalStep("a"),
      journalStep("b", { undoFails: true }),
      journalStep("c", { async: true }),
      journalStep("d", { undoFails: true, async: true }),
      {
        name: "record",
        run: async () => {
          throw failure;
        },
      },
    ]);
    const error = await run.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UndoFailedError);
    const undoFailed = error as UndoFailedError;
    expect(undoFailed.failedStep).toBe("record");
    expect(undoFailed.cause).toBe(failure);
    expect(undoFailed.undoFailures.map((f) => [f.step, (f.error as Error).message])).toEqual([
      ["d", "undo d broke"],
      ["b", "undo b broke"],
    ]);
    expect(undoFailed.message).toContain('Step "record" failed (record broke)');
    expect(journal.log).toEqual(["run a", "run b", "run c", "run d", "undo c (c done)", "undo a (a done)"]);
  });

  it("undoes nothing when the first step fails", async () => {
    const journal: Journal = { log: [] };
    await expect(runSteps(journal, [journalStep("a", { fails: true }), journalStep("b")])).rejects.toThrow("a broke");
    expect(journal.log).toEqual([]);
  });

  it("refuses two steps with one name before running anything", async () => {
    const journal: Journal = { log: [] };
    await expect(runSteps(journal, [journalStep("a"), journalStep("a")])).rejects.toThrow('Two steps are named "a".');
    expect(journal.log).toEqual([]);
  });

  it("waits for each async step and each async undo before the next", async () => {
    const events: string[] = [];
    const slow = (name: string, ms: number): Step<unknown, never, string, string> => ({
      name,
      run: () =>
        new Promise((resolve) =>
          setTimeout(() => {
            events.push(`run ${name}`);
            resolve(name);
          }, ms),
        ),
      undo: () =>
        new Promise((resolve) =>
          setTimeout(() => {
            events.push(`undo ${name}`);
            resolve();
          }, ms),
        ),
    });
    await expect(
      runSteps({}, [
        slow("a", 15),
        slow("b", 1),
        {
          name: "c",
          run: () => new Promise((_resolve, reject) => setTimeout(() => reject(new Error("late failure")), 5)),
        },
      ]),
    ).rejects.toThrow("late failure");
    expect(events).toEqual(["run a", "run b", "undo b", "undo a"]);
  });

  it("for any failing step k of n: steps after k never run, and exactly steps 0..k-1 are undone, newest first", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .integer({ min: 1, max: 12 })
          .chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 0, max: n - 1 }), fc.array(fc.boolean(), { minLength: n, maxLength: n }))),
        async ([n, k, asyncFlags]) => {
          const journal: Journal = { log: [] };
          const steps = Array.from({ length: n }, (_, i) => journalStep(`s${i}`, { fails: i === k, async: asyncFlags[i] }));
          await expect(runSteps(journal, steps)).rejects.toThrow(`s${k} broke`);
          const ran = Array.from({ length: k }, (_, i) => `run s${i}`);
          const undone = Array.from({ length: k }, (_, i) => `undo s${k - 1 - i} (s${k - 1 - i} done)`);
          expect(journal.log).toEqual([...ran, ...undone]);
        },
      ),
    );
  });

  it("for any set of failing undos: every other undo still runs, and the failures are reported newest first", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 10 }).chain((k) => fc.tuple(fc.constant(k), fc.array(fc.boolean(), { minLength: k, maxLength: k }))),
        async ([k, undoFails]) => {
          const journal: Journal = { log: [] };
          const failure = new Error("last step broke");
          const steps: Step<Journal, never, string, unknown>[] = Array.from({ length: k }, (_, i) => journalStep(`s${i}`, { undoFails: undoFails[i] }));
          steps.push({
            name: "last",
            run: () => {
              throw failure;
            },
          });
          const error = await runSteps(journal, steps).catch((caught: unknown) => caught);
          const failing = [...undoFails.keys()].filter((i) => undoFails[i]).reverse();
          const succeeding = [...undoFails.keys()].filter((i) => !undoFails[i]).reverse();
          expect(journal.log.filter((line) => line.startsWith("undo"))).toEqual(succeeding.map((i) => `undo s${i} (s${i} done)`));
          if (failing.length === 0) expect(error).toBe(failure);
          else {
            expect(error).toBeInstanceOf(UndoFailedError);
            expect((error as UndoFailedError).cause).toBe(failure);
            expect((error as UndoFailedError).undoFailures.map((f) => f.step)).toEqual(failing.map((i) => `s${i}`));
          }
        },
      ),
    );
  });
});

describe("defineSteps", () => {
  interface Checkout {
    total: number;
    released: string[];
  }

  const placeOrder = defineSteps<Checkout>()
    .step({
      name: "reserveNumber",
      run: () => "S1001",
      undo: (checkout, orderNumber) => void checkout.released.push(orderNumber),
    })
    .step({
      name: "charge",
      run: async (checkout, { reserveNumber }) => ({ orderNumber: reserveNumber, amountCents: checkout.total }),
    })
    .step({
      name: "record",
      run: (_checkout, { charge }) => {
        if (charge.amountCents <= 0) throw new Error("nothing to record");
        return { receipt: `${charge.orderNumber}: ${charge.amountCents}` };
      },
    });

  it("passes each step's typed result to the later steps and returns all of them", async () => {
    const results = await placeOrder.run({ total: 4599, released: [] });
    expect(results).toEqual({
      reserveNumber: "S1001",
      charge: { orderNumber: "S1001", amountCents: 4599 },
      record: { receipt: "S1001: 4599" },
    });
    expectTypeOf(results.charge.amountCents).toEqualTypeOf<number>();
    expectTypeOf(results.record.receipt).toEqualTypeOf<string>();
  });

  it("undoes the earlier steps when a later one fails, and can run again", async () => {
    const checkout: Checkout = { total: 0, released: [] };
    await expect(placeOrder.run(checkout)).rejects.toThrow("nothing to record");
    expect(checkout.released).toEqual(["S1001"]);
    await expect(placeOrder.run({ total: 100, released: [] })).resolves.toMatchObject({ record: { receipt: "S1001: 100" } });
  });

  it("refuses a second step with a name already used", () => {
    const list = defineSteps<Checkout>().step({ name: "charge", run: () => 1 });
    // @ts-expect-error a name already in the list is refused by the types too
    expect(() => list.step({ name: "charge", run: () => 2 })).toThrow('Two steps are named "charge".');
  });
});
