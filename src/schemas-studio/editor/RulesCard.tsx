// The 'Pravidlá' card of the form editor: every rule of the form's `rules` in words (the engine's
// ruleText: fields by their labels, codelist values by their items' labels) with its message; a rule is
// added and changed in RuleDialog and removed here. The rules are part of the draft's files, so the
// preview, the impact and publishing apply them exactly as the fields. The engine's problems of a rule
// show at it.
import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  FormHelperText,
  IconButton,
  List,
  ListItem,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useTranslate } from 'react-admin';
import {
  referenceLabel,
  ruleText,
  type FormSchema,
  type RuleSpec,
  type SchemaProblem,
} from '../../../schemas/engine';
import { RuleDialog } from './RuleDialog';

export interface RulesCardProps {
  form: FormSchema;
  codelists: Record<string, unknown>;
  /** The checks' problems of this form's rules (SchemaProblem.rule set). */
  problems: SchemaProblem[];
  onChange(next: FormSchema): void;
}

/** The form with its rules replaced ('rules' left out when none is left). */
function withRules(form: FormSchema, rules: RuleSpec[]): FormSchema {
  const next: FormSchema = { ...form, rules };
  if (!rules.length) delete next.rules;
  return next;
}

/** A message as staff read it in the card: its placeholders (%{value}, %{count}…) shown as '…'. */
function readableMessage(message: string): string {
  return message.replace(/%\{[^}]*\}/g, '…');
}

export function RulesCard({ form, codelists, problems, onChange }: RulesCardProps) {
  const translate = useTranslate();
  // the rule being edited: its index, or 'new'
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const rules = form.rules ?? [];
  const problemText = (p: SchemaProblem) =>
    translate(`schemasRules.problem.${p.key ?? ''}`, {
      ...p.params,
      field: typeof p.params?.field === 'string' ? referenceLabel(p.params.field, form) : '',
      _: p.message,
    });

  return (
    <Card component="section" aria-labelledby="schemas-rules-title" data-rules-card>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="h6" component="h2" id="schemas-rules-title" sx={{ flex: 1 }}>
            {translate('schemasRules.title')}
          </Typography>
          <Button startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {translate('schemasRules.add')}
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {translate('schemasRules.hint')}
        </Typography>
        {rules.length === 0 ? (
          <Typography color="text.secondary">{translate('schemasRules.empty')}</Typography>
        ) : (
          <List dense disablePadding>
            {rules.map((rule, i) => {
              const text = ruleText(rule, form, codelists);
              const own = problems.filter((p) => p.rule === i);
              return (
                <ListItem
                  key={i}
                  divider
                  disableGutters
                  data-rule={i}
                  sx={{ alignItems: 'flex-start' }}
                  secondaryAction={
                    <Box>
                      <Tooltip title={translate('schemasRules.edit', { rule: text })}>
                        <IconButton
                          aria-label={translate('schemasRules.edit', { rule: text })}
                          onClick={() => setEditing(i)}
                        >
                          <EditOutlinedIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={translate('schemasRules.remove', { rule: text })}>
                        <IconButton
                          aria-label={translate('schemasRules.remove', { rule: text })}
                          onClick={() =>
                            onChange(
                              withRules(
                                form,
                                rules.filter((_r, j) => j !== i),
                              ),
                            )
                          }
                        >
                          <DeleteOutlineIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </Box>
                  }
                >
                  <Box sx={{ pr: 12 }}>
                    <Typography variant="body2" data-rule-text>
                      {text}
                    </Typography>
                    {rule.message && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {translate('schemasRules.message', { message: readableMessage(rule.message) })}
                      </Typography>
                    )}
                    {rule.field && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {translate('schemasRules.at', { field: referenceLabel(rule.field, form) })}
                      </Typography>
                    )}
                    {own.map((p) => (
                      <FormHelperText key={p.text} error data-rule-problem={i}>
                        {problemText(p)}
                      </FormHelperText>
                    ))}
                  </Box>
                </ListItem>
              );
            })}
          </List>
        )}
      </CardContent>
      <RuleDialog
        open={editing !== null}
        form={form}
        codelists={codelists}
        rule={typeof editing === 'number' ? rules[editing] : undefined}
        onClose={() => setEditing(null)}
        onSave={(rule) =>
          onChange(
            withRules(
              form,
              typeof editing === 'number'
                ? rules.map((r, j) => (j === editing ? rule : r))
                : [...rules, rule],
            ),
          )
        }
      />
    </Card>
  );
}
