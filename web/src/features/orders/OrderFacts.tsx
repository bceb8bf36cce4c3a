import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { orderFacts } from './orderDetail';
import type { OrderDetailFragment } from './orders.generated';

/** The order's date, customer, contact and destination, as a description list. */
export function OrderFacts({ order }: { order: OrderDetailFragment }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {orderFacts(order).map(([label, text]) => (
        <Fragment key={label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {text}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}
