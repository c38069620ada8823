/**
 * A file input that uploads the chosen file at once and hands its stored path to the form; a
 * file too large (checked first) or refused by the server shows its reason under the input.
 */
import { useState } from 'react';
import { uploadAccept, uploadTooLarge } from '../../lib/admin/uploads';
import { serverProblems, type Problem } from '../../lib/admin/problems';
import { ApiError } from '../../lib/api/client';
import type { UploadKind } from '../../lib/domain/uploads';
import type { Translate } from '../../lib/i18n/messages';
import { Field } from './fields';
import { uploadFile } from './upload';

interface UploadFieldProps {
  id: string;
  kind: UploadKind;
  label: string;
  t: Translate;
  onUploaded: (path: string) => void;
}

export function UploadField({ id, kind, label, t, onUploaded }: UploadFieldProps) {
  const [problem, setProblem] = useState<Problem | undefined>();
  const [busy, setBusy] = useState(false);
  const refuse = (message: string) => setProblem({ kind: 'server', message });

  const send = async (file: File) => {
    const cap = uploadTooLarge(kind, file.size);
    if (cap !== null) return refuse(t('admin.upload.tooLarge', { max: cap }));
    setProblem(undefined);
    setBusy(true);
    try {
      onUploaded((await uploadFile(kind, file)).path);
    } catch (error) {
      const body = error instanceof ApiError ? error.body : undefined;
      const named = serverProblems(body).file;
      refuse(named?.kind === 'server' ? named.message : t('admin.upload.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Field id={id} name={`${kind}-file`} label={label} problem={problem} t={t}>
      {(aria) => (
        <input
          {...aria}
          // Not a field of the setting: the saved value is the path the upload answers.
          name={undefined}
          data-upload={kind}
          className="form-field__input"
          type="file"
          accept={uploadAccept(kind)}
          disabled={busy}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (file) void send(file);
          }}
        />
      )}
    </Field>
  );
}
