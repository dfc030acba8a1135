import type { PopupPart, PopupStyles } from '../CampaignPopupForm/campaignColors';
import { popupParts } from '../CampaignPopupForm/campaignColors';

/**
 * The colours a campaign template sets on each popup part (docs/product/campaigns.md): the first element with the part's class
 * (`overlay`, `popup`, `header`, `close`, `title`, `tagline`, `content`, `input`, `button`, `note`), its inline
 * `color`, `background`/`background-color` and `border-color`. The template is parsed as an inert document (never
 * put in the page), so nothing in it can run; invisible colours are dropped later by `visibleColor`.
 */
export function stylesFromTemplate(html: string): PopupStyles {
  if (!html.trim() || typeof DOMParser === 'undefined') return {};
  const document = new DOMParser().parseFromString(html, 'text/html');
  const styles: PopupStyles = {};
  for (const part of popupParts) {
    const element = document.querySelector<HTMLElement>(`.${part}`);
    if (!element) continue;
    const { style } = element;
    const background = style.backgroundColor || undefined;
    const found = {
      color: style.color || undefined,
      background,
      borderColor: style.borderColor || style.borderTopColor || undefined,
    };
    const set = Object.entries(found).filter(([, value]) => value !== undefined);
    if (set.length > 0) styles[part as PopupPart] = Object.fromEntries(set);
  }
  return styles;
}
