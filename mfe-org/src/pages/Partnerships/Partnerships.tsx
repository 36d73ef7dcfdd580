import { ContentPage } from '../../components/ContentPage';
import { partnerships } from '../../content/partnerships';

export default function Partnerships() {
  return <ContentPage content={partnerships} />;
}
