import { ContentPage } from '../../components/ContentPage';
import { visionMission } from '../../content/visionMission';

export default function VisionMission() {
  return <ContentPage content={visionMission} />;
}
