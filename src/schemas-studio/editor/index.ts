// The schema studio's form editor (issue 23): #/schemas/forms/:name.
export { FormEditor, FormEditorScreen, type FormEditorProps } from './FormEditor';
