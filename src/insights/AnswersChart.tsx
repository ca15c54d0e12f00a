// The bar chart of the answer distribution (games 2.9), loaded lazily (React.lazy) so @mui/x-charts
// stays out of the first-page bundle: one bar per answer text, right answers and wrong ones in two
// colours, most frequent first.
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { useTheme } from '@mui/material';
import type { LevelInsights } from './api';
import { distribution } from './api';

export interface AnswersChartProps {
  insights: Pick<LevelInsights, 'validAnswers' | 'invalidAnswers'>;
}

export default function AnswersChart({ insights }: AnswersChartProps) {
  const translate = useTranslate();
  const theme = useTheme();
  const rows = distribution(insights);
  if (rows.length === 0) return null;
  return (
    <BarChart
      height={Math.max(160, 48 + rows.length * 28)}
      layout="horizontal"
      margin={{ left: 8, right: 16 }}
      yAxis={[{ scaleType: 'band', data: rows.map((r) => r.text), width: 140 }]}
      xAxis={[{ tickMinStep: 1 }]}
      series={[
        {
          data: rows.map((r) => r.valid),
          label: translate('insights.chart.valid'),
          stack: 'answers',
          color: theme.palette.success.main,
        },
        {
          data: rows.map((r) => r.invalid),
          label: translate('insights.chart.invalid'),
          stack: 'answers',
          color: theme.palette.error.main,
        },
      ]}
    />
  );
}
