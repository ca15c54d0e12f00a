import { Route, Routes } from 'react-router-dom';
import { SchemasStudio } from './SchemasStudio';
import { FormEditorScreen } from './editor';

/** The studio's screens under #/schemas: the overview; each editor adds its own path here. */
export function StudioRoutes() {
  return (
    <Routes>
      <Route index element={<SchemasStudio />} />
      <Route path="forms/:name" element={<FormEditorScreen />} />
      <Route path="*" element={<SchemasStudio />} />
    </Routes>
  );
}
