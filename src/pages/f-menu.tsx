import type { HeadFC, PageProps } from 'gatsby';
import { MenuBrowser } from '../features/menu/components/MenuBrowser';
import type { MenuNode } from '../features/menu/types';
import { vi } from '../shared/i18n/vi';
import { Layout } from '../shared/layout/Layout';
import { Themed } from '../shared/theme/Themed';
import { PageHead } from '../shared/layout/PageHead';

export interface FMenuPageContext {
  menu?: MenuNode[];
}

export default function FMenuPage({ location, pageContext }: PageProps<object, FMenuPageContext>) {
  return (
    <Themed>
      <Layout pathname={location.pathname} title={vi.pages.fMenu.title}>
        <MenuBrowser initialItems={pageContext.menu ?? []} />
      </Layout>
    </Themed>
  );
}

export const Head: HeadFC = ({ location }) => (
  <PageHead title={vi.pages.fMenu.title} description={vi.pages.fMenu.description} pathname={location.pathname} />
);
