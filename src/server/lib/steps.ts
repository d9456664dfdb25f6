/** The results of the steps that finished so far, by step name. */
export type StepResults = Readonly<Record<string, unknown>>;

type NoResults = Readonly<Record<never, never>>;

/** One named piece of multi-step work and, when it changes something outside, how to take that back. */
export interface Step<Ctx, Before extends StepResults, Name extends string, Result> {
  readonly name: Name;
  /** Does the work; `results` holds what the earlier steps returned. */
  run(ctx: Ctx, results: Before): Result | Promise<Result>;
  /** Takes back what `run` did, given what it returned; runs only when a later step fails. */
  undo?(ctx: Ctx, result: Result, results: Before): void | Promise<void>;
}

// biome-ignore lint/suspicious/noExplicitAny: a list of steps mixes result types; `defineSteps` keeps them typed.
type AnyStep<Ctx> = Step<Ctx, any, string, any>;

/** One undo that threw while the steps before a failure were being taken back. */
export interface UndoFailure {
  readonly step: string;
  readonly error: unknown;
}

/** A step failed and so did some undos: something outside may still hold what a step did; `cause` is the step's error. */
export class UndoFailedError extends Error {
  constructor(
    readonly failedStep: string,
    override readonly cause: unknown,
    readonly undoFailures: readonly UndoFailure[],
  ) {
    const undone = undoFailures.map((failure) => `${failure.step} (${messageOf(failure.error)})`).join(", ");
    super(`Step "${failedStep}" failed (${messageOf(cause)}) and ${undoFailures.length} undo(s) failed: ${undone}`);
    this.name = "UndoFailedError";
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Runs the steps in order; on a failure undoes the finished ones newest first, then rethrows (or throws `UndoFailedError`). */
export async function runSteps<Ctx>(ctx: Ctx, steps: readonly AnyStep<Ctx>[]): Promise<StepResults> {
  const names = new Set<string>();
  for (const step of steps) {
    if (names.has(step.name)) throw new Error(`Two steps are named "${step.name}".`);
    names.add(step.name);
  }

  const results: Record<string, unknown> = {};
  const finished: { step: AnyStep<Ctx>; result: unknown; before: StepResults }[] = [];
  for (const step of steps) {
    const before: StepResults = { ...results };
    let result: unknown;
    try {
      result = await step.run(ctx, before);
    } catch (error) {
      const undoFailures: UndoFailure[] = [];
      for (const done of finished.reverse()) {
        if (!done.step.undo) continue;
        try {
          await done.step.undo(ctx, done.result, done.before);
        } catch (undoError) {
          undoFailures.push({ step: done.step.name, error: undoError });
        }
      }
      if (undoFailures.length > 0) throw new UndoFailedError(step.name, error, undoFailures);
      throw error;
    }
    results[step.name] = result;
    finished.push({ step, result, before });
  }
  return results;
}

/** A typed list of steps under construction: each added step sees the named results of those before it. */
export interface StepList<Ctx, Results extends StepResults> {
  /** Adds a step after the others; its name must be new. */
  step<Name extends string, Result>(
    step: Step<Ctx, Results, Name extends keyof Results ? never : Name, Result>,
  ): StepList<Ctx, Results & { readonly [K in Name]: Awaited<Result> }>;
  /** Runs the steps (see `runSteps`) and returns every step's result by name. */
  run(ctx: Ctx): Promise<Results>;
}

/** Starts a typed list of steps that all receive a context of type `Ctx`. */
export function defineSteps<Ctx>(): StepList<Ctx, NoResults> {
  return listOf<Ctx, NoResults>([]);
}

function listOf<Ctx, Results extends StepResults>(steps: readonly AnyStep<Ctx>[]): StepList<Ctx, Results> {
  return {
    step(step) {
      if (steps.some((existing) => existing.name === step.name)) throw new Error(`Two steps are named "${step.name}".`);
      return listOf([...steps, step]);
    },
    run: (ctx) => runSteps(ctx, steps) as Promise<Results>,
  };
}
