import type { ChatSource, SourcePassage } from './agentTypes';

/** Story and test data of /knowledge/agent: a source cited from page 3 of a PDF, and its passage. */
export const sourceFixture: ChatSource = {
  n: 1,
  chunkId: 301,
  docId: 12,
  noteId: null,
  docName: '员工手册2026.pdf',
  page: 3,
  snippet: '员工入职满一年后，每年享有带薪年假 5 天；满十年的，年假增至 10 天。',
};

export const noteSourceFixture: ChatSource = {
  n: 2,
  chunkId: 415,
  docId: null,
  noteId: 7,
  docName: '部门周会纪要',
  page: null,
  snippet: '下季度起，周会改到每周三上午十点，线上参加的同事提前五分钟进入会议室。',
};

export const passageFixture: SourcePassage = {
  id: 301,
  kbId: 4,
  documentId: 12,
  noteId: null,
  sourceName: '员工手册2026.pdf',
  page: 3,
  headingPath: ['第二章 休假制度', '2.1 年假'],
  text: '员工入职满一年后，每年享有带薪年假 5 天；满十年的，年假增至 10 天。年假应在当年内休完，确因工作原因未休的，可顺延至次年第一季度。',
  before: '第二章 休假制度。本章规定员工的各类假期及其申请方式。',
  after: '2.2 病假：员工因病需要休息的，凭医院证明可申请病假，病假期间工资按本市规定发放。',
};

export const notePassageFixture: SourcePassage = {
  id: 415,
  kbId: 4,
  documentId: null,
  noteId: 7,
  sourceName: '部门周会纪要',
  page: null,
  headingPath: ['会议安排'],
  text: '下季度起，周会改到每周三上午十点，线上参加的同事提前五分钟进入会议室。',
  before: null,
  after: '本周待办：整理客户反馈，周五前提交。',
};
