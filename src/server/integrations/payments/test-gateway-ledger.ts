import { mkdir, open, readFile, truncate } from "node:fs/promises";
import path from "node:path";
import type { Cents } from "../../../domain/money";
import type { CardBrand } from "./gateway";

/** A charge attempt as the test gateway keeps it: the card's brand and last 4 digits, nothing more of it. */
export interface LedgerCharge {
  type: "charge";
  at: string;
  idempotencyKey: string;
  orderNumber: string;
  amountCents: Cents;
  status: "approved" | "declined";
  reference: string;
  message: string;
  brand: CardBrand | null;
  last4: string | null;
  /** The random id of the token used, so a token charges once; it says nothing about the card. */
  tokenId: string | null;
}

/** Money given back on a charge, or the charge voided. */
export interface LedgerAdjustment {
  type: "refund" | "void";
  at: string;
  idempotencyKey: string;
  chargeReference: string;
  reference: string;
  amountCents: Cents;
}

/** One line of the ledger file. */
export type LedgerEntry = LedgerCharge | LedgerAdjustment;

/** A charge with what has been done to it since. */
export interface ChargeState extends LedgerCharge {
  refundedCents: Cents;
  voided: boolean;
}

const FIRST_REFERENCE = 10_000_001;
const FILE_NAME = "ledger.jsonl";

/**
 * The test gateway's charges, refunds and voids: a JSON-lines file in a directory (or memory), each line
 * fsynced before it counts. Lines that arrive while a write is on disk go down together in the next one
 * (a group commit), so many charges at once cost one fsync each round, not one each in a queue.
 */
export class TestLedger {
  private readonly chargesByKey = new Map<string, ChargeState>();
  private readonly chargesByReference = new Map<string, ChargeState>();
  private readonly chargesByOrder = new Map<string, ChargeState[]>();
  private readonly adjustmentsByKey = new Map<string, LedgerAdjustment>();
  private readonly usedTokens = new Set<string>();
  /** The highest reference written or handed out; references are never reused, across restarts too. */
  private lastReference = FIRST_REFERENCE - 1;
  /** Lines waiting for the next write, each with the promise its caller waits on. */
  private pending: { line: string; settle: (error?: unknown) => void }[] = [];
  private writing: Promise<void> | null = null;

  private constructor(private readonly file: Awaited<ReturnType<typeof open>> | null) {}

  /** Opens (or creates) the ledger in `dir`, or an in-memory one when `dir` is null. */
  static async open(dir: string | null): Promise<TestLedger> {
    if (dir === null) return new TestLedger(null);
    await mkdir(dir, { recursive: true });
    const filePath = path.join(dir, FILE_NAME);
    const text = await readFile(filePath, "utf8").catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return "";
      throw error;
    });
    const complete = text.endsWith("\n") || text === "" ? text : text.slice(0, text.lastIndexOf("\n") + 1);
    // A crash in the middle of a write leaves half a line; it never counted, so it goes.
    if (complete.length !== text.length) await truncate(filePath, Buffer.byteLength(complete));
    const file = await open(filePath, "a");
    await syncDirectory(dir);
    const ledger = new TestLedger(file);
    for (const [index, line] of complete.split("\n").entries()) {
      if (line === "") continue;
      try {
        ledger.apply(JSON.parse(line) as LedgerEntry);
      } catch (error) {
        await file.close();
        throw new Error(`The test gateway ledger ${filePath} is damaged at line ${index + 1}: ${(error as Error).message}`);
      }
    }
    return ledger;
  }

  /** Hands out the next reference: sequential, each once, and never reused across restarts once written. */
  nextReference(): string {
    this.lastReference += 1;
    return String(this.lastReference);
  }

  /** Writes an entry durably, then counts it. */
  async append(entry: LedgerEntry): Promise<void> {
    if (this.file) {
      const written = new Promise<void>((resolve, reject) => {
        this.pending.push({ line: `${JSON.stringify(entry)}\n`, settle: (error) => (error === undefined ? resolve() : reject(error)) });
      });
      this.writing ??= this.writeAll(this.file);
      await written;
    }
    this.apply(entry);
  }

  /** Writes what is pending, one append and one fsync a round, until nothing is left. */
  private async writeAll(file: NonNullable<TestLedger["file"]>): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const batch = this.pending;
        this.pending = [];
        try {
          await file.appendFile(batch.map((waiting) => waiting.line).join(""), "utf8");
          await file.datasync();
          for (const waiting of batch) waiting.settle();
        } catch (error) {
          for (const waiting of batch) waiting.settle(error ?? new Error("the ledger write failed"));
        }
      }
    } finally {
      this.writing = null;
    }
  }

  chargeByKey(key: string): ChargeState | undefined {
    return this.chargesByKey.get(key);
  }

  chargeByReference(reference: string): ChargeState | undefined {
    return this.chargesByReference.get(reference);
  }

  chargesForOrder(orderNumber: string): readonly ChargeState[] {
    return this.chargesByOrder.get(orderNumber) ?? [];
  }

  adjustmentByKey(key: string): LedgerAdjustment | undefined {
    return this.adjustmentsByKey.get(key);
  }

  tokenUsed(tokenId: string): boolean {
    return this.usedTokens.has(tokenId);
  }

  async close(): Promise<void> {
    await this.writing;
    await this.file?.close();
  }

  private apply(entry: LedgerEntry): void {
    this.lastReference = Math.max(this.lastReference, Number(entry.reference));
    if (entry.type === "charge") {
      const charge: ChargeState = { ...entry, refundedCents: 0, voided: false };
      this.chargesByKey.set(entry.idempotencyKey, charge);
      this.chargesByReference.set(entry.reference, charge);
      this.chargesByOrder.set(entry.orderNumber, [...this.chargesForOrder(entry.orderNumber), charge]);
      if (entry.tokenId) this.usedTokens.add(entry.tokenId);
      return;
    }
    const charge = this.chargesByReference.get(entry.chargeReference);
    if (!charge) throw new Error(`a ${entry.type} refers to charge ${entry.chargeReference}, which is not in the ledger`);
    if (entry.type === "refund") charge.refundedCents += entry.amountCents;
    else charge.voided = true;
    this.adjustmentsByKey.set(entry.idempotencyKey, entry);
  }
}

async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
