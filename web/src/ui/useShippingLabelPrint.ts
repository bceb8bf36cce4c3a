import type { ShipmentStatus } from '@backoffice/schema/generated/enums';

import { loadPrinting } from '../print/loadPrinting';
import type { LabelShipment } from '../print/shippingLabelDocument';
import { useNotify } from './notifications';
import { shipmentStatusLabels } from './shippingStatuses';
import type { ActionRunner } from './useOneActionAtATime';

interface ShippingLabelPrint<Labelled> {
  /** The dialog's one-action-at-a-time runner: the label runs as its 'label' action. */
  run: ActionRunner<'label'>['run'];
  /** The record's shipment status as the dialog shows it (none when the gateway does not know it). */
  shipmentStatus: ShipmentStatus | null | undefined;
  /** Generates the label on the server; answers the record as saved. */
  generate(): Promise<Labelled>;
  /** What the label prints of the saved record. */
  toShipment(labelled: Labelled): LabelShipment;
  /** The message when the label changed the status, e.g. "Order 42 berhasil diperbarui: Label Printed". */
  statusSaved(statusLabel: string): string;
  /** After the label: a filtered list may no longer hold the record. */
  onChanged?(): void;
}

/** Generate Shipping Label (orders, samples): the server labels the record, then its label prints. */
export function useShippingLabelPrint<Labelled extends { shipmentStatus?: ShipmentStatus | null }>({
  run,
  shipmentStatus,
  generate,
  toShipment,
  statusSaved,
  onChanged,
}: ShippingLabelPrint<Labelled>): () => Promise<void> {
  const notify = useNotify();
  return () =>
    run('label', async () => {
      // The print module loads while the label is generated.
      const printing = loadPrinting();
      const labelled = await generate();
      // Only a Processed record changes; the others print as they are, with nothing saved to report.
      if (labelled.shipmentStatus && labelled.shipmentStatus !== shipmentStatus)
        notify.success(statusSaved(shipmentStatusLabels[labelled.shipmentStatus]));
      onChanged?.();
      await (await printing).printShippingLabel(toShipment(labelled));
    });
}
