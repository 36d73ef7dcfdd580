import styled from 'styled-components';
import type { Milestone } from '../../content/about';

const Timeline = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  li {
    position: relative;
    padding: 0 0 ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(6)};
  }
  li::before {
    content: '';
    position: absolute;
    left: -0.6rem;
    top: 0.2rem;
    width: 0.9rem;
    height: 0.9rem;
    border-radius: 50%;
    background: #fff;
    border: 3px solid ${({ theme }) => theme.colors.primary};
  }
  h3 {
    font-size: 1.15rem;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  p {
    margin: 0;
  }
`;

const Year = styled.span`
  display: block;
  font-size: 0.95rem;
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 700;
`;

/** Oldest first: the story reads in the order it happened. */
export function MilestoneTimeline({ milestones }: { milestones: Milestone[] }) {
  return (
    <Timeline>
      {milestones.map((milestone) => (
        <li key={milestone.year}>
          <h3>
            <Year>{milestone.year}</Year> {milestone.title}
          </h3>
          <p>{milestone.text}</p>
        </li>
      ))}
    </Timeline>
  );
}
