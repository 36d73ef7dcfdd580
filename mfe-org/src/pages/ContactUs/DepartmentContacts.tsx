import { useLocalized } from '@civic/shared';
import styled from 'styled-components';
import * as contactDepartmentsEn from '../../content/contactDepartments';

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  list-style: none;
  padding: 0;
  margin: 0;
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(4)};
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    margin-top: auto;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const contactDepartmentsSw = () => import(/* webpackChunkName: "content-sw-contactDepartments" */ '../../content/sw/contactDepartments');

export function DepartmentContacts() {
  const { CONTACT_DEPARTMENTS } = useLocalized(contactDepartmentsEn, contactDepartmentsSw);
  return (
    <Cards>
      {CONTACT_DEPARTMENTS.map((department) => (
        <Card key={department.id}>
          <h3>{department.name}</h3>
          <p>{department.description}</p>
          <a href={`mailto:${department.email}`}>{department.email}</a>
        </Card>
      ))}
    </Cards>
  );
}
