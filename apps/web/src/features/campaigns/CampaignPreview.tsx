import type { CampaignInput } from '@telehealth/contract';
import { CampaignPopup } from '@telehealth/forms';
import { Button } from '@telehealth/ui';
import { useState } from 'react';

/** The live preview (docs/product/campaigns.md), the real popup with the campaign's texts and template colours as typed. */
export function CampaignPreview({ values }: { values: CampaignInput | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        Preview popup
      </Button>
      {open ? (
        <CampaignPopup
          campaign={{
            htmlTemplate: values?.htmlTemplate ?? '',
            editableSections: values?.editableSections ?? {},
          }}
          open
          onOpenChange={setOpen}
          onSubmit={() => Promise.resolve()}
        />
      ) : null}
    </>
  );
}
