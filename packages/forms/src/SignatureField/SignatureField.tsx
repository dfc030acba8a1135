import { practitionerMessages, signatureInput } from '@telehealth/contract';
import { Alert, Button, Field, Inline, Input, Stack, Tabs, Text } from '@telehealth/ui';
import { SignaturePad } from '@telehealth/ui/signature-pad';
import { type ChangeEvent, type CSSProperties, useState } from 'react';
import { fallbackSubmitMessage, type SubmitError } from '../internal/serverError';
import { readSignatureFile } from './signatureFile';

export interface SignatureFieldProps {
  /** The saved signature as a PNG data URL, or null when there is none. */
  value: string | null;
  /** Saves a new signature (`PUT /api/practitioner/signature`); a rejection's message (413, 415) shows under it. */
  onSave: (dataUrl: string) => Promise<void>;
  /** Removes the saved signature. */
  onRemove: () => Promise<void>;
  disabled?: boolean;
}

/*
 * The signature as the prescription prints it (at most 50 x 14 mm, on white paper, in every theme). Inline because
 * the forms package ships no stylesheet; the sizes are the prescription template's, in millimetres on purpose.
 */
const paper: CSSProperties = {
  background: 'white',
  width: '54mm',
  minHeight: '18mm',
  padding: '2mm',
  display: 'flex',
  alignItems: 'center',
  boxSizing: 'border-box',
};
const printed: CSSProperties = { maxWidth: '50mm', maxHeight: '14mm', objectFit: 'contain' };

type Status = { tone: 'positive' | 'critical'; message: string } | null;

/**
 * The practitioner's signature (docs/product/practitioner.md): the current one as it prints, a new one uploaded as a PNG (checked
 * like the server checks it) or drawn on `SignaturePad`, then 'Save signature'; or 'Remove signature'.
 */
export function SignatureField({ value, onSave, onRemove, disabled }: SignatureFieldProps) {
  const [mode, setMode] = useState<'upload' | 'draw'>('upload');
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const off = disabled || busy;
  const shown = pending ?? value;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setStatus(null);
    setError(null);
    setPending(null);
    if (!file) return;
    const read = await readSignatureFile(file);
    if ('error' in read) setError(read.error);
    else setPending(read.dataUrl);
  };

  const run = async (action: () => Promise<void>, done: string) => {
    setBusy(true);
    setStatus(null);
    setError(null);
    try {
      await action();
      setPending(null);
      setStatus({ tone: 'positive', message: done });
    } catch (reason) {
      setError((reason as SubmitError | null)?.message || fallbackSubmitMessage);
    } finally {
      setBusy(false);
    }
  };

  const save = () => {
    const checked = signatureInput.safeParse({ image: pending ?? '' });
    if (!checked.success || !pending) {
      setStatus(null);
      setError(checked.error?.issues[0]?.message ?? practitionerMessages.signatureEmpty);
      return;
    }
    void run(() => onSave(pending), practitionerMessages.signatureSaved);
  };

  return (
    <Stack gap="medium">
      <Stack gap="xsmall">
        <Text weight="bold">{pending ? 'Your new signature (not saved yet)' : 'Your signature'}</Text>
        {shown ? (
          <div style={paper}>
            <img src={shown} alt="Your signature as it prints" style={printed} />
          </div>
        ) : (
          <Text tone="muted">No signature yet</Text>
        )}
      </Stack>
      <Tabs.Root value={mode} onValueChange={(next) => setMode(next as 'upload' | 'draw')}>
        <Tabs.List aria-label="New signature">
          <Tabs.Trigger value="upload" disabled={off}>
            Upload a PNG
          </Tabs.Trigger>
          <Tabs.Trigger value="draw" disabled={off}>
            Draw it
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="upload">
          <Field
            label="Signature image"
            hint="A PNG of 256 KB or less, dark ink on white."
            error={mode === 'upload' ? error : undefined}
          >
            <Input type="file" accept="image/png" disabled={off} onChange={choose} />
          </Field>
        </Tabs.Content>
        <Tabs.Content value="draw">
          <SignaturePad
            label="Draw your signature"
            disabled={off}
            error={mode === 'draw' ? error : undefined}
            onChange={(dataUrl) => {
              setStatus(null);
              setError(null);
              setPending(dataUrl);
            }}
          />
        </Tabs.Content>
      </Tabs.Root>
      {status ? <Alert tone={status.tone}>{status.message}</Alert> : null}
      <Inline gap="small">
        <Button type="button" variant="solid" busy={busy} disabled={disabled} onClick={save}>
          Save signature
        </Button>
        {value ? (
          <Button
            type="button"
            variant="soft"
            tone="critical"
            disabled={off}
            onClick={() => run(onRemove, practitionerMessages.signatureRemoved)}
          >
            Remove signature
          </Button>
        ) : null}
      </Inline>
    </Stack>
  );
}
