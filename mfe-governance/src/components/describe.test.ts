import { percentOf, projectsRecorded } from './describe';

describe('percentOf', () => {
  it('gives every share one decimal, so a round share stands beside another the same way', () => {
    expect(percentOf(5, 100)).toBe('5.0%');
    expect(percentOf(41, 1000)).toBe('4.1%');
    expect(percentOf(1, 3)).toBe('33.3%');
    expect(percentOf(0, 0)).toBe('0.0%');
  });
});

describe('projectsRecorded', () => {
  it('writes one sentence for none, one, some and all of the projects being sample data', () => {
    expect(projectsRecorded(4, 4)).toBe('4 projects recorded; all 4 are sample data.');
    expect(projectsRecorded(1, 1)).toBe('1 project recorded; it is sample data.');
    expect(projectsRecorded(4, 1)).toBe('4 projects recorded; 1 is sample data.');
    expect(projectsRecorded(12, 3)).toBe('12 projects recorded; 3 are sample data.');
    expect(projectsRecorded(4, 0)).toBe('4 projects recorded.');
    expect(projectsRecorded(1, 0)).toBe('1 project recorded.');
    expect(projectsRecorded(1200, 1200)).toBe('1,200 projects recorded; all 1,200 are sample data.');
  });
});
