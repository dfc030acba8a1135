import { type ReportRange, reportRangeIssue } from '@telehealth/contract';
import { Button, Field, Input, Stack } from '@telehealth/ui';
import { type FormEvent, useEffect, useState } from 'react';

export interface ReportRangeFormProps {
  /** The range on screen (from the address). */
  value: ReportRange;
  /** Called with a range that passes the contract's checks: from on or before to, at most 366 days. */
  onApply: (range: ReportRange) => void;
}

type Errors = Partial<Record<keyof ReportRange, string>>;

const requiredMessage = 'Choose a date.';

/**
 * The reports' date range (docs/product/admin.md): two calendar dates, checked with the contract's `reportRangeIssue`, the
 * same check and message the server answers with. 'Show reports' (or Enter) applies it.
 */
export function ReportRangeForm({ value, onApply }: ReportRangeFormProps) {
  const [draft, setDraft] = useState<ReportRange>(value);
  const [errors, setErrors] = useState<Errors>({});
  // The address is the truth: Back and Forward bring another range, which the fields then show.
  useEffect(() => {
    setDraft({ from: value.from, to: value.to });
    setErrors({});
  }, [value.from, value.to]);

  // Not a FormShell form: applying a range only changes the address (nothing is sent, nothing can be refused).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing: Errors = {};
    if (!draft.from) missing.from = requiredMessage;
    if (!draft.to) missing.to = requiredMessage;
    if (missing.from || missing.to) return setErrors(missing);
    const issue = reportRangeIssue(draft);
    if (issue) return setErrors({ [issue.field]: issue.message });
    setErrors({});
    onApply(draft);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Report range">
      <Stack direction="row" gap="small" wrap align="end">
        <Field label="From" error={errors.from}>
          <Input
            type="date"
            size="sm"
            name="from"
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.currentTarget.value })}
          />
        </Field>
        <Field label="To" error={errors.to}>
          <Input
            type="date"
            size="sm"
            name="to"
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.currentTarget.value })}
          />
        </Field>
        <Button type="submit" size="sm">
          Show reports
        </Button>
      </Stack>
    </form>
  );
}
