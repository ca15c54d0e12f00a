import { Button, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { SignedOutFrame } from './SignedOutFrame';

export interface MessageAction {
  /** Translation key of the button. */
  label: string;
  /** Route to go to, e.g. '/signin'. */
  to: string;
}

/** The generic 'msg' view (spec 2.2): a title, a message and at most one action. Texts are keys. */
export function MessageScreen({
  title,
  message,
  action,
}: {
  title: string;
  message: string;
  action?: MessageAction;
}) {
  const translate = useTranslate();
  return (
    <SignedOutFrame title={translate(title)}>
      <Typography sx={{ my: 2 }} role="status">
        {translate(message)}
      </Typography>
      {action && (
        <Button variant="contained" component={LinkBase} to={action.to}>
          {translate(action.label)}
        </Button>
      )}
    </SignedOutFrame>
  );
}
