/**
 * The vocabulary of generated company names: 字号 (trade name) characters, and the trades with their
 * organisational forms, each tied to an entity type. A generated name is a place prefix, a 2-character 字号 and one
 * of the endings below (广州市 + 星澜 + 智能科技有限公司, 越秀区 + 恒达 + 粮油店).
 */

export const ENTITY_TYPES = [
  '有限责任公司',
  '股份有限公司',
  '个人独资企业',
  '合伙企业',
  '个体工商户',
  '农民专业合作社',
] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const REGISTRATION_STATUSES = ['存续', '在业', '注销', '吊销'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/**
 * Characters no generated 字号 contains: those of the place prefixes (so a name splits into prefix, 字号 and
 * ending in exactly one way, which keeps generated names unique) and those of the fixtures' 字号 (so a search for a
 * fixture's 字号 finds the fixture alone).
 */
const RESERVED = new Set(Array.from('广州市区县省东（）澍禾旧岸琮玥'));

const TRADE_NAME_TEXT =
  '星澜瑞丰恒达宏图华美嘉信诚鑫盛泰隆昌兴旺福祥安康永利德润泽源汇通联创新锐智博远航腾飞骏翔鹏程启明晨阳光辉煌' +
  '金银玉珠宝翠晶彩虹霞云天海江河湖山峰岭林森松柏竹梅兰菊荷莲桂枫桐杉榕棉穗羊城粤秀越南北中港湾洲岛沙溪泉' +
  '仁义礼忠和合顺平正大立方圆宇乾坤元亨贞吉庆喜乐欢悦怡雅逸静致精匠艺品质优佳尚卓凡俊杰英豪雄威武强茂繁荣' +
  '畅捷迅风雨雪霜露冰炎焱木石岩磊淼众龙凤麒麟鹤鹰雁燕鹿虎豹狮象马牛鱼万千百亿红橙黄绿青蓝紫白西时代世纪未来' +
  '前沿先锋领冠峻铭骐骅璟琳瑶琪瑾璐珑琦璇晟昊昱晖曜煜炜烨灿熠朗皓睿哲思远鸿志恺悦欣怀宁舒泓涵浩瀚沐澄清洁' +
  '泓';

/** The characters 字号 are made of: each once, in a fixed order (the generator indexes into it). */
export const TRADE_NAME_CHARS: readonly string[] = [...new Set(Array.from(TRADE_NAME_TEXT))].filter(
  (char) => !RESERVED.has(char),
);

export interface NameEnding {
  /** What follows the 字号, e.g. 智能科技有限公司. */
  text: string;
  type: EntityType;
}

const LIMITED_TRADES = [
  '智能科技',
  '信息科技',
  '网络科技',
  '电子科技',
  '生物科技',
  '环保科技',
  '新能源科技',
  '数据科技',
  '安防科技',
  '照明科技',
  '通信技术',
  '检测技术',
  '软件',
  '信息技术',
  '科技发展',
  '贸易',
  '商贸',
  '国际贸易',
  '进出口贸易',
  '电子商务',
  '供应链管理',
  '物流',
  '货运代理',
  '仓储服务',
  '餐饮管理',
  '餐饮服务',
  '饮食',
  '食品',
  '茶业',
  '酒业',
  '粮油食品',
  '农业发展',
  '水产',
  '园林绿化',
  '建筑工程',
  '装饰工程',
  '机电工程',
  '市政工程',
  '建材',
  '钢材',
  '五金制品',
  '塑料制品',
  '包装材料',
  '印刷',
  '家具',
  '服装',
  '皮具',
  '鞋业',
  '纺织',
  '眼镜',
  '珠宝',
  '钟表',
  '灯饰',
  '化妆品',
  '日用品',
  '医疗器械',
  '药业',
  '健康管理',
  '医疗科技',
  '美容',
  '养生服务',
  '教育咨询',
  '教育科技',
  '文化传播',
  '文化发展',
  '影视文化',
  '传媒',
  '广告',
  '会展服务',
  '设计',
  '企业管理咨询',
  '财务咨询',
  '知识产权代理',
  '人力资源',
  '劳务派遣',
  '物业管理',
  '房地产开发',
  '房地产代理',
  '投资',
  '实业',
  '实业发展',
  '汽车服务',
  '汽车租赁',
  '汽车销售',
  '旅行社',
  '酒店管理',
  '体育发展',
  '音响设备',
  '机械设备',
  '自动化设备',
  '电器',
  '清洁服务',
  '家政服务',
  '装卸搬运',
  '信息咨询',
  '网络技术',
  '游戏科技',
  '动漫科技',
  '母婴用品',
  '宠物用品',
  '化工',
  '新材料',
  '光电科技',
  '半导体科技',
  '计算机系统',
  '工程技术',
  '咨询服务',
];

const INDIVIDUAL_SHOPS = [
  '粮油店',
  '五金店',
  '便利店',
  '水果店',
  '餐厅',
  '小吃店',
  '面馆',
  '茶餐厅',
  '理发店',
  '美发店',
  '服装店',
  '鞋店',
  '眼镜店',
  '烟酒商行',
  '士多店',
  '干洗店',
  '花店',
  '文具店',
  '电器维修部',
  '手机维修店',
  '汽车维修部',
  '日用品店',
  '海鲜档',
  '肉菜档',
  '糖水店',
  '烧腊店',
  '肠粉店',
  '粥铺',
  '茶叶店',
  '母婴用品店',
  '建材店',
  '家具店',
  '照相馆',
  '洗车场',
  '宠物店',
  '快餐店',
  '奶茶店',
  '烘焙坊',
  '副食店',
  '杂货店',
  '布艺店',
  '窗帘店',
  '灯饰店',
  '陶瓷店',
  '药材行',
  '干货店',
  '冻品店',
  '早餐店',
  '牛杂店',
  '云吞面店',
  '烧烤店',
  '大排档',
  '美甲店',
  '足浴店',
  '修鞋店',
  '钥匙店',
  '打印店',
  '书店',
  '玩具店',
  '自行车行',
  '摩托车维修部',
  '电脑维修部',
  '图文店',
  '蔬菜档',
  '鲜花档',
  '米铺',
];

const SOLE_PROPRIETORSHIPS = [
  '贸易商行',
  '五金商行',
  '服装商行',
  '电器经营部',
  '建材经营部',
  '塑料制品厂',
  '印刷厂',
  '食品商行',
];

const PARTNERSHIPS = [
  '投资合伙企业（有限合伙）',
  '股权投资合伙企业（有限合伙）',
  '企业管理合伙企业（有限合伙）',
  '创业投资合伙企业（有限合伙）',
  '咨询服务合伙企业（普通合伙）',
  '会计师事务所（普通合伙）',
];

const JOINT_STOCK_TRADES = ['科技', '实业', '电子', '药业'];

const COOPERATIVES = ['果蔬专业合作社', '荔枝种植专业合作社', '水产养殖专业合作社'];

/**
 * Every ending, each tied to its entity type. Their numbers set the share of each type among generated companies
 * (about 55 % limited companies, a third individual businesses, a few of the rest).
 */
export const NAME_ENDINGS: readonly NameEnding[] = [
  ...LIMITED_TRADES.map((trade) => ({ text: `${trade}有限公司`, type: '有限责任公司' as const })),
  ...INDIVIDUAL_SHOPS.map((text) => ({ text, type: '个体工商户' as const })),
  ...SOLE_PROPRIETORSHIPS.map((text) => ({ text, type: '个人独资企业' as const })),
  ...PARTNERSHIPS.map((text) => ({ text, type: '合伙企业' as const })),
  ...JOINT_STOCK_TRADES.map((trade) => ({ text: `${trade}股份有限公司`, type: '股份有限公司' as const })),
  ...COOPERATIVES.map((text) => ({ text, type: '农民专业合作社' as const })),
];

/** Surnames of fictional people, weighted roughly as in Guangdong. */
export const SURNAMES: readonly (readonly [string, number])[] = [
  ['陈', 14],
  ['李', 9],
  ['黄', 8],
  ['张', 6],
  ['梁', 6],
  ['林', 5],
  ['刘', 5],
  ['吴', 4],
  ['罗', 4],
  ['何', 4],
  ['郑', 3],
  ['王', 3],
  ['周', 3],
  ['谢', 3],
  ['杨', 3],
  ['邓', 3],
  ['冯', 3],
  ['曾', 3],
  ['朱', 2],
  ['蔡', 2],
  ['钟', 2],
  ['麦', 2],
  ['叶', 2],
  ['潘', 2],
  ['卢', 2],
  ['郭', 2],
  ['苏', 2],
  ['许', 2],
  ['赖', 2],
  ['彭', 2],
  ['徐', 2],
  ['胡', 2],
  ['谭', 2],
  ['江', 1],
  ['莫', 1],
  ['温', 1],
  ['邱', 1],
  ['关', 1],
  ['伍', 1],
  ['袁', 1],
  ['骆', 1],
  ['孔', 1],
  ['方', 1],
  ['严', 1],
  ['欧阳', 1],
  ['司徒', 1],
  ['上官', 0.2],
  ['区', 0.5],
  ['岑', 0.5],
];

/** Characters of fictional given names. */
export const GIVEN_NAME_CHARS: readonly string[] = Array.from(
  '志远晓燕伟芳建华国栋秀英丽娟明辉文杰少华嘉欣家豪俊杰伟强敏玲海燕永红颖诗婷子轩浩然梓涵宇航思琪雅琳锦涛振华' +
    '德明惠珍玉兰淑仪美玲健民耀祖耀华达文丽萍秋菊冬梅春生金凤银娣锦华宝珠少芬炳坤汉明振宇慧敏佩仪凯琳晓峰',
);
