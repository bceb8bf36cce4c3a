import { loadCustomer } from '../customers/rest';
import type { SampleRecipientResolvers } from '../generated/graphql';
import { loadVendor } from '../vendors/rest';
import { customerIdOf, recipientName, recipientPhone, vendorIdOf } from './map';

export const SampleRecipient: SampleRecipientResolvers = {
  type: (recipient) => (customerIdOf(recipient) !== null ? 'CUSTOMER' : 'VENDOR'),
  id: (recipient) => String(customerIdOf(recipient) ?? vendorIdOf(recipient)),
  fullName: (recipient) => recipientName(recipient),
  companyName: (recipient) => (recipient.Customer ?? recipient.Vendor)?.company_name ?? null,
  phoneNumber: (recipient) => recipientPhone(recipient),
  customer: (recipient, _args, context) => {
    const customerId = customerIdOf(recipient);
    return customerId === null ? null : loadCustomer(context, customerId);
  },
  vendor: (recipient, _args, context) => {
    const vendorId = customerIdOf(recipient) === null ? vendorIdOf(recipient) : null;
    return vendorId === null ? null : loadVendor(context, String(vendorId));
  },
};
