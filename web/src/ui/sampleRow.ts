import { phoneText } from '@backoffice/schema/rules/phone';
import { RECIPIENT_TYPE_LABELS, SAMPLE_PURPOSE_LABELS } from '@backoffice/schema/rules/sample';

import { cityLabel } from './cityLabel';
import { enumLabel } from './enumLabel';
import { itemSummary } from './itemSummary';
import type { SampleRowFragment } from './samples.generated';

/** Spec 001 §9: the samples and testers tables show 3 items per row. */
const SAMPLE_ITEMS_SHOWN_PER_ROW = 3;

/** The Product cell: "name (xqty)" for the first three lines, then "...N more". */
export const sampleProductCell = (sample: Pick<SampleRowFragment, 'lines'>): string[] =>
  itemSummary(
    sample.lines.map((line) => ({ name: line.productName, quantity: line.quantity })),
    SAMPLE_ITEMS_SHOWN_PER_ROW,
  );

/** The name staff know a recipient by: the business's, else the person's. */
export const recipientName = ({ recipient }: Pick<SampleRowFragment, 'recipient'>): string =>
  recipient ? recipient.companyName || recipient.fullName : '';

/** The Recipient cell: the name and whether it is a customer or a vendor; '-' when the sample names none. */
export const recipientCell = ({ recipient }: Pick<SampleRowFragment, 'recipient'>): string =>
  recipient ? `${recipientName({ recipient })} (${RECIPIENT_TYPE_LABELS[recipient.type]})` : '-';

/** The Contact cell: the sample's phone, else the recipient's, as every phone shows (0812…); '-' when there is none. */
export const sampleContact = ({
  phoneNumber,
  recipient,
}: Pick<SampleRowFragment, 'phoneNumber' | 'recipient'>): string =>
  phoneText(phoneNumber || recipient?.phoneNumber) || '-';

/** Where it goes: address, city (type plus name), province and postal code. */
export const sampleDestination = ({ shippingAddress: to }: Pick<SampleRowFragment, 'shippingAddress'>): string =>
  [to.address, cityLabel(to.city), to.province?.name, to.postalCode].filter(Boolean).join(', ');

/** The purpose in words; one the gateway does not know is the API's own text. */
export const samplePurposeLabel = ({
  purpose,
  unknownPurpose,
}: Pick<SampleRowFragment, 'purpose' | 'unknownPurpose'>): string =>
  enumLabel(SAMPLE_PURPOSE_LABELS, purpose, unknownPurpose);
