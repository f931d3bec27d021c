/** Static Chinese content of the seed: names, notices, activities, rooms (help texts: src/help). */
export const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '周', '吴', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高'];
export const GIVEN = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀英', '浩然', '子涵', '梓轩', '欣怡', '宇航', '思远'];
export const NICK_WORDS = ['追风少年', '夜猫子', '幸运星', '老司机', '小旋风', '红中', '锦鲤本鲤', '球迷老张', '北京瘦子', '东北虎', '江南烟雨', '一路长红', '稳如泰山', '天天向上', '月光宝盒'];

export const DEMO_MEMBER = {
  username: 'demo888',
  password: 'Demo@2026',
  nickName: '星耀会员',
  realName: '王晓明',
  phone: '(86)13800138888',
  email: 'demo888@example.com',
  birthday: '1990-06-18',
  grade: 5,
  inviteCode: 'XY8888',
  idNumber: '110101199006181234',
} as const;

export const VENUES_SEED = [
  { code: 'IMTY', title: 'IM体育', category: 'TY', games: 1 },
  { code: 'OBTY', title: 'YB体育', category: 'TY', games: 1 },
  { code: 'FBTY', title: 'FB体育', category: 'TY', games: 1 },
  { code: 'V188', title: '188体育', category: 'TY', games: 1 },
  { code: 'YBDJ', title: 'YB电竞', category: 'DJ', games: 1 },
  { code: 'IMDJ', title: 'IM电竞', category: 'DJ', games: 1 },
  { code: 'LHDJ', title: '雷火电竞', category: 'DJ', games: 1 },
  { code: 'PGDZ', title: 'PG电子', category: 'DZ', games: 126 },
  { code: 'AGZR', title: 'AG真人', category: 'ZR', games: 18 },
  { code: 'TCCP', title: '天成彩票', category: 'CP', games: 42 },
  { code: 'KYQP', title: '开元棋牌', category: 'QP', games: 37 },
] as const;

export const GAMES_BY_CATEGORY: Record<string, readonly string[]> = {
  TY: ['英超 曼城 vs 利物浦', '西甲 皇马 vs 巴萨', 'NBA 湖人 vs 勇士', '中超 上海海港 vs 山东泰山', '欧冠 拜仁 vs 巴黎'],
  DJ: ['英雄联盟 LPL 春季赛', 'DOTA2 国际邀请赛', '王者荣耀 KPL', 'CS2 Major'],
  DZ: ['麻将胡了', '赏金船长', '寻宝黄金城', '亡灵大盗'],
  ZR: ['百家乐', '龙虎斗', '轮盘', '骰宝'],
  CP: ['重庆时时彩', '北京赛车', '幸运飞艇', '六合彩'],
  QP: ['斗地主', '抢庄牛牛', '炸金花', '二八杠'],
};

export const NOTICES_SEED = [
  { category: 1, title: '系统公告', content: '尊敬的会员，本站已全面升级，祝您游戏愉快！如遇问题请联系在线客服。' },
  { category: 1, title: '存款提示', content: '请勿向任何客服人员主动提供的银行卡转账，平台官方收款账户仅在存款页面展示。' },
  { category: 2, title: '新春活动上线', content: '新春红包雨每日 20:00 准时开启，VIP 等级越高红包越大。' },
  { category: 3, title: '维护通知', content: 'IM体育 将于每周二 10:00-12:00 进行例行维护，维护期间暂停投注。' },
  { category: 3, title: '防骗提醒', content: '平台工作人员不会以任何理由索要您的登录密码或短信验证码。' },
] as const;

// The activities live with the rest of the activity seed.
export { ACTIVITIES_SEED } from './seed-activities';

export const CHAT_ROOMS_SEED = [
  { name: '综合大厅', vipMin: 0, vipMax: 10 },
  { name: '体育竞猜', vipMin: 0, vipMax: 10 },
  { name: 'VIP 贵宾厅', vipMin: 3, vipMax: 10 },
  { name: '至尊俱乐部', vipMin: 8, vipMax: 10 },
] as const;

export const CHAT_LINES = [
  '今晚英超谁看好？', '刚刚红单了，感谢老哥带飞', '曼城让一球稳吗', '湖人今天状态不错', '跟单跟单！',
  '大家晚上好', '这把百家乐连庄了', '客服回复挺快的', '提款十分钟就到账了', '签到第七天了',
  '有没有一起看欧冠的', '皇马主场必胜', '小心平局', '今天手气不错', '翻牌翻到 88 元',
];

export const GIFTS = [
  { giftId: 1, giftName: '鲜花', cost: 10 },
  { giftId: 2, giftName: '跑车', cost: 100 },
  { giftId: 3, giftName: '火箭', cost: 500 },
] as const;

/** The points mall: `minGrade` is the lowest VIP grade that may exchange an item (the demo member is VIP5). */
export const MALL_ITEMS_SEED = [
  { name: '10 元彩金券', points: 1000, stock: 999, category: '彩金', minGrade: 0 },
  { name: '50 元彩金券', points: 4800, stock: 500, category: '彩金', minGrade: 0 },
  { name: '100 元彩金券', points: 9500, stock: 200, category: '彩金', minGrade: 3 },
  { name: '1888 元彩金券', points: 168000, stock: 10, category: '彩金', minGrade: 7 },
  { name: '品牌蓝牙耳机', points: 28000, stock: 20, category: '实物', minGrade: 0 },
  { name: '智能手表', points: 88000, stock: 5, category: '实物', minGrade: 0 },
  { name: '星耀定制保温杯', points: 3600, stock: 0, category: '实物', minGrade: 0 },
  { name: '至尊会员专属礼盒', points: 66000, stock: 10, category: '实物', minGrade: 8 },
  { name: '免费抽奖机会', points: 300, stock: 9999, category: '权益', minGrade: 0 },
  { name: 'VIP 体验卡(7 天)', points: 6800, stock: 100, category: '权益', minGrade: 0 },
  { name: '提款加速卡', points: 3000, stock: 200, category: '权益', minGrade: 2 },
  { name: '话费充值卡 50 元', points: 5200, stock: 300, category: '虚拟', minGrade: 0 },
  { name: '视频会员月卡', points: 2500, stock: 500, category: '虚拟', minGrade: 0 },
] as const;

export const BANKS = [
  { code: 'ICBC', name: '中国工商银行' },
  { code: 'CCB', name: '中国建设银行' },
  { code: 'ABC', name: '中国农业银行' },
  { code: 'BOC', name: '中国银行' },
  { code: 'CMB', name: '招商银行' },
  { code: 'BOCOM', name: '交通银行' },
  { code: 'PSBC', name: '中国邮政储蓄银行' },
] as const;

export const VIP_NAMES = ['普通会员', '青铜', '白银', '黄金', '铂金', '钻石', '星耀', '王者', '至尊', '传奇', '神话'];
