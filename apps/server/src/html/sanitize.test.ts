import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize';

describe('sanitizeRichText (the contract richTextPolicy on jsdom)', () => {
  it('keeps what the editor writes', async () => {
    const html =
      '<h1>T</h1><h6>t</h6><p style="text-align: right">a<br><strong>b</strong><b>c</b><em>d</em><i>e</i><u>f</u><s>g</s><strike>h</strike><span>i</span></p><blockquote>q</blockquote><ol><li>1</li></ol><ul><li>2</li></ul>';
    expect(await sanitizeRichText(html)).toBe(html);
  });

  it('drops images, frames, forms, scripts with their content, handlers and foreign styles', async () => {
    expect(
      await sanitizeRichText(
        '<p onclick="x()" style="color: red">Hi<img src=x onerror=alert(1)><script>alert(2)</script></p><iframe src="https://e.example"></iframe><form><input name="a"></form><svg><a href="javascript:alert(3)">s</a></svg>',
      ),
    ).toBe('<p>Hi</p>');
  });

  it('keeps http(s), mailto and same-site links, nothing else', async () => {
    expect(
      await sanitizeRichText(
        '<a href="https://example.com">w</a><a href="mailto:a@example.com">m</a><a href="/terms">t</a><a href="javascript:alert(1)">j</a><a href="data:text/html,x">d</a>',
      ),
    ).toBe(
      '<a href="https://example.com">w</a><a href="mailto:a@example.com">m</a><a href="/terms">t</a><a>j</a><a>d</a>',
    );
  });

  it('keeps an author target="_blank" only, always with rel="noopener noreferrer", and only known rel tokens', async () => {
    expect(
      await sanitizeRichText(
        '<a href="https://example.com" target="_blank" rel="opener nofollow">a</a><a href="https://example.com" target="_top" rel="noopener">b</a>',
      ),
    ).toBe(
      '<a href="https://example.com" target="_blank" rel="nofollow noopener noreferrer">a</a><a href="https://example.com" rel="noopener">b</a>',
    );
  });

  it('keeps alignment and indent classes only, and link attributes only on links', async () => {
    expect(
      await sanitizeRichText(
        '<p class="ql-align-center evil ql-indent-2">x</p><p class="evil" href="/x" target="_blank">y</p>',
      ),
    ).toBe('<p class="ql-align-center ql-indent-2">x</p><p>y</p>');
  });
});
