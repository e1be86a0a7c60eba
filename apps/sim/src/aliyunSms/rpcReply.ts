import type { FastifyReply } from 'fastify';

export type ResponseFormat = 'JSON' | 'XML';

/** `Format` picks the body format; Aliyun's default is XML. */
export function formatOf(value: string | undefined): ResponseFormat {
  return value?.toUpperCase() === 'JSON' ? 'JSON' : 'XML';
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!);
}

/** A flat RPC answer as JSON, or as XML under `root` (`SendSmsResponse`, or `Error` for gateway errors). */
export function sendRpc(reply: FastifyReply, format: ResponseFormat, status: number, root: string, body: Record<string, string>): FastifyReply {
  reply.code(status);
  if (format === 'JSON') return reply.type('application/json;charset=utf-8').send(JSON.stringify(body));
  const fields = Object.entries(body)
    .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
    .join('');
  return reply.type('text/xml;charset=utf-8').send(`<?xml version='1.0' encoding='UTF-8'?><${root}>${fields}</${root}>`);
}
