import { Route, Routes } from 'react-router-dom';
import { SchemasStudio } from './SchemasStudio';
import { CodelistEditor } from './codelists';
import { FormEditorScreen } from './editor';
import { editorAside } from './EditorAside';

/** The studio's screens under #/schemas: the overview, a form's editor, a codelist's editor. */
export function StudioRoutes() {
  return (
    <Routes>
      <Route index element={<SchemasStudio />} />
      <Route path="forms/:name" element={<FormEditorScreen aside={editorAside} />} />
      <Route path="codelists/:name" element={<CodelistEditor />} />
      <Route path="*" element={<SchemasStudio />} />
    </Routes>
  );
}
