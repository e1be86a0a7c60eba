import type { Localized } from '../../domain/errors.js';

/** What the knowledge base's calls say to users (docs/knowledge.md). */
export const knowledgeMessages = {
  unknownBase: { zh: '知识库不存在', en: 'This knowledge base does not exist' },
  unknownDocument: { zh: '文档不存在', en: 'This document does not exist' },
  sourceGone: { zh: '引用来源已删除', en: 'The cited source has been deleted' },
  nameRequired: { zh: '请输入知识库名称', en: 'Enter the knowledge base’s name' },
  nameLength: { zh: '知识库名称最多30个字符', en: 'A knowledge base’s name is 30 characters at most' },
  desLength: { zh: '知识库描述最多200个字符', en: 'A description is 200 characters at most' },
  noFile: { zh: '请选择要上传的文档', en: 'Choose a document to upload' },
  unsupported: { zh: '仅支持 PDF、Word、TXT、Markdown、HTML 文档', en: 'Only PDF, Word, TXT, Markdown and HTML documents are supported' },
  tooLarge: { zh: '文档大小不能超过 20MB', en: 'A document must not exceed 20 MB' },
  basesFull: { zh: '知识库数量已达上限', en: 'You have reached the most knowledge bases you can have' },
  documentsFull: { zh: '文档数量已达上限', en: 'You have reached the most documents you can have' },
  pagesFull: { zh: '文档总页数已达上限', en: 'Your documents have reached the most pages you can have' },
  notesFull: { zh: '笔记数量已达上限', en: 'You have reached the most notes you can have' },
  busy: { zh: '正在处理的文档过多，请稍后再上传', en: 'Too many documents are being processed; upload again later' },
  notRetryable: { zh: '只有处理失败的文档可以重试', en: 'Only a document that failed can be tried again' },
  noPoints: { zh: '积分不足', en: 'Not enough points' },
  noText: { zh: '文档中没有可识别的文字', en: 'The document has no text that could be read' },
  fileGone: { zh: '文档原文件已丢失，请重新上传', en: 'The original file is missing; upload it again' },
  deleted: { zh: '文档已删除', en: 'The document was deleted' },
  failed: { zh: '文档处理失败', en: 'Processing the document failed' },
  nothingFound: { zh: '知识库中未找到与问题相关的内容', en: 'Nothing in your knowledge base is about this question' },
} satisfies Record<string, Localized>;
