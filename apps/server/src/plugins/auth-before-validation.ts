/**
 * Who is asking is checked before what they sent: a route that names an auth step as its `preHandler` has that step
 * moved ahead of the body's validation, so a caller without the right token gets 403, never a 400 that describes
 * what a valid body holds. A restaurant token rides in a header only, so its check runs `onRequest`, before the
 * body is read at all; a diner's token may ride in the body, so theirs runs at `preValidation`, once the body is
 * parsed and before it is checked. Route-level hooks run after shared ones, so what a route already does first
 * (rate limits, a token taken from the stream's query) still comes first.
 */
import fp from 'fastify-plugin';

type Stage = 'onRequest' | 'preValidation';
type Hook = (...args: never[]) => unknown;

const asArray = (hooks: Hook | Hook[] | undefined): Hook[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

export const authBeforeValidationPlugin = fp(
  async (app) => {
    const stageOf = new Map<unknown, Stage>([
      [app.authenticateOwner, 'onRequest'],
      [app.authenticate, 'preValidation'],
      [app.authenticateIfSent, 'preValidation'],
      [app.guessSession, 'preValidation'],
      [app.guessSessionIfSent, 'preValidation'],
    ]);
    app.addHook('onRoute', (route) => {
      const hooks = route as unknown as Record<'preHandler' | Stage, Hook | Hook[] | undefined>;
      const preHandlers = asArray(hooks.preHandler);
      if (!preHandlers.some((hook) => stageOf.has(hook))) {
        return;
      }
      hooks.preHandler = preHandlers.filter((hook) => !stageOf.has(hook));
      for (const hook of preHandlers) {
        const stage = stageOf.get(hook);
        if (stage) {
          hooks[stage] = [...asArray(hooks[stage]), hook];
        }
      }
    });
  },
  { name: 'auth-before-validation', dependencies: ['auth', 'owner-auth'] },
);
