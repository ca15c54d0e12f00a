import { useRef, useState, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A view that accepts a file dropped anywhere on it (games 2.2): while a file is dragged over, an
 * overlay says what happens; the dropped file is handed to onFile.
 */
export function FileDropArea({
  onFile,
  children,
  label,
}: {
  onFile(file: File): void;
  children: ReactNode;
  /** i18n key of the overlay text. */
  label: string;
}) {
  const translate = useTranslate();
  const [over, setOver] = useState(false);
  // dragenter/dragleave fire for every child; the overlay goes when the count returns to zero.
  const depth = useRef(0);
  const carriesFiles = (e: React.DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files');

  return (
    <Box
      data-testid="file-drop-area"
      sx={{ position: 'relative', minHeight: '60vh' }}
      onDragEnter={(e) => {
        if (!carriesFiles(e)) return;
        e.preventDefault();
        depth.current += 1;
        setOver(true);
      }}
      onDragOver={(e) => {
        if (!carriesFiles(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      }}
      onDrop={(e) => {
        e.preventDefault();
        depth.current = 0;
        setOver(false);
        const file = e.dataTransfer?.files?.[0];
        if (file) onFile(file);
      }}
    >
      {children}
      {over && (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            border: 3,
            borderStyle: 'dashed',
            borderColor: 'primary.main',
            borderRadius: 2,
            bgcolor: 'rgba(255,255,255,0.85)',
            pointerEvents: 'none',
          }}
        >
          <Typography variant="h6">{translate(label)}</Typography>
        </Box>
      )}
    </Box>
  );
}
