import type { ListPage } from './DataTable';
import { useConfirmedAction } from './useConfirmedAction';
import type { ListState } from './useListParams';

interface RowDeletionOptions<Row> {
  /** The list the row is in, and the page of it shown. */
  list: ListState;
  shown: ListPage<Row> | undefined;
  /** Reloads the page shown. */
  refetch(): Promise<unknown>;
  /** The dialog's title, e.g. "Remove Faq Apa itu MPASI? ?". */
  question(row: Row): string;
  /** Deletes the row and gives the success message. */
  perform(row: Row): Promise<string>;
}

/**
 * A list row's Delete, asked about first: after it, the list reloads, or, when the last row of a later page
 * is gone, shows the page before it rather than an empty one.
 */
export function useRowDeletion<Row>({ list, shown, refetch, question, perform }: RowDeletionOptions<Row>) {
  return useConfirmedAction<Row>({
    question,
    perform,
    after: async () => {
      if (shown?.rows.length === 1 && list.page > 1) list.update({ page: list.page - 1 });
      else await refetch();
    },
  });
}
