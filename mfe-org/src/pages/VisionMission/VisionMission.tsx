import { useLocalized } from '@civic/shared';
import { ContentPage } from '../../components/ContentPage';
import * as visionMissionEn from '../../content/visionMission';

const visionMissionSw = () => import(/* webpackChunkName: "content-sw-visionMission" */ '../../content/sw/visionMission');

export default function VisionMission() {
  const { visionMission } = useLocalized(visionMissionEn, visionMissionSw);
  return <ContentPage content={visionMission} />;
}
