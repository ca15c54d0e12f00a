// The properties panel of the game edit view (games 2.4): the sender (a contact with zip and e-mail,
// the 'empty' and 'error' info lines) and the info: status, durations in min., location, price in €,
// the creation date in the long format and the author's e-mail.
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatEur, formatZip } from '../format';
import { codelistLabel, isSenderEmpty, senderOf, sheetValue, type Sheet } from './sheet';

const LONG_DATE = new Intl.DateTimeFormat('sk-SK', { day: 'numeric', month: 'long', year: 'numeric' });

/** A date in the long format ('24. novembra 2026') from epoch seconds or an ISO text; '' without one. */
export function formatLongDate(value: unknown): string {
  let date: Date | undefined;
  if (typeof value === 'number' && Number.isFinite(value)) date = new Date(value * 1000);
  else if (typeof value === 'string' && value) date = new Date(value);
  if (!date || Number.isNaN(date.getTime())) return '';
  return LONG_DATE.format(date);
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  if (!value) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, py: 0.25 }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ textAlign: 'right' }}>
        {value}
      </Typography>
    </Box>
  );
}

export function SheetProperties({ sheet }: { sheet: Sheet }) {
  const translate = useTranslate();
  const sender = senderOf(sheet);
  const senderEmpty = isSenderEmpty(sheet);
  const minutes = (key: string) => {
    const value = sheetValue<number>(sheet, key);
    return value === undefined || value === null || (value as unknown) === ''
      ? ''
      : translate('games.gameEdit.properties.minutes', { value });
  };
  const price = sheetValue<number>(sheet, 'price', 'amount');
  const author = text(sheet.author?.email) || text(sheet.authorEmail);
  const place = formatZip(text(sender.zip));

  return (
    <Card variant="outlined" data-testid="sheet-properties" sx={{ alignSelf: 'start' }}>
      <CardContent>
        <Typography variant="subtitle2" component="h2" gutterBottom>
          {translate('games.gameEdit.properties.sender')}
        </Typography>
        <Box data-testid="sheet-sender" sx={{ mb: 1 }}>
          {text(sender.name) && <Typography variant="body2">{text(sender.name)}</Typography>}
          {text(sender.org) && <Typography variant="body2">{text(sender.org)}</Typography>}
          {place && <Typography variant="body2">{place}</Typography>}
          {text(sender.email) && (
            <Typography variant="body2" color="text.secondary">
              {text(sender.email)}
            </Typography>
          )}
          {text(sender.phone) && (
            <Typography variant="body2" color="text.secondary">
              {text(sender.phone)}
            </Typography>
          )}
        </Box>
        {senderEmpty && (
          <Alert severity="info" sx={{ mb: 1 }} data-testid="sender-empty">
            {translate('games.gameEdit.properties.senderEmpty')}
          </Alert>
        )}
        {sheet.valid === false && (
          <Alert severity="error" sx={{ mb: 1 }} data-testid="sender-error">
            {translate(
              sheet.problems?.length
                ? 'games.gameEdit.properties.problems.title'
                : 'games.gameEdit.properties.senderError',
            )}
            {/* issue 31: which fields of which form */}
            {sheet.problems?.map((problem) => (
              <Typography key={problem.form} variant="body2" data-testid={`sheet-problem-${problem.form}`}>
                {translate(`games.gameEdit.properties.problems.${problem.form}`, {
                  fields: problem.fields.join(', '),
                })}
              </Typography>
            ))}
          </Alert>
        )}
        <Typography variant="subtitle2" component="h2" sx={{ mt: 2 }} gutterBottom>
          {translate('games.gameEdit.properties.title')}
        </Typography>
        <Row
          testId="prop-status"
          label={translate('games.gameEdit.properties.status')}
          value={codelistLabel('sheetStatus', sheet.status)}
        />
        <Row
          testId="prop-number"
          label={translate('games.gameEdit.properties.number')}
          value={text(sheet.number)}
        />
        <Row
          testId="prop-duration"
          label={translate('games.gameEdit.properties.duration')}
          value={minutes('duration')}
        />
        <Row
          testId="prop-avgDuration"
          label={translate('games.gameEdit.properties.avgDuration')}
          value={minutes('avgDuration')}
        />
        <Row
          testId="prop-maxDuration"
          label={translate('games.gameEdit.properties.maxDuration')}
          value={minutes('maxDuration')}
        />
        <Row
          testId="prop-location"
          label={translate('games.gameEdit.properties.location')}
          value={text(sheetValue<string>(sheet, 'location'))}
        />
        <Row
          testId="prop-price"
          label={translate('games.gameEdit.properties.price')}
          value={formatEur(price)}
        />
        <Row
          testId="prop-createdAt"
          label={translate('games.gameEdit.properties.createdAt')}
          value={formatLongDate(sheet.createdAt)}
        />
        <Row testId="prop-author" label={translate('games.gameEdit.properties.author')} value={author} />
        {sheet.status && sheet.status !== 'draft' && (
          <Row
            testId="prop-receptionType"
            label={translate('courier.receptionType')}
            value={codelistLabel('receptionType', sheet.info?.courier === true ? 'courier' : 'post')}
          />
        )}
      </CardContent>
    </Card>
  );
}
