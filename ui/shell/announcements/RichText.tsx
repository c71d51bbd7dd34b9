import { createElement, Fragment, type ReactNode } from 'react';
import { sanitiseRichText, type RichNode } from '../../../domain/shell/rich-text';

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

function toRichNodes(nodes: NodeListOf<ChildNode>): RichNode[] {
  const result: RichNode[] = [];
  for (const node of nodes) {
    if (node.nodeType === TEXT_NODE) result.push({ kind: 'text', text: node.textContent ?? '' });
    else if (node.nodeType === ELEMENT_NODE) {
      const element = node as Element;
      const attributes: Record<string, string> = {};
      for (const attribute of element.attributes) attributes[attribute.name.toLowerCase()] = attribute.value;
      result.push({ kind: 'element', tag: element.tagName.toLowerCase(), attributes, children: toRichNodes(element.childNodes) });
    }
  }
  return result;
}

/**
 * HTML from the service as the allowed rich text tree. The browser's DOMParser builds an inert document: its
 * scripts never run and its images never load, and nothing of it reaches the page but what the sanitiser keeps.
 */
export function parseRichText(html: string): RichNode[] {
  if (typeof DOMParser === 'undefined') return [{ kind: 'text', text: html.replace(/<[^>]*>/g, '') }];
  const document = new DOMParser().parseFromString(html, 'text/html');
  return sanitiseRichText(toRichNodes(document.body.childNodes));
}

function render(nodes: readonly RichNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.kind === 'text') return <Fragment key={index}>{node.text}</Fragment>;
    if (node.tag === 'br') return <br key={index} />;
    if (node.tag === 'a') {
      return (
        <a key={index} href={node.attributes.href} target="_blank" rel="noopener noreferrer">
          {render(node.children)}
        </a>
      );
    }
    return createElement(node.tag, { key: index }, ...render(node.children));
  });
}

/** Shows administrator-written HTML through the rich-text allow-list, as React elements; never as raw HTML. */
export function RichText({ html, className, id }: { html: string; className?: string; id?: string }) {
  return <div id={id} className={className}>{render(parseRichText(html))}</div>;
}
