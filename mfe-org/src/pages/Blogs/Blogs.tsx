import { useLocalized } from '@civic/shared';
import { ContentPage } from '../../components/ContentPage';
import * as blogsEn from '../../content/blogs';

const blogsSw = () => import(/* webpackChunkName: "content-sw-blogs" */ '../../content/sw/blogs');

export default function Blogs() {
  const { blogs } = useLocalized(blogsEn, blogsSw);
  return <ContentPage content={blogs} />;
}
