/**
 * The brand's sponsorships, written for this site: the partners are fictional teams and events,
 * and their pictures are drawn in SponsorArt (nothing copied from a real club or league).
 * The platform has no call for them (SPEC §7 lists none); a later one would replace this list.
 */
export type SponsorShape = 'shield' | 'flame' | 'ball' | 'sail' | 'heart';

export interface Sponsor {
  slug: string;
  name: string;
  role: string;
  years: string;
  summary: string;
  shape: SponsorShape;
  colors: readonly [string, string];
  story: {
    title: string;
    date: string;
    paragraphs: readonly string[];
    highlights: readonly { value: string; label: string }[];
  };
}

export const SPONSORS: readonly Sponsor[] = [
  {
    slug: 'harbor-lions',
    name: '海港雄狮足球俱乐部',
    role: '官方区域合作伙伴',
    years: '2024 – 2027 赛季',
    summary: '与海港雄狮一起，把看台上的热情带到每一位会员身边。',
    shape: 'shield',
    colors: ['#0b3d91', '#1e88e5'],
    story: {
      title: '三个赛季，与雄狮并肩',
      date: '2024 年 3 月',
      paragraphs: [
        '2024 年春天，星耀娱乐与海港雄狮足球俱乐部签下三个赛季的区域合作协议。签约仪式在俱乐部训练基地举行，双方约定共同举办球迷开放日，并在每个主场设立会员观赛区。',
        '合作第一年，超过两千名会员通过线上报名走进球场，和球员一起完成赛前热身。俱乐部青训梯队也因此获得了新的训练场地与装备支持。',
        '我们相信，体育的意义不止于比分。接下来的两个赛季，双方还将把开放日带到更多城市。',
      ],
      highlights: [
        { value: '2,300+', label: '会员走进主场' },
        { value: '36', label: '场会员观赛日' },
        { value: '1', label: '座青训训练场' },
      ],
    },
  },
  {
    slug: 'blaze-esports',
    name: '赤焰电竞战队',
    role: '首席赞助商',
    years: '2025 – 2026 赛季',
    summary: '从训练室到总决赛舞台，赤焰的每一局都有星耀同行。',
    shape: 'flame',
    colors: ['#b3261e', '#f7931e'],
    story: {
      title: '赤焰燃起的那个夏天',
      date: '2025 年 6 月',
      paragraphs: [
        '赤焰电竞战队成立不到三年，却以敢打敢拼的风格赢得了大批年轻观众。2025 年夏季赛开赛前，星耀娱乐成为战队首席赞助商。',
        '赞助资金用于建设新的训练基地和心理辅导团队。队员们说，最大的变化是“终于可以专心打比赛了”。',
        '当赛季，赤焰首次闯入总决赛。决赛当晚，会员们在线上观赛活动中为战队送出了上万条加油留言。',
      ],
      highlights: [
        { value: '首次', label: '闯入总决赛' },
        { value: '12,000+', label: '条会员加油留言' },
        { value: '24 小时', label: '心理辅导热线' },
      ],
    },
  },
  {
    slug: 'aurora-hoops',
    name: '极光篮球俱乐部',
    role: '官方合作伙伴',
    years: '2023 年起',
    summary: '支持城市篮球联赛，让更多业余球员站上正式赛场。',
    shape: 'ball',
    colors: ['#4a148c', '#00bfa5'],
    story: {
      title: '城市夜空下的篮球场',
      date: '2023 年 10 月',
      paragraphs: [
        '极光篮球俱乐部发起的城市业余联赛，已经连续举办五届。星耀娱乐自 2023 年起成为联赛官方合作伙伴，负责赛事直播与奖金支持。',
        '参赛的有程序员、外卖骑手、中学老师，也有刚退役的职业球员。每到周末夜晚，球场灯光亮起，看台总是坐满了家人和朋友。',
        '我们为每支参赛队伍提供统一的比赛服和保险，让热爱篮球的人安心上场。',
      ],
      highlights: [
        { value: '128', label: '支参赛队伍' },
        { value: '5', label: '届城市联赛' },
        { value: '100%', label: '球员赛事保险' },
      ],
    },
  },
  {
    slug: 'cloud-sail',
    name: '云帆帆船队',
    role: '冠名赞助',
    years: '2025 年环岛赛',
    summary: '七天六夜环岛航行，和船员们一起迎风向前。',
    shape: 'sail',
    colors: ['#006064', '#4dd0e1'],
    story: {
      title: '迎风七天六夜',
      date: '2025 年 9 月',
      paragraphs: [
        '云帆帆船队由八名来自不同行业的船员组成。2025 年环岛帆船赛，星耀娱乐成为船队冠名赞助商，船帆上第一次印上了星耀的标志。',
        '比赛途中遇到两次强风，船员们轮班值守，最终以组别第二名完成全程。赛后，船队把奖金的一半捐给了沿海学校的航海兴趣班。',
      ],
      highlights: [
        { value: '420 海里', label: '航行距离' },
        { value: '第 2 名', label: '组别成绩' },
        { value: '6 所', label: '受益学校' },
      ],
    },
  },
  {
    slug: 'youth-cup',
    name: '星耀青少年足球公益杯',
    role: '公益赞助',
    years: '每年夏季',
    summary: '为山区孩子送去球鞋与教练，让每个孩子都有上场的机会。',
    shape: 'heart',
    colors: ['#2e7d32', '#9ccc65'],
    story: {
      title: '一双球鞋的约定',
      date: '2024 年 7 月',
      paragraphs: [
        '公益杯源于一次探访：山区学校的孩子们光着脚在泥地上踢球。我们当时约定，第二年要带着球鞋回来。',
        '如今公益杯已经办到第三届。每年夏天，志愿教练会在学校驻留两周，赛事最后在县城体育场举行，孩子们穿着新球鞋走进正式球场。',
        '会员也可以在活动期间参与捐赠，每一份心意都会在公益杯官网公示。',
      ],
      highlights: [
        { value: '3,600+', label: '双球鞋送到孩子手中' },
        { value: '48', label: '所乡村学校' },
        { value: '3', label: '届公益杯' },
      ],
    },
  },
];

export function sponsorBySlug(slug: string | undefined): Sponsor | undefined {
  return slug === undefined ? undefined : SPONSORS.find((s) => s.slug === slug);
}
