import { ContentPage } from '../../components/ContentPage';
import { blogs } from '../../content/blogs';

export default function Blogs() {
  return <ContentPage content={blogs} />;
}
