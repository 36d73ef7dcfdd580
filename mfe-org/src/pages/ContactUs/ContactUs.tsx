import { Container, PageSection, usePageTitle, PageHeader } from '@civic/shared';
import { LinkList } from '../../components/LinkList';
import { t } from '../../messages';
import { ContactForm } from './ContactForm';
import { DepartmentContacts } from './DepartmentContacts';
import { OfficeTabs } from './OfficeTabs';

export default function ContactUs() {
  usePageTitle(t('contactTitle'));
  return (
    <>
      <PageHeader title={t('contactTitle')} intro={t('contactIntro')} />
      <PageSection aria-labelledby="contact-offices">
        <Container>
          <h2 id="contact-offices">{t('officesTitle')}</h2>
          <OfficeTabs />
        </Container>
      </PageSection>
      <PageSection $tint aria-labelledby="contact-departments">
        <Container>
          <h2 id="contact-departments">{t('departmentsTitle')}</h2>
          <p>{t('departmentsIntro')}</p>
          <DepartmentContacts />
        </Container>
      </PageSection>
      <PageSection>
        <Container>
          <h2 id="contact-form-title">{t('formTitle')}</h2>
          <ContactForm />
        </Container>
      </PageSection>
      <PageSection $tint>
        <Container>
          <nav aria-labelledby="contact-more">
            <h2 id="contact-more">{t('contactMore')}</h2>
            <LinkList
              links={[
                { to: '/about', label: t('contactAboutLink') },
                { to: '/data-access', label: t('contactDataLink') },
              ]}
            />
          </nav>
        </Container>
      </PageSection>
    </>
  );
}
