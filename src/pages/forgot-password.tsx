import type { HeadFC, PageProps } from 'gatsby';
import { ForgotPasswordForm } from '../features/user/components/PasswordForms';
import { vi } from '../shared/i18n/vi';
import { Layout } from '../shared/layout/Layout';
import { Themed } from '../shared/theme/Themed';
import { PageHead } from '../shared/layout/PageHead';

export default function ForgotPasswordPage({ location }: PageProps) {
  return (
    <Themed>
      <Layout pathname={location.pathname} title={vi.pages.forgotPassword.title}>
        <ForgotPasswordForm />
      </Layout>
    </Themed>
  );
}

export const Head: HeadFC = ({ location }) => (
  <PageHead title={vi.pages.forgotPassword.title} description={vi.pages.forgotPassword.description} pathname={location.pathname} noindex />
);
