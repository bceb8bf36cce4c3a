import {
  sampleInputRules,
  sampleShippingInputRules,
  sampleStatusOnCreate,
  sampleStatusOnEdit,
  sampleStatusOnShippingSave,
  testerCanChange,
  testerLockedMessage,
} from '@backoffice/schema/rules/sample';
import { statusAfterLabel, statusOnSave } from '@backoffice/schema/rules/shipmentStatus';

import type { GatewayContext } from '../core/context';
import { gatewayError } from '../core/errors';
import { ABOUT_THE_RECORD, inInputTerms } from '../core/inputFieldNames';
import { listPage } from '../core/paging';
import { shipmentStatusMap } from '../core/statuses';
import { validateInput } from '../core/validateInput';
import type { Resolvers, TesterStatus } from '../generated/graphql';
import {
  sampleInputFields,
  sampleSortFieldMap,
  sampleStatusToRest,
  sampleTypeResolvers,
  testerInputFields,
  testerStatusMap,
  toRestSampleBody,
  toRestSampleFilters,
} from './map';
import {
  createSample,
  fetchSample,
  fetchTester,
  listSamples,
  listTesters,
  updateSample,
  updateTesterStatus,
} from './rest';

/** The refusal of a change to a tester that is no longer Pending (spec 001 §4); the REST API's own names `status` too. */
const testerLocked = (id: string, status: TesterStatus) => {
  const message = testerLockedMessage(id, status);
  return gatewayError('CONFLICT', message, { field: 'status', fields: [{ field: 'status', message }] });
};

/**
 * Only a Pending tester can change, whatever the client sends: the gateway refuses what it reads as
 * decided, and the REST API checks again as it writes (two clerks at once), answering 409 in the very words
 * of testerLockedMessage (a test holds the two together), with the status the other clerk set.
 */
async function setTesterStatus(context: GatewayContext, id: string, status: TesterStatus) {
  const current = testerStatusMap.fromRest((await fetchTester(context, id)).tester_status);
  if (current === null) throw gatewayError('NOT_FOUND', `Sample ${id} is not a tester`);
  if (!testerCanChange(current)) throw testerLocked(id, current);
  const { message, Tester } = await inInputTerms(
    testerInputFields,
    updateTesterStatus(context, id, testerStatusMap.toRest(status)),
    ABOUT_THE_RECORD,
  );
  return { message, sample: Tester };
}

export const sampleResolvers: Resolvers = {
  ...sampleTypeResolvers,
  Query: {
    samples: (_parent, { filter, page, perPage, sortBy, desc }, context) =>
      listPage('sample list', { page, perPage }, (paging) =>
        listSamples(context, {
          ...toRestSampleFilters(filter),
          ...paging,
          orderby: sampleSortFieldMap.toRest(sortBy),
          desc,
        }),
      ),
    sample: (_parent, { id }, context) => fetchSample(context, id),
    testers: (_parent, { filter, page, perPage, sortBy, desc }, context) =>
      listPage('tester list', { page, perPage }, (paging) =>
        listTesters(context, {
          status: testerStatusMap.toRest(filter?.status),
          ...paging,
          orderby: sampleSortFieldMap.toRest(sortBy),
          desc,
        }),
      ),
  },
  Mutation: {
    // Spec 001 §4: a new sample is paid (samples are free); its shipment status is kept separately.
    createSample: (_parent, { input }, context) => {
      const values = validateInput(sampleInputRules, input);
      const body = { ...toRestSampleBody(values), status: sampleStatusToRest(sampleStatusOnCreate(), 'payment') };
      return inInputTerms(sampleInputFields, createSample(context, body));
    },
    // Spec 001 §4: the edit form makes the status the shipment status.
    async updateSample(_parent, { id, input }, context) {
      const values = validateInput(sampleInputRules, input);
      const body = {
        ...toRestSampleBody(values),
        status: sampleStatusToRest(sampleStatusOnEdit(values.shipmentStatus), 'shipment'),
      };
      const { message, Sample } = await inInputTerms(sampleInputFields, updateSample(context, id, body));
      return { message, sample: Sample };
    },
    // The detail dialog: the payment status chosen becomes the status; a tracking code may make it Shipped.
    async updateSampleShipping(_parent, { id, input }, context) {
      const values = validateInput(sampleShippingInputRules, input);
      const { message, Sample } = await inInputTerms(
        sampleInputFields,
        updateSample(context, id, {
          ShipStatus: shipmentStatusMap.toRest(statusOnSave(values.shipmentStatus, values.trackingCode)),
          DeliveryMethodId: Number(values.courierId),
          tracking_code: values.trackingCode || null,
          status: sampleStatusToRest(sampleStatusOnShippingSave(values.paymentStatus), 'payment'),
        }),
      );
      return { message, sample: Sample };
    },
    async generateSampleShippingLabel(_parent, { id }, context) {
      const sample = await fetchSample(context, id);
      const status = shipmentStatusMap.toRest(statusAfterLabel(shipmentStatusMap.fromRest(sample.ShipStatus)));
      if (status === sample.ShipStatus) return sample;
      return (
        await inInputTerms(sampleInputFields, updateSample(context, id, { ShipStatus: status }), ABOUT_THE_RECORD)
      ).Sample;
    },
    setTesterStatus: (_parent, { id, status }, context) => setTesterStatus(context, id, status),
  },
};
