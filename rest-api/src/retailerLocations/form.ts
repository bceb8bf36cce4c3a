import type { FastifyRequest } from 'fastify';

import { MAX_INT } from '@backoffice/schema/rules/number';
import { normalWebAddress, webAddressProblem } from '@backoffice/schema/rules/retailerLocation';

import { HttpError } from '../core/errors';
import { formFieldReaders } from '../core/formFields';
import { readFormWithImage } from '../core/media';
import type { RetailerLocationFields } from './schemas';

const refuse = (field: string, message: string) => new HttpError(400, message, field);

/** Reads and checks a retailer location's form (schemas.ts RETAILER_FORM_FIELDS); each refusal names its REST field. */
export function readRetailerFields(raw: Readonly<Record<string, string | undefined>>): RetailerLocationFields {
  const { present, text, requiredText } = formFieldReaders(raw);
  const customerId = () => {
    const value = present('customerId');
    if (value === null) throw refuse('customerId', 'customerId is required');
    if (!/^[0-9]+$/.test(value) || Number(value) < 1 || Number(value) > MAX_INT)
      throw refuse('customerId', `customerId must be a customer's id`);
    return Number(value);
  };
  // Shown as a link on the public website: checked by the rule the gateway applies, and stored as WHATWG writes it.
  const webAddress = (name: string) => {
    const value = text(name, 500);
    if (value === null) return null;
    const problem = webAddressProblem(value);
    if (problem) throw refuse(name, `${name} ${problem}`);
    return normalWebAddress(value);
  };
  const phone = (name: string) => {
    const value = present(name);
    if (value !== null && !/^\+?[0-9]{6,15}$/.test(value))
      throw refuse(name, `${name} must be a phone number of 6 to 15 digits`);
    return value;
  };
  const coordinate = (name: string, limit: number) => {
    const value = present(name);
    if (value === null) return null;
    // Decimal notation only: "1e2", "0x10" or "Infinity" are no coordinates a form sends.
    if (!/^-?[0-9]+(\.[0-9]+)?$/.test(value)) throw refuse(name, `${name} must be a decimal number`);
    const number = Number(value);
    if (number < -limit || number > limit) throw refuse(name, `${name} must be between -${limit} and ${limit}`);
    return number;
  };
  return {
    customerId: customerId(),
    retailType: requiredText('retailType', 60),
    displayName: requiredText('displayName', 120),
    website: webAddress('website'),
    whatsappLink: webAddress('whatsappLink'),
    operasionalHour: text('operasionalHour', 200),
    displayPhone: phone('displayPhone'),
    address: text('address', 500),
    latitude: coordinate('latitude', 90),
    longtitude: coordinate('longtitude', 180),
  };
}

/** The form of a POST or PUT and its image (the file `media`); `files` is what a refusal discards. */
export const readRetailerForm = (request: FastifyRequest, mediaRoot: string) =>
  readFormWithImage(request, mediaRoot, 'retailers', 'media');
