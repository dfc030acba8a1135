import type { CampaignInput } from '@telehealth/contract';
import { CampaignPopupForm, stylesFromTemplate } from '@telehealth/forms';
import { Button } from '@telehealth/ui';
import { useMemo, useState } from 'react';

/** journeys §8: the live preview, the real popup with the campaign's texts and template colours as typed. */
export function CampaignPreview({ values }: { values: CampaignInput | null }) {
  const [open, setOpen] = useState(false);
  const template = values?.htmlTemplate ?? '';
  const styles = useMemo(() => stylesFromTemplate(template), [template]);
  const sections = values?.editableSections ?? {};
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        Preview popup
      </Button>
      <CampaignPopupForm
        key={open ? 'open' : 'closed'}
        open={open}
        onOpenChange={setOpen}
        title={sections.title || 'Stay in touch'}
        tagline={sections.tagline || undefined}
        buttonLabel={sections['button-label'] || 'Subscribe'}
        bottomNote={sections['bottom-note'] || undefined}
        styles={styles}
        onSubmit={() => Promise.resolve()}
      />
    </>
  );
}
