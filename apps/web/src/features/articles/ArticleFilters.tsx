import { type ArticleCategory, articleCategories, articleCategoryLabels } from '@telehealth/contract';
import { Button, Field, Inline, Input } from '@telehealth/ui';
import type { FormEvent } from 'react';
import { RouterLink } from '../../frames/RouterLink';

export interface ArticleFiltersProps {
  q: string;
  category: ArticleCategory | undefined;
  /** The address of the list for a query and category (page 1). */
  hrefFor: (q: string, category: ArticleCategory | undefined) => string;
  onSearch: (q: string) => void;
}

/** The search box and the category links of /articles; both live in the address, so a search can be shared. */
export function ArticleFilters({ q, category, hrefFor, onSearch }: ArticleFiltersProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };
  return (
    <>
      <search>
        <form onSubmit={submit} key={q}>
          <Field
            label="Search articles"
            action={
              <Button type="submit" variant="solid">
                Search
              </Button>
            }
          >
            <Input name="q" type="search" defaultValue={q} maxLength={200} />
          </Field>
        </form>
      </search>
      <nav aria-label="Categories">
        <Inline gap="small">
          {[undefined, ...articleCategories].map((value) => (
            <Button key={value ?? 'all'} asChild size="sm" variant={value === category ? 'solid' : 'outline'}>
              <RouterLink href={hrefFor(q, value)} aria-current={value === category ? 'page' : undefined}>
                {value ? articleCategoryLabels[value] : 'All'}
              </RouterLink>
            </Button>
          ))}
        </Inline>
      </nav>
    </>
  );
}
