import { InitialsAvatar } from '@civic/shared';
import styled from 'styled-components';
import type { TeamMember } from '@civic/shared';
import { departmentLabel } from './findMembers';

const Card = styled.article`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  align-items: flex-start;
  height: 100%;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(4)};
  &:hover,
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadow};
  }
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const NameButton = styled.button`
  font: inherit;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primaryDark};
  background: none;
  border: 0;
  padding: 0;
  min-height: 44px;
  text-align: left;
  cursor: pointer;
  text-decoration: underline;
  text-underline-offset: 3px;
  /* The whole card opens the profile, so the touch target is the card, not just the name. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
`;

const Department = styled.p`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(2)} !important;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primaryTint};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: 0.875rem;
  font-weight: 600;
`;

export function TeamMemberCard({ member, onOpen }: { member: TeamMember; onOpen: (member: TeamMember) => void }) {
  return (
    <Card>
      <InitialsAvatar name={member.name} />
      <div>
        <h3>
          <NameButton type="button" aria-haspopup="dialog" onClick={() => onOpen(member)}>
            {member.name}
          </NameButton>
        </h3>
        <p>{member.role}</p>
        <Department>{departmentLabel(member.department)}</Department>
      </div>
    </Card>
  );
}
