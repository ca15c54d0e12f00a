// The button of a field's server-side action (FieldSpec.action), shown beside the field: e.g. 'Pripočítať
// poštovné k dobierke' next to the level's cash-on-delivery amount (games 9). The label comes from the
// schema; the computation is the server's (a validate call with "$action"), never the browser's.
import { Button, CircularProgress } from '@mui/material';
import type { CompiledField } from '../../schemas/engine';
import type { SchemaFormController } from './useSchemaForm';

export function FieldActionButton({ field, ctl }: { field: CompiledField; ctl: SchemaFormController }) {
  const action = field.spec.action;
  if (!action || !ctl.runAction) return null;
  const running = ctl.acting === field.id;
  return (
    <Button
      size="small"
      variant="outlined"
      data-action={field.id}
      disabled={ctl.acting !== null || ctl.status !== 'ready'}
      startIcon={running ? <CircularProgress size={14} /> : undefined}
      onClick={() => void ctl.runAction?.(field.id)}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {action.label}
    </Button>
  );
}
