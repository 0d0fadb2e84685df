// A template rendered exactly as generation renders it (prompts.ts), against a fixed sample board,
// so staff (POST /api/admin/prompts/preview) and a workspace's admins (POST /api/prompts/preview,
// ADR 0037) see what a provider would be sent before they save. No provider is called and nothing
// is written.

import type { z } from 'zod';
import { type previewPromptResponse, promptTemplateProblem } from '../../../shared/api/admin';
import { defaultStyleConfig } from '../../../shared/api/boards';
import type { PromptKind } from '../../../shared/api/settings';
import { AppError } from '../../app-error';
import { promptVariables, renderPrompt } from './prompts';
import type { BoardBrief } from './types';

const SAMPLE_BOARD: BoardBrief = {
  name: 'Weeknight Dinners',
  description: 'Quick, budget-friendly family recipes that are on the table in 30 minutes or less',
  styleConfig: defaultStyleConfig(),
};
const SAMPLE_PIN_HISTORY = [
  '15-Minute Garlic Butter Shrimp Pasta',
  'One-Pan Lemon Chicken With Crispy Potatoes',
  'Easy Vegetarian Black Bean Tacos for Busy Nights',
];
const SAMPLE_TITLE = '20-Minute Creamy Tuscan Chicken the Whole Family Will Love';
const SAMPLE_LINK = 'https://weeknight-dinners.example/creamy-tuscan-chicken';
const SAMPLE_DESCRIPTION =
  'Sun-dried tomatoes, spinach and a silky parmesan sauce make this skillet chicken a weeknight ' +
  'winner. Save this pin for a fast dinner that tastes slow-cooked. #weeknightdinner #easyrecipes #familymeals';

export function previewPrompt(options: {
  kind: PromptKind;
  template: string;
}): z.infer<typeof previewPromptResponse> {
  const problem = promptTemplateProblem(options.kind, options.template);
  if (problem) throw new AppError('validation_error', problem);
  const variables = promptVariables(options.kind, {
    board: SAMPLE_BOARD,
    pinHistory: SAMPLE_PIN_HISTORY,
    title: SAMPLE_TITLE,
    description: SAMPLE_DESCRIPTION,
    link: SAMPLE_LINK,
  });
  return {
    rendered: renderPrompt(options.template, variables),
    sample_board: { name: SAMPLE_BOARD.name, description: SAMPLE_BOARD.description },
  };
}
