import { Route, Routes } from 'react-router-dom';
import { SchemasStudio } from './SchemasStudio';
import { PreviewRoute } from './preview/PreviewRoute';
import { CodelistEditor } from './codelists';

/** The studio's screens under #/schemas: the overview; each editor adds its own path here. */
export function StudioRoutes() {
  return (
    <Routes>
      <Route index element={<SchemasStudio />} />
      {/* temporary: the preview panes over the version in force, until the editor's aside shows them */}
      <Route path="preview/:name" element={<PreviewRoute />} />
      <Route path="codelists/:name" element={<CodelistEditor />} />
      <Route path="*" element={<SchemasStudio />} />
    </Routes>
  );
}
