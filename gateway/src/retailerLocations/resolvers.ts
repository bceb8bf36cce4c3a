import { retailerLocationInputRules } from '@backoffice/schema/rules/retailerLocation';

import { ABOUT_THE_RECORD, inInputTerms } from '../core/inputFieldNames';
import { listPage } from '../core/paging';
import { readUpload } from '../core/uploads';
import { validateInput } from '../core/validateInput';
import type { Resolvers } from '../generated/graphql';
import { retailerLocationInputFields, retailerLocationSortFieldMap, toRestRetailerLocationFields } from './map';
import {
  createRetailerLocation,
  deleteRetailerLocation,
  listRetailerLocations,
  loadRetailerLocation,
  replaceRetailerLocation,
} from './rest';
import { RetailerLocation } from './RetailerLocation.resolvers';
import { RetailerLocationList } from './RetailerLocationList.resolvers';

type ImageUpload = Parameters<typeof readUpload>[0] | null | undefined;

/** The input checked first, then the image: nothing reaches the REST API when either is refused. */
async function checkedRequest(input: unknown, image: ImageUpload) {
  const fields = toRestRetailerLocationFields(validateInput(retailerLocationInputRules, input));
  const file = image ? await readUpload(image, 'image', 'Retailer image', 'image') : undefined;
  return { fields, file };
}

export const retailerLocationResolvers: Resolvers = {
  RetailerLocation,
  RetailerLocationList,
  Query: {
    retailerLocations: (_parent, { search, page, perPage, sortBy, desc }, context) =>
      listPage('retail partner location list', { page, perPage }, (paging) =>
        listRetailerLocations(context, {
          search,
          ...paging,
          orderby: retailerLocationSortFieldMap.toRest(sortBy),
          desc,
        }),
      ),
    retailerLocation: (_parent, { id }, context) => loadRetailerLocation(context, id),
  },
  Mutation: {
    async createRetailerLocation(_parent, { input, image }, context) {
      const { fields, file } = await checkedRequest(input, image);
      return inInputTerms(retailerLocationInputFields, createRetailerLocation(context, fields, file));
    },
    async updateRetailerLocation(_parent, { id, input, image }, context) {
      const { fields, file } = await checkedRequest(input, image);
      return inInputTerms(retailerLocationInputFields, replaceRetailerLocation(context, id, fields, file));
    },
    deleteRetailerLocation: (_parent, { id }, context) =>
      inInputTerms(retailerLocationInputFields, deleteRetailerLocation(context, id), ABOUT_THE_RECORD),
  },
};
