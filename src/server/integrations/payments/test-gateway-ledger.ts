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

/** The test gateway's charges, refunds and voids: a JSON-lines file in a directory (or memory), each line fsynced before it counts. */
export class TestLedger {
  private readonly chargesByKey = new Map<string, ChargeState>();
  private readonly chargesByReference = new Map<string, ChargeState>();
  private readonly chargesByOrder = new Map<string, ChargeState[]>();
  private readonly adjustmentsByKey = new Map<string, LedgerAdjustment>();
  private readonly usedTokens = new Set<string>();
  private entries = 0;

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

  /** The reference the next entry gets: sequential, and never reused across restarts. */
  nextReference(): string {
    return String(FIRST_REFERENCE + this.entries);
  }

  /** Writes an entry durably, then counts it. */
  async append(entry: LedgerEntry): Promise<void> {
    if (this.file) {
      await this.file.appendFile(`${JSON.stringify(entry)}\n`, "utf8");
      await this.file.datasync();
    }
    this.apply(entry);
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
    await this.file?.close();
  }

  private apply(entry: LedgerEntry): void {
    this.entries += 1;
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
