import { describe, expect, it } from 'vitest';
import { stylesFromTemplate } from './templateStyles';

describe('stylesFromTemplate', () => {
  it("reads each part's colours from its class", () => {
    const styles = stylesFromTemplate(
      '<div class="overlay" style="background: rgba(0, 0, 0, 0.5)"><div class="popup" style="background-color: #ffffff"><h2 class="title" style="color: #0f766e">x</h2><button class="button" style="background: #f2aa4c; color: transparent">Go</button><input class="input" style="border-color: #cccccc"></div></div>',
    );
    expect(styles.overlay?.background).toBe('rgba(0, 0, 0, 0.5)');
    expect(styles.popup?.background).toMatch(/#ffffff|rgb\(255, 255, 255\)/);
    expect(styles.title?.color).toMatch(/#0f766e|rgb\(15, 118, 110\)/);
    expect(styles.button?.background).toMatch(/#f2aa4c|rgb\(242, 170, 76\)/);
    expect(styles.button?.color).toBe('transparent');
    expect(styles.input?.borderColor).toMatch(/#cccccc|rgb\(204, 204, 204\)/);
    expect(styles.note).toBeUndefined();
  });

  it('is empty for an empty template and never runs anything in it', () => {
    expect(stylesFromTemplate('')).toEqual({});
    (window as unknown as { hit?: boolean }).hit = false;
    stylesFromTemplate('<img src=x onerror="window.hit = true"><script>window.hit = true</script>');
    expect((window as unknown as { hit?: boolean }).hit).toBe(false);
  });
});

describe('readableTextOn', () => {
  it('picks near-black on light campaign panels and white on dark ones', async () => {
    const { readableTextOn } = await import('../CampaignPopupForm/campaignColors');
    expect(readableTextOn('#ffffff')).toBe('#111827');
    expect(readableTextOn('rgb(255, 255, 255)')).toBe('#111827');
    expect(readableTextOn('#0f766e')).toBe('#ffffff');
    expect(readableTextOn('#000')).toBe('#ffffff');
    expect(readableTextOn('papayawhip')).toBeUndefined();
  });
});
