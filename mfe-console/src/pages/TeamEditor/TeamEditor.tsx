import { TEAM_DEPARTMENTS } from '@civic/shared/contracts';
import { changedTeamMember, fetchTeam, saveTeamMember, unpublishTeamMember, type EditableTeamMember, type TeamFields, type TeamValues } from '../../api';
import { withAccess } from '../../access';
import { ContentPage } from '../../components/content/ContentPage';
import { RecordList, type CardParts } from '../../components/content/RecordList';
import { ValueGrid, ValueInput, ValueSelect } from '../../components/content/parts';
import { dayText, placeInOrder, type ContentKind, type Errors, type ValueFieldsProps } from '../../components/content/kind';
import { t, useTranslations } from '../../messages/people';

const loadTeam = (signal: AbortSignal) => withAccess(() => fetchTeam(signal));

type Text = keyof TeamFields['en'];

/** A team member's values as the form holds them: a department not yet chosen is ''. */
type Values = { name: string; department: string; joinedOn: string; linkedin: string; twitter: string; github: string };

const DEPARTMENTS = {
  executive: 'departmentExecutive',
  engineering: 'departmentEngineering',
  data: 'departmentData',
  product: 'departmentProduct',
  marketing: 'departmentMarketing',
  design: 'departmentDesign',
  people: 'departmentPeople',
} as const satisfies Record<(typeof TEAM_DEPARTMENTS)[number], string>;

/** A department's word; one the console does not know (a newer API) as the API gives it. */
const departmentText = (department: string) => (department in DEPARTMENTS ? t(DEPARTMENTS[department as keyof typeof DEPARTMENTS]) : department);

/** The profile links, each optional. */
const LINKS = [
  { name: 'linkedin', label: 'fieldLinkedin' },
  { name: 'twitter', label: 'fieldTwitter' },
  { name: 'github', label: 'fieldGithub' },
] as const;

function TeamValueFields(form: ValueFieldsProps<Values>) {
  return (
    <ValueGrid>
      <div className="wide">
        <ValueInput within={form} name="name" label={t('fieldName')} autoComplete="off" required />
      </div>
      <ValueSelect
        within={form}
        name="department"
        label={t('teamDepartment')}
        required
        choose={t('teamDepartmentChoose')}
        options={TEAM_DEPARTMENTS.map((department) => ({ value: department, text: t(DEPARTMENTS[department]) }))}
      />
      <ValueInput within={form} name="joinedOn" type="date" label={t('fieldJoinedOn')} required />
      {LINKS.map(({ name, label }) => (
        <div key={name} className="wide">
          <ValueInput within={form} name={name} type="url" inputMode="url" autoComplete="off" spellCheck={false} label={t(label)} hint={t('profileLinkHint')} />
        </div>
      ))}
    </ValueGrid>
  );
}

function checkValues(values: Values): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) errors['values.name'] = t('requiredName');
  if (!values.department) errors['values.department'] = t('requiredDepartment');
  if (!values.joinedOn.trim()) errors['values.joinedOn'] = t('requiredJoinedOn');
  return errors;
}

/** A team member: their name first, then their role and bio in both languages; in the API's order (a new one last). */
const TEAM: ContentKind<Text, TeamFields, EditableTeamMember, Values> = {
  texts: [
    { name: 'role', label: 'fieldRole', word: 'wordRole', required: 'requiredRole' },
    { name: 'bio', label: 'fieldBio', word: 'wordBio', required: 'requiredBio', rows: 6 },
  ],
  naming: ({ values }) => values.name,
  values: {
    legend: 'teamValues',
    first: true,
    names: ['name', 'department', 'joinedOn', 'linkedin', 'twitter', 'github'],
    empty: { name: '', department: '', joinedOn: '', linkedin: '', twitter: '', github: '' },
    read: ({ values }) => ({ ...values }),
    check: checkValues,
    Fields: TeamValueFields,
    shown: ({ values }) => [
      { label: t('fieldName'), text: values.name },
      { label: t('teamDepartment'), text: departmentText(values.department) },
      { label: t('fieldJoinedOn'), text: dayText(values.joinedOn) },
      ...LINKS.map(({ name, label }) => ({ label: t(label), text: values[name] })),
    ],
  },
  compose: (texts, values) => ({
    ...texts,
    values: {
      name: values.name.trim(),
      department: values.department as TeamValues['department'],
      joinedOn: values.joinedOn.trim(),
      linkedin: values.linkedin.trim(),
      twitter: values.twitter.trim(),
      github: values.github.trim(),
    },
  }),
  words: {
    listHeading: 'teamHeading',
    empty: 'teamEmpty',
    count: 'teamCount',
    missingCount: 'teamMissingCount',
    published: 'personStatePublished',
    draft: 'personStateDraft',
    changed: 'personStateChanged',
    edited: 'personEditedBy',
    editedNever: 'personEditedNever',
    doneDraft: 'doneDraft',
    donePublish: 'personDonePublish',
    doneTakeDown: 'personDoneTakeDown',
    saveFailed: 'teamSaveFailed',
    newRecord: 'teamNew',
    newHeading: 'teamNew',
  },
  save: saveTeamMember,
  unpublish: unpublishTeamMember,
  changed: changedTeamMember,
  // Ids are numbers, the next one for a new member.
  place: (members, member) => placeInOrder(members, member, (a, b) => Number(a.id) < Number(b.id)),
};

/** Each member's role and department; Take down when they are published. */
const CARD: CardParts<EditableTeamMember> = {
  details: ({ fields }) => (
    <>
      <p lang="en">{fields.en.role}</p>
      <p>{t('teamDepartmentLine', { department: departmentText(fields.values.department) })}</p>
    </>
  ),
  takeDown: true,
};

/** /console/content/team: the people citizens read about on the Leadership page, edited in English and Kiswahili, for editors. */
export default function TeamEditor() {
  // This page's own texts, in the page's language, before it shows.
  useTranslations();
  return (
    <ContentPage page="team" path="/console/content/team" title="teamTitle" intro="teamIntro" loadFailed="teamLoadFailed" load={loadTeam}>
      {(list) => <RecordList kind={TEAM} list={list.members} parts={CARD} />}
    </ContentPage>
  );
}
