/** A courier fee as the spec's messages name it: "{company} - {service name}". */
interface NamedFee {
  serviceName: string;
  courier: { company: string };
}

const feeName = (fee: NamedFee) => `${fee.courier.company} - ${fee.serviceName}`;

/**
 * The exact texts of spec 000 §8 that staff know. The spec gives none for an update or a status switch:
 * those follow the same style (as the warehouse texts of spec 002 do).
 */
export const deliveryFeeMessages = {
  created: (serviceName: string) => `Berhasil Menambahkan Courier dengan Service Name ${serviceName}`,
  updated: (fee: NamedFee) => `Berhasil Memperbarui Courier ${feeName(fee)}`,
  deleted: (fee: NamedFee) => `Berhasil menghapus Courier ${feeName(fee)}`,
  statusChanged: (fee: NamedFee, active: boolean) =>
    `Updated Courier ${feeName(fee)} status menjadi ${active ? 'Active' : 'Inactive'}`,
  confirmDelete: (fee: NamedFee) => `Remove Courier ${feeName(fee)} ?`,
  /** How the list's switches and buttons name a fee for screen readers. */
  name: feeName,
};

// Kept in ui/, where a record's history reads them too.
export { deliveryTypeLabels } from '../../ui/deliveryTypes';
