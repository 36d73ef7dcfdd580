import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { fetchOrganisation, projectsCsv } from '../../api';
import { withAccess } from '../../access';
import { ContentPage } from '../../components/content/ContentPage';
import { t, useTranslations } from '../../messages/projects';
import { ImportForm } from './ImportForm';
import { ProjectEditor } from './ProjectEditor';

/**
 * Whether the one signed in may import: any of the editors' reads answers that before a file is chosen (the
 * organisation's details are one small row), so a signed-out visitor is asked to sign in first.
 */
const checkAccess = (signal: AbortSignal) => withAccess(() => fetchOrganisation(signal));

/** A plain link the browser downloads, with the session's cookie; as tall as a button for a finger. */
const Download = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
`;

/**
 * The import, with its own live region under its buttons, then the editing of one project, whose region sits at
 * the foot of the page, just under the project's Save button at the end of a long form. Neither is inside the other.
 */
function ProjectRecords() {
  const [said, say] = useState<ReactNode>(null);
  return (
    <>
      <p>{t('importExplainFile')}</p>
      <p>
        <Download href={projectsCsv()} download>
          {t('importTemplate')}
        </Download>
      </p>
      <p>{t('importExplainMatch')}</p>
      <p>{t('importExplainRefused')}</p>
      <ImportForm />
      <ProjectEditor say={say} />
      <div role="status" aria-label={t('statusRecord')}>
        {said}
      </div>
    </>
  );
}

/**
 * /console/content/projects: project records imported from a CSV file or an OC4IDS package, checked first if
 * wished, or edited one at a time, for editors.
 */
export default function ProjectImport() {
  // This page's own texts, in the page's language, before it shows.
  useTranslations();
  return (
    <ContentPage page="projects" path="/console/content/projects" title="projectsTitle" intro="projectsIntro" loadFailed="projectsLoadFailed" load={checkAccess}>
      {() => <ProjectRecords />}
    </ContentPage>
  );
}
