// A react-hook-form text field whose error is a translation key (the sign-in, reset, settings and
// switch-user forms; spec platform 5.4). Its own folder, apart from the schema-driven src/forms: the
// sign-in page is in the first load, and src/forms (schemas, codelists, widgets) must not be.
//   <FormTextField name="email" control={control} label="auth.email" rules={{ required: REQUIRED }} />
export { FormTextField, REQUIRED } from './FormTextField';
