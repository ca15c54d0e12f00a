// The editor's left column: the form's sections and their fields in order. A field moves with its
// arrow buttons, with Alt+ArrowUp / Alt+ArrowDown on its focused row, or by dragging it with the mouse
// onto another row (before it) or a section's heading (to its end).
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Box, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { useTranslate } from 'react-admin';
import { FIELD_TYPE_LABELS, type FormSchema } from '../../../schemas/engine';
import { moveField, moveFieldTo, sectionRows } from './draft';

export interface FieldListProps {
  form: FormSchema;
  selected: string | null;
  onSelect(id: string): void;
  onChange(next: FormSchema): void;
  /** Field id → how many problems the checks found at it. */
  problemCounts: Map<string, number>;
}

const DRAG_TYPE = 'application/x-schema-field';

export function FieldList({ form, selected, onSelect, onChange, problemCounts }: FieldListProps) {
  const translate = useTranslate();
  const sections = sectionRows(form);
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  // after a keyboard move the moved row keeps the focus
  const refocus = useRef<string | null>(null);
  const rowRefs = useRef(new Map<string, HTMLElement>());

  useEffect(() => {
    if (!refocus.current) return;
    rowRefs.current.get(refocus.current)?.focus();
    refocus.current = null;
  });

  const move = (id: string, step: -1 | 1, keepFocus = false) => {
    const next = moveField(form, id, step);
    if (next === form) return;
    if (keepFocus) refocus.current = id;
    onChange(next);
  };

  const onKeyDown = (id: string) => (e: KeyboardEvent) => {
    if (e.altKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
      e.preventDefault();
      move(id, e.key === 'ArrowUp' ? -1 : 1, true);
    } else if (!e.altKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
      // the arrows alone go to the row above or below
      e.preventDefault();
      const rows = [
        ...(e.currentTarget.closest('nav')?.querySelectorAll<HTMLElement>('[data-field-row]') ?? []),
      ];
      rows[rows.indexOf(e.currentTarget as HTMLElement) + (e.key === 'ArrowUp' ? -1 : 1)]?.focus();
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onSelect(id);
    }
  };

  const dropOn = (target: { beforeId?: string; section?: string }) => (e: DragEvent) => {
    e.preventDefault();
    const id = e.dataTransfer.getData(DRAG_TYPE) || dragging;
    setDragging(null);
    setOver(null);
    if (!id) return;
    const next = moveFieldTo(form, id, target);
    if (next !== form) {
      onChange(next);
      onSelect(id);
    }
  };
  const allowDrop = (key: string) => (e: DragEvent) => {
    if (!dragging) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
    if (over !== key) setOver(key);
  };

  return (
    <Box component="nav" aria-labelledby="schemas-editor-list-title">
      <Typography variant="h6" component="h2" id="schemas-editor-list-title">
        {translate('schemasEditor.list.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('schemasEditor.list.hint')}
      </Typography>
      {sections.map((section) => (
        <Box key={section.id} component="section" data-section={section.id} sx={{ mb: 1.5 }}>
          <Typography
            variant="subtitle2"
            component="h3"
            onDragOver={allowDrop(`section:${section.id}`)}
            onDrop={dropOn({ section: section.id })}
            sx={{
              px: 1,
              py: 0.5,
              bgcolor: over === `section:${section.id}` ? 'action.selected' : 'action.hover',
              borderRadius: 1,
            }}
          >
            {section.label ?? translate('schemasEditor.list.noSection')}
          </Typography>
          {section.rows.length === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ px: 1, py: 0.5 }}>
              {translate('schemasEditor.list.empty')}
            </Typography>
          )}
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {section.rows.map(({ spec, depth }) => {
              const problems = problemCounts.get(spec.id) ?? 0;
              const isSelected = spec.id === selected;
              return (
                <Box
                  component="li"
                  key={spec.id}
                  data-field-row={spec.id}
                  ref={(el: HTMLElement | null) => {
                    if (el) rowRefs.current.set(spec.id, el);
                    else rowRefs.current.delete(spec.id);
                  }}
                  tabIndex={0}
                  aria-current={isSelected || undefined}
                  aria-label={spec.label}
                  draggable
                  onDragStart={(e: DragEvent) => {
                    e.dataTransfer.setData(DRAG_TYPE, spec.id);
                    e.dataTransfer.effectAllowed = 'move';
                    setDragging(spec.id);
                  }}
                  onDragEnd={() => {
                    setDragging(null);
                    setOver(null);
                  }}
                  onDragOver={allowDrop(spec.id)}
                  onDrop={dropOn({ beforeId: spec.id })}
                  onClick={() => onSelect(spec.id)}
                  onKeyDown={onKeyDown(spec.id)}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 0.5,
                    pl: 1 + depth * 2.5,
                    pr: 0.5,
                    py: 0.25,
                    cursor: 'pointer',
                    borderRadius: 1,
                    borderTop: over === spec.id ? 2 : 0,
                    borderColor: 'primary.main',
                    bgcolor: isSelected ? 'action.selected' : undefined,
                    opacity: spec.retired ? 0.6 : 1,
                    '&:hover': { bgcolor: isSelected ? 'action.selected' : 'action.hover' },
                    '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
                  }}
                >
                  <DragIndicatorIcon fontSize="small" color="disabled" sx={{ cursor: 'grab' }} />
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography
                      variant="body2"
                      noWrap
                      sx={{
                        fontWeight: spec.type === 'group' ? 600 : undefined,
                        textDecoration: spec.retired ? 'line-through' : undefined,
                      }}
                    >
                      {spec.label || spec.id}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" noWrap component="div">
                      {FIELD_TYPE_LABELS[spec.type] ?? spec.type}
                    </Typography>
                  </Box>
                  {spec.required && !spec.retired && (
                    <Chip size="small" variant="outlined" label={translate('schemasEditor.list.required')} />
                  )}
                  {spec.retired && <Chip size="small" label={translate('schemasEditor.list.retired')} />}
                  {problems > 0 && (
                    <Tooltip title={translate('schemasEditor.list.problems', { count: problems })}>
                      <ErrorOutlineIcon
                        color="error"
                        fontSize="small"
                        titleAccess={translate('schemasEditor.list.problems', { count: problems })}
                      />
                    </Tooltip>
                  )}
                  <IconButton
                    size="small"
                    tabIndex={-1}
                    aria-label={translate('schemasEditor.list.moveUp', { label: spec.label })}
                    onClick={(e) => {
                      e.stopPropagation();
                      move(spec.id, -1);
                    }}
                  >
                    <ArrowUpwardIcon fontSize="inherit" />
                  </IconButton>
                  <IconButton
                    size="small"
                    tabIndex={-1}
                    aria-label={translate('schemasEditor.list.moveDown', { label: spec.label })}
                    onClick={(e) => {
                      e.stopPropagation();
                      move(spec.id, 1);
                    }}
                  >
                    <ArrowDownwardIcon fontSize="inherit" />
                  </IconButton>
                </Box>
              );
            })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
