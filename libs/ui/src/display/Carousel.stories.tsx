import type { Meta, StoryObj } from '@storybook/react-vite';
import { Carousel } from './Carousel';

function banner(text: string, color: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300"><rect width="750" height="300" fill="${color}"/><text x="375" y="170" font-size="56" text-anchor="middle" fill="#fff" font-family="sans-serif">${text}</text></svg>`,
  )}`;
}

const slides = [
  { id: 1, image: banner('新人首存送 100%', '#0b57d0'), alt: '新人首存送 100%', href: '/activity/discount' },
  { id: 2, image: banner('每日签到领彩金', '#b3261e'), alt: '每日签到领彩金', href: '/activity/calendar' },
  { id: 3, image: banner('邀请好友赚佣金', '#137333'), alt: '邀请好友赚佣金', href: '/activity/friendInvitation' },
];

const meta = {
  title: '展示/Carousel 轮播图',
  component: Carousel,
  args: { slides, label: '活动轮播' },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Autoplay: Story = { name: '自动播放' };
export const Manual: Story = { name: '手动切换', args: { interval: 0 } };
export const SingleSlide: Story = { name: '单张', args: { slides: slides.slice(0, 1) } };
