import { Alert, Button, Inline, List, Stack, Text } from '@telehealth/ui';
import { useState } from 'react';

export const RECOVERY_CODES_FILE = 'telehealth-recovery-codes.txt';

export interface RecoveryCodesProps {
  /** The codes, shown this once. */
  codes: readonly string[];
  /** Called when the user says the codes are saved; the button is shown only when given. */
  onDone?: () => void;
}

/** The recovery codes of a new enrolment, shown once, with copy and download. */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = RECOVERY_CODES_FILE;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap="medium">
      <Alert tone="caution" title="Save your recovery codes">
        Each code signs you in once if you lose your authenticator app. They are shown only now.
      </Alert>
      <List aria-label="Recovery codes" gap="xsmall">
        {codes.map((code) => (
          <Text as="li" key={code} weight="semibold">
            {code}
          </Text>
        ))}
      </List>
      <Inline gap="small">
        <Button type="button" variant="soft" onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button type="button" variant="soft" onClick={download}>
          Download codes
        </Button>
        {onDone ? (
          <Button type="button" variant="solid" onClick={onDone}>
            I have saved them
          </Button>
        ) : null}
      </Inline>
      {copied ? (
        <Text role="status" tone={copied === 'yes' ? 'positive' : 'critical'}>
          {copied === 'yes' ? 'Copied.' : 'Could not copy: use Download instead.'}
        </Text>
      ) : null}
    </Stack>
  );
}
