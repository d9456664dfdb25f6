/**
 * Fault injection for tests of what the shop does when it fails at the worst moment: FAILPOINTS
 * names points and what happens there, e.g. "after-charge=throw" (the step fails as a database error
 * would) or "after-charge=exit" (the process dies at once, as with kill -9). Refused in production by
 * the configuration; without FAILPOINTS every point is a no-op.
 */
export class Failpoints {
  private readonly actions = new Map<string, "throw" | "exit">();

  constructor(setting: string | undefined) {
    for (const entry of (setting ?? "")
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean)) {
      const [name, action] = entry.split("=");
      if (!name || (action !== "throw" && action !== "exit")) throw new Error(`FAILPOINTS entry "${entry}" must be name=throw or name=exit.`);
      this.actions.set(name, action);
    }
  }

  /** Passes unless the point is armed: then throws, or ends the process as abruptly as kill -9. */
  hit(name: string): void {
    const action = this.actions.get(name);
    if (action === "throw") throw new Error(`failpoint ${name}`);
    if (action === "exit") process.kill(process.pid, "SIGKILL");
  }
}

const made = new WeakMap<object, Failpoints>();

/** The failpoints a configuration's FAILPOINTS arms, made once per configuration (a bad setting throws the first time). */
export function failpointsOf(config: { FAILPOINTS?: string | undefined }): Failpoints {
  let failpoints = made.get(config);
  if (!failpoints) {
    failpoints = new Failpoints(config.FAILPOINTS);
    made.set(config, failpoints);
  }
  return failpoints;
}
