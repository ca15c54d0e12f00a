import { Route, Routes } from 'react-router-dom';
import { SchemasStudio } from './SchemasStudio';
import { CodelistEditor } from './codelists';

/** The studio's screens under #/schemas: the overview; each editor adds its own path here. */
export function StudioRoutes() {
  return (
    <Routes>
      <Route index element={<SchemasStudio />} />
      <Route path="codelists/:name" element={<CodelistEditor />} />
      <Route path="*" element={<SchemasStudio />} />
    </Routes>
  );
}
