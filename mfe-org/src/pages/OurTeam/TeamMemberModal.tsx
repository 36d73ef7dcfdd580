import styled from 'styled-components';
import { formatDate, Modal, site, type TeamMember, InitialsAvatar } from '@civic/shared';
import { t } from '../../messages';
import { departmentLabel } from './findMembers';

const Summary = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(4)};
  p {
    margin: 0;
  }
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(5rem, auto) 1fr;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

/**
 * A member's profile. Staff are reached through the office, not a personal address: people who work on
 * corruption cases should not have their direct contact details published. For the same reason, and because an
 * account on another site may belong to someone else, no personal profile elsewhere is linked, even when the data
 * names one: only the organisation's own channels are.
 */
export function TeamMemberModal({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const subject = encodeURIComponent(t('teamContactSubject', { name: member.name }));
  return (
    <Modal title={member.name} onClose={onClose} closeLabel={t('teamCloseProfile')}>
      <Summary>
        <InitialsAvatar name={member.name} size="lg" />
        <div>
          <p>
            <strong>{member.role}</strong>
          </p>
          <p>{departmentLabel(member.department)}</p>
          <p>{t('teamJoined', { date: formatDate(member.joinedOn) })}</p>
        </div>
      </Summary>
      <h3>{t('teamAbout', { name: member.name })}</h3>
      <p>{member.bio}</p>
      <h3>{t('teamContactTitle')}</h3>
      <p>{t('teamContactText', { name: member.name })}</p>
      <Details>
        <dt>{t('teamContactEmail')}</dt>
        <dd>
          <a href={`mailto:${site.contact.email}?subject=${subject}`}>{site.contact.email}</a>
        </dd>
        <dt>{t('teamContactPhone')}</dt>
        <dd>
          <a href={`tel:${site.contact.phone.replace(/\s/g, '')}`}>{site.contact.phone}</a>
        </dd>
      </Details>
    </Modal>
  );
}
