import { normalWebAddress, webAddressProblem } from '@backoffice/schema/rules/retailerLocation';

import { HttpError } from '../core/errors';
import { defineForm } from '../core/multipartForm';
import { RetailerLocationForm } from './schemas';

/** Shown as a link on the public website: checked by the rule the gateway applies, and stored as WHATWG writes it. */
function webAddress(name: string, value: string | null) {
  if (value === null) return null;
  const problem = webAddressProblem(value);
  if (problem) throw new HttpError(400, `${name} ${problem}`, name);
  return normalWebAddress(value);
}

/** POST and PUT /retailer_locations, with the image file `media`. */
export const retailerLocationForm = defineForm({
  fields: RetailerLocationForm,
  files: { media: 'image' },
  folder: 'retailers',
  check: (values) => ({
    ...values,
    website: webAddress('website', values.website),
    whatsappLink: webAddress('whatsappLink', values.whatsappLink),
  }),
});
