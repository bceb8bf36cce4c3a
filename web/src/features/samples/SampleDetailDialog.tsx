import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';

import { DEFAULT_COURIER_ID } from '@backoffice/schema/rules/order';
import {
  paymentStatusOfSample,
  sampleShippingFormRules,
  type SampleShippingFormValues,
} from '@backoffice/schema/rules/sampleForm';

import { DetailDialog } from '../../ui/DetailDialog';
import { useNotify } from '../../ui/notifications';
import { RecordHistory } from '../../ui/RecordHistory';
import { SampleFacts } from '../../ui/SampleSummary';
import { ShippingForm } from '../../ui/ShippingForm';
import { useStaffAccess } from '../../ui/staffAccess';
import { useEntityForm } from '../../ui/useEntityForm';
import { useOneActionAtATime } from '../../ui/useOneActionAtATime';
import { useShippingLabelPrint } from '../../ui/useShippingLabelPrint';
import { sampleLabelShipment } from './sampleLabel';
import { sampleMessages } from './sampleMessages';
import {
  type SampleDetailQuery,
  useGenerateSampleShippingLabelMutation,
  useSampleDetailQuery,
  useUpdateSampleShippingMutation,
} from './samples.generated';
import { sampleUrls } from './urls';

interface SampleDetailDialogProps {
  /** The sample shown; the dialog is closed while null. */
  sampleId: string | null;
  onClose(): void;
  /** After a save or a label: a filtered list may no longer hold the sample. */
  onSampleChanged?(): void;
}

/** Spec 001 §2: a sample's recipient, destination and items, its shipping fields, its label and Save. */
export function SampleDetailDialog({ sampleId, ...rest }: SampleDetailDialogProps) {
  if (sampleId === null) return null;
  // Keyed by the sample, so another sample starts with a fresh form and no action running.
  return <SampleDetail key={sampleId} sampleId={sampleId} {...rest} />;
}

const SHIPPING_FORM_ID = 'sample-shipping-form';

function SampleDetail({
  sampleId,
  onClose,
  onSampleChanged,
}: Omit<SampleDetailDialogProps, 'sampleId'> & { sampleId: string }) {
  const query = useSampleDetailQuery({ variables: { id: sampleId }, fetchPolicy: 'cache-and-network' });
  const runner = useOneActionAtATime<'label' | 'save'>();
  const busy = runner.running !== null;
  return (
    <DetailDialog
      title={`Sample ${sampleId}`}
      query={query}
      loadingLabel="Loading sample"
      busy={busy}
      layout="own"
      onClose={onClose}
    >
      {(data) => <SampleDetailBody data={data} runner={runner} onClose={onClose} onSampleChanged={onSampleChanged} />}
    </DetailDialog>
  );
}

interface SampleDetailBodyProps {
  data: SampleDetailQuery;
  runner: ReturnType<typeof useOneActionAtATime<'label' | 'save'>>;
  onClose(): void;
  onSampleChanged?(): void;
}

function SampleDetailBody({ data: { sample, couriers }, runner, onClose, onSampleChanged }: SampleDetailBodyProps) {
  const notify = useNotify();
  // Issue 39: each button for the roles its mutation's rule allows; the shipping shows to the others unchangeable.
  const { canMutate } = useStaffAccess();
  const canSaveShipping = canMutate('updateSampleShipping');
  const [updateShipping] = useUpdateSampleShippingMutation();
  const [generateLabel] = useGenerateSampleShippingLabelMutation();
  // A new status from Generate Shipping Label shows, without undoing what staff changed meanwhile.
  const shipping: SampleShippingFormValues = {
    // A status the gateway does not know (shown as the API's text on the list) starts as a new sample's.
    shipmentStatus: sample.shipmentStatus ?? 'PROCESSED',
    courierId: sample.courier?.id ?? DEFAULT_COURIER_ID,
    trackingCode: sample.trackingCode ?? '',
    paymentStatus: sample.status ? paymentStatusOfSample(sample.status) : 'PAYMENT_SUCCESS',
  };
  const form = useEntityForm(sampleShippingFormRules, shipping, shipping);
  const { running, run } = runner;
  const busy = running !== null;

  const save = form.handleSubmit((input) =>
    run('save', async () => {
      const saved = (await updateShipping({ variables: { id: sample.id, input } })).data!.updateSampleShipping;
      // Spec 001 §8: the response's message, then the dialog closes.
      notify.success(saved.message);
      onSampleChanged?.();
      onClose();
    }),
  );

  const printLabel = useShippingLabelPrint({
    run,
    shipmentStatus: sample.shipmentStatus,
    generate: async () => (await generateLabel({ variables: { id: sample.id } })).data!.generateSampleShippingLabel,
    toShipment: sampleLabelShipment,
    statusSaved: (status) => sampleMessages.labelStatusSaved(sample.id, status),
    onChanged: onSampleChanged,
  });

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={3}>
          <SampleFacts sample={sample} />
          <ShippingForm
            id={SHIPPING_FORM_ID}
            form={form}
            onSubmit={save}
            couriers={couriers}
            readOnly={!canSaveShipping}
          />
          <RecordHistory recordType="SAMPLE" recordId={sample.id} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        {canMutate('updateSample') && (
          <Button variant="outlined" component={RouterLink} to={sampleUrls.edit(sample.id)} disabled={busy}>
            Edit
          </Button>
        )}
        {canMutate('generateSampleShippingLabel') && (
          <Button variant="outlined" onClick={printLabel} loading={running === 'label'} disabled={busy}>
            Generate Shipping Label
          </Button>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {canSaveShipping && (
          <Button
            type="submit"
            form={SHIPPING_FORM_ID}
            variant="contained"
            loading={running === 'save'}
            disabled={busy}
          >
            Save
          </Button>
        )}
      </DialogActions>
    </>
  );
}
