import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

import { formatRupiah } from '@backoffice/schema/rules/money';

import { ChartFigure } from './ChartFigure';
import { OverviewCard } from './OverviewCard';
import { formatCount, overviewMessages } from './overviewMessages';
import { type OverviewAnswer, overviewPart } from './overviewPart';

/** Room for a product's name beside its bar; a longer one is cut short (the table has it whole). */
const NAME_AXIS_WIDTH = 160;
const BAR_HEIGHT = 30;

/** Issue 27: the ten products sold most by quantity in the period's paid orders. */
export function TopProductsCard({ answer, days }: { answer: OverviewAnswer; days: number }) {
  const theme = useTheme();
  return (
    <OverviewCard
      title={overviewMessages.cards.topProducts}
      part={overviewPart(answer, 'topProducts')}
      skeletonHeight={300}
    >
      {(products) => {
        if (products.length === 0) return <Typography>{overviewMessages.noProductsSold(days)}</Typography>;
        const names = new Map(products.map((product) => [product.productId, product.productName]));
        return (
          <ChartFigure
            name={overviewMessages.charts.topProducts(days)}
            chart={
              <BarChart
                layout="horizontal"
                height={products.length * BAR_HEIGHT + 60}
                hideLegend
                // By id, so two products of the same name keep a bar each.
                yAxis={[
                  {
                    scaleType: 'band',
                    data: products.map((product) => product.productId),
                    valueFormatter: (id: string) => names.get(id) ?? id,
                    width: NAME_AXIS_WIDTH,
                  },
                ]}
                xAxis={[{ tickMinStep: 1 }]}
                series={[
                  {
                    label: 'Quantity',
                    data: products.map((product) => product.quantity),
                    color: theme.palette.primary.main,
                  },
                ]}
              />
            }
            table={{
              columns: [
                { heading: 'Product' },
                { heading: 'SKU' },
                { heading: 'Quantity', numeric: true },
                { heading: 'Sales', numeric: true },
              ],
              rows: products.map((product) => ({
                key: product.productId,
                cells: [product.productName, product.sku, formatCount(product.quantity), formatRupiah(product.total)],
              })),
            }}
          />
        );
      }}
    </OverviewCard>
  );
}
