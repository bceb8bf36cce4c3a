import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import { ACCOUNT_TYPES, type AccountType } from './previewData';
import { PreviewPage } from './PreviewPage';
import { accountingPreviewTitles } from './urls';

const STEPS = ['Account Type', 'Account Description'] as const;

/** Spec 002 §2: Add New Account in two steps, the account type first, then its description. Saves nothing. */
export function AddAccountPage() {
  const [step, setStep] = useState(0);
  const [accountType, setAccountType] = useState<AccountType>(ACCOUNT_TYPES[0]);
  return (
    <PreviewPage title={accountingPreviewTitles.addAccount}>
      <Stepper activeStep={step} sx={{ mb: 3, maxWidth: 640 }}>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 640 }}>
        {step === 0 ? (
          <Stack gap={2}>
            <FormLabel id="account-type-label">Choose the account type</FormLabel>
            <RadioGroup
              aria-labelledby="account-type-label"
              value={accountType}
              onChange={(event) => setAccountType(event.target.value as AccountType)}
            >
              {ACCOUNT_TYPES.map((type) => (
                <FormControlLabel key={type} value={type} control={<Radio />} label={type} />
              ))}
            </RadioGroup>
            <Stack direction="row" justifyContent="flex-end">
              <Button variant="contained" onClick={() => setStep(1)}>
                Next
              </Button>
            </Stack>
          </Stack>
        ) : (
          <Stack gap={2}>
            <TextField label="Account Type" value={accountType} slotProps={{ input: { readOnly: true } }} />
            <TextField label="Account Name" defaultValue="" />
            <TextField label="Description" multiline minRows={3} defaultValue="" />
            <Stack direction="row" justifyContent="space-between" gap={1} flexWrap="wrap">
              <Button onClick={() => setStep(0)}>Back</Button>
              <Button variant="contained" disabled>
                Save (preview only)
              </Button>
            </Stack>
          </Stack>
        )}
      </Paper>
    </PreviewPage>
  );
}
