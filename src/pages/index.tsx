import type { HeadFC, PageProps } from 'gatsby';
import HomePage, { Head as HomeHead, type HomePageContext } from './home';

/** `/` renders the home page; its canonical URL is `/home`. */
export default function IndexPage(props: PageProps<object, HomePageContext>) {
  return <HomePage {...props} />;
}

export const Head: HeadFC<object, HomePageContext> = (props) => <HomeHead {...props} />;
