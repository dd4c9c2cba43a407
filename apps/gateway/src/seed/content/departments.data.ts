import type { DepartmentSeed } from './content-types.ts';

/**
 * The departments of the fictional 粤秀示范区 that publish enterprise policies (the region named in the footer,
 * docs/decisions/0044-enterprise-policies-and-the-information-pages.md). Offices, telephone numbers (020-8100xxxx) and addresses are made up.
 */
export const departmentSeeds: DepartmentSeed[] = [
  {
    key: 'industry',
    name: '粤秀示范区工业和信息化局',
    office: '粤秀示范区工业和信息化局中小企业科',
    phone: '020-81000201',
    address: '广州市越秀区示范中路100号区政务中心A座6楼',
    documentPrefix: '粤秀工信',
  },
  {
    key: 'finance',
    name: '粤秀示范区地方金融管理局',
    office: '粤秀示范区地方金融管理局金融服务科',
    phone: '020-81000202',
    address: '广州市越秀区示范中路100号区政务中心B座3楼',
    documentPrefix: '粤秀金管',
  },
  {
    key: 'science',
    name: '粤秀示范区科学技术局',
    office: '粤秀示范区科学技术局科技金融与成果转化科',
    phone: '020-81000203',
    address: '广州市越秀区示范中路100号区政务中心A座8楼',
    documentPrefix: '粤秀科',
  },
  {
    key: 'commerce',
    name: '粤秀示范区商务局',
    office: '粤秀示范区商务局外经贸科',
    phone: '020-81000204',
    address: '广州市越秀区示范中路100号区政务中心C座5楼',
    documentPrefix: '粤秀商务',
  },
  {
    key: 'hr',
    name: '粤秀示范区人力资源和社会保障局',
    office: '粤秀示范区人力资源和社会保障局就业促进科',
    phone: '020-81000205',
    address: '广州市越秀区示范东路26号人社服务大厅2楼',
    documentPrefix: '粤秀人社',
  },
  {
    key: 'treasury',
    name: '粤秀示范区财政局',
    office: '粤秀示范区财政局经济建设科',
    phone: '020-81000206',
    address: '广州市越秀区示范中路100号区政务中心B座7楼',
    documentPrefix: '粤秀财',
  },
  {
    key: 'sme-centre',
    name: '粤秀示范区中小企业服务中心',
    office: '粤秀示范区中小企业服务中心融资服务部',
    phone: '020-81000207',
    address: '广州市越秀区示范南路9号中小企业服务大厦1楼',
    documentPrefix: '粤秀中小',
  },
];
