import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { fieldProblemsOf } from '../../dataProvider/failures';

/** An open form that can show a refused body's problems under its fields. */
interface OpenForm {
  sources: readonly string[];
  setError: (source: string, message: string) => void;
}

/** The forms on screen, newest last: a refusal arrives while the form that sent it is still open. */
const openForms: OpenForm[] = [];

/**
 * Rendered inside a react-admin <Form>: makes it the form that receives a refused body's field messages
 * while it is mounted. `sources` are the form's field sources; a body field is matched by its name (its
 * first segment for a nested one such as 'places.0.countryID').
 */
export function FieldErrorsTarget({ sources }: { sources: readonly string[] }) {
  const { setError } = useFormContext();
  const key = sources.join('\n');
  useEffect(() => {
    const form: OpenForm = {
      sources: key.split('\n'),
      setError: (source, message) => setError(source, { type: 'server', message }, { shouldFocus: true }),
    };
    openForms.push(form);
    return () => {
      const at = openForms.indexOf(form);
      if (at >= 0) openForms.splice(at, 1);
    };
  }, [key, setError]);
  return null;
}

type Notify = (message: string, options: { type: 'error' }) => void;

/**
 * Shows a failed call: a validation refusal's messages go under the fields of the open form they name,
 * without the 'field:' prefix; a message naming no field of that form is toasted, also without it.
 * Every other failure toasts its message, as before.
 */
export function showFailure(error: unknown, notify: Notify): void {
  const problems = fieldProblemsOf(error);
  if (!problems) {
    notify((error as Error).message, { type: 'error' });
    return;
  }
  const form = openForms.at(-1);
  const unplaced: string[] = [];
  for (const problem of problems) {
    const source = form && problem.field ? matchSource(form.sources, problem.field) : undefined;
    if (source) form!.setError(source, problem.message);
    else unplaced.push(problem.message);
  }
  if (unplaced.length > 0) notify(unplaced.join('; '), { type: 'error' });
}

const matchSource = (sources: readonly string[], field: string) =>
  sources.find((s) => s === field) ?? sources.find((s) => s === field.split('.')[0]);
