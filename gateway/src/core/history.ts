/**
 * What a mutation's resolvers tell its history entry (issue 39; the entries are written by history/record.ts). The
 * entry's "after" is the mutation's arguments; the "before" is known only where a resolver read the record before
 * writing it, and says so here, in the mutation's own words (`{ shipmentStatus: 'PROCESSED' }`, nested objects and
 * lists as the input has them). A field a write sets beyond its arguments (a label's new shipment status) is told
 * with `after`. A bulk action names the record each note is about; a mutation of one record need not.
 *
 * Mutations run one after another (GraphQL executes a mutation's root fields serially), so one request holds the notes
 * of the root field running now; outside a recorded mutation (a query, recording off) the notes go nowhere.
 */

/** Values in a mutation's words: what `HistoryNotes.before` and `after` take. */
export type HistoryValues = Record<string, unknown>;

/** The notes of one root mutation field, by record id ('' for the mutation's one record). */
export class MutationNotes {
  readonly before = new Map<string, HistoryValues>();
  readonly after = new Map<string, HistoryValues>();

  /** The notes about `recordId`, else those about the mutation's one record. */
  of(recordId: string | null): { before?: HistoryValues; after?: HistoryValues } {
    const key = recordId ?? '';
    return {
      before: this.before.get(key) ?? this.before.get(''),
      after: this.after.get(key) ?? this.after.get(''),
    };
  }
}

const keyOf = (recordId: string | number | undefined) => (recordId === undefined ? '' : String(recordId));

/** The request's notes (`context.history`); see the module's comment. */
export class HistoryNotes {
  private current: MutationNotes | undefined;

  /** Starts the notes of a root mutation field (history/record.ts); `end` them once its entry is written. */
  begin(): MutationNotes {
    this.current = new MutationNotes();
    return this.current;
  }

  end(notes: MutationNotes) {
    if (this.current === notes) this.current = undefined;
  }

  /** The record as read before the write, in the mutation's words; for a bulk action, of `recordId`. */
  before(values: HistoryValues, recordId?: string | number) {
    this.current?.before.set(keyOf(recordId), values);
  }

  /** Fields the write set beyond the mutation's arguments, in its words; for a bulk action, of `recordId`. */
  after(values: HistoryValues, recordId?: string | number) {
    this.current?.after.set(keyOf(recordId), values);
  }
}
