import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

import { sampleStockItems, sampleWarehouses } from './previewData';
import { PreviewPage } from './PreviewPage';
import { accountingPreviewTitles } from './urls';

/** Spec 002 §2: Input Internal Stock Data, reached by Bill Items' 'Manual Input'. A form that saves nothing. */
export function AddInternalStockPage() {
  return (
    <PreviewPage title={accountingPreviewTitles.addInternalStock}>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 640 }}>
        <Stack gap={2}>
          <TextField select label="Warehouse" defaultValue={sampleWarehouses[0]}>
            {sampleWarehouses.map((warehouse) => (
              <MenuItem key={warehouse} value={warehouse}>
                {warehouse}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label="Item" defaultValue={sampleStockItems[0]}>
            {sampleStockItems.map((item) => (
              <MenuItem key={item} value={item}>
                {item}
              </MenuItem>
            ))}
          </TextField>
          <TextField label="Quantity" type="number" defaultValue={100} />
          <TextField label="Date" type="date" defaultValue="2026-03-10" slotProps={{ inputLabel: { shrink: true } }} />
          <TextField label="Memo" multiline minRows={2} defaultValue="Stock counted by hand" />
          <Stack direction="row" justifyContent="flex-end">
            <Button variant="contained" disabled>
              Save (preview only)
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </PreviewPage>
  );
}
