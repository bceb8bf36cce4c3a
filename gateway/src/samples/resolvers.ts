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
  testerInputFields,
  toRestSampleBody,
  toRestSampleFilters,
} from './map';
import {
  createSample,
  fetchSample,
  fetchTester,
  listSamples,
  listTesters,
  testerStatusMap,
  updateSample,
  updateTesterStatus,
} from './rest';
import { Sample } from './Sample.resolvers';
import { SampleLine } from './SampleLine.resolvers';
import { SampleList } from './SampleList.resolvers';
import { SampleRecipient } from './SampleRecipient.resolvers';

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
  const tester = await fetchTester(context, id);
  const current = testerStatusMap.fromRest(tester.testerStatus);
  if (current === null) {
    const unknown = testerStatusMap.unknownText(tester.testerStatus);
    // A status the gateway does not know is no Pending: only the company's API can say what it allows.
    if (unknown !== null)
      throw gatewayError('CONFLICT', `Tester ${id} is ${unknown}: only a Pending tester can change`, {
        field: 'status',
      });
    throw gatewayError('NOT_FOUND', `Sample ${id} is not a tester`);
  }
  if (!testerCanChange(current)) throw testerLocked(id, current);
  context.history.before({ status: current });
  return inInputTerms(
    testerInputFields,
    updateTesterStatus(context, id, testerStatusMap.toRest(status), tester),
    ABOUT_THE_RECORD,
  );
}

export const sampleResolvers: Resolvers = {
  Sample,
  SampleRecipient,
  SampleLine,
  SampleList,
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
    tester: (_parent, { id }, context) => fetchTester(context, id),
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
      return inInputTerms(sampleInputFields, updateSample(context, id, body));
    },
    // The detail dialog: the payment status chosen becomes the status; a tracking code may make it Shipped.
    async updateSampleShipping(_parent, { id, input }, context) {
      const values = validateInput(sampleShippingInputRules, input);
      return inInputTerms(
        sampleInputFields,
        updateSample(context, id, {
          ShipStatus: shipmentStatusMap.toRest(statusOnSave(values.shipmentStatus, values.trackingCode)),
          DeliveryMethodId: Number(values.courierId),
          tracking_code: values.trackingCode || null,
          // 001 §7: the detail dialog sends the payment status as OrderStatus.
          OrderStatus: sampleStatusToRest(sampleStatusOnShippingSave(values.paymentStatus), 'payment'),
        }),
      );
    },
    async generateSampleShippingLabel(_parent, { id }, context) {
      const sample = await fetchSample(context, id);
      // A status the gateway does not know is no Processed: it stays as it is.
      const current = shipmentStatusMap.fromRest(sample.ShipStatus);
      if (current === null) return sample;
      context.history.before({ shipmentStatus: current });
      context.history.after({ shipmentStatus: statusAfterLabel(current) });
      const status = shipmentStatusMap.toRest(statusAfterLabel(current));
      if (status === sample.ShipStatus) return sample;
      return (
        await inInputTerms(
          sampleInputFields,
          updateSample(context, id, { ShipStatus: status }, sample),
          ABOUT_THE_RECORD,
        )
      ).sample;
    },
    setTesterStatus: (_parent, { id, status }, context) => setTesterStatus(context, id, status),
  },
};
