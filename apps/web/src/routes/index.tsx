import { createFileRoute } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { siteConfigAtom } from '../state/site-config';

export const Route = createFileRoute('/')({
  component: HomePage,
});

function HomePage() {
  const config = useAtomValue(siteConfigAtom);
  return (
    <main style={{ padding: 16 }}>
      <h1>{config.state === 'ready' ? config.title : '会员中心'}</h1>
      <p>{config.state === 'error' ? config.message : config.state === 'loading' ? '正在加载站点配置…' : '欢迎光临'}</p>
    </main>
  );
}
