import path from 'node:path';

/**
 * `layers/direction`: an import may only point down the layers of its side (docs/architecture.md, "Which way
 * the arrows go"). Options: { sides: { [name]: Layer[] }, allow: [[from, to]] }, each side's layers lowest
 * first, a layer being a folder or file path (or several of the same rank) relative to the project root.
 * A file of src/ or server/ that is in no layer fails too, so a new folder must be given its place.
 */
const bare = (p) => p.replace(/\.(tsx?|m?js)$/, '');

const rankIn = (layers, path) => {
  const file = bare(path);
  let best;
  layers.forEach((layer, rank) => {
    for (const where of [layer].flat().map(bare)) {
      if ((file === where || file.startsWith(`${where}/`)) && (!best || where.length > best.where.length))
        best = { rank, where };
    }
  });
  return best;
};

const describe = (layers) => layers.map((layer) => [layer].flat().join(' | ')).join(' → ');

export default {
  rules: {
    direction: {
      meta: { type: 'problem', schema: [{ type: 'object' }] },
      create(context) {
        const { sides, allow = [] } = context.options[0];
        const relative = (file) => path.relative(context.cwd, file).split(path.sep).join('/');
        const file = relative(context.filename);
        if (!/^(src|server)\//.test(file)) return {};
        const side = Object.entries(sides).find(([, layers]) => rankIn(layers, file));
        if (!side)
          return {
            Program: (node) =>
              context.report({
                node,
                message: `${file} is in no layer: give its folder a place in eslint.config.js and docs/architecture.md.`,
              }),
          };
        const check = (node) => {
          const spec = node.source?.value;
          if (typeof spec !== 'string' || !spec.startsWith('.')) return;
          const target = relative(path.resolve(path.dirname(context.filename), spec));
          if (!/^(src|server)\//.test(target)) return;
          if (allow.some(([from, to]) => file === from && (target === to || target.startsWith(`${to}/`)))) return;
          const [name, layers] = side;
          const here = rankIn(layers, file);
          const there = rankIn(layers, target);
          if (!there)
            context.report({ node, message: `${here.where} may not import ${target}: it is not on the ${name} side.` });
          else if (there.rank > here.rank)
            context.report({
              node,
              message: `${here.where} may not import ${there.where}, a layer above it: imports only point down ${describe(layers)} (docs/architecture.md).`,
            });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};
