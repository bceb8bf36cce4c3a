import { fullName } from '@backoffice/schema/rules/party';

import { genderMap, taxStatusMap } from '../core/parties';
import { cityById, provinceById } from '../customers/rest';
import type { VendorResolvers } from '../generated/graphql';

export const Vendor: VendorResolvers = {
  id: (vendor) => String(vendor.id),
  companyName: (vendor) => vendor.company_name,
  firstName: (vendor) => vendor.first_name,
  middleName: (vendor) => vendor.middle_name,
  lastName: (vendor) => vendor.last_name,
  fullName: (vendor) => fullName(vendor.first_name, vendor.middle_name, vendor.last_name),
  gender: (vendor) => genderMap.fromRest(vendor.gender),
  unknownGender: (vendor) => genderMap.unknownText(vendor.gender),
  email: (vendor) => vendor.VendorContact.email,
  phoneNumber: (vendor) => vendor.VendorContact.phone_number,
  address: (vendor) => vendor.VendorContact.address,
  bankName: (vendor) => vendor.VendorContact.bank_name,
  bankBranch: (vendor) => vendor.VendorContact.bank_branch,
  accountName: (vendor) => vendor.VendorContact.account_name,
  accountNumber: (vendor) => vendor.VendorContact.account_number,
  province: (vendor, _args, context) => provinceById(context, vendor.Province, vendor.province_id),
  city: (vendor, _args, context) => cityById(context, vendor.City, vendor.city_id),
  postalCode: (vendor) => vendor.postal_code,
  taxStatus: (vendor) => taxStatusMap.fromRest(vendor.tax_status),
  unknownTaxStatus: (vendor) => taxStatusMap.unknownText(vendor.tax_status),
};
