/**
 * The state and submit flow the two password forms share (My Account's change, a manager's Set
 * password): check in the browser, send online, then a notice in plain words; field errors from
 * either side mark their fields; the fields are cleared as each form says.
 */
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api';
import { apiFieldErrors, type FieldErrors } from './account-rules';

export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

export interface PasswordFormSpec<F> {
  empty: F;
  check: (form: F) => FieldErrors;
  send: (form: F) => Promise<void>;
  success: string;
  /** 'The password was not changed' / 'not set' */
  failure: string;
  /** the form after an answer (default: empty) */
  afterError?: (form: F, fieldErrors: FieldErrors) => F;
}

export function usePasswordForm<F>(spec: PasswordFormSpec<F>) {
  const [form, setForm] = useState<F>(spec.empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const problems = spec.check(form);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      await spec.send(form);
      setForm(spec.empty);
      setNotice({ tone: 'success', text: spec.success });
    } catch (caught) {
      const error = caught instanceof ApiError ? caught : null;
      const fieldErrors = apiFieldErrors(error?.body);
      setErrors(fieldErrors);
      setForm(spec.afterError ? spec.afterError(form, fieldErrors) : spec.empty);
      const text = error?.isNetworkError
        ? 'The password could not be sent. Check the connection and try again.'
        : (error?.displayMessage ?? `${spec.failure}.`);
      setNotice({
        tone: 'error',
        text: Object.keys(fieldErrors).length > 0 ? `${spec.failure}. Please correct the marked field.` : text,
      });
    } finally {
      setBusy(false);
    }
  }

  return { form, setForm, errors, notice, busy, submit };
}
