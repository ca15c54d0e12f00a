import { useState } from 'react';
import { Box, Button, Card, CardContent, Fade, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../providers/dataProvider';
import { useGlobalSearch, useMenuBadges } from '../search';
import {
  createDraft,
  FileDropArea,
  isSenderEmpty,
  SheetImportDialog,
  VariantDialog,
  type Sheet,
} from '../games';

/** Game categories of the dashboard with their type codes (games spec 2.2, 3.9). */
export const DASHBOARD_CATEGORIES = [
  { key: 'zilina', typeCode: 1 },
  { key: 'product', typeCode: 2 },
  { key: 'teambuilding', typeCode: 3 },
] as const;

/** Fade-in of the dashboard (games 2.2, 9). */
export const DASHBOARD_FADE_IN_MS = 150;

/**
 * #/dashboard: create a game by category (games 2.2). PUT drafts {category} creates the draft; with
 * an empty sender the variant dialog opens first (without errors) and its successful close leads to
 * #/drafts/{id}; otherwise the search is cleared and the app goes there at once. The import button,
 * or a file dropped anywhere on the view, opens the sheet import modal (2.11); its success goes to
 * #/drafts/{id} of the imported sheet.
 */
export function DashboardPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { setSearch } = useGlobalSearch();
  const { refreshCounts } = useMenuBadges();
  const [creating, setCreating] = useState<number | null>(null);
  const [variantOf, setVariantOf] = useState<Sheet | null>(null);
  const [importing, setImporting] = useState<{ file?: File } | null>(null);

  const openDraft = (id: Sheet['id']) => {
    setSearch('');
    navigate(`/drafts/${id}`);
  };

  const create = async (typeCode: number) => {
    setCreating(typeCode);
    try {
      const sheet = await createDraft(dataProvider, typeCode);
      refreshCounts();
      if (isSenderEmpty(sheet)) setVariantOf(sheet);
      else openDraft(sheet.id);
    } catch {
      notify('games.dashboard.createFailed', { type: 'error' });
    } finally {
      setCreating(null);
    }
  };

  return (
    <Fade in appear timeout={DASHBOARD_FADE_IN_MS}>
      <Box sx={{ mt: 2 }}>
        <FileDropArea label="sheetImport.dropHere" onFile={(file) => !importing && setImporting({ file })}>
          <Title title="app.dashboard.title" />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
            {DASHBOARD_CATEGORIES.map(({ key, typeCode }) => {
              const category = translate(`app.dashboard.category.${key}`);
              return (
                <Card key={key} data-category={key}>
                  <CardContent>
                    <Typography variant="h6" component="h2" gutterBottom>
                      {category}
                    </Typography>
                    <Button
                      variant="outlined"
                      startIcon={<AddIcon />}
                      disabled={creating !== null}
                      onClick={() => void create(typeCode)}
                    >
                      {translate(
                        creating === typeCode ? 'games.dashboard.creating' : 'app.dashboard.create',
                        {
                          category,
                        },
                      )}
                    </Button>
                  </CardContent>
                </Card>
              );
            })}
          </Box>
          <Box sx={{ mt: 3, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => setImporting({})}>
              {translate('sheetImport.button')}
            </Button>
            <Typography variant="body2" color="text.secondary">
              {translate('sheetImport.dropHint')}
            </Typography>
          </Box>
        </FileDropArea>
        <SheetImportDialog
          open={!!importing}
          initialFile={importing?.file}
          onClose={() => setImporting(null)}
          onImported={(sheet) => {
            setImporting(null);
            refreshCounts();
            openDraft(sheet.id);
          }}
        />
        {variantOf && (
          <VariantDialog
            sheet={variantOf}
            showErrors={false}
            onSheetChanged={(next) => next && setVariantOf((prev) => (prev ? { ...prev, ...next } : next))}
            onDone={() => {
              const id = variantOf.id;
              setVariantOf(null);
              openDraft(id);
            }}
            onClose={() => setVariantOf(null)}
          />
        )}
      </Box>
    </Fade>
  );
}
