import { ContentPage } from '../../components/ContentPage';
import { experts } from '../../content/experts';

export default function Experts() {
  return <ContentPage content={experts} />;
}
